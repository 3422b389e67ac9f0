// Slow and idle clients: request, headers and keep-alive timeouts and a connection
// cap. The server runs with short limits from the environment so the test takes seconds; the defaults
// (10–15 s) are checked on the settings. Measured times are printed, bounds are generous.
import net from 'node:net'
import { describe, expect, it } from 'vitest'
import { DEFAULT_HTTP_LIMITS, readServerSettings } from '../../server/server-settings.ts'
import { useIntakeServer, validSubmission } from '../support/intake-server.ts'

const REQUEST_TIMEOUT_MS = 2000
const HEADERS_TIMEOUT_MS = 1000
const MAX_CONNECTIONS = 40
const intake = useIntakeServer(
  {
    RATE_LIMIT: '100000',
    HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
    HTTP_KEEPALIVE_TIMEOUT_MS: '1000',
    MAX_CONNECTIONS: String(MAX_CONNECTIONS),
  },
  'anfragen-langsam-',
)

interface Held {
  /** ms from connecting until the server answered or closed */
  ms: number
  /** what the server sent back */
  reply: string
}

/** Connects, writes `head` at once, then one byte of `trickle` per second until the server answers or closes. */
function trickle(head: string, drip: string, giveUpMs: number): Promise<Held> {
  const origin = new URL(intake.server().origin)
  return new Promise((resolve) => {
    const started = performance.now()
    const socket = net.connect(Number(origin.port), origin.hostname)
    let reply = ''
    let index = 0
    const timer = setInterval(() => {
      if (index < drip.length && !socket.destroyed) socket.write(drip[index++]!)
    }, 1000)
    const done = () => {
      clearInterval(timer)
      clearTimeout(giveUp)
      resolve({ ms: performance.now() - started, reply })
    }
    const giveUp = setTimeout(() => {
      socket.destroy()
      done()
    }, giveUpMs)
    socket.on('connect', () => socket.write(head))
    socket.on('data', (chunk) => (reply += chunk.toString('latin1')))
    socket.on('error', () => {})
    socket.on('close', done)
  })
}

const postHead = (length: number) =>
  `POST /api/anfrage HTTP/1.1\r\nHost: ${new URL(intake.server().origin).host}\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`

describe('slow clients', () => {
  it('uses request, headers and keep-alive timeouts of 10–15 s and a connection cap by default', () => {
    const parsed = readServerSettings({})
    expect(parsed.ok && parsed.settings.http).toEqual(DEFAULT_HTTP_LIMITS)
    for (const ms of [
      DEFAULT_HTTP_LIMITS.requestTimeoutMs,
      DEFAULT_HTTP_LIMITS.headersTimeoutMs,
      DEFAULT_HTTP_LIMITS.keepAliveTimeoutMs,
    ]) {
      expect(ms).toBeGreaterThanOrEqual(10_000)
      expect(ms).toBeLessThanOrEqual(15_000)
    }
    expect(DEFAULT_HTTP_LIMITS.maxConnections).toBeGreaterThanOrEqual(500) // the load test sends 500 at once
    expect(readServerSettings({ HTTP_REQUEST_TIMEOUT_MS: 'bald' })).toEqual({
      ok: false,
      problems: ['HTTP_REQUEST_TIMEOUT_MS muss eine ganze Zahl ab 100 sein, z. B. HTTP_REQUEST_TIMEOUT_MS=15000'],
    })
  })

  it('answers a body sent at 1 byte/s with 408 once the request timeout is over', { timeout: 20_000 }, async () => {
    const held = await trickle(postHead(1000), '{"vorname":"Jörg"'.repeat(10), 12_000)
    console.log(
      `Körper mit 1 Byte/s: nach ${(held.ms / 1000).toFixed(1)} s beantwortet (${held.reply.split('\r\n')[0] || 'ohne Antwort getrennt'}), Grenze ${REQUEST_TIMEOUT_MS / 1000} s`,
    )
    expect(held.reply).toMatch(/^HTTP\/1\.1 408 /)
    expect(held.ms).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100)
    expect(held.ms).toBeLessThan(REQUEST_TIMEOUT_MS + 2500)
  })

  it(
    'drops a client that sends its headers at 1 byte/s once the headers timeout is over',
    {
      timeout: 20_000,
    },
    async () => {
      const held = await trickle('POST /api/anfrage HTTP/1.1\r\n', `X-Langsam: ${'a'.repeat(30)}`, 12_000)
      console.log(
        `Kopfzeilen mit 1 Byte/s: nach ${(held.ms / 1000).toFixed(1)} s getrennt (${held.reply.split('\r\n')[0] || 'ohne Antwort'}), Grenze ${HEADERS_TIMEOUT_MS / 1000} s`,
      )
      expect(held.ms).toBeLessThan(HEADERS_TIMEOUT_MS + 2500)
    },
  )

  it(
    'closes connections over the cap at once and serves normal requests again when the idle ones are gone',
    {
      timeout: 20_000,
    },
    async () => {
      const origin = new URL(intake.server().origin)
      const sockets = Array.from({ length: MAX_CONNECTIONS + 20 }, () => {
        const socket = net.connect(Number(origin.port), origin.hostname)
        socket.on('error', () => {})
        // read what the server sends, so its closing is noticed
        socket.resume()
        // idle partial POSTs, as in the report
        socket.on('connect', () => socket.write(postHead(500)))
        return socket
      })
      await new Promise((resolve) => setTimeout(resolve, 700))
      const closedAtOnce = sockets.filter((socket) => socket.destroyed || socket.readyState === 'closed').length
      console.log(
        `${sockets.length} halbe POSTs bei MAX_CONNECTIONS=${MAX_CONNECTIONS}: ${closedAtOnce} sofort getrennt`,
      )
      expect(closedAtOnce).toBeGreaterThanOrEqual(20)

      // the partial POSTs end with the request timeout; then a normal request goes through
      await expect
        .poll(() => sockets.every((socket) => socket.destroyed || socket.readyState === 'closed'), {
          timeout: 8000,
          interval: 100,
        })
        .toBe(true)
      const response = await fetch(`${intake.server().origin}/api/anfrage`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: intake.server().origin },
        body: JSON.stringify({ ...validSubmission(), anfrage_id: crypto.randomUUID() }),
      })
      expect(response.status).toBe(201)
    },
  )
})
