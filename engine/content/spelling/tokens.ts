/** A word of the text with its offset; `truncated` for the first part of "Sonn- und Feiertage". */
export interface Token {
  word: string
  offset: number
  truncated: boolean
}

// blanked before reading words: placeholders {anzahl}, entities &amp; &#173;, web and e-mail addresses
const NOT_WORDS = /\{\w+\}|&#?\w+;|\b(?:https?:\/\/|www\.)\S+|[^\s@]+@[^\s@]+\.\w+/gu
// a run of letters, hyphens joining letters inside (E-Mail, SEPA-Lastschrift); digits make it a code or number
const WORD = /[\p{L}\p{M}\d]+(?:[-‐][\p{L}\p{M}\d]+)*(-?)/gu

/**
 * The words to check in `text`: hyphenated words part by part, words with digits (24h, A4) skipped, single letters
 * skipped (the "z" of "z. B."). A part ending in a hyphen before "und"/"oder"/a comma is the shortened first part
 * of a compound.
 */
export function tokenize(text: string): Token[] {
  const clean = text.replace(NOT_WORDS, (match) => ' '.repeat(match.length))
  const tokens: Token[] = []
  for (const match of clean.matchAll(WORD)) {
    const whole = match[0]
    const trailingHyphen = match[1] === '-'
    let offset = match.index
    const parts = whole.replace(/-$/, '').split(/[-‐]/)
    parts.forEach((part, index) => {
      const truncated = trailingHyphen && index === parts.length - 1
      if (part.length >= 2 && !/\d/.test(part)) tokens.push({ word: part, offset, truncated })
      offset += part.length + 1
    })
  }
  return tokens
}
