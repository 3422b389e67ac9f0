import { load } from 'cheerio'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { readMailConfig, type MailConfig } from '../../server/intake/mail-config.ts'
import { buildNotification } from '../../server/intake/notification.ts'
import { retryDelayMs, startOutbox, type Outbox } from '../../server/intake/outbox.ts'
import { openStore, type RequestStore } from '../../server/intake/store.ts'
import { parseMail, startSmtp } from '../support/mail.ts'
import { freePort } from '../support/ports.ts'
import { sampleQuote } from '../support/quote-request.ts'

const sampleRequest = sampleQuote()

const dir = mkdtempSync(path.join(tmpdir(), 'anfragen-outbox-'))
let dbCount = 0
const newDbUrl = () => `file:${path.join(dir, `outbox-${++dbCount}.db`)}`
const cleanup: (() => Promise<void> | void)[] = []

const mailConfig = (port: number): MailConfig => ({
  host: '127.0.0.1',
  port,
  secure: false,
  // the test server on loopback offers no STARTTLS (see outbox-faults.test.ts for the TLS rule)
  insecure: true,
  to: ['buero@example.com', 'chef@example.com'],
  from: 'Website <website@example.com>',
})

async function openTracked(url: string): Promise<RequestStore> {
  const store = await openStore(url)
  cleanup.push(() => store.close())
  return store
}

function startTracked(options: Parameters<typeof startOutbox>[0]): Outbox {
  const outbox = startOutbox({ intervalMs: 60_000, ...options })
  cleanup.push(() => outbox.stop())
  return outbox
}

let smtpPort: number
let smtp: Awaited<ReturnType<typeof startSmtp>>

beforeAll(async () => {
  smtpPort = await freePort()
  smtp = await startSmtp(smtpPort)
})

afterEach(async () => {
  // outboxes stop before their stores close (reverse order of creation)
  for (const step of cleanup.splice(0).reverse()) await step()
  smtp.received.length = 0
})

