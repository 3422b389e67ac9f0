import { z } from 'zod'

// zod's own German messages; they stay for every kind of problem not phrased for editors below
const zodGerman = z.locales.de().localeError

/**
 * German messages for content checks: zod's German locale, with the problems editors meet most
 * phrased for them ("Zu kurz: 7 Zeichen, mindestens 50 erwartet" instead of "string >=50 Zeichen").
 * Used as the `error` of a parse, so a schema's own message still wins and none is English.
 */
export const germanIssues: z.core.$ZodErrorMap = (issue) => forEditors(issue) ?? zodGerman(issue)

function forEditors(issue: z.core.$ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return 'Pflichtfeld fehlt'
      const expected = typeNames[issue.expected]
      return expected && `Falscher Typ: erwartet ${expected}, gefunden ${valueType(issue.input)}`
    }
    case 'too_small':
      if (issue.origin === 'string')
        return `Zu kurz: ${lengthOf(issue.input)} Zeichen, mindestens ${issue.minimum} erwartet`
      if (issue.origin === 'array')
        return `Zu wenige Einträge: ${lengthOf(issue.input)}, mindestens ${issue.minimum} erwartet`
      return `Zu klein: mindestens ${issue.minimum} erwartet`
    case 'too_big':
      if (issue.origin === 'string')
        return `Zu lang: ${lengthOf(issue.input)} Zeichen, höchstens ${issue.maximum} erlaubt`
      if (issue.origin === 'array')
        return `Zu viele Einträge: ${lengthOf(issue.input)}, höchstens ${issue.maximum} erlaubt`
      return `Zu groß: höchstens ${issue.maximum} erlaubt`
    case 'unrecognized_keys':
      return `Unbekanntes Feld: ${issue.keys.map((k) => `„${k}“`).join(', ')}`
    case 'invalid_value':
      return `Ungültiger Wert: erlaubt sind ${issue.values.map((v) => `„${String(v)}“`).join(', ')}`
    case 'invalid_format': {
      // the pattern itself means nothing to an editor; the field's hint says what fits
      const format = formatNames[issue.format]
      return format && `Ungültiges Format (${format})`
    }
    default:
      return undefined
  }
}

function lengthOf(input: unknown): number {
  if (typeof input === 'string' || Array.isArray(input)) return input.length
  return 0
}

// types and formats the content schemas use; any other keeps zod's German message
const typeNames: Partial<Record<string, string>> = {
  string: 'Text',
  number: 'Zahl',
  boolean: 'ja/nein (true/false)',
  array: 'Liste',
  object: 'Feldgruppe',
}
const formatNames: Partial<Record<string, string>> = {
  email: 'E-Mail-Adresse',
  url: 'Internetadresse',
  regex: 'Muster',
  starts_with: 'Anfang',
}

function valueType(input: unknown): string {
  if (input === null) return 'leer'
  if (Array.isArray(input)) return 'Liste'
  if (typeof input === 'object') return 'Feldgruppe'
  // YAML gives only text, numbers, true/false, null, lists and groups
  return typeNames[typeof input] ?? typeof input
}
