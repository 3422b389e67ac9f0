// Fault probe of the quote intake (`npm start`), on this machine only: the faults a data-protection
// officer or a penetration tester would try, each measured as one figure.
//   npx tsx scripts/probe-intake-faults.ts [--before <git-ref or folder>] [--only loeschen,csp,…]
// It starts the real server (`server/start.ts`) with temporary databases and serves this checkout's build
// (dist/client, so build first). With --before, every probe runs first against an older version of the
// server code (a git ref is checked out into a temporary clone that shares this checkout's node_modules),
// and the table shows both figures. Probes:
//   loeschen   bytes of 20 deleted requests left in anfragen.db, -wal, -shm after npm run anfragen-loeschen
//   csp        hashes in the CSP of the re-shown form (422) that are not the page's own scripts
//   flut       normal visits from another address served while one address holds 1,100 slow connections
//   utf8       stored „�“ after bodies with invalid UTF-8 (every field × format, plus 1,000 fuzzed bodies)
//   stopp      time from SIGTERM to exit with 300 mails waiting; timeout warning; mails after restart
//   port       lines printed when the port is taken
//   nummer     the request numbers two consecutive requests are told
import { CLIENT_DIR } from '../engine/build/output-paths.ts'
import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { createClient } from '@libsql/client'
import { load } from 'cheerio'
import { createHash } from 'node:crypto'

const HERE = path.resolve('.')
const SITE_DIR = path.resolve(CLIENT_DIR)
const PROBES = ['loeschen', 'csp', 'flut', 'utf8', 'stopp', 'port', 'nummer'] as const
type Probe = (typeof PROBES)[number]
type Figure = { value: string; detail: string }

// ---------- a server of the given project ----------

interface Running {
  origin: string
  output: () => string
  process: ChildProcess
  stop: (signal?: NodeJS.Signals) => Promise<number | null>
  exited: Promise<number | null>
}

/** `node --import tsx server/start.ts` in `project`, with this checkout's build; resolves once it listens or ends. */
async function startServer(
  project: string,
  env: Record<string, string>,
): Promise<Running | { exitCode: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: project,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SITE_DIR, SMTP_HOST: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const origin = await new Promise<string | null>((resolve) => {
    const check = () => {
      const match = /Website läuft auf (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
      if (match) resolve(match[1]!)
    }
    child.stdout!.on('data', check)
    void exited.then(() => resolve(null))
  })
  if (origin === null) return { exitCode: await exited, output }
  return {
    origin,
    output: () => output,
    process: child,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      return exited
    },
  }
}

async function started(project: string, env: Record<string, string>): Promise<Running> {
  const result = await startServer(project, env)
  if ('exitCode' in result) throw new Error(`Server startete nicht (Code ${result.exitCode}):\n${result.output}`)
  return result
}

function tempDatabase(): { url: string; file: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'fehlerprobe-'))
  const file = path.join(dir, 'anfragen.db')
  return { url: `file:${file}`, file, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function submission(overrides: Record<string, string> = {}): Record<string, string> {
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
    nachricht: 'Bitte früh morgens, vor 07:00 Uhr.',
    datenschutz: 'on',
    seite: '/kontakt',
    ...overrides,
  }
}

async function postForm(origin: string, fields: Record<string, string>): Promise<Response> {
  return fetch(`${origin}/api/anfrage`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
    body: new URLSearchParams(fields),
  })
}

async function postBytes(origin: string, type: string, body: Uint8Array<ArrayBuffer>, json: boolean) {
  return fetch(`${origin}/api/anfrage`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': type, Origin: origin, ...(json ? { Accept: 'application/json' } : {}) },
    body,
  })
}

// ---------- the probes ----------

