import type { Contact } from './trust-schema.ts'

/** Whether the contact names this page (with or without a trailing slash) in `seiten`. */
const names = (contact: Contact, pagePath: string) =>
  contact.seiten?.includes(pagePath.replace(/(.)\/$/, '$1')) ?? false

/**
 * The contacts a page shows: those that name the page in `seiten` (the Berlin site manager on /berlin), or,
 * when none does, everybody — the contact, quote and about pages introduce the whole team.
 */
export function contactsForPage(contacts: readonly Contact[], pagePath: string): Contact[] {
  const named = contacts.filter((contact) => names(contact, pagePath))
  return named.length > 0 ? named : [...contacts]
}

/**
 * Who answers the questions a page's FAQ leaves open (its help box): the person who names the page in `seiten`
 * (the Berlin site manager on /berlin), or else the first person, customer advice.
 */
export function helpContactForPage(contacts: readonly Contact[], pagePath: string): Contact | undefined {
  return contacts.find((contact) => names(contact, pagePath)) ?? contacts[0]
}
