// Bounded load test of the quote intake (POST /api/anfrage), on this machine only:
//   npx tsx scripts/load-test-intake.ts [--count 500] [--concurrency 500]
// Run directly, it starts the real server (`server/start.ts`) with a temporary database,
// RATE_LIMIT=100000 and MAX_CONNECTIONS_PER_IP=100000 (all clients share one address), sends the submissions, then checks the database: every anfrage_id stored exactly
// once, as many rows as sent. Exit code 1 on any mismatch. It never sends to another host.
import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'

export interface LoadTestOptions {
  /** server origin, e.g. http://127.0.0.1:43125; only loopback hosts are accepted */
  origin: string
  /** number of submissions */
  count: number
  /** requests in flight at once (default: count, i.e. all at once) */
  concurrency?: number
  /** anfrage_ids to send (resubmitting the same ids tests idempotency); default: fresh UUIDs */
  ids?: string[]
}

export interface LoadTestResult {
  sent: number
  /** HTTP status → number of answers; 0 counts requests that got no answer (connection error) */
  statuses: Record<number, number>
  seconds: number
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  /** the anfrage_id of every submission, in sending order */
  ids: string[]
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]'])

/** Throws unless the origin is http(s) on a loopback host: a load test must never hit a real server. */
export function assertLoopback(origin: string): URL {
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    throw new Error(`Ungültige Adresse für den Lasttest: ${origin}`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`Lasttest nur über http(s), nicht ${url.protocol}`)
  if (!LOOPBACK_HOSTS.has(url.hostname.toLowerCase())) {
    throw new Error(`Lasttest nur gegen diesen Rechner (127.0.0.1, localhost, ::1), nicht gegen ${url.hostname}`)
  }
  return url
}

const FIRST_NAMES = [
  'Jörg',
  'Jürgen',
  'Björn',
  'Sören',
  'Änne',
  'Ülkü',
  'Özlem',
  'Käthe',
  'Günther',
  'Bärbel',
  'Dörte',
  'Lüder',
]
const LAST_NAMES = [
  'Müller',
  'Schäfer',
  'Weiß',
  'Böhm',
  'Kühn',
  'Löwe',
  'Jäger',
  'Strauß',
  'Groß-Öztürk',
  'Fuß',
  'Nüßlein',
  'Händel',
]
const SERVICES = [
  'Büroreinigung',
  'Praxisreinigung',
  'Treppenhausreinigung',
  'Glas- und Fassadenreinigung',
  'Küchenreinigung',
]
const AREAS = ['unter 100 m²', '100–500 m²', '500–1.000 m²', 'über 1.000 m²']
const FREQUENCIES = ['einmalig', 'täglich', 'mehrmals wöchentlich', 'wöchentlich', '14-täglich', 'monatlich']

/** A valid JSON submission; the content depends only on the index, so a resubmit sends the same data. */
export function loadSubmission(index: number, anfrageId: string): Record<string, string | boolean> {
  const pick = <T>(list: readonly T[], salt = 0) => list[(index + salt) % list.length]!
  const nachname = pick(LAST_NAMES, Math.floor(index / FIRST_NAMES.length))
  return {
    anfrage_id: anfrageId,
    name: `${pick(FIRST_NAMES)} ${nachname}`,
    rueckruf: pick(['', 'vormittags', 'nachmittags', 'abends']),
    email: `kunde${index}@example.com`,
    telefon: `030 ${String(1_000_000 + index)}`,
    firma: index % 3 === 0 ? '' : `${nachname} & Söhne GmbH`,
    strasse: `Große Straße ${1 + (index % 200)}`,
    plz: String(10115 + (index % 900)).padStart(5, '0'),
    ort: index % 2 === 0 ? 'Berlin' : 'Düsseldorf',
    leistung: pick(SERVICES),
    flaeche: pick(AREAS),
    haeufigkeit: pick(FREQUENCIES),
    beginn: '',
    nachricht: `Lasttest Nr. ${index}: Grüße an das Büro – bitte früh morgens reinigen.`,
    datenschutz: true,
    website_url: '',
    seite: '/anfrage',
  }
}

interface Transport {
  fetch: (url: string, init: RequestInit & { dispatcher?: unknown }) => Promise<Response>
  close: () => Promise<void>
}

/**
 * undici (if installed) with an agent that allows as many connections as requests in flight; otherwise
 * Node's global fetch (whose default agent does not cap connections per origin either).
 */
