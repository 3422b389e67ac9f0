import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { articleFrontmatterSchema } from '../../engine/content/article-schema.ts'
import { frontmatterHints, frontmatterSchema } from '../../engine/content/frontmatter-schema.ts'
import { HERO_LEAD_MAX_CHARS } from '../../engine/content/hero-lead.ts'
import { companyHints, companySchema } from '../../engine/site/company-schema.ts'
import { jobsSchema } from '../../engine/site/jobs-schema.ts'
import { fieldLimits } from '../../engine/validation/zod-bounds.ts'
import type { FieldHints } from '../../engine/validation/validate-yaml.ts'

// The editors' guide states limits ("10–60 Zeichen", "1 bis 5") in its field tables and prose; the zod
// schemas are where the build takes them from. Every number range the guide names for a field must be
// a bound the schema sets on that field (or on its entries), and every error line it quotes must carry
// the hint the check really prints.
const GUIDE = 'content/README.md'
const guide = readFileSync(GUIDE, 'utf8').split('\n')

/** Field tables of the guide, by the heading above them: which schema they describe. */
const tables: { heading: string; schema: z.ZodType; prefix?: string }[] = [
  { heading: 'Einen Fachjournal-Beitrag anlegen', schema: articleFrontmatterSchema },
  { heading: 'Firmendaten ändern', schema: companySchema },
  { heading: 'Stellenanzeigen ändern', schema: jobsSchema, prefix: 'stellen.*.' },
  { heading: 'Felder jeder Seite', schema: frontmatterSchema },
]

// "10–60", "**1–12**", "1 bis 5", "80–1.500" (German thousands separator)
const RANGE = /(\d[\d.]*)\**\s*(?:–|bis)\s*\**(\d[\d.]*)/g
const number = (text: string) => Number(text.replace(/\./g, ''))
const rangesIn = (text: string) => [...text.matchAll(RANGE)].map((match) => [number(match[1]!), number(match[2]!)])

/** "min–max" of the field and of everything below it (keywords → keywords, keywords.*). */
function boundsOf(schema: z.ZodType, field: string): string[] {
  return [...fieldLimits(schema)]
    .filter(([key, limits]) => (key === field || key.startsWith(`${field}.`)) && limits.max !== undefined)
    .map(([, limits]) => `${limits.min}–${limits.max}`)
}

interface Row {
  line: number
  fields: string[]
  text: string
}

/** The rows of the first table below the heading: the field names of the first cell, the row's text. */
function tableBelow(heading: string): Row[] {
  const start = guide.findIndex((line) => /^#{2,4} /.test(line) && line.includes(heading))
  if (start < 0) return []
  const rows: Row[] = []
  for (let index = start + 1; index < guide.length && !/^#{2,4} /.test(guide[index]!); index++) {
    const line = guide[index]!
    if (!line.startsWith('| `')) {
      if (rows.length > 0) break
      continue
    }
    const firstCell = line.split('|')[1]!
    rows.push({ line: index + 1, fields: [...firstCell.matchAll(/`([\w.]+)`/g)].map((m) => m[1]!), text: line })
  }
  return rows
}

describe(`limits in the editors' guide (${GUIDE})`, () => {
  for (const { heading, schema, prefix = '' } of tables) {
    it(`„${heading}“: every range in the field table is the schema's`, () => {
      const rows = tableBelow(heading)
      expect(rows.length, `Tabelle unter „${heading}“ nicht gefunden`).toBeGreaterThan(0)
      const wrong = rows.flatMap((row) => {
        const allowed = row.fields.flatMap((field) => boundsOf(schema, prefix + field))
        return rangesIn(row.text)
          .map(([min, max]) => `${min}–${max}`)
          .filter((range) => !allowed.includes(range))
          .map(
            (range) => `${GUIDE}:${row.line} ${row.fields.join(', ')}: ${range}, Schema: ${allowed.join(', ') || '–'}`,
          )
      })
      expect(wrong).toEqual([])
    })
  }

  it("states the page fields' limits in prose as the schema does (`title` (10–60 Zeichen …)", () => {
    const mentions = guide.flatMap((line, index) =>
      [...line.matchAll(/`(\w+)` \((\d[\d.]*)–(\d[\d.]*) Zeichen/g)].map((match) => ({
        where: `${GUIDE}:${index + 1} ${match[1]}`,
        range: `${number(match[2]!)}–${number(match[3]!)}`,
        schema: boundsOf(frontmatterSchema, match[1]!),
      })),
    )
    expect(mentions.length).toBeGreaterThan(0)
    for (const mention of mentions) expect(mention.schema, mention.where).toContain(mention.range)
  })

  it('states the limit of the text under a <Hero> title that the build checks', () => {
    const start = guide.findIndex((line) => line === '### Hero')
    const end = guide.findIndex((line, index) => index > start && /^#{2,3} /.test(line))
    const section = guide.slice(start, end).join(' ')
    expect(start).toBeGreaterThan(0)
    expect(section).toContain(`höchstens ${HERO_LEAD_MAX_CHARS} Zeichen`)
  })

  it('quotes error lines with the hint the check prints for that field', () => {
    const hintsFor = (file: string): FieldHints | null =>
      file.endsWith('.mdx') ? frontmatterHints : file.endsWith('firma.yaml') ? companyHints : null
    // the go-live section quotes `npm run check:live`, whose lines name placeholders, not schema hints
    let liveCheckSection = false
    const quoted = guide.flatMap((line, index) => {
      if (/^#+ /.test(line)) liveCheckSection = line.includes('check:live')
      if (liveCheckSection) return []
      const match = /^\s*(content\/\S+):\d+ — ([\w.]+) — [^—]+ — (.+)$/.exec(line)
      const hints = match ? hintsFor(match[1]!) : null
      const hint = match && hints?.[match[2]!]
      return hint ? [{ where: `${GUIDE}:${index + 1}`, fix: match[3], hint }] : []
    })
    expect(quoted.length).toBeGreaterThan(0)
    for (const { where, fix, hint } of quoted) expect(fix, where).toBe(hint)
  })
})
