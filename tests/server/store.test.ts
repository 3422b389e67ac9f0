import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { quoteFieldOrder } from '../../engine/forms/quote-request.ts'
import {
  newRequestNumber,
  REQUEST_NUMBER_ALPHABET,
  REQUEST_NUMBER_PATTERN,
} from '../../server/intake/request-number.ts'
import { DUPLICATE_WINDOW_MS, openStore, schemaVersion, type RequestStore } from '../../server/intake/store.ts'
import { sampleQuote } from '../support/quote-request.ts'

const dir = mkdtempSync(path.join(tmpdir(), 'anfragen-store-'))
let dbCount = 0
const open: RequestStore[] = []

/** A fresh database file per test, so tests never see each other's rows. */
function newDbUrl(): string {
  dbCount += 1
  return `file:${path.join(dir, `test-${dbCount}.db`)}`
}

async function openTracked(url: string): Promise<RequestStore> {
  const store = await openStore(url)
  open.push(store)
  return store
}

/** Inspects the file the way an admin with the sqlite3 shell would, bypassing the store. */
async function inspect<T>(url: string, query: (client: ReturnType<typeof createClient>) => Promise<T>): Promise<T> {
  const client = createClient({ url })
  try {
    return await query(client)
  } finally {
    client.close()
  }
}

const sampleRequest = sampleQuote({
  name: 'Weiß-Öztürk',
  firma: 'Bäckerei Größe & Söhne GmbH',
  nachricht: 'Grüße!\nBitte vorher anrufen – Schlüssel liegt beim Hausmeister.',
})

afterEach(() => {
  for (const store of open.splice(0)) store.close()
})

afterAll(() => {
  rmSync(dir, { recursive: true, force: true })
})

