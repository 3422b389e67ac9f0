import type { ReactNode } from 'react'
import { company } from '../../engine/site/site-data'
import { openingHoursLines } from '../../engine/site/opening-hours'
import { mailHref, phoneDisplay, telHref, whatsAppHref } from '../../engine/site/phone'
import { Icon } from '../icons/Icon'

/**
 * Contact links that always use the numbers from content/firma.yaml.
 * `<CallLink>Jetzt anrufen</CallLink>` → "Jetzt anrufen: 030 23125480" (tel: link).
 */
export function CallLink({ children }: { children?: ReactNode }) {
  // a phone number never breaks across lines
  const display = <span className="nowrap">{phoneDisplay(company.telefon)}</span>
  return (
    <a href={telHref(company.telefon)} className="contact-link">
      <Icon name="phone" />
      {children ? (
        <>
          {children}: {display}
        </>
      ) : (
        display
      )}
    </a>
  )
}

/** `<MailLink>Schreiben Sie uns</MailLink>` → mailto: link to the company e-mail. */
export function MailLink({ children, subject }: { children?: ReactNode; subject?: string }) {
  return (
    <a href={mailHref(company.email, subject)} className="contact-link">
      <Icon name="mail" />
      {children ? (
        <>
          {children}: {company.email}
        </>
      ) : (
        company.email
      )}
    </a>
  )
}

/** `<WhatsAppLink text="Hallo, …">Per WhatsApp schreiben</WhatsAppLink>` → wa.me link with a prefilled message. */
export function WhatsAppLink({ children, text }: { children?: ReactNode; text?: string }) {
  return (
    <a href={whatsAppHref(company.whatsapp, text)} className="contact-link" rel="noopener noreferrer">
      <Icon name="whatsapp" />
      {children ?? phoneDisplay(company.whatsapp)}
    </a>
  )
}

const germanNumber = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 })

/**
 * Review score linking to the reviews on the map service; {wert} and {anzahl} come from firma.yaml.
 * `<Rating label="{wert} von 5 Sternen · {anzahl} Bewertungen auf Google Maps" />`
 */
export function Rating({ label }: { label: string }) {
  const text = label
    .replace('{wert}', germanNumber.format(company.bewertung.wert))
    .replace('{anzahl}', germanNumber.format(company.bewertung.anzahl))
  return (
    <a className="rating" href={company.bewertung.link} rel="noopener noreferrer">
      <span className="rating-stars" aria-hidden="true">
        ★★★★★
      </span>
      <span>{text}</span>
    </a>
  )
}

/** Opening hours from content/firma.yaml as one line: `<OpeningHours />` → "Mo–Fr 06:00–23:00 Uhr, Sa–So 07:00–22:00 Uhr". */
export function OpeningHours() {
  return <>{openingHoursLines(company.oeffnungszeiten).join(', ')}</>
}
