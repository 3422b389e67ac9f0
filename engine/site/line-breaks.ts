// German typesetting rules for where a line must not break, applied when a page is rendered (never to
// what editors write): a number stays with its unit („24 Stunden“, „98 %“, „5 Mio. €“), and a range
// written with an unspaced dash („Mo–Fr“, „07:00–22:00 Uhr“, „20–40“) stays in one piece, and so do
// „E-Mail“, a dash between clauses with the word before it, a name with a short last part
// („Berlin-Mitte“) and two-part abbreviations („z. B.“, „inkl. MwSt.“).

const NO_BREAK_SPACE = '\u00A0'
/** WORD JOINER: invisible, takes no room, forbids a line break at its place. */
const WORD_JOINER = '\u2060'

// units and counted words that follow a number; longer forms before their prefixes
const UNITS = [
  'Uhr',
  'Sekunden',
  'Minuten',
  'Min.',
  'Stunden',
  'Stunde',
  'Std.',
  'Tagen',
  'Tage',
  'Tag',
  'Wochen',
  'Woche',
  'Monaten',
  'Monate',
  'Monat',
  'Jahren',
  'Jahre',
  'Jahr',
  // counted rooms and places in object descriptions („3 Zimmer“, „4 Etagen“, „12 Arbeitsplätze“)
  'Zimmer',
  'Etagen',
  'Etage',
  'Arbeitsplätze',
  'Prozent',
  '%',
  'Mio.',
  'Mrd.',
  'Tsd.',
  'Euro',
  '€',
  'm²',
  'm³',
  'qm',
  'km',
  'cm',
  'mm',
  'm',
  'kg',
  'h',
]
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const UNIT = `(?:${UNITS.map(escape).join('|')})(?![\\p{L}\\p{N}])`
// a space after a number (or after a unit that follows one, „5 Mio. €“) and before a unit
const SPACE_BEFORE_UNIT = new RegExp(`(?<=\\p{N}[\\p{N}.,:]*\\+?(?:[ ${NO_BREAK_SPACE}]${UNIT})*) (?=${UNIT})`, 'gu')
// an en dash between two letters or digits without spaces: a range, not a dash between clauses
const RANGE_DASH = /(?<=[\p{L}\p{N}])–(?=[\p{L}\p{N}])/gu
// a hyphen after a one-letter prefix („E-Mail“, „U-Bahn“): „E-“ alone at a line end reads as a typo
const LETTER_PREFIX_HYPHEN = /(?<![\p{L}\p{N}])(\p{Lu})-(?=\p{L})/gu
// a short last part of a hyphenated name stays with the part before („Berlin-Mitte“, „Halle-Neustadt“): „Mitte“
// alone on a line reads as a new word; longer compounds („Charlottenburg-Wilmersdorf“) may still break
const SHORT_NAME_TAIL_HYPHEN = /(?<=\p{Lu}\p{Ll}{2,})-(?=\p{Lu}\p{Ll}{2,5}(?![\p{L}\p{N}-]))/gu
// two-part abbreviations read as one word: „z. B.“, „d. h.“, „u. a.“, „inkl. MwSt.“, „zzgl. MwSt.“
const ABBREVIATION_SPACE =
  /(?<![\p{L}\p{N}])(?:(?<=z\.) (?=B\.)|(?<=d\.) (?=h\.)|(?<=u\.) (?=a\.)|(?<=(?:inkl|zzgl)\.) (?=MwSt\.))/gu
/** A text that begins with a space and a unit: after a figure rendered on its own (`<Fact>`). */
const LEADING_SPACE_BEFORE_UNIT = new RegExp(`^ (?=${UNIT})`, 'u')

// a span of hours written out („5 bis 8 Uhr“, „zwischen 9 und 15 Uhr“) reads as one figure, like „5–8 Uhr“
const HOURS_SPAN_WORD = /(?<=\p{N}) (bis|und) (?=\p{N}[\p{N}:.]*[ \u00A0]Uhr(?![\p{L}\p{N}]))/gu

/** The space before a dash between clauses („gründlich – und pünktlich“): the dash ends a line, never starts one. */
const SPACE_BEFORE_DASH = /[ \n](?=[–—](?:\s|$))/g

/** The space before the required-field mark standing alone („mit * markiert“): the mark never starts a line. */
const SPACE_BEFORE_MARK = / (?=\*(?!\S))/g

/** The text with no-break spaces and word joiners where German typesetting forbids a line break. */
export function keepTogether(text: string): string {
  return text
    .replace(SPACE_BEFORE_MARK, NO_BREAK_SPACE)
    .replace(SPACE_BEFORE_DASH, NO_BREAK_SPACE)
    .replace(HOURS_SPAN_WORD, `${NO_BREAK_SPACE}$1${NO_BREAK_SPACE}`)
    .replace(SPACE_BEFORE_UNIT, NO_BREAK_SPACE)
    .replace(ABBREVIATION_SPACE, NO_BREAK_SPACE)
    .replace(RANGE_DASH, `${WORD_JOINER}–${WORD_JOINER}`)
    .replace(LETTER_PREFIX_HYPHEN, `$1-${WORD_JOINER}`)
    .replace(SHORT_NAME_TAIL_HYPHEN, `-${WORD_JOINER}`)
}

/** For the text right after a figure rendered on its own: „ Stunden zurück“ → „\u00A0Stunden zurück“. */
export function keepUnitWithFigureBefore(text: string): string {
  return keepTogether(text.replace(LEADING_SPACE_BEFORE_UNIT, NO_BREAK_SPACE))
}

/** The text as a reader counts it: without the invisible word joiners keepTogether adds. */
export function withoutWordJoiners(text: string): string {
  return text.replaceAll(WORD_JOINER, '')
}
