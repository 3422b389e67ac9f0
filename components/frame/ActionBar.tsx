import { chrome, company } from '../../engine/site/site-data.ts'
import { telHref, whatsAppHref } from '../../engine/site/phone.ts'
import { Icon } from '../icons/Icon.tsx'

/**
 * Fixed bar at the bottom of phone screens (below 640 px): call, WhatsApp with a greeting, and the
 * quote page — a request is one thumb away on every page. Texts from `aktionsleiste` in
 * content/rahmen.yaml; a page turns it off with `aktionsleiste: false` (the form pages, where it
 * would sit over the form's own button).
 */
export function ActionBar() {
  const bar = chrome.aktionsleiste
  return (
    <nav className="action-bar" aria-label={bar.titel}>
      <a href={telHref(company.telefon)}>
        <Icon name="phone" />
        {bar.anrufen}
      </a>
      <a href={whatsAppHref(company.whatsapp, bar.whatsapp_nachricht)} target="_blank" rel="noopener noreferrer">
        <Icon name="whatsapp" />
        {bar.whatsapp}
        <span className="sr-only"> {chrome.chat.neuer_tab}</span>
      </a>
      <a className="action-bar-primary" href={chrome.angebot_seite}>
        <Icon name="arrow" />
        {bar.angebot}
      </a>
    </nav>
  )
}
