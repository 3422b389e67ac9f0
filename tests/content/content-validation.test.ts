import { describe, expect, it } from 'vitest'
import { checkMdxFiles, contentFiles } from '../../engine/content/check-files.ts'
import { frontmatterSchema } from '../../engine/content/frontmatter-schema.ts'
import { HERO_LEAD_MAX_CHARS } from '../../engine/content/hero-lead.ts'
import { limitsOf, rangeText } from '../../engine/validation/zod-bounds.ts'

const dir = 'tests/fixtures/broken-content'

// Each fixture is a real MDX file with one kind of mistake an editor makes; limits come from the schema.
const range = (field: string) => `${rangeText(frontmatterSchema, field)} Zeichen`
const cases: { file: string; line: number; field: string; problem: string; fix: string }[] = [
  { file: 'fehlender-titel.mdx', line: 2, field: 'title', problem: 'Pflichtfeld fehlt', fix: range('title') },
  {
    file: 'beschreibung-zu-lang.mdx',
    line: 3,
    field: 'description',
    problem: `Zu lang: 179 Zeichen, höchstens ${limitsOf(frontmatterSchema, 'description').max} erlaubt`,
    fix: range('description'),
  },
  {
    file: 'tippfehler-feldname.mdx',
    line: 3,
    field: 'descripton',
    problem: 'Unbekanntes Feld',
    fix: 'Meinten Sie „description“?',
  },
  { file: 'noindex-kein-wahrheitswert.mdx', line: 5, field: 'noindex', problem: 'Falscher Typ', fix: 'true' },
  { file: 'geo-region-falsch.mdx', line: 6, field: 'geo.region', problem: 'Ungültiges Format', fix: 'DE-BE' },
  { file: 'jsonld-ohne-typ.mdx', line: 6, field: 'jsonLd.0.@type', problem: 'Pflichtfeld fehlt', fix: 'Organization' },
  { file: 'bild-ohne-alt.mdx', line: 11, field: 'Bild', problem: 'Alternativtext fehlt', fix: 'was das Bild zeigt' },
  { file: 'bild-fehlt.mdx', line: 9, field: 'Bild', problem: 'nicht gefunden', fix: 'content/bilder/' },
  { file: 'hero-ohne-alt.mdx', line: 7, field: '<Hero> alt', problem: 'Alternativtext (alt) fehlt', fix: 'alt="…"' },
  {
    file: 'hero-text-zu-lang.mdx',
    line: 10,
    field: '<Hero> Text',
    problem: `Text unter der Überschrift zu lang: 261 Zeichen, höchstens ${HERO_LEAD_MAX_CHARS} erlaubt`,
    fix: `Kürzen Sie ihn um mindestens ${261 - HERO_LEAD_MAX_CHARS} Zeichen`,
  },
  {
    file: 'zwei-hauptueberschriften.mdx',
    line: 9,
    field: 'Überschrift',
    problem: '2 Hauptüberschriften',
    fix: '"## …"',
  },
  {
    file: 'ohne-frontmatter.mdx',
    line: 1,
    field: 'Frontmatter',
    problem: 'Frontmatter fehlt',
    fix: 'title, description und keywords',
  },
  {
    file: 'knopf-beschriftung.mdx',
    line: 10,
    field: '<Actions> Beschriftung',
    problem: '„Angebot holen“ ist keine der festen Beschriftungen',
    fix: 'content/rahmen.yaml (knoepfe)',
  },
  {
    file: 'baustein-unbekannt.mdx',
    line: 9,
    field: '<Faqq>',
    problem: 'Unbekannter Baustein <Faqq>',
    fix: 'Meinten Sie <Faq>?',
  },
  {
    file: 'baustein-kleingeschrieben.mdx',
    line: 9,
    field: '<faq>',
    problem: 'Unbekannter Baustein <faq>',
    fix: 'Meinten Sie <Faq>?',
  },
  {
    file: 'baustein-nicht-geschlossen.mdx',
    line: 11,
    field: '<Steps>',
    problem: 'Baustein <Steps> aus Zeile 11 wird nicht geschlossen',
    fix: '</Steps>',
  },
  {
    file: 'vorteil-ohne-titel.mdx',
    line: 11,
    field: '<Features>',
    problem: 'Listenpunkt ohne fett gesetzten Titel am Anfang',
    fix: '"- **Titel** Text"',
  },
  {
    file: 'leistung-symbol-unbekannt.mdx',
    line: 5,
    field: 'leistung.symbol',
    problem: 'Ungültiger Wert: erlaubt sind „phone“',
    fix: 'einer der erlaubten Namen',
  },
  {
    file: 'preis-ohne-betrag.mdx',
    line: 13,
    field: '<Prices>',
    problem: 'Kein Preis in der letzten Spalte von „Büroetage, 400 m²“',
    fix: 'Betrag mit €',
  },
  {
    file: 'yaml-syntaxfehler.mdx',
    line: 3,
    field: '(YAML)',
    problem: 'YAML-Syntaxfehler: schließendes Anführungszeichen fehlt',
    fix: 'Schließen Sie den Wert mit "',
  },
]

describe('broken content stops the build with file, line, field, problem and fix (German)', () => {
  it.each(cases)('$file', async ({ file, line, field, problem, fix }) => {
    const [failure] = await checkMdxFiles([`${dir}/${file}`])
    expect(failure, `${file} should fail`).toBeDefined()
    const reported = failure!.message.split('\n').find((row) => row.includes(` — ${field} — `))
    expect(reported, failure!.message).toBeDefined()
    expect(reported).toContain(`${dir}/${file}:${line} — ${field} — `)
    expect(reported).toContain(problem)
    expect(reported).toContain(fix)
  })

  it('reports every problem of a file at once', async () => {
    const [failure] = await checkMdxFiles([`${dir}/tippfehler-feldname.mdx`])
    expect(failure!.message).toMatch(/Inhalt fehlerhaft \(2 Fehler\)/)
  })
})

describe('the real content', () => {
  it('passes every check', async () => {
    const failures = await checkMdxFiles(await contentFiles())
    expect(failures.map((f) => f.message)).toEqual([])
  })
})
