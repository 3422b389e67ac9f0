import type { ReactNode } from 'react'
import { company } from '../../engine/site/site-data.ts'
import { openingHoursLines } from '../../engine/site/opening-hours.ts'
import { mailHref, phoneDisplay, telHref, whatsAppHref } from '../../engine/site/phone.ts'
import { Icon, type IconName } from '../icons/Icon.tsx'

/** Icon plus one text box ("Label: Wert"), so label and value wrap like a sentence, never apart. */
function ContactLink({
  href,
  icon,
  label,
  value,
  external,
}: {
  href: string
  icon: IconName
  label?: ReactNode
  value: ReactNode
  external?: boolean
}) {
  return (
    <a href={href} className="contact-link" rel={external ? 'noopener noreferrer' : undefined}>
      <Icon name={icon} />
      <span>
        {label ? (
          <>
            {/* the value has its own box, so a phone button can set it on a line of its own */}
            <span className="contact-link-label">{label}:</span> <span className="contact-link-value">{value}</span>
          </>
        ) : (
          value
        )}
      </span>
    </a>
  )
}

/**
 * Phone link (tel:) with a phone icon; the number always comes from `telefon` in content/firma.yaml
 * and is shown in national form. No props; the text between the tags is the label before the number
 * (without a label only the number shows).
 * `<CallLink>Jetzt anrufen</CallLink>` → "Jetzt anrufen: 030 …" (the number from firma.yaml).
 *
 * ```mdx
 * <CallLink>Jetzt anrufen</CallLink>
 * ```
 */
export function CallLink({ children }: { children?: ReactNode }) {
  // a phone number never breaks across lines
  const number = <span className="nowrap">{phoneDisplay(company.telefon)}</span>
  return <ContactLink href={telHref(company.telefon)} icon="phone" label={children} value={number} />
}

/**
 * E-mail link (mailto:) with a mail icon: "Label: address". The address comes from content/firma.yaml;
 * the text between the tags is the label (`<MailLink />` alone shows only the address).
 *
 * Props (all optional):
 * - `subject`: prefilled subject line
 * - `body`: prefilled message text
 * - `an`: "karriere" uses `email_karriere` instead of `email`
 *
 * `<MailLink subject="Anfrage Reinigung">Schreiben Sie uns</MailLink>` → "Schreiben Sie uns: info@example.com".
 *
 * ```mdx
 * <MailLink an="karriere" subject="Bewerbung">Per E-Mail bewerben</MailLink>
 * ```
 */
export function MailLink({
  children,
  subject,
  body,
  an,
}: {
  children?: ReactNode
  subject?: string
  body?: string
  an?: 'karriere'
}) {
  const address = an === 'karriere' ? company.email_karriere : company.email
  return <ContactLink href={mailHref(address, subject, body)} icon="mail" label={children} value={address} />
}

/**
 * WhatsApp link (wa.me) with a WhatsApp icon to the `whatsapp` number in content/firma.yaml. The
 * text between the tags is the link text; without it the WhatsApp number is shown.
 *
 * Props:
 * - `text` (optional): message prefilled in WhatsApp
 *
 * ```mdx
 * <WhatsAppLink text="Hallo, ich habe eine Frage zu Ihren Reinigungsleistungen.">Per WhatsApp schreiben</WhatsAppLink>
 * ```
 */
export function WhatsAppLink({ children, text }: { children?: ReactNode; text?: string }) {
  return (
    <ContactLink
      href={whatsAppHref(company.whatsapp, text)}
      icon="whatsapp"
      value={children ?? phoneDisplay(company.whatsapp)}
      external
    />
  )
}

const germanNumber = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 })

/**
 * Review score: five decorative stars and a text, linking to the reviews (`bewertung.link` in
 * content/firma.yaml).
 *
 * Props:
 * - `label` (required): the text; `{wert}` becomes `bewertung.wert` in German notation (4,9) and
 *   `{anzahl}` becomes `bewertung.anzahl` (each placeholder once)
 *
 * ```mdx
 * <Rating label="{wert} von 5 Sternen · {anzahl} Bewertungen auf Google Maps" />
 * ```
 */
export function Rating({ label }: { label: string }) {
  const fill = (part: string) =>
    part
      .replace('{wert}', germanNumber.format(company.bewertung.wert))
      .replace('{anzahl}', germanNumber.format(company.bewertung.anzahl))
  // the stars and the score stay together on one line; the rest of the text may wrap after them
  const cut = label.includes('{wert}') ? label.indexOf('{wert}') + '{wert}'.length : 0
  const rest = label.slice(cut)
  return (
    <a className="rating" href={company.bewertung.link} rel="noopener noreferrer">
      <span className="rating-score">
        <span className="rating-stars" aria-hidden="true">
          ★★★★★
        </span>
        {cut > 0 && <span> {fill(label.slice(0, cut))}</span>}
      </span>
      {rest.trim() && <span className="rating-text">{fill(rest)}</span>}
    </a>
  )
}

/**
 * Opening hours from `oeffnungszeiten` in content/firma.yaml as one line of text, usable inside a
 * sentence. No props. `<OpeningHours />` → "Mo–Fr 06:00–23:00 Uhr, Sa–So 07:00–22:00 Uhr".
 *
 * ```mdx
 * - **Telefon und WhatsApp:** <OpeningHours />
 * ```
 */
export function OpeningHours() {
  return <>{openingHoursLines(company.oeffnungszeiten, { short: true }).join(', ')}</>
}
