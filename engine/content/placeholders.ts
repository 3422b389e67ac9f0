// What counts as placeholder data: values that make the demo look complete but must not reach a live
// site. Each rule is a pattern, not a list of today's values, so placeholders added later are found too.
// `npm run check:live` applies them to content/ (engine/content/live-check.ts); the build ignores them.

/** One placeholder in a piece of text: where it is, what it says, and the rule's German message. */
export interface PlaceholderMatch {
  start: number
  end: number
  value: string
  problem: string
  fix: string
}

interface Rule {
  find: (text: string) => { start: number; value: string }[]
  problem: (value: string) => string
  fix: string
}

/**
 * Number blocks reserved for film and television: they ring nobody, so the demo can show phone links
 * without disturbing anyone. The site's data uses only these; a live site must not.
 */
export const fictionPhoneRanges = [
  { label: 'Festnetz', prefix: '+49 30 23125', extensionDigits: 3 },
  { label: 'Mobil', prefix: '+49 171 39200', extensionDigits: 2 },
] as const

/** "+49 30 23125 000–999" */
export const rangeText = (range: (typeof fictionPhoneRanges)[number]): string =>
  `${range.prefix} ${'0'.repeat(range.extensionDigits)}–${'9'.repeat(range.extensionDigits)}`

// between two digits of a written number: nothing, a space, slash, dot, hyphen or dash, brackets "(030) …"
const SEP = String.raw`[ \t/.\-–()]{0,3}`

/**
 * A number of one range in any written form: +49 30 23125480, 0049 30 …, +49 (0)30 …, 030/231 254-80,
 * tel:+493023125480, wa.me/4930… The national number (without 0) is matched digit by digit.
 */
function phonePattern(range: (typeof fictionPhoneRanges)[number]): RegExp {
  const national = range.prefix.replace(/^\+49/, '').replace(/\D/g, '')
  const digits = [...national.split(''), ...Array<string>(range.extensionDigits).fill(String.raw`\d`)]
  const body = digits.join(SEP)
  const international = String.raw`(?:\+|00)49${SEP}(?:\(0\)${SEP})?|(?<=wa\.me\/)49`
  return new RegExp(String.raw`(?<![\d+])(?:${international}|\(?0)${body}(?!\d)`, 'g')
}
const phonePatterns = fictionPhoneRanges.map((range) => ({ range, pattern: phonePattern(range) }))

const fictionPhone: Rule = {
  find: (text) =>
    phonePatterns.flatMap(({ pattern }) => [...text.matchAll(pattern)].map((m) => ({ start: m.index, value: m[0] }))),
  problem: (value) => {
    const digits = value.replace(/\D/g, '')
    const range =
      phonePatterns.find(({ range }) => digits.includes(range.prefix.replace(/^\+49/, '').replace(/\D/g, '')))
        ?.range ?? fictionPhoneRanges[0]
    return `„${value}“ ist eine erfundene ${range.label}nummer (Bereich ${rangeText(range)} für Film und Fernsehen)`
  },
  fix:
    'Tragen Sie die echte Nummer ein, international geschrieben (+49 …); ' +
    'Telefonnummern stehen am besten nur in firma.yaml.',
}

