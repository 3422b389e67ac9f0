import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

// A real `vike build` in a throw-away copy of the project, with one broken page added.
const copy = mkdtempSync(path.join(tmpdir(), 'build-fehler-'))
for (const entry of ['package.json', 'vite.config.ts', 'tsconfig.json', 'pages', 'engine', 'components', 'content', 'public', 'types', 'server']) {
  cpSync(entry, path.join(copy, entry), { recursive: true })
}
symlinkSync(path.resolve('node_modules'), path.join(copy, 'node_modules'))
afterAll(() => rmSync(copy, { recursive: true, force: true }))

describe('npm run build with a broken content file', () => {
  it('fails and tells the editor file, line, field and fix', () => {
    writeFileSync(
      path.join(copy, 'content/kaputt.mdx'),
      '---\ntitle: Kaputte Seite zum Testen\ndescription: zu kurz\nkeywords: [Test]\n---\n\n# Kaputt\n',
    )
    const result = spawnSync('npx', ['vike', 'build'], { cwd: copy, encoding: 'utf8', env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' } })
    const output = result.stdout + result.stderr
    expect(result.status).not.toBe(0)
    expect(output).toContain('content/kaputt.mdx:3 — description — Zu kurz: 7 Zeichen, mindestens 50 erwartet — Schreiben Sie 50 bis 160 Zeichen')
  })
})