describe('request store (libsql)', () => {
  it('creates the tables on first open, in WAL mode, and re-opening changes nothing', async () => {
    const url = newDbUrl()
    const first = await openTracked(url)
    await first.saveRequest(sampleRequest, { seite: '/kontakt' })
    first.close()

    const before = await inspect(url, async (client) => ({
      tables: (
        await client.execute("SELECT name, sql FROM sqlite_master WHERE type IN ('table', 'index') ORDER BY name")
      ).rows.map((row) => ({ ...row })),
      version: (await client.execute('PRAGMA user_version')).rows[0]?.user_version,
      journal: (await client.execute('PRAGMA journal_mode')).rows[0]?.journal_mode,
      columns: (await client.execute('PRAGMA table_info(anfragen)')).rows.map((row) => row.name),
    }))
    expect(before.tables.map((table) => table.name)).toEqual(expect.arrayContaining(['anfragen', 'mail_outbox']))
    expect(before.version).toBe(schemaVersion)
    expect(before.journal).toBe('wal')
    // the long form's columns stay (old rows keep their data); the short form's fields are added by migration 3
    const longForm = [
      'vorname',
      'nachname',
      'email',
      'telefon',
      'firma',
      'strasse',
      'plz',
      'ort',
      'leistung',
      'flaeche',
      'haeufigkeit',
      'beginn',
      'nachricht',
    ]
    expect(before.columns).toEqual([
      'id',
      'anfrage_id',
      'eingegangen',
      'seite',
      ...longForm,
      'fingerprint',
      'name',
      'rueckruf',
      'nummer',
    ])
    expect(before.columns).toEqual(expect.arrayContaining([...quoteFieldOrder]))

    const second = await openTracked(url)
    expect(await second.countRequests()).toBe(1)
    second.close()
    const after = await inspect(url, async (client) => ({
      tables: (
        await client.execute("SELECT name, sql FROM sqlite_master WHERE type IN ('table', 'index') ORDER BY name")
      ).rows.map((row) => ({ ...row })),
      version: (await client.execute('PRAGMA user_version')).rows[0]?.user_version,
    }))
    expect(after).toEqual({ tables: before.tables, version: before.version })
  })

  it('creates missing folders for the database file', async () => {
    const nested = path.join(dir, 'neu', 'tiefer', 'anfragen.db')
    await openTracked(`file:${nested}`)
    expect(existsSync(nested)).toBe(true)
  })

  it('returns a saved request unchanged, umlauts and line breaks included', async () => {
    const store = await openTracked(newDbUrl())
    const eingegangen = new Date('2026-11-21T20:15:30.000Z')
    const { id, nummer, duplicate } = await store.saveRequest(sampleRequest, { seite: '/kontakt', eingegangen })
    expect(duplicate).toBe(false)
    expect(await store.getRequest(id)).toEqual({
      ...sampleRequest,
      id,
      nummer,
      anfrageId: null,
      eingegangen: '2026-11-21T20:15:30.000Z',
      seite: '/kontakt',
    })
    expect(await store.getRequest(id + 1000)).toBeNull()
  })

  it('stores a resubmitted anfrageId once and reports the duplicate with the first id', async () => {
    const store = await openTracked(newDbUrl())
    const first = await store.saveRequest(sampleRequest, { anfrageId: 'a1b2c3', seite: '/kontakt' })
    const second = await store.saveRequest(
      { ...sampleRequest, nachricht: 'zweiter Versuch' },
      { anfrageId: 'a1b2c3', seite: '/kontakt' },
    )
    expect(first.duplicate).toBe(false)
    expect(second).toEqual({ id: first.id, nummer: first.nummer, duplicate: true })
    expect(await store.countRequests()).toBe(1)
    expect(await store.pendingMailCount()).toBe(1)
    expect((await store.getRequest(first.id))?.nachricht).toBe(sampleRequest.nachricht)
    // requests without anfrageId: only an identical one (same page, same fields) soon after is a duplicate
    expect((await store.saveRequest(sampleRequest, { seite: '/kontakt' })).duplicate).toBe(false)
    await store.saveRequest({ ...sampleRequest, nachricht: 'anderer Text' }, { seite: '/kontakt' })
    await store.saveRequest(sampleRequest, { seite: '/anfrage' })
    expect(await store.countRequests()).toBe(4)
  })

  it('stores an identical submission without anfrageId once within the duplicate window, again after it', async () => {
    const store = await openTracked(newDbUrl())
    const t0 = new Date('2026-11-21T10:00:00Z')
    const first = await store.saveRequest(sampleRequest, { seite: '/kontakt', eingegangen: t0 })
    const doublePost = await store.saveRequest(sampleRequest, {
      seite: '/kontakt',
      eingegangen: new Date(t0.getTime() + 2000),
    })
    expect(doublePost).toEqual({ id: first.id, nummer: first.nummer, duplicate: true })
    const lastMinute = await store.saveRequest(sampleRequest, {
      seite: '/kontakt',
      eingegangen: new Date(t0.getTime() + DUPLICATE_WINDOW_MS - 1),
    })
    expect(lastMinute).toEqual({ id: first.id, nummer: first.nummer, duplicate: true })
    expect(await store.countRequests()).toBe(1)
    expect(await store.pendingMailCount()).toBe(1)
    const later = await store.saveRequest(sampleRequest, {
      seite: '/kontakt',
      eingegangen: new Date(t0.getTime() + DUPLICATE_WINDOW_MS + 1),
    })
    expect(later.duplicate).toBe(false)
    expect(await store.countRequests()).toBe(2)
  })

  it('stores 200 concurrent submissions exactly once, each with exactly one outbox row', async () => {
    const url = newDbUrl()
    const store = await openTracked(url)
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        store.saveRequest(
          { ...sampleRequest, name: `Nummer ${index}` },
          // every 4th carries an anfrageId, to mix both insert paths
          { seite: '/kontakt', ...(index % 4 === 0 ? { anfrageId: `parallel-${index}` } : {}) },
        ),
      ),
    )
    const ids = results.map((result) => result.id)
    expect(new Set(ids).size).toBe(200)
    expect(results.every((result) => !result.duplicate)).toBe(true)
    expect(await store.countRequests()).toBe(200)
    expect(await store.pendingMailCount()).toBe(200)
    const outbox = await inspect(
      url,
      async (client) =>
        (await client.execute('SELECT anfrage_id, count(*) AS n FROM mail_outbox GROUP BY anfrage_id')).rows,
    )
    expect(outbox).toHaveLength(200)
    expect(outbox.every((row) => row.n === 1)).toBe(true)
    expect(new Set(outbox.map((row) => row.anfrage_id))).toEqual(new Set(ids))
    const names = (await store.listRequests()).map((request) => request.name)
    expect(new Set(names).size).toBe(200)
    // every request has a number of its own, of the short random kind
    const numbers = results.map((result) => result.nummer)
    expect(new Set(numbers).size).toBe(200)
    for (const number of numbers) expect(number).toMatch(REQUEST_NUMBER_PATTERN)
  })

  it('makes a request visible to a new client as soon as saveRequest resolves', async () => {
    const url = newDbUrl()
    const writer = await openTracked(url)
    const { id } = await writer.saveRequest(sampleRequest, { seite: '/leistungen/bueroreinigung' })
    const reader = await openTracked(url)
    expect(await reader.getRequest(id)).toMatchObject({
      id,
      name: sampleRequest.name,
      seite: '/leistungen/bueroreinigung',
    })
    expect(await reader.pendingMailCount()).toBe(1)
  })

  it('lists requests in id order, optionally only those received since a date', async () => {
    const store = await openTracked(newDbUrl())
    await store.saveRequest(
      { ...sampleRequest, name: 'Alt' },
      { seite: '/', eingegangen: new Date('2026-10-31T10:00:00Z') },
    )
    await store.saveRequest(
      { ...sampleRequest, name: 'Neu' },
      { seite: '/', eingegangen: new Date('2026-11-02T10:00:00Z') },
    )
    await store.saveRequest(
      { ...sampleRequest, name: 'Genau' },
      { seite: '/', eingegangen: new Date('2026-11-01T00:00:00Z') },
    )
    expect((await store.listRequests()).map((request) => request.name)).toEqual(['Alt', 'Neu', 'Genau'])
    expect(
      (await store.listRequests({ since: new Date('2026-11-01T00:00:00Z') })).map((request) => request.name),
    ).toEqual(['Neu', 'Genau'])
  })

  it('hands out due mails oldest first and records failures and deliveries', async () => {
    const store = await openTracked(newDbUrl())
    const t0 = new Date('2026-11-21T10:00:00Z')
    const a = await store.saveRequest({ ...sampleRequest, name: 'A' }, { seite: '/', eingegangen: t0 })
    const b = await store.saveRequest({ ...sampleRequest, name: 'B' }, { seite: '/', eingegangen: t0 })
    const c = await store.saveRequest(
      { ...sampleRequest, name: 'C' },
      { seite: '/', eingegangen: new Date('2026-11-21T10:05:00Z') },
    )

    // not due before it was queued
    expect(await store.dueMails(new Date('2026-11-21T09:59:59Z'), 10)).toEqual([])
    const due = await store.dueMails(new Date('2026-11-21T10:10:00Z'), 10)
    expect(due.map((mail) => mail.requestId)).toEqual([a.id, b.id, c.id])
    expect(due[0]).toMatchObject({ attempts: 0, lastError: null, nextAttemptAt: t0.toISOString() })
    expect(await store.dueMails(new Date('2026-11-21T10:10:00Z'), 2)).toHaveLength(2)

    const [first, second] = due
    await store.markMailFailed(first!.id, 'Verbindung abgelehnt', new Date('2026-11-21T10:10:30Z'))
    await store.markMailSent(second!.id, new Date('2026-11-21T10:10:00Z'))
    expect(await store.pendingMailCount()).toBe(2)
    expect((await store.dueMails(new Date('2026-11-21T10:10:10Z'), 10)).map((mail) => mail.requestId)).toEqual([c.id])

    const retried = await store.dueMails(new Date('2026-11-21T10:10:30Z'), 10)
    expect(retried[0]).toEqual({
      id: first!.id,
      requestId: a.id,
      attempts: 1,
      nextAttemptAt: '2026-11-21T10:10:30.000Z',
      lastError: 'Verbindung abgelehnt',
    })
    await store.markMailSent(first!.id, new Date('2026-11-21T10:10:31Z'))
    await store.markMailSent(due[2]!.id, new Date('2026-11-21T10:10:31Z'))
    expect(await store.pendingMailCount()).toBe(0)
    expect(await store.dueMails(new Date('2027-01-01T00:00:00Z'), 10)).toEqual([])
    // the requests themselves are untouched by the mail bookkeeping
    expect(await store.countRequests()).toBe(3)
  })
})