afterAll(async () => {
  await smtp.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('mail outbox', () => {
  it('delivers a queued request to the staff with subject, Reply-To and all fields, and marks it sent', async () => {
    const store = await openTracked(newDbUrl())
    const { id } = await store.saveRequest(sampleRequest, { seite: '/kontakt', anfrageId: 'abc' })
    const logs: string[] = []
    const outbox = startTracked({ store, mail: mailConfig(smtpPort), log: (message) => logs.push(message) })

    expect(await outbox.flush()).toBe(1)
    expect(smtp.received).toHaveLength(1)
    const [delivered] = smtp.received
    expect(delivered!.from).toBe('website@example.com')
    expect(delivered!.to).toEqual(['buero@example.com', 'chef@example.com'])

    const expected = buildNotification((await store.getRequest(id))!)
    const mail = parseMail(delivered!.raw)
    const { nummer } = (await store.getRequest(id))!
    expect(mail.headers.get('subject')).toEqual([`Neue Anfrage ${nummer}: Büroreinigung – Jürgen Weiß (10115 Berlin)`])
    expect(mail.headers.get('reply-to')).toEqual(['juergen@example.de'])
    expect(mail.headers.get('from')?.[0]).toContain('website@example.com')
    expect(mail.text).toBe(expected.text)
    expect(mail.text).toContain('Firma: Bäckerei Größe & Söhne')
    expect(mail.text).toContain(`Anfrage-Nr.: ${nummer}`)
    // escaped, with the line break kept: a mail client shows the text as typed
    const message = load(mail.html)('td').filter((_, cell) => load(cell).text().startsWith('Grüße'))
    expect(message.text()).toBe('Grüße <b>fett</b>!Bitte vorher anrufen.')
    expect(message.find('br')).toHaveLength(1)
    expect(message.find('b')).toHaveLength(0)

    expect(await store.pendingMailCount()).toBe(0)
    expect(await store.dueMails(new Date('2100-01-01T00:00:00Z'), 10)).toEqual([])
    expect(logs).toEqual([`Benachrichtigung zu Anfrage ${nummer} gesendet.`])
  })

  it('keeps an injected Bcc line out of the headers and the envelope', async () => {
    const store = await openTracked(newDbUrl())
    await store.saveRequest(
      { ...sampleRequest, name: 'Max\r\nBcc: opfer@example.net', email: 'x@example.de\r\nBcc: opfer@example.net' },
      { seite: '/kontakt' },
    )
    const outbox = startTracked({ store, mail: mailConfig(smtpPort), log: () => {} })
    expect(await outbox.flush()).toBe(1)
    const [delivered] = smtp.received
    expect(delivered!.to).toEqual(['buero@example.com', 'chef@example.com'])
    const mail = parseMail(delivered!.raw)
    expect(mail.headers.has('bcc')).toBe(false)
    expect(mail.headers.has('reply-to')).toBe(false)
    expect(delivered!.raw).not.toMatch(/^Bcc:/im)
  })

  it('keeps the mail queued with a backoff while SMTP is down, then delivers once the server is back', async () => {
    const deadPort = await freePort()
    const store = await openTracked(newDbUrl())
    let now = new Date('2026-11-21T10:00:00.000Z')
    const { id, nummer } = await store.saveRequest(sampleRequest, { seite: '/kontakt', eingegangen: now })
    const before = await store.getRequest(id)
    const logs: string[] = []
    const outbox = startTracked({
      store,
      mail: mailConfig(deadPort),
      now: () => now,
      log: (message) => logs.push(message),
    })

    expect(await outbox.flush()).toBe(0)
    expect(await store.pendingMailCount()).toBe(1)
    const [pending] = await store.dueMails(new Date('2100-01-01T00:00:00Z'), 10)
    expect(pending).toMatchObject({ requestId: id, attempts: 1 })
    expect(pending!.lastError).toMatch(/ECONNREFUSED/)
    const next = new Date(pending!.nextAttemptAt).getTime()
    expect(next - now.getTime()).toBeGreaterThanOrEqual(30_000)
    expect(next - now.getTime()).toBeLessThanOrEqual(33_000)
    expect(await store.getRequest(id)).toEqual(before)
    expect(logs).toHaveLength(1)
    expect(logs[0]).toMatch(
      new RegExp(
        `^Benachrichtigung zu Anfrage ${nummer} nicht gesendet \\(Versuch 1\\): .*ECONNREFUSED.*Nächster Versuch am 21\\.11\\.2026 um 11:00 Uhr\\.$`,
      ),
    )

    const revived = await startSmtp(deadPort)
    cleanup.unshift(() => revived.close())
    // the backoff holds even though the server is back
    expect(await outbox.flush()).toBe(0)
    expect(revived.received).toHaveLength(0)

    now = new Date(next + 1000)
    expect(await outbox.flush()).toBe(1)
    expect(revived.received).toHaveLength(1)
    expect(await store.pendingMailCount()).toBe(0)
    expect(await store.getRequest(id)).toEqual(before)
  })

  it('picks up a mail left pending before a restart (new client, new outbox, same file)', async () => {
    const url = newDbUrl()
    const before = await openStore(url)
    const { nummer } = await before.saveRequest(sampleRequest, { seite: '/kontakt' })
    before.close()

    const store = await openTracked(url)
    expect(await store.pendingMailCount()).toBe(1)
    const outbox = startTracked({ store, mail: mailConfig(smtpPort), log: () => {} })
    expect(await outbox.flush()).toBe(1)
    expect(smtp.received).toHaveLength(1)
    expect(parseMail(smtp.received[0]!.raw).text).toContain(`Anfrage-Nr.: ${nummer}`)
    expect(await store.pendingMailCount()).toBe(0)
  })

  it('sends on its own timer without flush', async () => {
    const store = await openTracked(newDbUrl())
    startTracked({ store, mail: mailConfig(smtpPort), intervalMs: 50, log: () => {} })
    await store.saveRequest(sampleRequest, { seite: '/kontakt' })
    await expect.poll(() => store.pendingMailCount(), { timeout: 10_000, interval: 20 }).toBe(0)
    expect(smtp.received).toHaveLength(1)
  })

  it('never runs two passes at once, so concurrent flushes send each mail once', async () => {
    const store = await openTracked(newDbUrl())
    for (let i = 0; i < 3; i++) await store.saveRequest({ ...sampleRequest, name: `Nr. ${i}` }, { seite: '/kontakt' })
    const outbox = startTracked({ store, mail: mailConfig(smtpPort), log: () => {} })
    const counts = await Promise.all([outbox.flush(), outbox.flush(), outbox.flush()])
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(3)
    expect(smtp.received).toHaveLength(3)
    expect(await store.pendingMailCount()).toBe(0)
  })

  it('lets stop() end a running pass after the mail under way; the others go out once after a restart', async () => {
    const slowPort = await freePort()
    const slow = await startSmtp(slowPort, { delayMs: () => 100 })
    cleanup.unshift(() => slow.close())
    const url = newDbUrl()
    const store = await openTracked(url)
    for (let i = 0; i < 5; i++) await store.saveRequest({ ...sampleRequest, name: `Kunde ${i}` }, { seite: '/kontakt' })
    const outbox = startOutbox({ store, mail: mailConfig(slowPort), intervalMs: 60_000, log: () => {} })
    const flushed = outbox.flush()
    await new Promise((resolve) => setTimeout(resolve, 150)) // the first mail is out, the second under way
    const started = performance.now()
    await outbox.stop()
    const stopMs = performance.now() - started
    const sent = await flushed
    expect(sent).toBeGreaterThanOrEqual(1)
    expect(sent).toBeLessThan(5)
    expect(stopMs).toBeLessThan(400) // one mail's time, not the four still waiting
    expect(await store.pendingMailCount()).toBe(5 - sent)
    expect(await outbox.flush()).toBe(0)

    const again = startTracked({ store, mail: mailConfig(slowPort), intervalMs: 60_000, log: () => {} })
    expect(await again.flush()).toBe(5 - sent)
    const numbers = slow.received.map((mail) => /Anfrage-Nr\.: (\S+)/.exec(parseMail(mail.raw).text)?.[1])
    expect(numbers).toHaveLength(5)
    expect(new Set(numbers).size).toBe(5)
  })

  it('does not throw out of the loop when the database is gone, and logs in German', async () => {
    const store = await openStore(newDbUrl())
    store.close()
    const logs: string[] = []
    const outbox = startTracked({ store, mail: mailConfig(smtpPort), log: (message) => logs.push(message) })
    expect(await outbox.flush()).toBe(0)
    expect(logs.some((line) => line.startsWith('Fehler beim Versand der Benachrichtigungen:'))).toBe(true)
  })

  it('waits 30 s, 1 min, 2 min, 4 min … between attempts, at most 1 h, plus under 10 % jitter', () => {
    const noJitter = () => 0
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((attempt) => retryDelayMs(attempt, noJitter))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000,
    ])
    expect(retryDelayMs(1, () => 0.999)).toBeGreaterThan(30_000)
    expect(retryDelayMs(1, () => 0.999)).toBeLessThan(33_000)
    expect(retryDelayMs(30, () => 0.999)).toBeLessThan(3_960_000)
  })
})

