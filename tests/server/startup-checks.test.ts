// Start-up faults: a database that cannot be written, an unusable setting, a port that
// is taken. The server refuses to start with one German line naming the cause and the fix, instead of a
// stack trace or a server that answers every request 503. Read-only for root needs a read-only bind mount
// (tests/support/faulty-disk.ts).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { openStore } from '../../server/intake/store.ts'
import { readOnly } from '../support/faulty-disk.ts'
import { startIntakeServerOrExit } from '../support/intake-server.ts'
import { sampleQuote } from '../support/quote-request.ts'

const undo: (() => void)[] = []
afterEach(() => {
  for (const step of undo.splice(0).reverse()) step()
})

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'anfragen-schreibschutz-'))
  undo.push(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

async function expectRefusal(env: Record<string, string>, file: string) {
  const result = await startIntakeServerOrExit(env)
  if (!('exitCode' in result)) {
    await result.stop()
    throw new Error(`Server ist trotz schreibgeschützter Datenbank gestartet:\n${result.output()}`)
  }
  const lines = result.output.trim().split('\n')
  expect(result.exitCode).toBe(1)
  expect(lines, result.output).toHaveLength(1)
  expect(lines[0]).toMatch(
    /^Server startet nicht: Datenbank .+ ist nicht beschreibbar \(SQLITE_[A-Z_]+\) – dem Benutzer \S+ Schreibrechte auf /,
  )
  expect(lines[0]).toContain(file)
  expect(lines[0]).toContain('INTAKE_DB')
  expect(result.output).not.toMatch(/^\s+at /m)
}

describe('start-up with a database that cannot be written', () => {
  it('refuses to start in a read-only folder, with one German line naming the path and the fix', async () => {
    const dir = path.join(tempDir(), 'daten')
    mkdirSync(dir)
    undo.push(readOnly(dir).undo)
    const file = path.join(dir, 'anfragen.db')
    await expectRefusal({ INTAKE_DB: `file:${file}` }, file)
  })

  it('refuses to start with a read-only database file, with one German line naming the path and the fix', async () => {
    const file = path.join(tempDir(), 'anfragen.db')
    const store = await openStore(`file:${file}`)
    await store.saveRequest(sampleQuote(), { seite: '/kontakt' })
    store.close()
    undo.push(readOnly(file).undo)
    await expectRefusal({ INTAKE_DB: `file:${file}` }, file)
  })

  it('refuses to start with an unusable setting, naming the variable', async () => {
    const result = await startIntakeServerOrExit({
      INTAKE_DB: `file:${path.join(tempDir(), 'a.db')}`,
      MAIL_MAX_ATTEMPTS: 'oft',
      TRUST_PROXY: 'true',
      TRUSTED_PROXIES: '10.0.0.0/99',
    })
    expect('exitCode' in result && result.exitCode).toBe(1)
    expect('exitCode' in result ? result.output.trim().split('\n') : []).toEqual([
      'TRUSTED_PROXIES: „10.0.0.0/99“ ist keine IP-Adresse oder kein Netz wie 10.0.0.0/8 oder fd00::/8',
      'MAIL_MAX_ATTEMPTS muss eine ganze Zahl ab 1 sein, z. B. MAIL_MAX_ATTEMPTS=20',
    ])
  })
})

describe('start-up on a port that is taken', () => {
  it('prints one German line naming the port and the fix, and exits 1', async () => {
    const taken = createServer()
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
    undo.push(() => taken.close())
    const port = (taken.address() as AddressInfo).port
    const result = await startIntakeServerOrExit({
      INTAKE_DB: `file:${path.join(tempDir(), 'anfragen.db')}`,
      PORT: String(port),
    })
    if (!('exitCode' in result)) {
      await result.stop()
      throw new Error(`Server ist auf einem belegten Port gestartet:\n${result.output()}`)
    }
    const lines = result.output.trim().split('\n')
    console.log(`Belegter Port: ${lines.length} Zeile(n), Exit-Code ${result.exitCode}: ${lines[0]}`)
    expect(result.exitCode).toBe(1)
    expect(lines, result.output).toHaveLength(1)
    expect(lines[0]).toMatch(new RegExp(`^Server startet nicht: Port ${port} auf 127\\.0\\.0\\.1 ist schon belegt – `))
    expect(lines[0]).toContain(`PORT=${port + 1}`)
    expect(result.output).not.toMatch(/EADDRINUSE|^\s+at /m)
  })
})