async function probeDeletion(project: string): Promise<Figure> {
  const database = tempDatabase()
  const marker = `LOESCHPROBE${Date.now()}`
  const server = await started(project, { INTAKE_DB: database.url, RATE_LIMIT: '100000' })
  const hits = () => {
    const count = (file: string) =>
      existsSync(file) ? readFileSync(file).toString('latin1').split(marker).length - 1 : 0
    return { db: count(database.file), wal: count(`${database.file}-wal`), shm: count(`${database.file}-shm`) }
  }
  try {
    for (let index = 0; index < 20; index++) {
      const response = await postForm(
        server.origin,
        submission({ name: `${marker} Kunde ${index}`, nachricht: `${marker} Bitte auch die Fensterbänke.` }),
      )
      if (response.status !== 303) throw new Error(`Anfrage ${index}: Status ${response.status}`)
    }
    // as SQLite does on its own after 1,000 pages: the requests are in the database file too
    const client = createClient({ url: database.url })
    await client.execute('PRAGMA wal_checkpoint(TRUNCATE)')
    client.close()
    // --before is midnight in Berlin: two UTC days ahead is after now at any hour
    const dayAfterNow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)
    const said = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/delete-requests.ts', '--db', database.url, '--before', dayAfterNow],
      { cwd: project, encoding: 'utf8' },
    ).trim()
    const afterDeletion = hits()
    await server.stop()
    const afterStop = hits()
    const total = afterDeletion.db + afterDeletion.wal + afterDeletion.shm
    return {
      value: String(total),
      detail: `„${said}“ – Treffer db/wal/shm ${afterDeletion.db}/${afterDeletion.wal}/${afterDeletion.shm}, nach dem Beenden ${afterStop.db}/${afterStop.wal}/${afterStop.shm}`,
    }
  } finally {
    await server.stop()
    database.remove()
  }
}

const SCRIPT_TEXTS = [
  '<script>alert(1)</script>',
  '"><script>alert(2)</script>',
  "'><script>alert(3)</script>",
  '</textarea><script>alert(4)</script>',
  '</title><script>alert(5)</script>',
  '</script><script>alert(6)</script>',
  '<script type="application/ld+json">{"alert":8}</script>',
]
const FIELDS = Object.keys(submission()).filter((field) => field !== 'seite')

async function probeCsp(project: string): Promise<Figure> {
  const database = tempDatabase()
  const server = await started(project, { INTAKE_DB: database.url, RATE_LIMIT: '100000' })
  try {
    const page = '/kontakt'
    const $ = load(readFileSync(path.join(SITE_DIR, page, 'index.html'), 'utf8'))
    const own = new Set(
      $('script:not([src])')
        .map((_, element) => `'sha256-${createHash('sha256').update($(element).text(), 'utf8').digest('base64')}'`)
        .get(),
    )
    let foreign = 0
    let posts = 0
    for (const [index, text] of SCRIPT_TEXTS.entries()) {
      const fields = Object.fromEntries(FIELDS.map((field) => [field, `${text} ${field} ${index}`]))
      const response = await postForm(server.origin, { ...fields, seite: page })
      await response.arrayBuffer()
      if (response.status !== 422) throw new Error(`Skript-Text ${index}: Status ${response.status}`)
      posts++
      const scriptSrc = /script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? ''
      foreign += scriptSrc.split(/\s+/).filter((source) => source.startsWith("'sha256-") && !own.has(source)).length
    }
    return {
      value: String(foreign),
      detail: `${posts} Formulare (ohne JavaScript) mit Skript-Text in allen ${FIELDS.length} Feldern, Seite ${page}`,
    }
  } finally {
    await server.stop()
    database.remove()
  }
}

