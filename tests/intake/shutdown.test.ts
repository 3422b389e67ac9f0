// SIGTERM in the middle of a burst: every request the server accepted is answered
// and stored, the process exits 0, and the WAL is folded into the database. Figures are printed.
import { randomUUID } from 'node:crypto'
import { existsSync, statSync } from 'node:fs'
import http from 'node:http'
import { afterAll, describe, expect, it } from 'vitest'
import { startIntakeServer, tempDatabase, validSubmission, withStore } from '../support/intake-server.ts'

const BURST = 300
const database = tempDatabase('anfragen-stopp-')
afterAll(() => database.remove())

type Outcome = { id: string; status: number } | { id: string; error: string }

/** One POST on a connection of its own (no pool), so every request's fate is its own. */
function post(origin: URL, id: string, index: number, onAnswer: () => void): Promise<Outcome> {
  const body = JSON.stringify({ ...validSubmission({ name: `Stopp ${index}` }), datenschutz: true, anfrage_id: id })
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: origin.hostname,
        port: origin.port,
        path: '/api/anfrage',
        method: 'POST',
        agent: false,
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          Origin: origin.origin,
          'Content-Length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume()
        response.on('end', () => {
          onAnswer()
          resolve({ id, status: response.statusCode ?? 0 })
        })
        response.on('error', (error: NodeJS.ErrnoException) => resolve({ id, error: error.code ?? error.message }))
      },
    )
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ id, error: error.code ?? error.message }))
    request.end(body)
  })
}

describe('SIGTERM during a burst of requests', () => {
  it(
    `answers and stores every accepted request of ${BURST}, exits 0 and leaves no WAL behind`,
    {
      timeout: 60_000,
    },
    async () => {
      const server = await startIntakeServer({ INTAKE_DB: database.url, RATE_LIMIT: '100000' })
      const origin = new URL(server.origin)
      let answered = 0
      let signalled: () => void = () => {}
      const firstAnswers = new Promise<void>((resolve) => (signalled = resolve))
      const outcomes = Promise.all(
        Array.from({ length: BURST }, (_, index) =>
          post(origin, randomUUID(), index, () => {
            if (++answered === 5) signalled()
          }),
        ),
      )
      // the first answers are out: the other requests are in flight when the signal arrives
      await firstAnswers
      server.process.kill('SIGTERM')
      const results = await outcomes
      const exitCode = await server.exited

      const statuses: Record<string, number> = {}
      for (const result of results) {
        const key = 'status' in result ? String(result.status) : result.error
        statuses[key] = (statuses[key] ?? 0) + 1
      }
      const accepted = results.filter(
        (result): result is { id: string; status: number } => 'status' in result && result.status === 201,
      )
      const refused = results.filter((result) => 'error' in result && result.error === 'ECONNREFUSED').length
      const reset = results.length - accepted.length - refused
      const wal = `${database.file}-wal`
      const walBytes = existsSync(wal) ? statSync(wal).size : 0
      console.log(
        `SIGTERM nach den ersten 5 von ${BURST} Antworten: ${JSON.stringify(statuses)} – beantwortet ${accepted.length}, ` +
          `nicht angenommen (ECONNREFUSED) ${refused}, abgebrochen ${reset}; WAL danach ${walBytes} Bytes; Exit-Code ${exitCode}`,
      )

      expect(reset).toBe(0)
      expect(exitCode).toBe(0)
      expect(walBytes).toBe(0)
      expect(server.output()).toContain('Server sauber beendet.')
      const stored = await withStore(
        database.url,
        async (store) => new Set((await store.listRequests()).map((row) => row.anfrageId)),
      )
      for (const { id } of accepted) expect(stored.has(id), `beantwortete Anfrage ${id} gespeichert`).toBe(true)
      expect(stored.size).toBe(accepted.length)
    },
  )
})
