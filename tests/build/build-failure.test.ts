import { spawn, spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { frontmatterSchema } from '../../engine/content/frontmatter-schema.ts'
import { limitsOf, rangeText } from '../../engine/validation/zod-bounds.ts'
import { buildEnv as env, copyProject } from '../support/project-copy.ts'

// A real `vike build` and `vike dev` in a throw-away copy of the project, with one broken page added:
// a too short description (per file), a dead link and a misspelled component (across files / per tag), and a
// typo, which the build only warns about.
const { dir: copy, remove } = copyProject('build-fehler-')
writeFileSync(
  path.join(copy, 'content/kaputt.mdx'),
  '---\ntitle: Kaputte Seite zum Testen\ndescription: zu kurz\nkeywords: [Test]\n---\n\n# Kaputt\n\n' +
    '[Preise](/preisliste)\n\n<Calllink />\n\nJede Reinigungskraftt kennt ihre Räume.\n',
)
afterAll(remove)

const expected =
  `content/kaputt.mdx:3 — description — Zu kurz: 7 Zeichen, mindestens ${limitsOf(frontmatterSchema, 'description').min} ` +
  `erwartet — Schreiben Sie ${rangeText(frontmatterSchema, 'description')} Zeichen`

describe('a broken content file', () => {
  it('stops `npm run build` and tells the editor file, line, field and fix', () => {
    const result = spawnSync('npx', ['vike', 'build'], { cwd: copy, encoding: 'utf8', env })
    expect(result.status).not.toBe(0)
    const output = result.stdout + result.stderr
    // every problem once, in German, and no stack trace below
    for (const line of [
      expected,
      'content/kaputt.mdx:9 — Link — Link auf „/preisliste“: diese Seite gibt es nicht',
      'content/kaputt.mdx:11 — <Calllink> — Unbekannter Baustein <Calllink> — Meinten Sie <CallLink>?',
    ])
      expect(output.split(line).length - 1, output).toBe(1)
    expect(output).not.toMatch(/^\s+at /m)
    expect(output).toContain('Build abgebrochen: 3 Probleme in 1 Datei')
    expect(output).toContain('Warnung: content/kaputt.mdx:13 — Text — Unbekanntes Wort „Reinigungskraftt“')
  })

  it('shows the same message on the page in `npm run dev`', async () => {
    const port = 40_000 + Math.floor(Math.random() * 10_000)
    const dev = spawn('npx', ['vike', 'dev', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
      cwd: copy,
      env,
      detached: true,
    })
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('dev server did not start')), 30_000)
        dev.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes(String(port))) {
            clearTimeout(timer)
            resolve()
          }
        })
      })
      const response = await fetch(`http://127.0.0.1:${port}/kaputt`)
      expect(response.status).toBe(500)
      expect(await response.text()).toContain(expected)
      // other pages are unaffected; a 404 is the 404 page, without an error box
      expect((await fetch(`http://127.0.0.1:${port}/kontakt`)).status).toBe(200)
      const missing = await fetch(`http://127.0.0.1:${port}/gibt-es-nicht`)
      expect(missing.status).toBe(404)
      expect(await missing.text()).not.toContain('preview-error')
      // a mistake in a data file shows its German line on every page
      const company = path.join(copy, 'content/firma.yaml')
      writeFileSync(company, readFileSync(company, 'utf8').replace(/^telefon: .*$/m, 'telefon: "030 123"'))
      const broken = await fetch(`http://127.0.0.1:${port}/kontakt`, { headers: { accept: 'text/html' } })
      expect(broken.status).toBe(500)
      expect(await broken.text()).toMatch(/content\/firma\.yaml:\d+ — telefon — /)
    } finally {
      process.kill(-dev.pid!, 'SIGTERM')
    }
  })
})
