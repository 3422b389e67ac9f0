import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { createClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { officeLabels } from '../../engine/forms/quote-request.ts'
import { csvHeader } from '../../server/intake/csv-export.ts'
import { startOutbox } from '../../server/intake/outbox.ts'
import { REQUEST_NUMBER_PATTERN } from '../../server/intake/request-number.ts'
import { openStore, schemaVersion } from '../../server/intake/store.ts'
import { parseMail, startSmtp } from '../support/mail.ts'
import { freePort } from '../support/ports.ts'
import { sampleQuote } from '../support/quote-request.ts'

// Requests stored by the long form (vorname/nachname, required e-mail and town) before the short form
// was deployed: after the migration they are still mailed (the pending one) and exported, with
// "Name" made of first and last name, next to requests of the short form.
const OLD_DATABASE = readFileSync('tests/fixtures/old-requests/anfragen-schema-2.sql', 'utf8')
const dir = mkdtempSync(path.join(tmpdir(), 'anfragen-alt-'))
let count = 0

/** A database file exactly as the old store left it (schema version 2, two requests). */
async function oldDatabase(): Promise<string> {
  const url = `file:${path.join(dir, `alt-${++count}.db`)}`
  const client = createClient({ url })
  await client.executeMultiple(OLD_DATABASE)
  expect((await client.execute('PRAGMA user_version')).rows[0]?.user_version).toBe(2)
  client.close()
  return url
}

let smtpPort: number
let smtp: Awaited<ReturnType<typeof startSmtp>>
beforeAll(async () => {
  smtpPort = await freePort()
  smtp = await startSmtp(smtpPort)
})
afterAll(async () => {
  await smtp.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('requests stored by the long form', () => {
  it('are read in the new shape after the migration: name from first and last name, new fields empty', async () => {
    const store = await openStore(await oldDatabase())
    try {
      const [first, second] = await store.listRequests()
      // they keep the numbers they were given (their row numbers), in the mail and in the export
      expect(first).toMatchObject({
        id: 1,
        nummer: '1',
        name: 'Jürgen Weiß',
        rueckruf: '',
        email: 'juergen@example.de',
        ort: 'Berlin',
        leistung: 'Büroreinigung',
        seite: '/angebot-erhalten',
      })
      expect(second).toMatchObject({
        id: 2,
        nummer: '2',
        name: 'Özlem Groß-Öztürk',
        rueckruf: '',
        firma: '',
        plz: '14467',
        ort: 'Potsdam',
      })
      expect(Object.keys(first!)).not.toContain('vorname')
      // a request of the short form goes into the same table; the old columns stay empty for it
      const { id } = await store.saveRequest(sampleQuote({ name: 'Anna Neu', email: '', ort: '' }), {
        seite: '/anfrage',
      })
      expect(await store.getRequest(id)).toMatchObject({ id: 3, name: 'Anna Neu', rueckruf: 'vormittags', email: '' })
      expect((await store.getRequest(id))?.nummer).toMatch(REQUEST_NUMBER_PATTERN)
    } finally {
      store.close()
    }
  })

  it('keeps the old columns and data untouched (the migration only adds columns)', async () => {
    const url = await oldDatabase()
    ;(await openStore(url)).close()
    const client = createClient({ url })
    try {
      expect((await client.execute('PRAGMA user_version')).rows[0]?.user_version).toBe(schemaVersion)
      const row = (await client.execute('SELECT vorname, nachname, name, rueckruf FROM anfragen WHERE id = 2')).rows[0]
      expect({ ...row }).toEqual({ vorname: 'Özlem', nachname: 'Groß-Öztürk', name: '', rueckruf: '' })
    } finally {
      client.close()
    }
  })

  it('sends the still pending mail of an old request with its name and all its data', async () => {
    const store = await openStore(await oldDatabase())
    const outbox = startOutbox({
      store,
      mail: {
        host: '127.0.0.1',
        port: smtpPort,
        secure: false,
        insecure: true,
        to: ['buero@example.com'],
        from: 'Website <website@example.com>',
      },
      intervalMs: 60_000,
      log: () => {},
    })
    try {
      expect(await outbox.flush()).toBe(1) // request 1 was mailed before the update, request 2 was not
      expect(smtp.received).toHaveLength(1)
      const mail = parseMail(smtp.received[0]!.raw)
      expect(mail.headers.get('subject')).toEqual([
        // stored before the random numbers: it keeps its row number
        'Neue Anfrage 2: Haushaltsreinigung – Özlem Groß-Öztürk (14467 Potsdam)',
      ])
      expect(mail.headers.get('reply-to')?.[0]).toContain('oezlem@example.com')
      for (const line of [
        `${officeLabels.name}: Özlem Groß-Öztürk`,
        `${officeLabels.telefon}: 0331 7654321`,
        `${officeLabels.rueckruf}: (keine Angabe)`,
        `${officeLabels.email}: oezlem@example.com`,
        `${officeLabels.ort}: Potsdam`,
        `${officeLabels.haeufigkeit}: 14-täglich`,
        'Anfrage-Nr.: 2',
      ]) {
        expect(mail.text).toContain(line)
      }
      expect(await store.pendingMailCount()).toBe(0)
    } finally {
      await outbox.stop()
      store.close()
    }
  })

  it('are exported by scripts/export-requests.ts with the new columns, next to new requests', async () => {
    const url = await oldDatabase()
    const store = await openStore(url)
    await store.saveRequest(sampleQuote({ name: 'Anna Neu', rueckruf: 'abends' }), {
      seite: '/anfrage',
      eingegangen: new Date('2026-11-21T09:00:00Z'),
    })
    store.close()
    const out = path.join(dir, `export-${count}.csv`)
    await promisify(execFile)(process.execPath, [
      '--import',
      'tsx',
      'scripts/export-requests.ts',
      '--db',
      url,
      '--out',
      out,
    ])
    const csv = readFileSync(out, 'utf8')
    const [header, ...rows] = csv.slice(1).split('\r\n')
    expect(header).toBe(csvHeader.join(';'))
    const cells = rows.filter((row) => /^(\d+|AN-[0-9A-Z-]+);/.test(row)).map((row) => row.split(';'))
    const column = (label: string) => cells.map((row) => row[csvHeader.indexOf(label)])
    // the two old requests keep their numbers, the new one has a number of the new kind
    expect(column('Nr.')).toEqual(['1', '2', expect.stringMatching(REQUEST_NUMBER_PATTERN)])
    expect(column(officeLabels.name)).toEqual(['Jürgen Weiß', 'Özlem Groß-Öztürk', 'Anna Neu'])
    expect(column(officeLabels.rueckruf)).toEqual(['', '', 'abends'])
    expect(column(officeLabels.email)).toEqual(['juergen@example.de', 'oezlem@example.com', 'juergen@example.de'])
    expect(column(officeLabels.ort)).toEqual(['Berlin', 'Potsdam', 'Berlin'])
    expect(column('Eingang')).toEqual(['20.11.2026 09:15', '20.11.2026 17:40', '21.11.2026 10:00'])
  })

  it('lose the bytes of requests deleted before the update: the first open rebuilds the old file', async () => {
    const url = await oldDatabase()
    const file = url.slice('file:'.length)
    const marker = `ALTLOESCHUNG${Date.now()}`
    // as the old server deleted: without secure_delete, the row's bytes stay in a free page
    const old = createClient({ url })
    await old.execute({
      sql: `INSERT INTO anfragen (eingegangen, seite, vorname, nachname, email, telefon, firma, strasse, plz, ort,
        leistung, flaeche, haeufigkeit, beginn, nachricht) VALUES ('2024-01-01T10:00:00Z', '/kontakt', ?, 'Alt',
        '', '', '', '', '', '', '', '', '', '', ?)`,
      args: [marker, `${marker} ${'alt '.repeat(400)}`],
    })
    await old.execute('DELETE FROM anfragen WHERE vorname = ?', [marker])
    await old.execute('PRAGMA wal_checkpoint(TRUNCATE)')
    old.close()
    const hits = () => readFileSync(file).toString('latin1').split(marker).length - 1
    expect(hits()).toBeGreaterThan(0)

    ;(await openStore(url)).close()
    expect(hits()).toBe(0)
    const store = await openStore(url)
    try {
      expect((await store.listRequests()).map((row) => row.nummer)).toEqual(['1', '2'])
    } finally {
      store.close()
    }
  })
})