describe('SMTP settings from the environment (mail-config)', () => {
  it('is disabled without SMTP_HOST, so the site runs without notification mails', () => {
    expect(readMailConfig({})).toEqual({ ok: false, disabled: true })
    expect(readMailConfig({ SMTP_HOST: '  ', MAIL_TO: 'buero@example.com' })).toEqual({ ok: false, disabled: true })
  })

  it('defaults to port 587 with STARTTLS, no login, and MAIL_TO’s first address as sender', () => {
    expect(readMailConfig({ SMTP_HOST: 'smtp.example.com', MAIL_TO: 'buero@example.com, chef@example.com' })).toEqual({
      ok: true,
      config: {
        host: 'smtp.example.com',
        port: 587,
        secure: false,
        insecure: false,
        to: ['buero@example.com', 'chef@example.com'],
        from: 'buero@example.com',
      },
    })
  })

  it('reads port, TLS, login and a sender with display name', () => {
    const result = readMailConfig({
      SMTP_HOST: 'smtp.example.com',
      SMTP_PORT: '465',
      SMTP_SECURE: 'true',
      SMTP_USER: 'website',
      SMTP_PASS: 'geheim',
      MAIL_TO: 'buero@example.com',
      MAIL_FROM: 'Website <website@example.com>',
    })
    expect(result).toEqual({
      ok: true,
      config: {
        host: 'smtp.example.com',
        port: 465,
        secure: true,
        insecure: false,
        auth: { user: 'website', pass: 'geheim' },
        to: ['buero@example.com'],
        from: 'Website <website@example.com>',
      },
    })
  })

  it('names every missing or invalid variable in German', () => {
    const result = readMailConfig({
      SMTP_HOST: 'smtp.example.com',
      SMTP_PORT: '70000',
      SMTP_SECURE: 'ja',
      SMTP_USER: 'website',
      MAIL_FROM: 'kein-absender',
    })
    expect(result.ok).toBe(false)
    const missing = 'missing' in result ? result.missing : []
    expect(missing).toHaveLength(5)
    expect(missing.find((message) => message.startsWith('SMTP_PORT'))).toContain('zwischen 1 und 65535')
    expect(missing.find((message) => message.startsWith('SMTP_SECURE'))).toContain('"true"')
    expect(missing.find((message) => message.startsWith('MAIL_TO'))).toContain('MAIL_TO fehlt')
    expect(missing.find((message) => message.startsWith('MAIL_FROM'))).toContain('keine gültige Absenderadresse')
    expect(missing.find((message) => message.startsWith('SMTP_PASS'))).toContain('nur gemeinsam')
  })

  it('rejects an invalid recipient and names it', () => {
    const result = readMailConfig({ SMTP_HOST: 'smtp.example.com', MAIL_TO: 'buero@example.com, kaputt' })
    expect(result).toEqual({
      ok: false,
      missing: [expect.stringMatching(/^MAIL_TO enthält keine gültige E-Mail-Adresse: kaputt/)],
    })
  })
})
