import type { ReactNode } from 'react'
import { frameIds } from '../../engine/render/anchor-ids.ts'
import { chrome, company } from '../../engine/site/site-data.ts'
import { openingHoursLines } from '../../engine/site/opening-hours.ts'
import { phoneDisplay, telHref, whatsAppHref } from '../../engine/site/phone.ts'
import { Icon, type IconName } from '../icons/Icon.tsx'
import { LinkList } from './LinkList.tsx'
import { legalLinks, navigationLinks, regionLinks } from './nav-links.ts'
import { LogoMark } from './LogoMark.tsx'

const socialIcons: Record<string, IconName> = { Instagram: 'instagram', TikTok: 'tiktok' }

export function Footer({ currentPath }: { currentPath: string }) {
  const fuss = chrome.fuss
  const year = new Date().getFullYear()
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <a className="logo logo-light" href="/">
            <LogoMark />
            <span className="logo-name">{company.kurzname}</span>
            <span className="sr-only">{chrome.kopf.startseite}</span>
          </a>
          <p>{fuss.beschreibung}</p>
          <h2 className="footer-title">{fuss.social_titel}</h2>
          <ul className="social-links">
            {company.social.map((social) => (
              <li key={social.name}>
                <a href={social.link ?? whatsAppHref(company.whatsapp)} rel="noopener noreferrer">
                  <Icon name={social.link ? (socialIcons[social.name] ?? 'external') : 'whatsapp'} />
                  <span>{social.name}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-labelledby={frameIds.footerNavTitle}>
          <FooterGroup title={fuss.navigation_titel} titleId={frameIds.footerNavTitle}>
            <LinkList className="footer-links" links={navigationLinks(currentPath)} />
          </FooterGroup>
        </nav>
        <div>
          <FooterGroup title={fuss.kontakt_titel} open>
            <address className="footer-contact">
              <span className="footer-contact-name">{company.name}</span>
              <span className="footer-address">
                <span>{company.adresse.strasse}</span>{' '}
                <span>
                  {company.adresse.plz} {company.adresse.ort}
                </span>
              </span>
              <a href={telHref(company.telefon)}>
                <Icon name="phone" size={16} />
                {phoneDisplay(company.telefon)}
              </a>
              <a href={whatsAppHref(company.whatsapp)} rel="noopener noreferrer">
                <Icon name="whatsapp" size={16} />
                {fuss.whatsapp}: {phoneDisplay(company.whatsapp)}
              </a>
              <a href={`mailto:${company.email}`}>
                <Icon name="mail" size={16} />
                {company.email}
              </a>
            </address>
          </FooterGroup>
          <FooterGroup title={fuss.zeiten_titel}>
            <ul className="footer-plain">
              {openingHoursLines(company.oeffnungszeiten, { short: true }).map((line) => (
                <li key={line}>{line}</li>
              ))}
              <li>{chrome.kopf.notdienst}</li>
            </ul>
          </FooterGroup>
        </div>
        <div>
          <FooterGroup title={fuss.regionen_titel}>
            <LinkList className="footer-links" links={regionLinks(currentPath)} />
          </FooterGroup>
          <FooterGroup title={fuss.rechtliches_titel}>
            <LinkList className="footer-links" links={legalLinks(currentPath)} />
          </FooterGroup>
        </div>
      </div>
      <div className="container footer-bottom">
        <p>
          © {year} {company.name}
        </p>
        <p>
          <a href={fuss.powered_by_link} rel="noopener noreferrer">
            {fuss.powered_by}
          </a>
        </p>
      </div>
    </footer>
  )
}

/**
 * A footer group that folds on phones (a closed <details>, so it works without JavaScript) and is
 * always open from 40rem up (footer.css shows the content of closed groups there). `open`: the group
 * starts open on phones too (address, phone and e-mail, which a visitor looks for in a firm's footer).
 */
function FooterGroup({
  title,
  titleId,
  open = false,
  children,
}: {
  title: string
  titleId?: string
  open?: boolean
  children: ReactNode
}) {
  return (
    <details className="footer-group" open={open}>
      <summary>
        <h2 className="footer-title" id={titleId}>
          {title}
        </h2>
      </summary>
      {children}
    </details>
  )
}
