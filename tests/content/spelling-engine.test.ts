import { describe, expect, it } from 'vitest'
import { loadSpeller } from '../../engine/content/spelling/speller.ts'
import { reportBeforeBuild } from '../../engine/content/check-plugin.ts'
import type { ContentProblem } from '../../engine/validation/problems.ts'

// The speller alone, without the site's word list: German word formation, typos, suggestions.
const speller = loadSpeller()

describe('spelling engine', () => {
  it('accepts compounds, derived forms, inflections and abbreviations built from dictionary words', () => {
    for (const word of [
      'Badreinigung',
      'Fleckentfernung',
      'materialverträglich',
      'seifenhaltige',
      'tiefengereinigt',
      'nachwischen',
      'nachgewischt',
      'kalkhaltig',
      'objektbezogene',
      'Badreinigungen',
      'Büroreinigung',
      'Wochenende',
      'Glasflächen',
      'Postleitzahl',
      'Schlüsselübergabe',
      'Maßnahmen',
      'Anreißers',
      'Entkalker',
      'SEPA',
      'GmbH',
      'MwSt',
    ])
      expect(speller.accepts(word), word).toBe(true)
  })

  it('rejects typos, also inside compounds, and strings that only split into fragments', () => {
    for (const word of [
      'Büroreiningung',
      'Wochende',
      'Termn',
      'Glasfächen',
      'tiefnegereingig',
      'Fleckenfernuni',
      'materialvertragseich',
      'büro',
    ])
      expect(speller.accepts(word), word).toBe(false)
  })

  it('puts the intended word first and offers only words it accepts', () => {
    const intended: [string, string][] = [
      ['Wochende', 'Wochenende'],
      ['Termn', 'Termin'],
      ['Glasfächen', 'Glasflächen'],
      ['Büroreiningung', 'Büroreinigung'],
      ['Reinigungskraftt', 'Reinigungskraft'],
      ['regelmässig', 'regelmäßig'],
      ['büro', 'Büro'],
    ]
    for (const [typo, meant] of intended) {
      const suggestions = speller.suggest(typo)
      expect(suggestions[0], `${typo}: ${suggestions.join(', ')}`).toBe(meant)
      for (const suggestion of suggestions) expect(speller.accepts(suggestion), suggestion).toBe(true)
    }
    // a typo is never "corrected" into a slur, and junk gets no junk suggestions
    expect(speller.suggest('tiefnegereingig')).toEqual([])
  })

  it('a hyphen before "und" or a second part marks the first part of a compound', () => {
    expect(speller.accepts('Sonn', 'before-hyphen')).toBe(true)
    expect(speller.accepts('Ferienwohnungs', 'before-hyphen')).toBe(true)
    expect(speller.accepts('ablauf', 'after-hyphen')).toBe(true)
    expect(speller.accepts('Ferienwohnungs')).toBe(false)
  })
})

describe('spelling in the build', () => {
  const problem = (severity?: 'warning'): ContentProblem => ({
    file: 'content/seite.mdx',
    line: 3,
    field: 'Text',
    problem: severity ? 'Unbekanntes Wort „Termn“' : 'Link auf „/preisliste“: diese Seite gibt es nicht',
    fix: 'Korrigieren.',
    ...(severity ? { severity } : {}),
  })

  it('prints spelling findings as warnings and goes on', () => {
    const lines: string[] = []
    expect(reportBeforeBuild([problem('warning')], (line) => lines.push(line))).toBe(false)
    expect(lines[0]).toBe('Warnung: content/seite.mdx:3 — Text — Unbekanntes Wort „Termn“ — Korrigieren.')
    expect(lines.join('\n')).not.toContain('Build abgebrochen')
  })

  it('stops on every other problem and counts only those', () => {
    const lines: string[] = []
    expect(reportBeforeBuild([problem('warning'), problem()], (line) => lines.push(line))).toBe(true)
    expect(lines.join('\n')).toContain('Build abgebrochen: 1 Problem in 1 Datei')
  })
})
