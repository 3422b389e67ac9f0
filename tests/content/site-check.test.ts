import { describe, expect, it } from 'vitest'
import { checkSite } from '../../engine/content/site-check.ts'
import { formatProblem } from '../../engine/validation/problems.ts'

// `npm run check` on a fixture site with one mistake per kind that only shows across files or in data
// files (the per-file faults are in tests/fixtures/broken-content, see content-validation.test.ts).
const root = 'tests/fixtures/broken-site'

const cases = [
  {
    file: 'index.mdx',
    line: 9,
    field: 'Link',
    problem: 'Sprungziel „#oeffnungszeitn“ gibt es auf /kontakt nicht',
    fix: 'Meinten Sie „#öffnungszeiten“?',
  },
  {
    file: 'index.mdx',
    line: 10,
    field: 'Link',
    problem: 'Link auf „/preise“: diese Seite gibt es nicht',
    fix: 'Legen Sie die Seite an',
  },
  {
    file: 'index.mdx',
    line: 11,
    field: 'Link',
    problem: 'Link auf „/leistungen/“',
    fix: 'ohne Schrägstrich am Ende: /leistungen',
  },
  { file: 'index.mdx', line: 12, field: 'Link', problem: 'Link „kontakt“ ist relativ', fix: 'z. B. /kontakt' },
  {
    file: 'index.mdx',
    line: 13,
    field: 'Link',
    problem: 'Sprungziel „#obenn“ gibt es auf dieser Seite nicht',
    fix: 'Meinten Sie „#oben“?',
  },
  {
    file: 'kontakt.mdx',
    line: 2,
    field: 'title',
    problem: 'Gleicher Seitentitel wie tests/fixtures/broken-site/ueber-uns.mdx',
    fix: 'einen eigenen Seitentitel',
  },
  {
    file: 'ueber-uns.mdx',
    line: 3,
    field: 'description',
    problem: 'Gleiche Beschreibung wie tests/fixtures/broken-site/kontakt.mdx',
    fix: 'eine eigene Beschreibung',
  },
  {
    file: 'leistungen.mdx',
    line: 6,
    field: 'jsonLd.0.@type',
    problem: 'Unbekannter schema.org-Typ „Organisation“',
    fix: 'Meinten Sie „Organization“?',
  },
  {
    file: 'leistungen.mdx',
    line: 8,
    field: 'jsonLd.1.provider',
    problem: 'Service ohne Pflichtangabe „provider“',
    fix: 'firmendaten',
  },
  { file: 'leistungen.mdx', line: 10, field: 'jsonLd.2.mainEntity', problem: 'FAQPage ohne Fragen', fix: '<Faq>' },
  {
    file: 'leistungen.mdx',
    line: 16,
    field: 'jsonLd.4.provider.@type',
    problem: 'Unbekannter schema.org-Typ „Organisation“',
    fix: 'Meinten Sie „Organization“?',
  },
  {
    file: 'leistungen.mdx',
    line: 18,
    field: 'angebote',
    problem: '„bueroreinigung“ ist keine Leistungsseite',
    fix: 'content/leistungen/',
  },
  {
    file: 'leistungen.mdx',
    line: 11,
    field: 'jsonLd.3.address',
    problem: 'HomeAndConstructionBusiness ohne Pflichtangabe „address“',
    fix: 'firmendaten',
  },
  {
    file: 'kaputt.mdx',
    line: 9,
    field: '<Section>',
    problem: 'Baustein <Section> wird nicht geschlossen',
    fix: '</Section>',
  },
  { file: 'firma.yaml', line: 7, field: 'telefon', problem: 'Ungültiges Format', fix: 'international mit Leerzeichen' },
  {
    file: 'blog/zweiter-beitrag.mdx',
    line: 5,
    field: 'id',
    problem: 'id 1 hat schon tests/fixtures/broken-site/blog/erster-beitrag.mdx',
    fix: 'id + 1, also 2',
  },
  {
    file: 'bausteine.mdx',
    line: 9,
    field: '<Fact> name',
    problem: '„adresse.strase“ ist keine einzelne Angabe in firma.yaml',
    fix: 'Meinten Sie „adresse.strasse“?',
  },
  {
    file: 'bausteine.mdx',
    line: 11,
    field: '<Cards> icon',
    problem: 'Icon „chek“ gibt es nicht',
    fix: 'Meinten Sie „check“?',
  },
  {
    file: 'vertrauen.yaml',
    line: 9,
    field: 'ansprechpersonen.0.seiten.0',
    problem: '„/berlim“ ist keine Leistungs- oder Regionsseite',
    fix: 'Meinten Sie „/berlin“?',
  },
  {
    file: 'vertrauen.yaml',
    line: 10,
    field: 'ansprechpersonen.1.name',
    problem: '„Ute Lang“ steht hier als Geschäftsführung, firma.yaml nennt „Max Mustermann“',
    fix: 'denselben Namen',
  },
  {
    file: 'vertrauen.yaml',
    line: 34,
    field: 'kundenstimmen.0.seiten.0',
    problem: '„/berln“ ist keine Leistungs- oder Regionsseite',
    fix: 'Meinten Sie „/berlin“?',
  },
  {
    file: 'bausteine.mdx',
    line: 15,
    field: 'Bild',
    problem: 'Dateiendung von „team-fensterreinigung.JPG“ groß geschrieben',
    fix: 'kleiner Endung',
  },
]

describe('npm run check', () => {
  const all = checkSite(root)

  it.each(cases)('finds $field in $file:$line', async ({ file, line, field, problem, fix }) => {
    const lines = (await all).map(formatProblem)
    const match = lines.find((row) => row.startsWith(`${root}/${file}:${line} — ${field} — `))
    expect(match, lines.join('\n')).toBeDefined()
    expect(match).toContain(problem)
    expect(match).toContain(fix)
  })

  it('reports every problem at once and nothing else', async () => {
    // the duplicate title and description are reported on both pages; the .JPG file is also not found
    expect(await all).toHaveLength(cases.length + 3)
  })

  it('finds nothing wrong in the real content', async () => {
    expect((await checkSite('content')).map(formatProblem)).toEqual([])
  })
})
