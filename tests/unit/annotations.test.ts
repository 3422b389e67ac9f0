import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { annotation, problemLine } from '../../engine/validation/annotations.ts'
import type { ContentProblem } from '../../engine/validation/problems.ts'
import { problemsMarkdown } from '../../scripts/check-content/summary.ts'

const problem: ContentProblem = {
  file: 'content/kontakt.mdx',
  line: 12,
  field: 'jsonLd.0.@type',
  problem: 'Unbekannter schema.org-Typ „Organisation“',
  fix: 'Meinten Sie „Organization“?',
}

describe('GitHub annotations of content problems', () => {
  it('names file, line and field, with problem and fix as message', () => {
    expect(annotation(problem)).toBe(
      '::error file=content/kontakt.mdx,line=12,title=jsonLd.0.@type::Unbekannter schema.org-Typ „Organisation“ — Meinten Sie „Organization“?',
    )
  })

  it('escapes %, CR and LF in the message, and also : and , in the properties', () => {
    const tricky = { ...problem, field: 'a:b,c', problem: '50 % mehr\r\nZeilen', fix: 'x::y, z' }
    expect(annotation(tricky)).toBe(
      '::error file=content/kontakt.mdx,line=12,title=a%3Ab%2Cc::50 %25 mehr%0D%0AZeilen — x::y, z',
    )
  })

  it('writes warnings as ::warning and paths relative to the checkout', () => {
    const absolute = { ...problem, file: path.resolve('content/firma.yaml'), severity: 'warning' as const }
    expect(annotation(absolute)).toMatch(/^::warning file=content\/firma\.yaml,line=12,/)
  })

  it('outside GitHub Actions stays one German line per problem', () => {
    expect(problemLine(problem, {})).toBe(
      'content/kontakt.mdx:12 — jsonLd.0.@type — Unbekannter schema.org-Typ „Organisation“ — Meinten Sie „Organization“?',
    )
    expect(problemLine(problem, { GITHUB_ACTIONS: 'true' })).toBe(annotation(problem))
  })
})

describe('the job summary of the content check', () => {
  it('lists every problem as a table row, with cell separators and tags escaped', () => {
    const markdown = problemsMarkdown([
      problem,
      { ...problem, line: 3, field: 'Text', problem: 'Tag </Herox> | offen' },
    ])
    expect(markdown).toContain('**2 Fehler in 1 Datei.**')
    expect(markdown).toContain(
      '| `content/kontakt.mdx:12` | jsonLd.0.@type | Unbekannter schema.org-Typ „Organisation“ | Meinten Sie „Organization“? |',
    )
    expect(markdown).toContain('| `content/kontakt.mdx:3` | Text | Tag &lt;/Herox> \\| offen |')
  })

  it('says so when all is well', () => {
    expect(problemsMarkdown([])).toContain('Alles in Ordnung')
  })
})
