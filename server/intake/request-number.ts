import { randomInt } from 'node:crypto'

/**
 * The number a customer is told and the office files a request under, e.g. AN-7K4P-2Q ("AN" for
 * Anfrage). Six random characters (about a billion possibilities) from Crockford's alphabet, which
 * leaves out I, L, O and U, so nothing is misheard or misread on the phone; drawn from the operating
 * system's cryptographic randomness, so no number tells how many requests came before it.
 * Requests stored before keep the plain row number they were given (1, 2, 3 …).
 */
export const REQUEST_NUMBER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
export const REQUEST_NUMBER_PATTERN = /^AN-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{2}$/

export function newRequestNumber(random: (max: number) => number = randomInt): string {
  const chars = Array.from({ length: 6 }, () => REQUEST_NUMBER_ALPHABET[random(REQUEST_NUMBER_ALPHABET.length)])
  return `AN-${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`
}
