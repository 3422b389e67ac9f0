import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { germanIssues } from '../../engine/validation/german-issues.ts'
import { ContentError } from '../../engine/validation/problems.ts'
import { validateYaml } from '../../engine/validation/validate-yaml.ts'

// A small content schema with the kinds of mistakes editors make, checked the way the build checks files.
const schema = z
  .object({
    titel: z.string().min(10),
    art: z.enum(['Vollzeit', 'Teilzeit']),
    stunden: z.number(),
    schritt: z.number().multipleOf(5),
    notiz: z.string().refine((value) => value !== 'x'),
  })
  .strict()

function problemsOf(source: string): Map<string, string> {
  try {
    validateYaml({ schema, source, file: 'content/test.yaml', hints: {} })
  } catch (error) {
    if (error instanceof ContentError) return new Map(error.problems.map((problem) => [problem.field, problem.problem]))
    throw error
  }
  throw new Error('expected a ContentError')
}

const english = z.locales.en().localeError
const germanLocale = z.locales.de().localeError
/** zod's English message for the first issue of `value` under `field` (what an editor must never see) */
function englishFor(field: z.ZodType, value: unknown): string {
  const result = field.safeParse(value, { error: english })
  if (result.success) throw new Error('expected an issue')
  return result.error.issues[0]!.message
}

describe('German messages for content mistakes', () => {
  const problems = problemsOf(
    ['titel: Kurz', 'art: Minijob', 'stunden: "vierzig"', 'schritt: 7', 'notiz: x', 'tippfehler: 1'].join('\n'),
  )

  it('phrases the common kinds for editors, never in English', () => {
    const cases: [field: string, english: string][] = [
      ['titel', englishFor(schema.shape.titel, 'Kurz')],
      ['art', englishFor(schema.shape.art, 'Minijob')],
      ['stunden', englishFor(schema.shape.stunden, 'vierzig')],
      [
        'tippfehler',
        englishFor(schema, { titel: 'Lang genug!', art: 'Vollzeit', stunden: 1, schritt: 5, notiz: '', tippfehler: 1 }),
      ],
    ]
    for (const [field, englishText] of cases) {
      const message = problems.get(field)
      expect(message, field).toBeDefined()
      expect(message, field).not.toBe(englishText)
      expect(message, field).not.toMatch(/\b(expected|received|Invalid|Too|Unrecognized|string)\b/)
    }
    // with the numbers an editor needs: how long the text is and how long it must be
    expect(problems.get('titel')).toMatch(/\b4\b.*\b10\b/)
    expect(problems.get('art')).toContain('„Vollzeit“')
  })

  it('keeps zod’s German locale for every other kind (a multiple, a rule without its own message)', () => {
    const others = [
      ['schritt', schema.shape.schritt, 7],
      ['notiz', schema.shape.notiz, 'x'],
    ] as const
    for (const [field, rule, value] of others) {
      const result = rule.safeParse(value, { error: germanLocale })
      expect(problems.get(field), field).toBe(result.error?.issues[0]?.message)
      expect(problems.get(field), field).not.toBe(englishFor(rule, value))
    }
  })

  it('leaves a schema’s own message alone', () => {
    const own = z.string().refine((value) => value.length > 3, 'Bitte mindestens vier Buchstaben.')
    const result = own.safeParse('ab', { error: germanIssues })
    expect(result.error?.issues[0]?.message).toBe('Bitte mindestens vier Buchstaben.')
  })
})
