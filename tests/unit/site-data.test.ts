import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { companyHints, companySchema } from '../../engine/site/company-schema'
import { ContentError } from '../../engine/validation/problems'
import { validateYaml } from '../../engine/validation/validate-yaml'

const real = readFileSync('content/firma.yaml', 'utf8')
const validate = (source: string) => validateYaml({ schema: companySchema, source, file: 'content/firma.yaml', hints: companyHints })

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
    expect(company.telefon).toMatch(/^\+49 30 23125\d{3}$/)
    expect(company.whatsapp).toMatch(/^\+49 171 39200\d{2}$/)
    expect(company.email).toMatch(/@example\.com$/)
  })

  it('names line, field and fix for a phone number in the wrong format', () => {
    const [problem] = problemsOf(real.replace('telefon: "+49 30 23125480"', 'telefon: "030/23125480"'))
    const line = real.split('\n').findIndex((row) => row.startsWith('telefon:')) + 1
    expect(problem).toMatchObject({ file: 'content/firma.yaml', line, field: 'telefon' })
    expect(problem!.fix).toContain('+49 30 23125480')
  })

  it('refuses the same number for phone and WhatsApp (the spec keeps them apart)', () => {
    const problems = problemsOf(real.replace('whatsapp: "+49 171 3920042"', 'whatsapp: "+49 30 23125480"'))
    expect(problems.map((p) => p.field)).toContain('whatsapp')
  })

  it('explains a postcode written as a number', () => {
    const [problem] = problemsOf(real.replace('plz: "10115"', 'plz: 10115'))
    expect(problem).toMatchObject({ field: 'adresse.plz', problem: 'Falscher Typ: erwartet Text, gefunden Zahl' })
    expect(problem!.fix).toContain('Anführungszeichen')
  })

  it('explains a retention period that is not a whole number of months', () => {
    const [problem] = problemsOf(real.replace(/anfragen_aufbewahren_monate: \d+/, 'anfragen_aufbewahren_monate: zwei Jahre'))
    expect(problem).toMatchObject({ field: 'datenschutz.anfragen_aufbewahren_monate', problem: 'Falscher Typ: erwartet Zahl, gefunden Text' })
    expect(problem!.fix).toContain('Monaten')
  })
})
