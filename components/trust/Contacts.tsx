import { useCurrentPage } from '../../engine/render/current-page.ts'
import { contactsForPage } from '../../engine/site/contact-selection.ts'
import { trust } from '../../engine/site/site-data.ts'
import type { Contact } from '../../engine/site/trust-schema.ts'
import { phoneDisplay, telHref } from '../../engine/site/phone.ts'
import { Icon } from '../icons/Icon.tsx'
import { Picture } from '../mdx/Picture.tsx'

/**
 * The named contacts from `ansprechpersonen` in content/vertrauen.yaml: photo, name, role and direct
 * line, as cards (on phones the photo beside the text, on wider screens a portrait on top). A page that
 * some contacts name in their `seiten` shows only those (the Berlin site manager on /berlin); every other
 * page shows all.
 * `compact` leaves the photos out: a short list of direct lines, e.g. in a narrow column.
 * `team` shows only the faces with name and role, no direct lines: the people behind a short text about the
 * firm, two rows of three (on wide screens beside the text).
 *
 * ```mdx
 * ## Ihre Ansprechpersonen
 * <Contacts />
 * <Contacts compact />
 * <Contacts team />
 * ```
 */
export function Contacts({ compact = false, team = false }: { compact?: boolean; team?: boolean }) {
  const people = contactsForPage(trust.ansprechpersonen, useCurrentPage())
  if (team) return <TeamFaces people={people} />
  return (
    <ul className={`contacts ${layoutClass(people.length, compact)}`}>
      {people.map((person) => (
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

function TeamFaces({ people }: { people: readonly Contact[] }) {
  return (
    <ul className="contacts contacts-team">
      {people.map((person) => (
        <li key={person.name}>
          <Picture src={person.bild} alt={person.bild_alt} thumbnail />
          <strong>{person.name}</strong>
          <span>{person.rolle}</span>
        </li>
      ))}
    </ul>
  )
}

/**
 * contacts.css lays the people out by their number: one card (beside the text when the band holds only a
 * heading, a line or two and this person), portrait cards for two to five, a directory (photo beside the
 * text) for the whole team of six, a list of direct lines without photos.
 */
function layoutClass(count: number, compact: boolean): string {
  if (compact) return 'contacts-compact'
  if (count === 1) return 'contacts-one'
  return count >= 6 ? 'contacts-directory' : 'contacts-cards'
}
