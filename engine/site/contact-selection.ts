import type { Contact } from './trust-schema.ts'

/**
 * The contacts a page shows: those that name the page in `seiten` (the Berlin site manager on /berlin), or,
 * when none does, everybody — the contact, quote and about pages introduce the whole team.
 */
export function contactsForPage(contacts: readonly Contact[], pagePath: string): Contact[] {
  const page = pagePath.replace(/(.)\/$/, '$1')
  const named = contacts.filter((contact) => contact.seiten?.includes(page) ?? false)
  return named.length > 0 ? named : [...contacts]
}
