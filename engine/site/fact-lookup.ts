import { keepTogether } from './line-breaks.ts'
import { phoneDisplay } from './phone.ts'

/**
 * `<Fact name="adresse.plz">` looks up one single value in content/firma.yaml by its dotted path. Used by the
 * component (to show it) and by the content check (to name a wrong path before the build).
 */
export function lookupFact(data: unknown, name: string): string | number | undefined {
  let value: unknown = data
  for (const key of name.split('.')) {
    value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined
  }
  return typeof value === 'string' || typeof value === 'number' ? value : undefined
}

// German notation; thousands are grouped from five digits on, so a year stays 2020 (and 50.000 gets its dot)
const germanNumber = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 6, useGrouping: 'min2' })

/**
 * The value as a visitor reads it: text as written in firma.yaml, a number in German notation
 * (`bewertung.wert: 4.9` → „4,9“), kept on one line where German typesetting asks for it („98 %“ with a
 * no-break space). What `<Fact>` shows, wherever it is rendered.
 */
export function factText(data: unknown, name: string): string | undefined {
  const value = lookupFact(data, name)
  if (typeof value === 'number') return germanNumber.format(value)
  return value === undefined ? value : keepTogether(withPhone(data, value))
}

/** The main number as it stands in a sentence („030 23125480“), never split across lines („030 / 23125480“). */
export function phoneInText(data: unknown): string | undefined {
  const phone = lookupFact(data, 'telefon')
  return typeof phone === 'string' ? phoneDisplay(phone).replaceAll(' ', '\u00A0') : undefined
}

/** `{telefon}` in a sentence (the emergency line) → the main number as written in text. */
function withPhone(data: unknown, text: string): string {
  const phone = phoneInText(data)
  return phone === undefined ? text : text.replaceAll('{telefon}', phone)
}

/** Every single value as a dotted path ("adresse.plz"), for "Meinten Sie …?" suggestions. */
export function factPaths(data: unknown, prefix = ''): string[] {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return prefix ? [prefix] : []
  return Object.entries(data).flatMap(([key, value]) => factPaths(value, prefix ? `${prefix}.${key}` : key))
}
