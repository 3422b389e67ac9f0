import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { checkLive } from '../../engine/content/live-check.ts'
import { fictionPhoneRanges, findPlaceholders } from '../../engine/content/placeholders.ts'
import { formatProblem } from '../../engine/validation/problems.ts'

// `npm run check:live` on two fixture sites: one with a placeholder of each kind among real-looking values
// and ordinary German, one with real-looking values only.
const withPlaceholders = 'tests/fixtures/live-check/mit-platzhaltern'
const clean = 'tests/fixtures/live-check/ohne-platzhalter'

// [file, field, the placeholder as written, text that finds its line if the value alone is ambiguous]
const expected: [string, string, string, string?][] = [
  ['firma.yaml', 'name', 'Musterglanz'],
  ['firma.yaml', 'telefon', '+49 30 23125017'],
  ['firma.yaml', 'whatsapp', '+49 171 3920099'],
  ['firma.yaml', 'email', 'info@example.com'],
  ['firma.yaml', 'adresse.strasse', 'Musterstraße'],
  ['firma.yaml', 'register.geschaeftsfuehrung', 'Musterfrau'],
  ['firma.yaml', 'register.registernummer', 'HRB 000000 B'],
  ['firma.yaml', 'register.ust_id', 'DE123456789'],
  ['firma.yaml', 'register.steuernummer', '12/345/67890'],
  ['firma.yaml', 'social.0.link', 'https://www.instagram.com/glanzwerk.example/'],
  ['vertrauen.yaml', 'ansprechpersonen.0.name', 'Mustermann'],
  ['vertrauen.yaml', 'ansprechpersonen.0.durchwahl', '030/231 25-480'],
  ['vertrauen.yaml', 'zertifikate.0.nummer', '00000'],
  ['vertrauen.yaml', 'zertifikate.0.logo', 'innung-platzhalter.svg'],
  ['vertrauen.yaml', 'kundenstimmen.0.platzhalter', 'Renate K.', 'platzhalter: true'],
  ['kontakt.mdx', 'author', 'Musterglanz', 'author:'],
  ['kontakt.mdx', 'Text', '030 23125480'],
  ['kontakt.mdx', 'Text', '(030) 23125 481'],
  ['kontakt.mdx', 'Text', '+49 (0)30 23125482'],
  ['kontakt.mdx', 'Text', '0049 30 23125483'],
  ['kontakt.mdx', 'Text', '030/231 254-84'],
  ['kontakt.mdx', 'Link', '+493023125485'],
  ['kontakt.mdx', 'Link', '491713920042'],
  ['kontakt.mdx', 'Text', '0171 / 39200 43'],
  ['kontakt.mdx', 'Link', 'info@example.net'],
  ['kontakt.mdx', '<LogoStrip>', 'Beispiel', 'Kanzlei Beispiel'],
  ['kontakt.mdx', '<LogoStrip>', 'Muster', 'Autohaus Muster'],
  ['kontakt.mdx', '<Split> image', 'kunde-beispiel-logo.png'],
  ['kontakt.mdx', 'Text', 'Lorem ipsum'],
]

// the fixture line holding the text (comments aside: the check skips them)
function lineOf(file: string, text: string): number {
  const lines = readFileSync(`${withPlaceholders}/${file}`, 'utf8').split('\n')
  const index = lines.findIndex((line) => line.includes(text) && !/^\s*(#|\{\/\*)/.test(line))
  if (index < 0) throw new Error(`${text} steht nicht in ${file}`)
  return index + 1
}

const quoted = (problem: string) => /^„(.+?)“/.exec(problem)?.[1]

const runCli = (root: string) =>
  spawnSync('npx', ['tsx', 'scripts/check-live.ts', root], { encoding: 'utf8', env: { ...process.env } })

describe('go-live check (npm run check:live)', () => {
  it('finds every kind of placeholder with file, line and field, and nothing else', () => {
    const found = checkLive(withPlaceholders).map((p) => ({
      file: p.file.slice(withPlaceholders.length + 1),
      line: p.line,
      field: p.field,
      value: quoted(p.problem),
    }))
    const wanted = expected.map(([file, field, value, locator]) => ({
      file,
      line: lineOf(file, locator ?? value),
      field,
      value,
    }))
    const order = (a: { file: string; line: number; value?: string }, b: typeof a) =>
      a.file.localeCompare(b.file) || a.line - b.line || (a.value ?? '').localeCompare(b.value ?? '')
    expect(found.sort(order)).toEqual(wanted.sort(order))
  })

  it('says for each one in German what is wrong and what to do, in the format of npm run check', () => {
    for (const problem of checkLive(withPlaceholders)) {
      const line = formatProblem(problem)
      expect(line.split(' — '), line).toHaveLength(4)
      expect(line).toMatch(/^tests\/fixtures\/live-check\/mit-platzhaltern\/\S+:\d+ — /)
      expect(problem.fix, line).toMatch(/^(Tragen|Ersetzen|Legen) Sie /)
    }
  })

  it('knows every written form of both film-and-TV ranges, and the numbers just outside are real', () => {
    for (const range of fictionPhoneRanges) {
      const national = range.prefix.replace('+49 ', '0')
      const digits = range.prefix.replace(/\D/g, '')
      for (const extension of ['0'.repeat(range.extensionDigits), '9'.repeat(range.extensionDigits)]) {
        const forms = [
          `${range.prefix}${extension}`,
          `${range.prefix} ${extension}`,
          `${national}${extension}`,
          `${national.replace(' ', '/')}${extension}`,
          `tel:+${digits}${extension}`,
          `https://wa.me/${digits}${extension}`,
        ]
        for (const form of forms) expect(findPlaceholders(`Telefon: ${form}.`), form).toHaveLength(1)
      }
      // one block further, and one digit too many, is someone's real line
      const block = Number(national.split(' ').pop()) + 1
      const next = `${national.split(' ').slice(0, -1).join(' ')} ${block}${'0'.repeat(range.extensionDigits)}`
      expect(findPlaceholders(`Telefon: ${next}.`), next).toEqual([])
      const longer = `${national}${'0'.repeat(range.extensionDigits + 1)}`
      expect(findPlaceholders(`Telefon: ${longer}.`), longer).toEqual([])
    }
  })

  it('exits non-zero while placeholders remain and zero on a clean site', () => {
    const failing = runCli(withPlaceholders)
    expect(failing.status).toBe(1)
    expect(failing.stderr.split('\n').filter((line) => line.includes(' — '))).toHaveLength(expected.length)
    expect(failing.stdout).toContain(`${expected.length} Platzhalter in 3 Dateien`)

    const passing = runCli(clean)
    expect(passing.stderr).not.toContain(' — ')
    expect(passing.status).toBe(0)
  })
})
