import { chrome, company } from '../../engine/site/site-data.ts'
import { mailHref, telHref } from '../../engine/site/phone.ts'
import { Icon } from '../icons/Icon.tsx'
import { CHAT_PANEL_ID } from './chat-widget-props.ts'

/**
 * Fixed bar at the bottom of phone screens (below 640 px): call, WhatsApp (opens the chat panel with
 * its service shortcuts, in place of the header's chat button) and the quote page — a request is
 * one thumb away on every page, and nothing floats over the content. On a page with the quote form
 * the quote button would lead to the form the visitor already has: e-mail takes its place, unfilled, so
 * the send button stays the one orange button. Texts from
 * `aktionsleiste` in content/rahmen.yaml; a page turns the bar off with `aktionsleiste: false` (the
 * header's chat button then shows on phones too).
 */
export function ActionBar({ formOnPage = false }: { formOnPage?: boolean }) {
  const bar = chrome.aktionsleiste
  return (
    <nav className="action-bar" aria-label={bar.titel}>
      <a href={telHref(company.telefon)}>
        <Icon name="phone" />
        {bar.anrufen}
      </a>
      {/* the browser reports the panel's state (aria-expanded) for a popovertarget button itself */}
      <button type="button" popoverTarget={CHAT_PANEL_ID}>
        <Icon name="whatsapp" />
        {bar.whatsapp}
      </button>
      {formOnPage ? (
        <a href={mailHref(company.email)}>
          <Icon name="mail" />
          {bar.email}
        </a>
      ) : (
        <a className="action-bar-primary" href={chrome.angebot_seite}>
          <Icon name="arrow" />
          {bar.angebot}
        </a>
      )}
    </nav>
  )
}
