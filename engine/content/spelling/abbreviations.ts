/**
 * Abbreviations that pass as written. Acronyms in capitals (SEPA, IBAN, DIN) and short mixed forms with two or more
 * capitals (GmbH, MwSt, USt) pass by their shape; these are the lower-case ones and single-capital ones that
 * the shape alone would not tell apart from a typo.
 */
const ABBREVIATIONS = new Set([
  'bzw',
  'ca',
  'evtl',
  'ggf',
  'inkl',
  'zzgl',
  'usw',
  'vgl',
  'bspw',
  'max',
  'min',
  'gem',
  'lt',
  'Nr',
  'Mio',
  'Mrd',
  'Tel',
  'Std',
  'Mo',
  'Di',
  'Mi',
  'Do',
  'Fr',
  'Sa',
  'So',
  'pH',
  'Jh',
  'Abs',
  'Art',
  'Str',
  'qm',
  'kg',
  'km',
  'cm',
  'mm',
  'ml',
  'kW',
  'kWh',
])

export function isAbbreviation(word: string): boolean {
  if (ABBREVIATIONS.has(word)) return true
  // all capitals: acronyms (SEPA, HACCP), also in the plural (PDFs, CAPTCHAs), and shouted words
  if (/^\p{Lu}{2,}s?$/u.test(word)) return true
  // up to six letters with at least two capitals: GmbH, MwSt, USt, IdNr
  return word.length <= 6 && /^\p{Lu}/u.test(word) && (word.match(/\p{Lu}/gu)?.length ?? 0) >= 2
}