async function probeFlood(project: string): Promise<Figure> {
  const database = tempDatabase()
  // the defaults: 1,000 connections, headers within 10 s
  const server = await started(project, { INTAKE_DB: database.url })
  const { port } = new URL(server.origin)
  const FLOOD = 1100
  const sockets = Array.from({ length: FLOOD }, () => {
    const socket = net.connect({ host: '127.0.0.1', port: Number(port), localAddress: '127.0.0.2' })
    socket.on('error', () => {})
    socket.resume()
    // the request line once connected, then one byte of a header line per second (never before the request line)
    socket.on('connect', () => socket.write('GET / HTTP/1.1\r\nX-Langsam: '))
    return socket
  })
  const drip = setInterval(() => sockets.forEach((socket) => socket.readyState !== 'open' || socket.write('a')), 1000)
  try {
    await sleep(1500)
    // connections the server accepted and still holds (not ones still waiting in the kernel's queue)
    const held = sockets.filter((socket) => socket.readyState === 'open' && !socket.destroyed).length
    const results: (number | string)[] = []
    const started = performance.now()
    // 26 visits over about 11 s, the headers timeout and a little more
    for (let index = 0; index < 26; index++) {
      results.push(await visit(server.origin, '127.0.0.3'))
      await sleep(Math.max(0, (index + 1) * 420 - (performance.now() - started)))
    }
    const served = results.filter((status) => status === 200).length
    const failures = [...new Set(results.filter((status) => status !== 200))].join(', ')
    return {
      value: `${served} von ${results.length}`,
      detail: `${FLOOD} Verbindungen von 127.0.0.2 mit 1 Byte/s, davon gehalten ${held}; Besuche von 127.0.0.3 über ${((performance.now() - started) / 1000).toFixed(0)} s${failures ? `, sonst ${failures}` : ''}`,
    }
  } finally {
    clearInterval(drip)
    sockets.forEach((socket) => socket.destroy())
    await server.stop()
    database.remove()
  }
}

function visit(origin: string, from: string): Promise<number | string> {
  return new Promise((resolve) => {
    const request = http.get(`${origin}/`, { localAddress: from, agent: false, timeout: 5000 }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
    })
    request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })))
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
  })
}

