import type { ReactNode } from 'react'
import { company } from '../../engine/site/site-data'
import { openingHoursLines } from '../../engine/site/opening-hours'
import { mailHref, phoneDisplay, telHref, whatsAppHref } from '../../engine/site/phone'
import { Icon, type IconName } from '../icons/Icon'

/** Icon plus one text box ("Label: Wert"), so label and value wrap like a sentence, never apart. */
function ContactLink({ href, icon, label, value, external }: { href: string; icon: IconName; label?: ReactNode; value: ReactNode; external?: boolean }) {
  return (
    <a href={href} className="contact-link" rel={external ? 'noopener noreferrer' : undefined}>
      <Icon name={icon} />
      <span>
        {label ? (
          <>
            {label}: {value}
          </>
        ) : (
          value
        )}
      </span>
    </a>
  )
}

/**
 * Contact links that always use the numbers from content/firma.yaml.
 * `<CallLink>Jetzt anrufen</CallLink>` → "Jetzt anrufen: 030 23125480" (tel: link).
 */
export function CallLink({ children }: { children?: ReactNode }) {
  // a phone number never breaks across lines
  const number = <span className="nowrap">{phoneDisplay(company.telefon)}</span>
  return <ContactLink href={telHref(company.telefon)} icon="phone" label={children} value={number} />
}

/**
 * `<MailLink>Schreiben Sie uns</MailLink>` → mailto: link to the company e-mail.
 * Optional: `subject="…"` and `body="…"` prefill the message; `an="karriere"` uses the careers address.
 */
export function MailLink({ children, subject, body, an }: { children?: ReactNode; subject?: string; body?: string; an?: 'karriere' }) {
  const address = an === 'karriere' ? company.email_karriere : company.email
  return <ContactLink href={mailHref(address, subject, body)} icon="mail" label={children} value={address} />
}

/** `<WhatsAppLink text="Hallo, …">Per WhatsApp schreiben</WhatsAppLink>` → wa.me link with a prefilled message. */
export function WhatsAppLink({ children, text }: { children?: ReactNode; text?: string }) {
  return <ContactLink href={whatsAppHref(company.whatsapp, text)} icon="whatsapp" value={children ?? phoneDisplay(company.whatsapp)} external />
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
