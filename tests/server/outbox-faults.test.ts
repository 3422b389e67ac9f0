// The mail outbox when the database or the mail server misbehaves:
// real SMTP on loopback, a real libsql store, real SQLITE_READONLY / SQLITE_FULL (see faulty-disk.ts).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import type { MailConfig } from '../../server/intake/mail-config.ts'
import { messageIdFor } from '../../server/intake/notification.ts'
import { startOutbox, type Outbox, type OutboxOptions } from '../../server/intake/outbox.ts'
import { openStore, type RequestStore } from '../../server/intake/store.ts'
import { makeConnectionReadOnly, smallDisk } from '../support/faulty-disk.ts'
import { parseMail, startSmtp, type Received } from '../support/mail.ts'
import { freePort } from '../support/ports.ts'
import { sampleQuote } from '../support/quote-request.ts'

const dir = mkdtempSync(path.join(tmpdir(), 'anfragen-outbox-fehler-'))
let dbCount = 0
const newDbUrl = () => `file:${path.join(dir, `outbox-${++dbCount}.db`)}`
const cleanup: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step()
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const mailConfig = (port: number, overrides: Partial<MailConfig> = {}): MailConfig => ({
  host: '127.0.0.1',
  port,
  secure: false,
  insecure: true,
  to: ['buero@example.com'],
  from: 'Website <website@example.com>',
  ...overrides,
})

async function smtpServer(options: Parameters<typeof startSmtp>[1] = {}) {
  const port = await freePort()
  const smtp = await startSmtp(port, options)
  cleanup.push(() => smtp.close())
  return { port, ...smtp }
}

async function storeWith(
  url: string,
  count: number,
): Promise<{ store: RequestStore; ids: number[]; numbers: string[] }> {
  const store = await openStore(url)
  cleanup.push(() => store.close())
  const saved = []
  for (let i = 0; i < count; i++)
    saved.push(await store.saveRequest(sampleQuote({ name: `Kunde ${i}` }), { seite: '/kontakt' }))
  return { store, ids: saved.map((row) => row.id), numbers: saved.map((row) => row.nummer) }
}

function outbox(options: OutboxOptions): Outbox {
  const started = startOutbox({ intervalMs: 60_000, ...options })
  cleanup.push(() => started.stop())
  return started
}

