import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { openStore, type RequestStore } from '../../server/intake/store.ts'
import { DIST } from './built-site.ts'

export interface RunningIntake {
  origin: string
  /** everything the server printed so far */
  output: () => string
  process: ChildProcess
  /** SIGTERM (clean stop) or SIGKILL (crash); resolves when the process is gone */
  stop: (signal?: NodeJS.Signals) => Promise<void>
  /** resolves with the exit code once the process has ended (without sending a signal) */
  exited: Promise<number | null>
}

/** A temporary folder for a test database; `remove` deletes it. */
export function tempDatabase(prefix = 'anfragen-'): { url: string; file: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix))
  const file = path.join(dir, 'anfragen.db')
  return { url: `file:${file}`, file, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/**
 * The real production server (`tsx server/start.ts`, as `npm start` runs it) on a free port of
 * 127.0.0.1, serving the build, with the given environment (INTAKE_DB, SMTP_*, MAIL_TO, RATE_LIMIT …).
 */
export async function startIntakeServer(env: Record<string, string>): Promise<RunningIntake> {
  const started = await startIntakeServerOrExit(env)
  if ('exitCode' in started) throw new Error(`Server beendet (Code ${started.exitCode}):\n${started.output}`)
  return started
}

/** Like startIntakeServer, but a server that refuses to start is a result: its exit code and output. */
export async function startIntakeServerOrExit(
  env: Record<string, string>,
): Promise<RunningIntake | { exitCode: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SITE_DIR: DIST, SMTP_HOST: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))

  const origin = await new Promise<string | null>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Server startete nicht:\n${output}`)), 30_000)
    const check = () => {
      const match = /Website läuft auf (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve(match[1]!)
      }
    }
    child.stdout!.on('data', check)
    void exited.then(() => {
      clearTimeout(timer)
      resolve(null)
    })
  })
  if (origin === null) return { exitCode: child.exitCode, output }

  return {
    origin,
    exited,
    output: () => output,
    process: child,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      await exited
    },
  }
}

/** One real server with its own temporary database for a whole test file, stopped and removed afterwards. */
export function useIntakeServer(
  env: Record<string, string> = {},
  prefix = 'anfragen-',
): { server: () => RunningIntake; databaseUrl: string } {
  const database = tempDatabase(prefix)
  let server: RunningIntake | undefined
  beforeAll(async () => {
    server = await startIntakeServer({ INTAKE_DB: database.url, ...env })
  })
  afterAll(async () => {
    await server?.stop()
    database.remove()
  })
  return { server: () => server!, databaseUrl: database.url }
}

/** Opens the database (as a second client, like an export would), reads, and closes it again. */
export async function withStore<T>(url: string, read: (store: RequestStore) => Promise<T>): Promise<T> {
  const store = await openStore(url)
  try {
    return await read(store)
  } finally {
    store.close()
  }
}

/** A complete, valid submission as the form sends it (URL-encoded field names). */
export function validSubmission(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: 'Jörg Müller-Weiß',
    rueckruf: 'nachmittags',
    email: 'joerg.mueller@example.com',
    telefon: '030 23125999',
    firma: 'Praxis Dr. Müller',
    strasse: 'Große Straße 1',
    plz: '10115',
    ort: 'Berlin',
    leistung: 'Praxisreinigung',
    flaeche: '100–500 m²',
    haeufigkeit: 'mehrmals wöchentlich',
    beginn: '',
    nachricht: 'Bitte früh morgens, vor 07:00 Uhr.\nZwei Behandlungsräume mit Linoleum.',
    seite: '/kontakt',
    ...overrides,
  }
}
