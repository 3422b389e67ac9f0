/**
 * A word of the text with its offset. `position` tells hyphenated parts apart: "Sonn" in "Sonn- und Feiertage"
 * and "Bewertungs" in "Bewertungs-Widgets" stand before a hyphen (a compound's first part), "ablauf" in
 * "Kondensatwanne und -ablauf" after one (a compound's last part, written small).
 */
export interface Token {
  word: string
  offset: number
  position: 'alone' | 'before-hyphen' | 'after-hyphen'
}

// blanked before reading words: placeholders {anzahl}, entities &amp; &#173;, web and e-mail addresses
const NOT_WORDS = /\{\w+\}|&#?\w+;|\b(?:https?:\/\/|www\.)\S+|[^\s@]+@[^\s@]+\.\w+/gu
// letters and digits, joined by hyphens (E-Mail, SEPA-Lastschrift) or soft hyphens, with a hyphen before or after
const WORD = /(-?)([\p{L}\p{M}\d\u00AD]+(?:[-‐][\p{L}\p{M}\d\u00AD]+)*)(-?)/gu

/**
 * The words to check in `text`, hyphenated words part by part. Words with digits (24h, A4) and single letters
 * (the "z" of "z. B.") are skipped.
 */
export function tokenize(text: string): Token[] {
  const clean = text.replace(NOT_WORDS, (match) => ' '.repeat(match.length))
  const tokens: Token[] = []
  for (const match of clean.matchAll(WORD)) {
    const [, leading, whole = '', trailing] = match
    let offset = match.index + leading!.length
    const parts = whole.split(/[-‐]/)
    parts.forEach((part, index) => {
      const last = index === parts.length - 1
      const position =
        !last || trailing === '-' ? 'before-hyphen' : index > 0 || leading === '-' ? 'after-hyphen' : 'alone'
      const word = part.replace(/\u00AD/g, '')
      if (word.length >= 2 && !/\d/.test(word)) tokens.push({ word, offset, position })
      offset += part.length + 1
    })
  }
  return tokens
}
