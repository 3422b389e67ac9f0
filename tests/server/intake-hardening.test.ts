// The real server against smaller faults: honeypot, rate limit behind a proxy, double posts without
// JavaScript, headers and hygiene, and the TLS line at start-up.
import net from 'node:net'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import {
  startIntakeServer,
  tempDatabase,
  validSubmission,
  withStore,
  type RunningIntake,
} from '../support/intake-server.ts'
import { parseMail, startSmtp } from '../support/mail.ts'
import { freePort } from '../support/ports.ts'
import { REQUEST_NUMBER_PATTERN } from '../../server/intake/request-number.ts'

const databases: ReturnType<typeof tempDatabase>[] = []
const servers: RunningIntake[] = []
const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.stop()))
  await Promise.all(closers.splice(0).map((close) => close()))
})
afterAll(() => databases.forEach((database) => database.remove()))

async function setup(env: Record<string, string> = {}) {
  const database = tempDatabase('anfragen-haertung-')
  databases.push(database)
  const server = await startIntakeServer({ INTAKE_DB: database.url, ...env })
  servers.push(server)
  return { database, server }
}

const json = (origin: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${origin}/api/anfrage`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: origin, ...headers },
    body: JSON.stringify(body),
  })
const form = (origin: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${origin}/api/anfrage`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin, ...headers },
    body: new URLSearchParams(fields),
  })
const valid = (overrides: Record<string, unknown> = {}) => ({
  ...validSubmission(),
  anfrage_id: crypto.randomUUID(),
  ...overrides,
})
const stored = (url: string) => withStore(url, (store) => store.listRequests())

describe('honeypot', () => {
  it('catches a honeypot of any type and answers exactly like a stored request, request number included', async () => {
    const { database, server } = await setup()
    const caught = []
    for (const honeypot of [['x'], 1, { a: 'b' }, true, 'https://spam.example'])
      caught.push(await json(server.origin, valid({ website_url: honeypot })))
    const multipart = new FormData()
    for (const [key, value] of Object.entries(validSubmission())) multipart.append(key, value)
    multipart.append('website_url', new Blob(['spam']), 'spam.txt')
    const caughtFile = await fetch(`${server.origin}/api/anfrage`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: server.origin },
      body: multipart,
    })
    expect(caughtFile.status).toBe(303)
    expect(await stored(database.url)).toHaveLength(0)

    const real = await json(server.origin, valid())
    const realBody = (await real.json()) as Record<string, unknown>
    const numbers: unknown[] = []
    for (const response of caught) {
      expect(response.status).toBe(real.status)
      const body = (await response.json()) as Record<string, unknown>
      expect(Object.keys(body).sort()).toEqual(Object.keys(realBody).sort())
      expect(body.weiter).toBe(realBody.weiter)
      numbers.push(body.nummer)
      expect([...response.headers.keys()].sort()).toEqual([...real.headers.keys()].sort())
    }
    // numbers like a real one's: same format, all different, none telling how many came before
    for (const number of [...numbers, realBody.nummer]) expect(number).toMatch(REQUEST_NUMBER_PATTERN)
    expect(new Set([...numbers, realBody.nummer]).size).toBe(6)
    expect(await stored(database.url)).toHaveLength(1)
  })
})

describe('rate limit behind a reverse proxy', () => {
  it('counts per rightmost untrusted X-Forwarded-For entry, so a forged left part does not escape the limit', async () => {
    const { server } = await setup({ TRUST_PROXY: 'true', RATE_LIMIT: '2' })
    const send = (forwardedFor: string) => json(server.origin, valid(), { 'X-Forwarded-For': forwardedFor })
    expect((await send('1.1.1.1, 203.0.113.7')).status).toBe(201)
    expect((await send('2.2.2.2, 203.0.113.7')).status).toBe(201)
    expect((await send('3.3.3.3, 203.0.113.7')).status).toBe(429)
    // our own proxy (loopback) in the chain is skipped
    expect((await send('203.0.113.7, 127.0.0.1')).status).toBe(429)
    expect((await send('203.0.113.8')).status).toBe(201)
  })

  it('groups IPv6 senders by /64', async () => {
    const { server } = await setup({ TRUST_PROXY: 'true', RATE_LIMIT: '2' })
    const send = (forwardedFor: string) => json(server.origin, valid(), { 'X-Forwarded-For': forwardedFor })
    expect((await send('2001:db8:1:2::a')).status).toBe(201)
    expect((await send('2001:db8:1:2:ffff::b')).status).toBe(201)
    expect((await send('2001:db8:1:2::c')).status).toBe(429)
    expect((await send('2001:db8:1:3::a')).status).toBe(201)
  })

  it('ignores X-Forwarded-For without TRUST_PROXY', async () => {
    const { server } = await setup({ RATE_LIMIT: '2' })
    const send = (forwardedFor: string) => json(server.origin, valid(), { 'X-Forwarded-For': forwardedFor })
    expect((await send('1.1.1.1')).status).toBe(201)
    expect((await send('2.2.2.2')).status).toBe(201)
    expect((await send('3.3.3.3')).status).toBe(429)
  })
})