/** How many mails each request got, read from the "Anfrage-Nr." line of the received mails. */
function copiesPerRequest(received: Received[], numbers: string[]): number[] {
  const mailed = received.map((mail) => /Anfrage-Nr\.: (\S+)/.exec(parseMail(mail.raw).text)?.[1])
  return numbers.map((number) => mailed.filter((one) => one === number).length)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('outbox when the database cannot be written', () => {
  const faults = [
    {
      name: 'read-only (PRAGMA query_only on the outbox connection: SQLITE_READONLY)',
      prepare: async () => {
        const { store, numbers } = await storeWith(newDbUrl(), 3)
        return {
          store,
          numbers,
          break: () => makeConnectionReadOnly(store),
          repair: () => makeConnectionReadOnly(store, false),
          code: 'SQLITE_READONLY',
        }
      },
    },
    {
      name: 'full disk (tmpfs filled to the last byte: SQLITE_FULL)',
      prepare: async () => {
        const disk = smallDisk(2048)
        cleanup.push(() => disk.remove())
        const { store, numbers } = await storeWith(`file:${path.join(disk.dir, 'anfragen.db')}`, 3)
        return { store, numbers, break: async () => disk.fill(), repair: async () => disk.free(), code: 'SQLITE_FULL' }
      },
    },
  ]

  it.each(faults)(
    '$name: every queued request is mailed exactly once, the outbox backs off, and catches up when the database recovers',
    { timeout: 30_000 },
    async (fault) => {
      const smtp = await smtpServer()
      const { store, numbers, code, ...database } = await fault.prepare()
      await database.break()
      let offsetMs = 0
      const logs: string[] = []
      // its own timer every 50 ms for 3 s: before the fix, each tick sent the first mail again
      outbox({
        store,
        mail: mailConfig(smtp.port),
        intervalMs: 50,
        now: () => new Date(Date.now() + offsetMs),
        log: (line) => logs.push(line),
      })
      await sleep(3000)
      const copies = copiesPerRequest(smtp.received, numbers)
      const failures = logs.filter((line) => line.startsWith('Fehler beim Versand der Benachrichtigungen'))
      console.log(
        `${fault.name}: Mails je Anfrage in 3 s bei 50-ms-Takt: ${JSON.stringify(copies)}; Datenbank-Fehlermeldungen: ${failures.length}`,
      )
      expect(copies).toEqual([1, 1, 1])
      // backing off: the first retry waits 5 s, so 3 s see one failed attempt, not sixty
      expect(failures).toHaveLength(1)
      expect(failures[0]).toContain(code)
      expect(failures[0]).toMatch(
        /3 gesendete Benachrichtigung\(en\) werden nicht erneut gesendet\. Nächster Versuch in 5 s\.$/,
      )

      await database.repair()
      offsetMs = 10 * 60_000
      await sleep(500)
      expect(copiesPerRequest(smtp.received, numbers)).toEqual([1, 1, 1])
      expect(await store.pendingMailCount()).toBe(0)
      expect(logs).toContain('Datenbank wieder beschreibbar: Benachrichtigungen laufen normal weiter.')
    },
  )

  it('doubles the pause while the database keeps failing (5 s, 10 s, 20 s …)', async () => {
    const smtp = await smtpServer()
    const { store } = await storeWith(newDbUrl(), 1)
    await makeConnectionReadOnly(store)
    let now = new Date(Date.now() + 1000)
    const logs: string[] = []
    const box = outbox({ store, mail: mailConfig(smtp.port), now: () => now, log: (line) => logs.push(line) })
    const pauses: string[] = []
    for (const step of [0, 4_000, 1_000, 9_000, 1_000, 19_000, 1_000]) {
      now = new Date(now.getTime() + step)
      await box.flush()
      pauses.push(/Nächster Versuch in (\d+) s/.exec(logs.at(-1) ?? '')?.[1] ?? '-')
      logs.length = 0
    }
    // a pass inside the pause touches neither SMTP nor the database
    expect(pauses).toEqual(['5', '-', '10', '-', '20', '-', '40'])
    expect(smtp.received).toHaveLength(1)
  })
})

describe('outbox gives up after the maximum number of attempts', () => {
  it('marks the mail for manual handling after maxAttempts refusals, says so clearly and keeps the request', async () => {
    const smtp = await smtpServer({ refuse: () => 'Postfach voll' })
    const { store, ids, numbers } = await storeWith(newDbUrl(), 2)
    let now = new Date(Date.now() + 1000)
    const logs: string[] = []
    const box = outbox({
      store,
      mail: mailConfig(smtp.port),
      maxAttempts: 3,
      firstRetryMs: 1000,
      now: () => now,
      log: (line) => logs.push(line),
    })
    for (let round = 0; round < 6; round++) {
      await box.flush()
      now = new Date(now.getTime() + 60 * 60_000)
    }
    expect(await store.pendingMailCount()).toBe(0)
    expect(await store.outboxSummary()).toEqual({ pending: 0, oldestPendingSince: null, givenUp: 2 })
    expect(await store.dueMails(new Date('2100-01-01T00:00:00Z'), 10)).toEqual([])
    const givenUp = logs.filter((line) => line.includes('aufgegeben'))
    expect(givenUp).toEqual(
      numbers.map(
        (number) =>
          `ACHTUNG: Benachrichtigung zu Anfrage ${number} nach 3 Versuchen aufgegeben – bitte von Hand bearbeiten (die Anfrage ist gespeichert: npm run export-anfragen). Letzter Fehler: Message failed: 550 Postfach voll`,
      ),
    )
    for (const id of ids) expect(await store.getRequest(id)).not.toBeNull()
    expect(box.health().lastSendError?.message).toContain('550 Postfach voll')
  })
})

describe('Message-ID derived from the request', () => {
  it('a mail sent again after a crash carries the same Message-ID as the first one', async () => {
    const smtp = await smtpServer()
    const url = newDbUrl()
    const { store, ids } = await storeWith(url, 1)
    await outbox({ store, mail: mailConfig(smtp.port), log: () => {} }).flush()
    // a crash between the SMTP server's acceptance and the "sent" mark: the row is still pending
    const raw = createClient({ url })
    await raw.execute('UPDATE mail_outbox SET sent_at = NULL')
    raw.close()
    await outbox({ store, mail: mailConfig(smtp.port), log: () => {} }).flush()

    expect(smtp.received).toHaveLength(2)
    const messageIds = smtp.received.map((mail) => parseMail(mail.raw).headers.get('message-id')?.[0])
    const request = (await store.getRequest(ids[0]!))!
    const expected = messageIdFor(request, 'Website <website@example.com>')
    expect(expected).toMatch(new RegExp(`^<anfrage-${request.nummer}-\\d{17}@example\\.com>$`))
    expect(messageIds).toEqual([expected, expected])
  })
})

describe('SMTP credentials never travel in plain text', () => {
  it('refuses to log in to a server without STARTTLS, unless SMTP_INSECURE allows it for a local relay', async () => {
    const logins: { user: string; pass: string }[] = []
    const smtp = await smtpServer({ recordLogins: logins })
    const auth = { user: 'website@example.com', pass: 'streng-geheim' }

    const { store } = await storeWith(newDbUrl(), 1)
    const strict = outbox({ store, mail: mailConfig(smtp.port, { insecure: false, auth }), log: () => {} })
    expect(await strict.flush()).toBe(0)
    expect(logins).toEqual([])
    expect(smtp.received).toHaveLength(0)
    expect(strict.health().lastSendError?.message).toMatch(/STARTTLS/i)
    await strict.stop()

    const relay = outbox({ store, mail: mailConfig(smtp.port, { insecure: true, auth }), log: () => {} })
    // the first mail is due again only after its backoff; a new request is due at once
    await store.saveRequest(sampleQuote({ name: 'Relais' }), { seite: '/kontakt' })
    expect(await relay.flush()).toBe(1)
    expect(logins).toEqual([auth])
  })
})
