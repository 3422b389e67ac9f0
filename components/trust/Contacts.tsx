import { useCurrentPage } from '../../engine/render/current-page.ts'
import { contactsForPage } from '../../engine/site/contact-selection.ts'
import { trust } from '../../engine/site/site-data.ts'
import { phoneDisplay, telHref } from '../../engine/site/phone.ts'
import { Icon } from '../icons/Icon.tsx'
import { Picture } from '../mdx/Picture.tsx'

/**
 * The named contacts from `ansprechpersonen` in content/vertrauen.yaml: photo, name, role and direct
 * line, as cards (on phones the photo beside the text, on wider screens a portrait on top). A page that
 * some contacts name in their `seiten` shows only those (the Berlin site manager on /berlin); every other
 * page shows all.
 * `compact` leaves the photos out: a short list of direct lines, e.g. in a narrow column.
 *
 * ```mdx
 * ## Ihre Ansprechpersonen
 * <Contacts />
 * <Contacts compact />
 * ```
 */
export function Contacts({ compact = false }: { compact?: boolean }) {
  return (
    <ul className={compact ? 'contacts contacts-compact' : 'contacts'}>
      {contactsForPage(trust.ansprechpersonen, useCurrentPage()).map((person) => (
        <li key={person.name}>
          {!compact && (
            <Picture
              src={person.bild}
              alt={person.bild_alt}
              sizes="(min-width: 72rem) 18rem, (min-width: 40rem) 45vw, 5.5rem"
            />
          )}
          <strong>{person.name}</strong>
          <span>{person.rolle}</span>
          <a href={telHref(person.telefon)}>
            <Icon name="phone" size={16} />
            <span className="nowrap">{phoneDisplay(person.telefon)}</span>
          </a>
        </li>
      ))}
    </ul>
  )
}
