// SIGTERM in the middle of a burst: every request the server accepted is answered
// and stored, the process exits 0, and the WAL is folded into the database. With notification mails
// waiting, the outbox stops after the mail under way instead of overrunning the deadline; the others go
// out after the restart, each once. Figures are printed.
import { randomUUID } from 'node:crypto'
import { existsSync, statSync } from 'node:fs'
import http from 'node:http'
import { afterAll, describe, expect, it } from 'vitest'
import { startIntakeServer, tempDatabase, validSubmission, withStore } from '../support/intake-server.ts'
import { parseMail, startSmtp } from '../support/mail.ts'
import { freePort } from '../support/ports.ts'
import { sampleQuote } from '../support/quote-request.ts'

const BURST = 300
const database = tempDatabase('anfragen-stopp-')
afterAll(() => database.remove())

type Outcome = { id: string; status: number } | { id: string; error: string }

/** One POST on a connection of its own (no pool), so every request's fate is its own. */
function post(origin: URL, id: string, index: number, onAnswer: () => void): Promise<Outcome> {
  const body = JSON.stringify({ ...validSubmission({ name: `Stopp ${index}` }), anfrage_id: id })
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
      // all clients share this machine's address: the per-address limits are lifted for them
      const server = await startIntakeServer({
        INTAKE_DB: database.url,
        RATE_LIMIT: '100000',
        MAX_CONNECTIONS_PER_IP: '1000',
      })
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

describe('SIGTERM with notification mails waiting', () => {
  // scaled down from the 300 mails of scripts/probe-intake-faults.ts so the test takes seconds: one pass
  // of the old outbox (up to 200 mails, 20 ms each here) still outlasted this deadline
  const WAITING = 30
  const DEADLINE_MS = 500
  const mailDatabase = tempDatabase('anfragen-stopp-mails-')
  afterAll(() => mailDatabase.remove())

  it(
    `stops between two of ${WAITING} waiting mails within the deadline; the rest go out once after the restart`,
    { timeout: 90_000 },
    async () => {
      await withStore(mailDatabase.url, async (store) => {
        for (let index = 0; index < WAITING; index++)
          await store.saveRequest(sampleQuote({ name: `Wartend ${index}` }), { seite: '/kontakt' })
      })
      const smtpPort = await freePort()
      // a mail server that takes 20 ms per mail: before the fix one pass (200 mails) outlasted the deadline
      let delayMs = 20
      const smtp = await startSmtp(smtpPort, { delayMs: () => delayMs })
      const env = {
        INTAKE_DB: mailDatabase.url,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtpPort),
        SMTP_INSECURE: 'true',
        MAIL_TO: 'buero@example.com',
        SHUTDOWN_TIMEOUT_MS: String(DEADLINE_MS),
      }
      try {
        const server = await startIntakeServer(env)
        await expect.poll(() => smtp.received.length, { timeout: 30_000, interval: 10 }).toBeGreaterThanOrEqual(3)
        const signalled = performance.now()
        server.process.kill('SIGTERM')
        const exitCode = await server.exited
        const stopMs = performance.now() - signalled
        const sentBefore = smtp.received.length
        const pending = await withStore(mailDatabase.url, (store) => store.pendingMailCount())
        console.log(
          `SIGTERM mit ${WAITING} wartenden Mails (Frist ${DEADLINE_MS / 1000} s, 20 ms je Mail): beendet nach ` +
            `${(stopMs / 1000).toFixed(2)} s, Exit-Code ${exitCode}; gesendet ${sentBefore}, wartend ${pending}`,
        )
        expect(server.output()).not.toContain('endete nicht innerhalb')
        expect(server.output()).toContain('Server sauber beendet.')
        expect(exitCode).toBe(0)
        expect(pending).toBe(WAITING - sentBefore)
        expect(pending).toBeGreaterThan(0)

        delayMs = 0
        const restarted = await startIntakeServer(env)
        await expect
          .poll(() => smtp.received.length, { timeout: 60_000, interval: 100 })
          .toBeGreaterThanOrEqual(WAITING)
        await new Promise((resolve) => setTimeout(resolve, 300)) // nothing more comes
        await restarted.stop()
        const numbers = smtp.received.map((mail) => /Anfrage-Nr\.: (\S+)/.exec(parseMail(mail.raw).text)?.[1])
        console.log(`Nach dem Neustart: ${numbers.length} Mails, ${new Set(numbers).size} verschiedene Anfragen`)
        expect(numbers).toHaveLength(WAITING)
        expect(new Set(numbers).size).toBe(WAITING)
        expect(await withStore(mailDatabase.url, (store) => store.pendingMailCount())).toBe(0)
      } finally {
        await smtp.close()
      }
    },
  )
})
