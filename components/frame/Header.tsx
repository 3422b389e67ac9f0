import { frameIds } from '../../engine/render/anchor-ids.ts'
import { chrome, company } from '../../engine/site/site-data.ts'
import { openingHoursLines } from '../../engine/site/opening-hours.ts'
import { phoneDisplay, telHref } from '../../engine/site/phone.ts'
import { Icon } from '../icons/Icon.tsx'
import { LinkList, type MenuLink } from './LinkList.tsx'
import { MobileMenu } from './MobileMenu.tsx'
import { CHAT_PANEL_ID } from './chat-widget-props.ts'
import { legalLinks, navigationLinks, regionLinks } from './nav-links.ts'
import { LogoMark } from './LogoMark.tsx'

/**
 * Site header, always on screen (header.css): contact bar (wide screens, scrolls away), main links,
 * dropdown menu, phone, quote button, the chat's opener, mobile sheet. The chat's opener is a round
 * button beside the quote button; on a page with the quote form it takes the quote button's place
 * (which would only lead to the form the visitor already has) as a pill that names the channel.
 * Docked here, it never covers the page (Chat.tsx floats one only where the page has a free margin).
 * On phones the action bar opens the chat, so the header's button shows there only on a page without
 * the bar (`actionBar: false`).
 */
export function Header({
  currentPath,
  formOnPage = false,
  actionBar = true,
}: {
  currentPath: string
  formOnPage?: boolean
  actionBar?: boolean
}) {
  const links = navigationLinks(currentPath)
  // entries marked kopfzeile: true also stand in the bar itself on wide screens
  const mainLinks = links.filter((link) => link.kopfzeile)
  const regions = regionLinks(currentPath)
  const phone = { href: telHref(company.telefon), display: phoneDisplay(company.telefon) }
  const kopf = chrome.kopf
  return (
    <header className="site-header" data-site-header>
      <div className="topbar">
        {/* the phone number is not repeated here: it stands in the bar right below, which stays on screen */}
        <div className="container topbar-inner" role="group" aria-label={kopf.kontaktleiste}>
          <p className="topbar-regions">
            <Icon name="pin" size={16} />
            <span>
              {company.regionen
                .filter((r) => r.kopfleiste)
                .map((r) => r.name)
                .join(' · ')}
            </span>
          </p>
          <p>
            <Icon name="clock" size={16} />
            {kopf.zeiten} {openingHoursLines(company.oeffnungszeiten, { short: true }).join(' · ')}
            <span className="topbar-wide">· {kopf.notdienst}</span>
          </p>
          <a href={`mailto:${company.email}`}>
            <Icon name="mail" size={16} />
            {company.email}
          </a>
        </div>
      </div>
      <div className="container header-bar">
        <a className="logo" href="/">
          <LogoMark />
          <span className="logo-name">{company.kurzname}</span>
          <span className="sr-only">{kopf.startseite}</span>
        </a>
        <nav className="desktop-nav" aria-label={kopf.navigation_titel}>
          {mainLinks.length > 0 && (
            <ul className="header-links">
              {mainLinks.map((link) => (
                <li key={link.href}>
                  <a href={link.href} aria-current={link.current ? 'page' : undefined}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
          <details className="nav-dropdown" data-nav-dropdown>
            <summary>
              {kopf.mehr}
              <Icon name="chevron" size={18} />
            </summary>
            <div className="nav-panel">
              <LinkColumn
                id={frameIds.menuColumnPages}
                title={kopf.navigation_titel}
                links={[...links, ...legalLinks(currentPath)]}
              />
              <LinkColumn id={frameIds.menuColumnRegions} title={kopf.regionen_titel} links={regions} />
            </div>
          </details>
        </nav>
        <div className="header-actions">
          <a className="header-phone" href={phone.href}>
            <Icon name="phone" size={18} />
            <span className="sr-only">{kopf.anrufen}: </span>
            {phone.display}
          </a>
          {!formOnPage && (
            <a className="btn btn-primary" href={chrome.angebot_seite}>
              {kopf.angebot}
            </a>
          )}
        </div>
        {/* the browser reports the panel's state (aria-expanded) for a popovertarget button itself */}
        <button
          type="button"
          className={['header-chat', formOnPage ? '' : 'header-chat-round', actionBar ? '' : 'header-chat-phones']
            .filter(Boolean)
            .join(' ')}
          popoverTarget={CHAT_PANEL_ID}
        >
          <Icon name="whatsapp" size={formOnPage ? 20 : 24} />
          {/* a word beside the icon where the button stands in for the quote button; the accessible
              name (below) contains it */}
          {formOnPage && <span aria-hidden="true">{chrome.chat.knopf}</span>}
          <span className="sr-only">{chrome.chat.oeffnen}</span>
        </button>
        <div className="mobile-only">
          <MobileMenu
            labels={{
              menu: kopf.menue,
              close: kopf.menue_schliessen,
              navigation: kopf.navigation_titel,
              regions: kopf.regionen_titel,
              quote: kopf.angebot,
              call: kopf.anrufen,
            }}
            links={links}
            regions={regions}
            quoteHref={chrome.angebot_seite}
            phone={phone}
          />
        </div>
      </div>
    </header>
  )
}

function LinkColumn({ id, title, links }: { id: string; title: string; links: MenuLink[] }) {
  return (
    <div className="nav-column">
      <p className="nav-column-title" id={id}>
        {title}
      </p>
      <LinkList links={links} labelledBy={id} />
    </div>
  )
}