describe('request numbers', () => {
  it('are short, from Crockford’s alphabet (no I, L, O, U), and drawn from cryptographic randomness', () => {
    expect(REQUEST_NUMBER_ALPHABET).toHaveLength(32)
    expect(REQUEST_NUMBER_ALPHABET).not.toMatch(/[ILOU]/)
    expect(newRequestNumber(() => 0)).toBe('AN-0000-00')
    expect(newRequestNumber(() => 31)).toBe('AN-ZZZZ-ZZ')
    const drawn = Array.from({ length: 2000 }, () => newRequestNumber())
    for (const number of drawn) expect(number).toMatch(REQUEST_NUMBER_PATTERN)
    // 2,000 numbers from 32⁶ ≈ 1.07 billion share one by chance in about 1 run of 500 (birthday bound), two in
    // about 1 of 500,000; the store draws again on a clash (next test), so more than one would mean bad randomness
    expect(drawn.length - new Set(drawn).size).toBeLessThanOrEqual(1)
  })

  it('draws again when a number is taken, and gives up (storing nothing) when the generator only repeats', async () => {
    const queue = ['AN-AAAA-AA', 'AN-AAAA-AA', 'AN-AAAA-AA', 'AN-BBBB-BB']
    const store = await openStore(newDbUrl(), { newNumber: () => queue.shift() ?? 'AN-AAAA-AA' })
    open.push(store)
    const first = await store.saveRequest(sampleRequest, { seite: '/kontakt' })
    const second = await store.saveRequest({ ...sampleRequest, name: 'Zweite' }, { seite: '/kontakt' })
    expect([first.nummer, second.nummer]).toEqual(['AN-AAAA-AA', 'AN-BBBB-BB'])
    expect(await store.pendingMailCount()).toBe(2)

    await expect(store.saveRequest({ ...sampleRequest, name: 'Dritte' }, { seite: '/kontakt' })).rejects.toThrow(
      /UNIQUE constraint failed: anfragen\.nummer/,
    )
    expect(await store.countRequests()).toBe(2)
    expect(await store.pendingMailCount()).toBe(2)
  })
})
