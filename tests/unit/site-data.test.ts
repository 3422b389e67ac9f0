import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { companyHints } from '../../engine/site/company-schema.ts'
import { parseDataFile } from '../../engine/site/data-files.ts'
import { ContentError } from '../../engine/validation/problems.ts'

const real = readFileSync('content/firma.yaml', 'utf8')
/** the real file with one top-level or nested `key: value` line replaced, whatever today's value is */
const withLine = (key: string, line: string) => {
  const pattern = new RegExp(`^(\\s*)${key}:.*$`, 'm')
  expect(real, key).toMatch(pattern)
  return real.replace(pattern, (_, indent: string) => indent + line)
}
const validate = (source: string) => parseDataFile('firma.yaml', source)
/** line of a `key:` in the real file (the first one) */
const lineOf = (key: string) => real.split('\n').findIndex((row) => new RegExp(`^\\s*${key}:`).test(row)) + 1

function problemsOf(source: string) {
  try {
    validate(source)
  } catch (error) {
    if (error instanceof ContentError) return error.problems
    throw error
  }
  throw new Error('expected a ContentError')
}

describe('company data file (content/firma.yaml)', () => {
  it('accepts the real file', () => {
    const company = validate(real)
    const raw = parse(real) as { telefon: string; whatsapp: string; email: string }
    expect([company.telefon, company.whatsapp, company.email]).toEqual([raw.telefon, raw.whatsapp, raw.email])
    expect(company.telefon).toMatch(/^\+49 \d+ \d+$/)
  })

  it('names line, field and fix for a phone number in the wrong format', () => {
    // today's number in a national form with a slash, as an editor might type it
    const national = (parse(real) as { telefon: string }).telefon.replace(/^\+49 /, '0').replace(' ', '/')
    const [problem] = problemsOf(withLine('telefon', `telefon: "${national}"`))
    const line = real.split('\n').findIndex((row) => row.startsWith('telefon:')) + 1
    expect(problem).toMatchObject({ file: 'content/firma.yaml', line, field: 'telefon' })
    expect(problem!.fix).toContain(companyHints.telefon)
  })

  it('refuses the same number for phone and WhatsApp', () => {
    const problems = problemsOf(withLine('whatsapp', `whatsapp: "${(parse(real) as { telefon: string }).telefon}"`))
    expect(problems.map((p) => p.field)).toContain('whatsapp')
  })

  it('explains a postcode written as a number', () => {
    const [problem] = problemsOf(withLine('plz', 'plz: 10115'))
    expect(problem).toMatchObject({ field: 'adresse.plz', problem: 'Falscher Typ: erwartet Text, gefunden Zahl' })
    expect(problem!.fix).toContain('Anführungszeichen')
  })

  it('explains a retention period that is not a whole number of months', () => {
    const [problem] = problemsOf(
      real.replace(/anfragen_aufbewahren_monate: \d+/, 'anfragen_aufbewahren_monate: zwei Jahre'),
    )
    expect(problem).toMatchObject({
      field: 'datenschutz.anfragen_aufbewahren_monate',
      problem: 'Falscher Typ: erwartet Zahl, gefunden Text',
    })
    expect(problem!.fix).toContain('Monaten')
  })

  it('refuses figures that contradict each other across pages', () => {
    const figure = (name: string) => (parse(real) as { kennzahlen: Record<string, string | number> }).kennzahlen[name]!
    const total = Number(String(figure('kunden')).replace(/\D/g, ''))
    // a region with more customers than the whole firm
    const [customers] = problemsOf(withLine('kunden_berlin', `kunden_berlin: "${total + 1}+"`))
    expect(customers).toMatchObject({ field: 'kennzahlen.kunden', line: lineOf('kunden') })
    // one region more or less than the list of regions
    // (the figure, not the list of the same name above it)
    const [regions] = problemsOf(real.replace(/^(\s+)regionen: \d+$/m, `$1regionen: ${Number(figure('regionen')) + 1}`))
    expect(regions).toMatchObject({ field: 'kennzahlen.regionen' })
    // more years of experience than since the founding year
    const founded = (parse(real) as { gruendungsjahr: number }).gruendungsjahr
    const [years] = problemsOf(
      withLine('erfahrung_jahre', `erfahrung_jahre: ${new Date().getFullYear() - founded + 1}`),
    )
    expect(years).toMatchObject({ field: 'kennzahlen.erfahrung_jahre' })
    expect(years!.fix).toContain('gruendungsjahr')
    // staff longer with the firm, on average, than the firm exists
    const [tenure] = problemsOf(
      withLine(
        'betriebszugehoerigkeit_jahre',
        `betriebszugehoerigkeit_jahre: ${Number(figure('erfahrung_jahre')) + 1}`,
      ),
    )
    expect(tenure).toMatchObject({ field: 'kennzahlen.betriebszugehoerigkeit_jahre' })
    expect(tenure!.fix).toContain('erfahrung_jahre')
  })
})

describe('frame texts (content/rahmen.yaml)', () => {
  const frame = readFileSync('content/rahmen.yaml', 'utf8')
  it("wants the chat button's word in the name screen readers announce", () => {
    const knopf = (parse(frame) as { chat: { knopf: string } }).chat.knopf
    expect(() => parseDataFile('rahmen.yaml', frame)).not.toThrow()
    try {
      parseDataFile('rahmen.yaml', frame.replace(/^(\s*)knopf:.*$/m, `$1knopf: ${knopf}X`))
      throw new Error('expected a ContentError')
    } catch (error) {
      expect(error).toBeInstanceOf(ContentError)
      expect((error as ContentError).problems[0]).toMatchObject({ file: 'content/rahmen.yaml', field: 'chat.oeffnen' })
    }
  })
})
