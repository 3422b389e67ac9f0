// One client cannot lock the others out: connections are limited per client address (IPv6 per /64, behind
// our proxy per X-Forwarded-For sender), and at a limit the oldest idle or slow connection makes room.
// Loopback addresses stand for different clients (127.0.0.2 floods, 127.0.0.3 visits). The limits are
// scaled down from the defaults (1,000 / 100) through the environment so the test takes seconds;
// scripts/probe-intake-faults.ts shows the same with the defaults and 1,100 slow connections.
import http from 'node:http'
import net from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { DEFAULT_HTTP_LIMITS } from '../../server/server-settings.ts'
import { startIntakeServer, tempDatabase, type RunningIntake } from '../support/intake-server.ts'

const MAX_CONNECTIONS = 60
const PER_IP = 20
const FLOOD = Math.round(MAX_CONNECTIONS * 1.1)
const cleanup: (() => Promise<void> | void)[] = []
afterAll(async () => {
  for (const step of cleanup.splice(0).reverse()) await step()
})

async function server(env: Record<string, string> = {}): Promise<RunningIntake> {
  const database = tempDatabase('anfragen-verbindungen-')
  const started = await startIntakeServer({
    INTAKE_DB: database.url,
    MAX_CONNECTIONS: String(MAX_CONNECTIONS),
    MAX_CONNECTIONS_PER_IP: String(PER_IP),
    ...env,
  })
  cleanup.push(
    () => database.remove(),
    () => started.stop(),
  )
  return started
}

/** Connections from `from` that send request headers at 1 byte/s, as in the report. */
function slowClients(origin: string, from: (index: number) => string, count: number): net.Socket[] {
  const { hostname, port } = new URL(origin)
  const sockets = Array.from({ length: count }, (_, index) => {
    const socket = net.connect({ host: hostname, port: Number(port), localAddress: from(index) })
    socket.on('error', () => {})
    socket.resume()
    // the request line once connected, then one byte of a header line per second (never before the request line)
    socket.on('connect', () => socket.write('GET / HTTP/1.1\r\nX-Langsam: '))
    return socket
  })
  const drip = setInterval(() => sockets.forEach((socket) => socket.readyState !== 'open' || socket.write('a')), 1000)
  cleanup.push(() => {
    clearInterval(drip)
    sockets.forEach((socket) => socket.destroy())
  })
  return sockets
}
const open = (sockets: net.Socket[]) => sockets.filter((socket) => !socket.destroyed && !socket.closed).length

/** A normal visit: GET / on a new connection from `from`; the status, or the error code. */
function visit(origin: string, from: string, headers: Record<string, string> = {}): Promise<number | string> {
  return new Promise((resolve) => {
    const request = http.get(`${origin}/`, { localAddress: from, agent: false, headers, timeout: 5000 }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
    })
    request.on('timeout', () => request.destroy(new Error('ETIMEDOUT')))
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function visitsDuring(origin: string, from: string, count: number): Promise<(number | string)[]> {
  const results: (number | string)[] = []
  for (let index = 0; index < count; index++) {
    results.push(await visit(origin, from))
    await sleep(100)
  }
  return results
}

describe('connection fairness', () => {
  it('has a per-address limit below the global cap by default', () => {
    expect(DEFAULT_HTTP_LIMITS.maxConnectionsPerAddress).toBeLessThan(DEFAULT_HTTP_LIMITS.maxConnections)
    expect(DEFAULT_HTTP_LIMITS.maxConnectionsPerAddress).toBeGreaterThanOrEqual(6 * 10) // an office of browsers
  })

  it(
    `one address with ${FLOOD} slow connections (1.1 × the cap) keeps ${PER_IP}; a visitor from elsewhere gets every page`,
    { timeout: 30_000 },
    async () => {
      const { origin } = await server()
      const flood = slowClients(origin, () => '127.0.0.2', FLOOD)
      await sleep(1000)
      const results = await visitsDuring(origin, '127.0.0.3', 10)
      const held = open(flood)
      console.log(
        `${FLOOD} langsame Verbindungen von 127.0.0.2 (Grenze ${MAX_CONNECTIONS}, je Adresse ${PER_IP}): ` +
          `davon offen ${held}; Besuche von 127.0.0.3: ${results.filter((status) => status === 200).length} von ${results.length} bedient`,
      )
      expect(results).toEqual(Array(10).fill(200))
      expect(held).toBeLessThanOrEqual(PER_IP)
      expect(held).toBeGreaterThan(0)
    },
  )

  it(
    `${FLOOD} slow connections from ${FLOOD} addresses fill the global cap; the oldest make room for visitors`,
    { timeout: 30_000 },
    async () => {
      const { origin } = await server()
      const flood = slowClients(origin, (index) => `127.0.1.${index + 1}`, FLOOD)
      await sleep(1000)
      const results = await visitsDuring(origin, '127.0.0.3', 10)
      const held = open(flood)
      console.log(
        `${FLOOD} langsame Verbindungen von ${FLOOD} Adressen (Grenze ${MAX_CONNECTIONS}): davon offen ${held}; ` +
          `Besuche: ${results.filter((status) => status === 200).length} von ${results.length} bedient`,
      )
      expect(results).toEqual(Array(10).fill(200))
      expect(held).toBeLessThanOrEqual(MAX_CONNECTIONS)
    },
  )

  it(
    'behind our proxy, counts the X-Forwarded-For sender: one sender’s idle connections give way, another’s stay',
    { timeout: 30_000 },
    async () => {
      const { origin } = await server({ TRUST_PROXY: 'true' })
      const sockets = new Map<string, Set<net.Socket>>()
      const get = (sender: string) =>
        new Promise<number>((resolve, reject) => {
          // each request on a connection of its own, kept alive afterwards (idle)
          const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
          cleanup.push(() => agent.destroy())
          const request = http.get(`${origin}/`, { agent, headers: { 'X-Forwarded-For': sender } }, (response) => {
            response.resume()
            response.on('end', () => resolve(response.statusCode ?? 0))
          })
          request.on('socket', (socket: net.Socket) => {
            const set = sockets.get(sender) ?? new Set()
            sockets.set(sender, set.add(socket))
          })
          request.on('error', reject)
        })
      for (let index = 0; index < PER_IP + 5; index++) expect(await get('203.0.113.7')).toBe(200)
      for (let index = 0; index < 5; index++) expect(await get('203.0.113.8')).toBe(200)
      await sleep(200)
      const stillOpen = (sender: string) =>
        [...(sockets.get(sender) ?? [])].filter((socket) => !socket.destroyed).length
      console.log(
        `Hinter dem Proxy: ${PER_IP + 5} ruhende Verbindungen für 203.0.113.7 – offen ${stillOpen('203.0.113.7')}; ` +
          `5 für 203.0.113.8 – offen ${stillOpen('203.0.113.8')}`,
      )
      expect(stillOpen('203.0.113.7')).toBe(PER_IP)
      expect(stillOpen('203.0.113.8')).toBe(5)
    },
  )
})
