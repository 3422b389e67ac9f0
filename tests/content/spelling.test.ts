import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { checkSpelling, WORD_LIST } from '../../engine/content/spelling.ts'
import { formatProblem } from '../../engine/validation/problems.ts'

// A fixture page and data file that misspell "Reinigungskraftt" in visible text and in places visitors
// never read (URLs, e-mail addresses, code, ids, file names, JSON-LD keys, keywords, YAML keys and comments).
const root = 'tests/fixtures/spelling'
const word = 'Reinigungskraftt'

/** The line of `file` that contains `snippet` (so the test follows edits to the fixture). */
function lineOf(file: string, snippet: string): number {
  const index = readFileSync(`${root}/${file}`, 'utf8')
    .split('\n')
    .findIndex((row) => row.includes(snippet))
  if (index < 0) throw new Error(`${snippet} not in ${file}`)
  return index + 1
}

describe('spelling check', () => {
  const found = checkSpelling(root)

  it('names file, line, field, word and a suggestion for each misspelling in visible text', async () => {
    const expected = [
      { file: 'seite.mdx', line: lineOf('seite.mdx', 'title:'), field: 'title' },
      { file: 'seite.mdx', line: lineOf('seite.mdx', `Jede ${word}`), field: 'Text' },
      { file: 'seite.mdx', line: lineOf('seite.mdx', '<Hero'), field: '<Hero> alt' },
      { file: 'texte.yaml', line: lineOf('texte.yaml', `- Zur ${word}`), field: 'knoepfe.1' },
    ]
    const lines = (await found).map(formatProblem)
    expect(lines).toHaveLength(expected.length)
    for (const { file, line, field } of expected) {
      const match = lines.find((row) => row.startsWith(`${root}/${file}:${line} — ${field} — `))
      expect(match, lines.join('\n')).toBeDefined()
      expect(match).toContain(`„${word}“`)
      expect(match).toContain('Vorschläge: Reinigungskraft')
      expect(match).toContain(`${root}/${WORD_LIST} eintragen`)
    }
    // spelling does not stop the build; `npm run check` still fails on it
    expect((await found).every((problem) => problem.severity === 'warning')).toBe(true)
  })

  it('ignores URLs, e-mail addresses, code, ids, file names, imports, JSON-LD and keywords', async () => {
    const places = (await found).map(({ file, line }) => `${file}:${line}`)
    for (const snippet of [
      'info@',
      'https://example.com',
      '[www.',
      '`reinigungskraftt',
      'putzt /var',
      'import',
      'areaServedd',
      'keywords',
    ]) {
      expect(places).not.toContain(`${root}/seite.mdx:${lineOf('seite.mdx', snippet)}`)
    }
    for (const snippet of ['# Kommentare', 'seite:', 'email:', 'link:', 'bild:']) {
      expect(places).not.toContain(`${root}/texte.yaml:${lineOf('texte.yaml', snippet)}`)
    }
  })

  it('accepts German compounds and the words of the word list', async () => {
    const words = (await found).map(({ problem }) => problem).join('\n')
    // "Sonn-" in "Sonn- und Feiertagen": the shortened first part of a compound
    for (const known of ['Fensterreinigungsfirma', 'Glasflächen', 'Gebäudereinigung', 'Musterwortt', 'Sonn', 'Büro'])
      expect(words).not.toContain(known)
  })

  it('finds no unknown word in the real content', async () => {
    expect((await checkSpelling('content')).map(formatProblem)).toEqual([])
  })
})