describe('double posts without JavaScript', () => {
  it('stores and mails an identical form post sent twice only once', async () => {
    const port = await freePort()
    const smtp = await startSmtp(port)
    closers.push(smtp.close)
    const { database, server } = await setup({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(port),
      SMTP_INSECURE: 'true',
      MAIL_TO: 'buero@example.com',
      MAIL_INTERVAL_MS: '100',
    })
    const fields = validSubmission({ name: 'Doppelklick' })
    const [first, second] = await Promise.all([form(server.origin, fields), form(server.origin, fields)])
    expect([first!.status, second!.status]).toEqual([303, 303])
    const third = await form(server.origin, fields)
    expect(third.status).toBe(303)
    expect((await stored(database.url)).map((row) => row.name)).toEqual(['Doppelklick'])
    await expect.poll(() => smtp.received.length, { timeout: 10_000, interval: 50 }).toBeGreaterThan(0)
    // several outbox passes later still one mail
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(smtp.received).toHaveLength(1)
    expect(parseMail(smtp.received[0]!.raw).headers.get('message-id')?.[0]).toMatch(
      /^<anfrage-AN-[0-9A-Z]{4}-[0-9A-Z]{2}-\d{17}@example\.com>$/,
    )
  })
})

describe('headers and hygiene', () => {
  it('sends Cross-Origin-Resource-Policy, no interest-cohort, and never lets an intake answer be cached', async () => {
    const { server } = await setup({ RATE_LIMIT: '3' })
    const page = await fetch(`${server.origin}/`)
    expect(page.headers.get('cross-origin-resource-policy')).toBe('same-origin')
    expect(page.headers.get('permissions-policy')).not.toContain('interest-cohort')
    const answers = [
      await json(server.origin, valid()), // 201
      await json(server.origin, { ...valid(), plz: '1' }), // 422
      await form(server.origin, validSubmission()), // 303
      await json(server.origin, valid()), // 429
      await json(server.origin, valid(), { Origin: 'https://evil.example' }), // 403
    ]
    expect(answers.map((response) => response.status)).toEqual([201, 422, 303, 429, 403])
    for (const response of answers) expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('compares the scheme of Origin too: https only when our proxy says the visitor used https', async () => {
    const direct = await setup()
    const host = new URL(direct.server.origin).host
    expect((await json(direct.server.origin, valid(), { Origin: `https://${host}` })).status).toBe(403)
    expect((await json(direct.server.origin, valid(), { Origin: `http://${host}` })).status).toBe(201)

    const proxied = await setup({ TRUST_PROXY: 'true' })
    const proxiedHost = new URL(proxied.server.origin).host
    expect(
      (await json(proxied.server.origin, valid(), { Origin: `https://${proxiedHost}`, 'X-Forwarded-Proto': 'https' }))
        .status,
    ).toBe(201)
    expect(
      (await json(proxied.server.origin, valid(), { Origin: `http://${proxiedHost}`, 'X-Forwarded-Proto': 'https' }))
        .status,
    ).toBe(403)
  })

  it('prints no stack trace when a client aborts in the middle of its upload', async () => {
    const { server } = await setup()
    const origin = new URL(server.origin)
    const head = (type: string, extra: string) =>
      `POST /api/anfrage HTTP/1.1\r\nHost: ${origin.host}\r\nOrigin: ${server.origin}\r\nContent-Type: ${type}\r\n${extra}\r\n`
    const uploads = [
      `${head('application/json', 'Transfer-Encoding: chunked\r\n')}5\r\n{"vor\r\n`,
      `${head('application/x-www-form-urlencoded', 'Transfer-Encoding: chunked\r\n')}5\r\nvorna\r\n`,
      `${head('multipart/form-data; boundary=zz', 'Transfer-Encoding: chunked\r\n')}5\r\n--zz\r\n\r\n`,
      `${head('application/json', 'Content-Length: 5000\r\n')}{"vorname":"J`,
    ]
    for (const upload of uploads) {
      const socket = net.connect(Number(origin.port), origin.hostname)
      socket.on('error', () => {})
      await new Promise((resolve) => socket.once('connect', resolve))
      socket.write(upload)
      await new Promise((resolve) => setTimeout(resolve, 150))
      socket.destroy()
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect((await json(server.origin, valid())).status).toBe(201)
    expect(server.output()).not.toMatch(/^\s+at |Error: aborted/m)
  })
})

describe('TLS to the mail server at start-up', () => {
  it('says whether STARTTLS is required or plain text allowed', async () => {
    const mail = { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(await freePort()), MAIL_TO: 'buero@example.com' }
    const strict = await setup(mail)
    expect(strict.server.output()).toContain('Verbindung zum Mailserver nur mit STARTTLS')
    const relay = await setup({ ...mail, SMTP_INSECURE: 'true' })
    expect(relay.server.output()).toContain(
      'ACHTUNG: SMTP_INSECURE=true – E-Mails und Zugangsdaten dürfen unverschlüsselt zum Mailserver gehen.',
    )
  })
})