/** A small deterministic random source, so every run sends the same fuzzed bodies. */
function seeded(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

async function probeUtf8(project: string): Promise<Figure> {
  const database = tempDatabase()
  const server = await started(project, { INTAKE_DB: database.url, RATE_LIMIT: '1000000' })
  const MARK = 'XXKAPUTTXX'
  const withBytes = (text: string, raw: number[]) => {
    const [before = '', after = ''] = text.split(MARK)
    return new Uint8Array(Buffer.concat([Buffer.from(before), Buffer.from(raw), Buffer.from(after)]))
  }
  const textFields = FIELDS.filter((field) => field !== 'datenschutz')
  const damaged = (field: string) => ({ ...submission(), [field]: `${submission()[field] || 'Text'}${MARK}` })
  const json = (fields: Record<string, string>) => JSON.stringify({ ...fields, datenschutz: true })
  let sent = 0
  let accepted = 0
  const send = async (type: string, body: Uint8Array<ArrayBuffer>) => {
    const response = await postBytes(server.origin, type, body, type === 'application/json')
    await response.arrayBuffer()
    sent++
    if (response.status === 201 || response.status === 303) accepted++
  }
  try {
    for (const field of textFields) {
      await send('application/json', withBytes(json(damaged(field)), [0xff, 0xc3]))
      await send('application/json', new Uint8Array(Buffer.from(json(damaged(field)).replace(MARK, '\\ud800'))))
      await send(
        'application/x-www-form-urlencoded',
        new Uint8Array(Buffer.from(new URLSearchParams(damaged(field)).toString().replace(MARK, '%FF%C3'))),
      )
    }
    // fuzzed: a random text field gets 1–4 random bytes from 0x80–0xFF (some valid UTF-8, most not)
    const random = seeded(22)
    for (let index = 0; index < 1000; index++) {
      const field = textFields[Math.floor(random() * textFields.length)]!
      const raw = Array.from({ length: 1 + Math.floor(random() * 4) }, () => 0x80 + Math.floor(random() * 128))
      await send('application/json', withBytes(json({ ...damaged(field), anfrage_id: crypto.randomUUID() }), raw))
    }
    const client = createClient({ url: database.url })
    const rows = (await client.execute('SELECT * FROM anfragen')).rows
    client.close()
    const broken = rows.filter((row) =>
      Object.values(row).some((value) => typeof value === 'string' && /\uFFFD|\p{Cs}/u.test(value)),
    ).length
    return {
      value: String(broken),
      detail: `${sent} Anfragen mit ungültigem UTF-8 (${textFields.length} Felder × 3 Formate, 1.000 gefuzzt), angenommen ${accepted}`,
    }
  } finally {
    await server.stop()
    database.remove()
  }
}

async function probeShutdown(project: string): Promise<Figure> {
  const { startSmtp, parseMail } = await import('../tests/support/mail.ts')
  const { freePort } = await import('../tests/support/ports.ts')
  const database = tempDatabase()
  const WAITING = 300
  try {
    // 300 requests stored while no mail server is configured: their mails wait in the queue
    const filler = await started(project, {
      INTAKE_DB: database.url,
      RATE_LIMIT: '100000',
      MAX_CONNECTIONS_PER_IP: '100000',
    })
    let next = 0
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (next < WAITING) {
          const index = next++
          const response = await fetch(`${filler.origin}/api/anfrage`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: filler.origin },
            body: JSON.stringify({ ...submission({ name: `Wartend ${index}` }), datenschutz: true }),
          })
          await response.arrayBuffer()
        }
      }),
    )
    await filler.stop()

    // a mail server that takes 100 ms per mail, like one across the internet
    let delayMs = 100
    const smtpPort = await freePort()
    const smtp = await startSmtp(smtpPort, { delayMs: () => delayMs })
    const env = {
      INTAKE_DB: database.url,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      SMTP_INSECURE: 'true',
      MAIL_TO: 'buero@example.com',
    }
    try {
      const server = await started(project, env)
      while (smtp.received.length < 3) await sleep(10)
      const signalled = performance.now()
      server.process.kill('SIGTERM')
      const exitCode = await server.exited
      const seconds = (performance.now() - signalled) / 1000
      const warned = /endete nicht innerhalb/.test(server.output())
      const sentBeforeStop = smtp.received.length

      delayMs = 0
      const restarted = await started(project, env)
      const deadline = Date.now() + 120_000
      while (smtp.received.length < WAITING && Date.now() < deadline) await sleep(100)
      await sleep(1000)
      await restarted.stop()
      const ids = smtp.received.map((mail) => parseMail(mail.raw).headers.get('message-id')?.[0])
      const distinct = new Set(ids).size
      return {
        value: `${seconds.toFixed(1)} s${warned ? ', mit Zeitüberschreitung' : ''}`,
        detail:
          `Frist 10 s, Exit-Code ${exitCode}, vor dem Stopp gesendet ${sentBeforeStop}; nach dem Neustart ` +
          `${smtp.received.length} Mails insgesamt, ${distinct} verschiedene, doppelt ${smtp.received.length - distinct}`,
      }
    } finally {
      await smtp.close()
    }
  } finally {
    database.remove()
  }
}

async function probePort(project: string): Promise<Figure> {
  const database = tempDatabase()
  const taken = net.createServer()
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
  const port = (taken.address() as AddressInfo).port
  try {
    const result = await startServer(project, { INTAKE_DB: database.url, PORT: String(port) })
    if (!('exitCode' in result)) {
      await result.stop()
      return { value: 'gestartet', detail: 'der Server lief trotz belegtem Port' }
    }
    const lines = result.output.trim().split('\n')
    return { value: String(lines.length), detail: `Exit-Code ${result.exitCode}; erste Zeile: ${lines[0]}` }
  } finally {
    taken.close()
    database.remove()
  }
}

