import type { z } from 'zod'

/** Turns a zod issue into a German sentence an editor understands (the raw zod text is for developers). */
export function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Pflichtfeld fehlt'
      return `Falscher Typ: erwartet ${typeName(issue.expected)}, gefunden ${valueType(issue.input)}`
    case 'too_small':
      if (issue.origin === 'string') {
        return `Zu kurz: ${lengthOf(issue.input)} Zeichen, mindestens ${issue.minimum} erwartet`
      }
      if (issue.origin === 'array') {
        return `Zu wenige Einträge: ${lengthOf(issue.input)}, mindestens ${issue.minimum} erwartet`
      }
      return `Zu klein: mindestens ${issue.minimum} erwartet`
    case 'too_big':
      if (issue.origin === 'string') {
        return `Zu lang: ${lengthOf(issue.input)} Zeichen, höchstens ${issue.maximum} erlaubt`
      }
      if (issue.origin === 'array') {
        return `Zu viele Einträge: ${lengthOf(issue.input)}, höchstens ${issue.maximum} erlaubt`
      }
      return `Zu groß: höchstens ${issue.maximum} erlaubt`
    case 'unrecognized_keys':
      return `Unbekanntes Feld: ${issue.keys.map((k) => `„${k}“`).join(', ')}`
    case 'invalid_value':
      return `Ungültiger Wert: erlaubt sind ${issue.values.map((v) => `„${String(v)}“`).join(', ')}`
    case 'invalid_format':
      return `Ungültiges Format (${formatName(issue.format)})`
    default:
      return issue.message
  }
}

function lengthOf(input: unknown): number {
  if (typeof input === 'string' || Array.isArray(input)) return input.length
  return 0
}

function typeName(expected: string): string {
  const names: Record<string, string> = {
    string: 'Text',
    number: 'Zahl',
    boolean: 'ja/nein (true/false)',
    array: 'Liste',
    object: 'Feldgruppe',
  }
  return names[expected] ?? expected
}

function valueType(input: unknown): string {
  if (input === null) return 'leer'
  if (Array.isArray(input)) return 'Liste'
  if (typeof input === 'object') return 'Feldgruppe'
  return typeName(typeof input)
}

function formatName(format: string): string {
  const names: Record<string, string> = {
    email: 'E-Mail-Adresse',
    url: 'Internetadresse',
    regex: 'Muster',
    starts_with: 'Anfang',
  }
  return names[format] ?? format
}