async function openTransport(connections: number): Promise<Transport> {
  const moduleName = 'undici' // not a literal import: undici is only an indirect dependency
  try {
    const undici = (await import(moduleName)) as {
      Agent: new (options: { connections: number }) => { close(): Promise<void> }
      fetch: (url: string, init: unknown) => Promise<Response>
    }
    const dispatcher = new undici.Agent({ connections })
    return { fetch: (url, init) => undici.fetch(url, { ...init, dispatcher }), close: () => dispatcher.close() }
  } catch {
    return { fetch: (url, init) => fetch(url, init), close: async () => {} }
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[rank]!
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits

/** Sends `count` valid JSON submissions, each with its own anfrage_id, `concurrency` at a time. */
export async function runLoadTest(options: LoadTestOptions): Promise<LoadTestResult> {
  const base = assertLoopback(options.origin)
  const count = options.ids?.length ?? options.count
  if (!Number.isInteger(count) || count < 1) throw new Error(`Anzahl muss eine positive ganze Zahl sein: ${count}`)
  if (options.ids && options.ids.length !== options.count) throw new Error('ids und count passen nicht zusammen')
  const concurrency = Math.min(count, Math.max(1, Math.floor(options.concurrency ?? count)))
  const ids = options.ids ? [...options.ids] : Array.from({ length: count }, () => randomUUID())
  const endpoint = new URL('/api/anfrage', base).href
  const bodies = ids.map((id, index) => JSON.stringify(loadSubmission(index, id)))

  const transport = await openTransport(concurrency)
  const statuses: Record<number, number> = {}
  const latencies: number[] = []
  let next = 0
  const worker = async () => {
    while (next < count) {
      const index = next++
      const started = performance.now()
      let status: number
      try {
        const response = await transport.fetch(endpoint, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: base.origin },
          body: bodies[index]!,
        })
        await response.arrayBuffer()
        status = response.status
      } catch {
        status = 0
      }
      latencies.push(performance.now() - started)
      statuses[status] = (statuses[status] ?? 0) + 1
    }
  }

  const started = performance.now()
  try {
    await Promise.all(Array.from({ length: concurrency }, worker))
  } finally {
    await transport.close()
  }
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  return {
    sent: count,
    statuses,
    seconds: round(seconds, 3),
    requestsPerSecond: round(count / seconds),
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
    ids,
  }
}

/** How the stored rows compare with the ids that were sent. */
export function compareStored(
  sentIds: string[],
  storedIds: (string | null)[],
): { stored: number; duplicates: number; missing: number; unknown: number } {
  const counts = new Map<string, number>()
  let unknown = 0
  const sent = new Set(sentIds)
  for (const id of storedIds) {
    if (id === null || !sent.has(id)) unknown += 1
    else counts.set(id, (counts.get(id) ?? 0) + 1)
  }
  let duplicates = 0
  for (const n of counts.values()) if (n > 1) duplicates += n - 1
  const missing = [...sent].filter((id) => !counts.has(id)).length
  return { stored: storedIds.length, duplicates, missing, unknown }
}

function table(rows: [string, string | number][]): string {
  const width = Math.max(...rows.map(([label]) => label.length))
  return rows.map(([label, value]) => `  ${label.padEnd(width)}  ${String(value).padStart(10)}`).join('\n')
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      count: { type: 'string', default: '500' },
      concurrency: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: false,
  })
  if (values.help) {
    console.log('Aufruf: npx tsx scripts/load-test-intake.ts [--count 500] [--concurrency 500]')
    return 0
  }
  const count = Number(values.count)
  const concurrency = values.concurrency === undefined ? undefined : Number(values.concurrency)
  if (!Number.isInteger(count) || count < 1 || count > 100_000) throw new Error('--count: ganze Zahl von 1 bis 100000')
  if (concurrency !== undefined && (!Number.isInteger(concurrency) || concurrency < 1))
    throw new Error('--concurrency: positive ganze Zahl')

  // loaded only here: the test helpers need the build in dist/client
  const { startIntakeServer, tempDatabase } = await import('../tests/support/intake-server.ts')
  const { openStore } = await import('../server/intake/store.ts')
  const db = tempDatabase('lasttest-')
  // every simulated visitor comes from this machine's one address: lift the per-address limits
  const server = await startIntakeServer({ INTAKE_DB: db.url, RATE_LIMIT: '100000', MAX_CONNECTIONS_PER_IP: '100000' })
  try {
    console.log(`Lasttest: ${count} Anfragen an ${server.origin}/api/anfrage (gleichzeitig: ${concurrency ?? count}) …`)
    const result = await runLoadTest({
      origin: server.origin,
      count,
      ...(concurrency === undefined ? {} : { concurrency }),
    })
    const store = await openStore(db.url)
    let check: ReturnType<typeof compareStored>
    try {
      check = compareStored(
        result.ids,
        (await store.listRequests()).map((row) => row.anfrageId),
      )
    } finally {
      store.close()
    }
    const answered201 = result.statuses[201] ?? 0
    console.log(
      table([
        ['Anfragen', result.sent],
        ['Dauer s', result.seconds.toFixed(2)],
        ['Anfragen/s', result.requestsPerSecond.toFixed(1)],
        ['p50 ms', result.p50Ms.toFixed(1)],
        ['p99 ms', result.p99Ms.toFixed(1)],
        ['gespeichert', check.stored],
        ['doppelt', check.duplicates],
        ['fehlend', check.missing],
      ]),
    )
    console.log(
      `  Antworten: ${Object.entries(result.statuses)
        .map(([status, n]) => `${status === '0' ? 'keine Antwort' : status} × ${n}`)
        .join(', ')}`,
    )
    const problems: string[] = []
    if (answered201 !== count) problems.push(`${count - answered201} Anfrage(n) nicht mit 201 beantwortet`)
    if (check.stored !== count) problems.push(`${check.stored} Zeilen gespeichert statt ${count}`)
    if (check.duplicates > 0) problems.push(`${check.duplicates} doppelt gespeichert`)
    if (check.missing > 0) problems.push(`${check.missing} fehlen in der Datenbank`)
    if (check.unknown > 0) problems.push(`${check.unknown} unbekannte Zeile(n) in der Datenbank`)
    if (problems.length > 0) {
      console.error(`FEHLER: ${problems.join('; ')}`)
      return 1
    }
    console.log('OK: jede Anfrage genau einmal gespeichert.')
    return 0
  } finally {
    await server.stop()
    db.remove()
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(`FEHLER: ${error instanceof Error ? error.message : String(error)}`)
      process.exitCode = 1
    },
  )
}
