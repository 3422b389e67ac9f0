import { spawn, spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildEnv as env, copyProject } from '../support/project-copy.ts'

// A real `vike build` and `vike dev` in a throw-away copy of the project, with one broken page added.
const { dir: copy, remove } = copyProject('build-fehler-')
writeFileSync(
  path.join(copy, 'content/kaputt.mdx'),
  '---\ntitle: Kaputte Seite zum Testen\ndescription: zu kurz\nkeywords: [Test]\n---\n\n# Kaputt\n',
)
afterAll(remove)

const expected =
  'content/kaputt.mdx:3 — description — Zu kurz: 7 Zeichen, mindestens 50 erwartet — Schreiben Sie 50 bis 160 Zeichen'

describe('a broken content file', () => {
  it('stops `npm run build` and tells the editor file, line, field and fix', () => {
    const result = spawnSync('npx', ['vike', 'build'], { cwd: copy, encoding: 'utf8', env })
    expect(result.status).not.toBe(0)
    expect(result.stdout + result.stderr).toContain(expected)
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
    } finally {
      process.kill(-dev.pid!, 'SIGTERM')
    }
  })
})