// Domains that can never be anyone's mailbox or website (reserved for documentation), and names that
// say "example" in English or German.
const RESERVED_HOST = /(^|\.)example\.(com|net|org)$|\.(example|test|invalid|localhost)$/i
const PLACEHOLDER_WORD = /example|beispiel|muster|platzhalter|placeholder|dummy|lorem/i

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g
const URL = /\b(?:https?:\/\/|www\.)[^\s"'<>()[\]{}]+/g

const placeholderEmail: Rule = {
  find: (text) =>
    [...text.matchAll(EMAIL)]
      .filter((m) => {
        const host = m[0].split('@')[1] ?? ''
        return RESERVED_HOST.test(host) || PLACEHOLDER_WORD.test(host)
      })
      .map((m) => ({ start: m.index, value: m[0] })),
  problem: (value) => `„${value}“ ist eine Platzhalter-Adresse, dort kommt keine E-Mail an`,
  fix: 'Tragen Sie die echte E-Mail-Adresse ein.',
}

const placeholderLink: Rule = {
  find: (text) =>
    [...text.matchAll(URL)]
      .map((m) => ({ start: m.index, value: m[0].replace(/[.,;:!?]+$/, '') }))
      .filter(({ value }) => {
        const host = /^(?:https?:\/\/)?([^/?#]+)/.exec(value)?.[1] ?? ''
        return RESERVED_HOST.test(host) || PLACEHOLDER_WORD.test(value)
      }),
  problem: (value) => `„${value}“ ist eine Platzhalter-Adresse`,
  fix: 'Tragen Sie die echte Adresse ein (Website, Profil, Bewertungsseite) oder entfernen Sie den Link.',
}

/** German VAT id check digit (ISO 7064, MOD 11,10), as the Federal Central Tax Office computes it. */
function validVatId(digits: string): boolean {
  let product = 10
  for (const digit of digits.slice(0, 8)) {
    const sum = (Number(digit) + product) % 10 || 10
    product = (2 * sum) % 11
  }
  return (11 - product) % 10 === Number(digits[8])
}

// DE and nine digits: a made-up id ("DE000000000", "DE123456789") fails the check digit
const vatId: Rule = {
  find: (text) =>
    [...text.matchAll(/(?<![\w])DE ?(\d{3} ?\d{3} ?\d{3})(?!\d)/g)]
      .filter((m) => !validVatId(m[1]!.replace(/ /g, '')))
      .map((m) => ({ start: m.index, value: m[0] })),
  problem: (value) => `„${value}“ ist keine gültige Umsatzsteuer-Identifikationsnummer (Prüfziffer stimmt nicht)`,
  fix: 'Tragen Sie die USt-IdNr. aus der Bestätigung des Bundeszentralamts für Steuern ein.',
}

// Register, tax and certificate numbers, IBANs, postcodes written as zeros: "HRB 000000 B", "000/000/00000".
// Five zeros at least; not after a digit, dot or comma, so "1.000.000" stays a number.
const zeroNumber: Rule = {
  find: (text) =>
    [...text.matchAll(/(?<![\w.,])(?:[A-Z]{2,3} ?)?0(?:[ ./-]?0){4,}(?![\d])(?: [A-Z]\b)?/g)].map((m) => ({
      start: m.index,
      value: m[0],
    })),
  problem: (value) => `„${value}“ besteht nur aus Nullen – eine Platzhalter-Nummer`,
  fix: 'Tragen Sie die echte Nummer ein (aus Handelsregisterauszug, Steuerbescheid oder Urkunde).',
}

// "12/345/67890", "123456": a counting sequence stands in for a tax, customer or account number
const countingNumber: Rule = {
  find: (text) =>
    [...text.matchAll(/(?<![\w.,])\d(?:[ ./-]?\d){5,}(?!\d)/g)]
      .filter((m) => {
        const digits = m[0].replace(/\D/g, '').replace(/^0+/, '')
        return digits.length >= 6 && '1234567890'.startsWith(digits)
      })
      .map((m) => ({ start: m.index, value: m[0] })),
  problem: (value) => `„${value}“ ist eine Zahlenfolge, keine echte Nummer`,
  fix: 'Tragen Sie die echte Nummer ein.',
}

// image and document files named as stand-ins: "logo-beispiel.svg", "platzhalter-zertifikat.png"
const placeholderFile: Rule = {
  find: (text) =>
    [...text.matchAll(/[\w./-]+\.(?:jpe?g|png|webp|avif|gif|svg|pdf)\b/gi)]
      .filter((m) => PLACEHOLDER_WORD.test(m[0].split('/').pop() ?? ''))
      .map((m) => ({ start: m.index, value: m[0] })),
  problem: (value) => `„${value}“ ist eine Platzhalter-Datei`,
  fix:
    'Legen Sie das echte Bild oder Dokument in content/bilder/ ab (Logos nur mit Erlaubnis) ' +
    'und tragen Sie dessen Namen ein.',
}

// filler text and notes to the editor that were never replaced
const fillerText: Rule = {
  find: (text) =>
    [...text.matchAll(/\b[Ll]orem ipsum\b|\bPlatzhalter\b|\b(?:TODO|FIXME|XXX+)\b/g)].map((m) => ({
      start: m.index,
      value: m[0],
    })),
  problem: (value) => `„${value}“: hier steht noch etwas Vorläufiges`,
  fix: 'Ersetzen Sie das Vorläufige (Text, Bild, Angabe) durch das Echte und passen Sie den Satz an.',
}

// Names built on "Muster" or "Beispiel" are the German stand-ins for real ones: Max Mustermann,
// Musterstraße, Kanzlei Beispiel & Partner, a company called Musterglanz. Ordinary words built on the
// same stems stay allowed (zum Beispiel, Musterfläche, beispielsweise).
const STEM_WORD = /(?<![\p{L}\d])(?:Muster|Beispiel)[\p{L}-]*/gu
// "Muster" and "Beispiel" themselves, with their endings
const PLAIN_NOUN = /^(?:Muster[ns]?|Beispiel(?:e|en|es|s)?)$/
// real words a cleaning firm writes ("Legen Sie eine Musterfläche an"), with any inflection ending
const ORDINARY_COMPOUND = new RegExp(
  String.raw`^(?:muster(?:fläche|zimmer|vertrag|verträge|vorlage|brief|rechnung|wohnung|raum|räume|beispiel` +
    String.raw`|gültig|haft|ung|plan|pläne|text|schreiben|formular)` +
    String.raw`|beispiel(?:rechnung|bild|bilder|foto|text|preis|angebot|fall|fälle|satz|sätze|weise|haft|los))` +
    String.raw`(?:e|en|er|es|n|s|em)?$`,
  'u',
)
// words before "Beispiel"/"Muster" in a sentence, not in a name: "Ein Beispiel", "Zum Beispiel", "Das Muster"
const PROSE_BEFORE = new Set(
  (
    'ein eine einer einem einen eines das dem den der des die zum zur als am im vom beim kein keine keinem ' +
    'keinen jedes jedem dieses diesem dieser gutes gute guten gutem anderes weiteres weiteren folgendes ' +
    'unser unsere unserem ihr ihre ihrem mit nach für wie'
  ).split(' '),
)

function usedAsName(text: string, start: number, word: string): boolean {
  const compact = word.replace(/-/g, '')
  if (!PLAIN_NOUN.test(word)) return !ORDINARY_COMPOUND.test(compact.toLowerCase())
  const before = /(\p{L}+)\s+$/u.exec(text.slice(Math.max(0, start - 40), start))?.[1]
  // "Autohaus Muster", "Kanzlei Beispiel & Partner"
  if (before) return /^\p{Lu}/u.test(before) && !PROSE_BEFORE.has(before.toLowerCase())
  // at the start of a list item or line: "Beispiel Immobilien", "Muster GmbH" (not "Beispiele: …")
  return /^[ \t]+(?:\p{Lu}|&)/u.test(text.slice(start + word.length, start + word.length + 3))
}

const placeholderName: Rule = {
  find: (text) =>
    [...text.matchAll(STEM_WORD)]
      // "Musterglanz-Poloshirt": the name is the first part
      .map((m) => ({ start: m.index, value: m[0].replace(/-+$/, '').replace(/^(\p{L}{9,})-.*$/u, '$1') }))
      .filter(({ start, value }) => usedAsName(text, start, value)),
  problem: (value) => `„${value}“ ist ein Platzhalter-Name`,
  fix: 'Ersetzen Sie ihn durch den echten Namen oder entfernen Sie die Stelle (Kunden nur mit Einverständnis nennen).',
}

// the most specific rule first: where two overlap, the earlier one reports
const rules: Rule[] = [
  fictionPhone,
  placeholderEmail,
  placeholderLink,
  placeholderFile,
  vatId,
  zeroNumber,
  countingNumber,
  fillerText,
  placeholderName,
]

// a format hint shows an example on purpose: "z. B. name@beispiel.de", "sieht z. B. so aus: …"
const EXAMPLE_MARKER = /(?:z\.\s?B\.[^.!?\n]{0,12}|(?:zum Beispiel|beispielsweise)[\s„"':]*)$/

/** Every placeholder in `text`, in order; `text` is a value or a stretch of a file (offsets are kept). */
export function findPlaceholders(text: string): PlaceholderMatch[] {
  const found = rules.flatMap((rule, priority) =>
    rule.find(text).map(({ start, value }) => ({
      start,
      end: start + value.length,
      value,
      priority,
      problem: rule.problem(value),
      fix: rule.fix,
    })),
  )
  const kept: typeof found = []
  for (const match of [...found].sort((a, b) => a.priority - b.priority || a.start - b.start)) {
    if (kept.some((other) => match.start < other.end && other.start < match.end)) continue
    if (EXAMPLE_MARKER.test(text.slice(Math.max(0, match.start - 20), match.start))) continue
    kept.push(match)
  }
  return kept
    .sort((a, b) => a.start - b.start)
    .map(({ start, end, value, problem, fix }) => ({ start, end, value, problem, fix }))
}