async function probeNumber(project: string): Promise<Figure> {
  const database = tempDatabase()
  const server = await started(project, { INTAKE_DB: database.url })
  try {
    const numbers: unknown[] = []
    for (let index = 0; index < 2; index++) {
      const response = await fetch(`${server.origin}/api/anfrage`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: server.origin },
        body: JSON.stringify({ ...submission({ name: `Nummer ${index}` }), datenschutz: true }),
      })
      numbers.push(((await response.json()) as { nummer: unknown }).nummer)
    }
    const sequential = numbers.every((number) => typeof number === 'number')
    return {
      value: numbers.join(', '),
      detail: sequential
        ? 'fortlaufend: zwei Testanfragen verraten die Zahl der Anfragen dazwischen'
        : 'zufällig, verrät nichts',
    }
  } finally {
    await server.stop()
    database.remove()
  }
}

const LABELS: Record<Probe, string> = {
  loeschen: 'Fundstellen gelöschter Daten (grep -a)',
  csp: 'fremde Hashes in der CSP (422)',
  flut: 'Besuche bedient während 1.100 langsamer Verbindungen',
  utf8: 'gespeicherte „�“',
  stopp: 'Stopp mit 300 wartenden Mails',
  port: 'Zeilen bei belegtem Port',
  nummer: 'Anfragenummern zweier Anfragen',
}
const RUN: Record<Probe, (project: string) => Promise<Figure>> = {
  loeschen: probeDeletion,
  csp: probeCsp,
  flut: probeFlood,
  utf8: probeUtf8,
  stopp: probeShutdown,
  port: probePort,
  nummer: probeNumber,
}

/** A folder with the server code of `ref` (a folder is used as it is; a git ref is cloned and checked out). */
function oldVersion(ref: string): { dir: string; remove: () => void } {
  if (existsSync(path.join(ref, 'server', 'start.ts'))) return { dir: path.resolve(ref), remove: () => {} }
  const dir = mkdtempSync(path.join(tmpdir(), 'fehlerprobe-vorher-'))
  execFileSync('git', ['clone', '--quiet', '--shared', HERE, dir])
  execFileSync('git', ['checkout', '--quiet', ref], { cwd: dir })
  symlinkSync(path.join(HERE, 'node_modules'), path.join(dir, 'node_modules'))
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

async function measure(project: string, probe: Probe): Promise<Figure> {
  try {
    return await RUN[probe](project)
  } catch (error) {
    return { value: 'Fehler', detail: (error instanceof Error ? error.message : String(error)).split('\n')[0]! }
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { before: { type: 'string' }, only: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
  })
  if (values.help) {
    console.log(
      'Aufruf: npx tsx scripts/probe-intake-faults.ts [--before <git-ref oder Ordner>] [--only loeschen,csp,…]',
    )
    return 0
  }
  if (!existsSync(path.join(SITE_DIR, 'index.html')))
    throw new Error('Kein Build in dist/client – zuerst npm run build')
  const chosen = values.only === undefined ? [...PROBES] : (values.only.split(',') as Probe[])
  const unknown = chosen.filter((probe) => !PROBES.includes(probe))
  if (unknown.length > 0) throw new Error(`Unbekannte Probe(n): ${unknown.join(', ')} – möglich: ${PROBES.join(', ')}`)

  const before = values.before === undefined ? null : oldVersion(values.before)
  try {
    const rows: { probe: Probe; before: Figure | null; after: Figure }[] = []
    for (const probe of chosen) {
      const old = before === null ? null : await measure(before.dir, probe)
      const now = await measure(HERE, probe)
      rows.push({ probe, before: old, after: now })
      console.log(`${LABELS[probe]}: ${old === null ? '' : `vorher ${old.value} → `}jetzt ${now.value}`)
      if (old !== null) console.log(`  vorher: ${old.detail}`)
      console.log(`  jetzt:  ${now.detail}`)
    }
    console.log('')
    const width = Math.max(...rows.map((row) => LABELS[row.probe].length))
    for (const row of rows)
      console.log(
        `${LABELS[row.probe].padEnd(width)}  ${row.before === null ? '' : `${row.before.value.padStart(22)}  →  `}${row.after.value}`,
      )
    return rows.some((row) => row.after.value === 'Fehler') ? 1 : 0
  } finally {
    before?.remove()
  }
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(`FEHLER: ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 1
  },
)
