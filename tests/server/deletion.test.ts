// Deleting requests erases them: after the retention job, `npm run anfragen-loeschen` or a deletion while
// the server runs, no byte of a deleted request is left in the database file, its WAL or its shared-memory
// file. Each request carries a marker that occurs nowhere else; the files are searched for it byte by byte,
// as `grep -a` would.
import { execFile } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { promisify } from 'node:util'
import { createClient } from '@libsql/client'
import { afterAll, describe, expect, it } from 'vitest'
import { deleteExpiredRequests } from '../../server/intake/retention.ts'
import { openStore } from '../../server/intake/store.ts'
import { startIntakeServer, tempDatabase, validSubmission, withStore } from '../support/intake-server.ts'
import { sampleQuote } from '../support/quote-request.ts'

const run = promisify(execFile)
const databases: ReturnType<typeof tempDatabase>[] = []
afterAll(() => databases.forEach((database) => database.remove()))
const DAY_MS = 86_400_000

function newDatabase() {
  const database = tempDatabase('anfragen-loeschen-')
  databases.push(database)
  return database
}

/** Occurrences of the marker in the database file, its -wal and its -shm file (bytes, as grep -a reads them). */
function markerHits(file: string, marker: string): Record<'db' | 'wal' | 'shm', number> {
  const count = (path: string) =>
    existsSync(path)
      ? readFileSync(path).toString('latin1').split(Buffer.from(marker).toString('latin1')).length - 1
      : 0
  return { db: count(file), wal: count(`${file}-wal`), shm: count(`${file}-shm`) }
}

/** A request whose name, e-mail, firm and long message (several database pages) carry the marker. */
function marked(marker: string, index: number) {
  return sampleQuote({
    name: `${marker} Kundin ${index}`,
    email: `${marker.toLowerCase()}.${index}@example.de`,
    firma: `${marker} GmbH`,
    nachricht: `${marker} ${'Bitte die Fenster im Treppenhaus mitreinigen. '.repeat(40 + index)}`,
  })
}

describe('deleting requests erases them from every database file', () => {
  it('the retention job leaves no byte of the expired requests, and keeps the others readable', async () => {
    const marker = `LOESCHPROBE${Date.now()}`
    const database = newDatabase()
    const store = await openStore(database.url)
    try {
      const now = new Date('2026-11-23T10:00:00Z')
      for (let index = 0; index < 20; index++) {
        await store.saveRequest(marked(marker, index), { seite: '/kontakt', eingegangen: new Date('2024-01-10') })
        // half of them moved into the database file, half still in the WAL
        if (index === 9) await store.checkpoint()
      }
      await store.saveRequest(sampleQuote({ name: 'Bleibt Erhalten' }), { seite: '/kontakt', eingegangen: now })
      // a mail was sent and recorded for some of them, so their outbox rows changed too
      for (const mail of await store.dueMails(new Date('2100-01-01'), 5)) await store.markMailSent(mail.id, now)
      const before = markerHits(database.file, marker)
      expect(before.db, 'the marker is in the database file before the deletion').toBeGreaterThan(0)
      expect(before.wal, 'and in the WAL').toBeGreaterThan(0)

      const logs: string[] = []
      expect(await deleteExpiredRequests(store, 24, now, (line) => logs.push(line))).toBe(20)
      const after = markerHits(database.file, marker)
      console.log(
        `Aufbewahrungsfrist: Marker-Treffer vor dem Löschen ${JSON.stringify(before)}, danach ${JSON.stringify(after)}`,
      )
      expect(after).toEqual({ db: 0, wal: 0, shm: 0 })
      expect(logs).toEqual([expect.stringContaining('nichts davon ist in den Datenbankdateien mehr lesbar')])
      expect((await store.listRequests()).map((row) => row.name)).toEqual(['Bleibt Erhalten'])
      expect(await store.pendingMailCount()).toBe(1)
    } finally {
      store.close()
    }
  })

  it(
    'npm run anfragen-loeschen while the server runs: no byte left in anfragen.db, -wal or -shm',
    { timeout: 60_000 },
    async () => {
      const marker = `SERVERPROBE${Date.now()}`
      const database = newDatabase()
      const server = await startIntakeServer({ INTAKE_DB: database.url, RATE_LIMIT: '1000' })
      try {
        for (let index = 0; index < 20; index++) {
          const response = await fetch(`${server.origin}/api/anfrage`, {
            method: 'POST',
            redirect: 'manual',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: server.origin },
            body: new URLSearchParams(
              validSubmission({
                name: `${marker} Kunde ${index}`,
                nachricht: `${marker} ${'Grundreinigung nach Umbau, bitte mit Fensterrahmen. '.repeat(30)}`,
              }),
            ),
          })
          expect(response.status).toBe(303)
          // half of them moved into the database file (as SQLite does on its own after 1,000 pages)
          if (index === 9) await withStore(database.url, (store) => store.checkpoint())
        }
        const before = markerHits(database.file, marker)
        expect(before.db).toBeGreaterThan(0)
        expect(before.wal).toBeGreaterThan(0)

        // --before means midnight in Berlin: two UTC days ahead is after now at any hour (tomorrow in UTC is not, after 23:00)
        const dayAfterNow = new Date(Date.now() + 2 * DAY_MS).toISOString().slice(0, 10)
        const deleted = await run(process.execPath, [
          '--import',
          'tsx',
          'scripts/delete-requests.ts',
          '--db',
          database.url,
          '--before',
          dayAfterNow,
        ])
        const after = markerHits(database.file, marker)
        console.log(
          `anfragen-loeschen bei laufendem Server: „${deleted.stdout.trim()}“; Marker-Treffer vorher ` +
            `${JSON.stringify(before)}, danach ${JSON.stringify(after)}`,
        )
        expect(deleted.stdout).toMatch(
          /^20 Anfragen .* gelöscht; nichts davon ist in den Datenbankdateien mehr lesbar\./,
        )
        expect(after).toEqual({ db: 0, wal: 0, shm: 0 })
        expect(await withStore(database.url, (store) => store.countRequests())).toBe(0)

        // the server goes on storing into the rebuilt file
        const next = await fetch(`${server.origin}/api/anfrage`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: server.origin },
          body: JSON.stringify({ ...validSubmission({ name: 'Nach dem Löschen' }) }),
        })
        expect(next.status).toBe(201)
        expect(
          await withStore(database.url, async (store) => (await store.listRequests()).map((row) => row.name)),
        ).toEqual(['Nach dem Löschen'])
      } finally {
        await server.stop()
      }
      expect(markerHits(database.file, marker)).toEqual({ db: 0, wal: 0, shm: 0 })
    },
  )

  it(
    'says so when another process still reads an old snapshot, and the next run erases the rest',
    { timeout: 30_000 },
    async () => {
      const marker = `LESERPROBE${Date.now()}`
      const database = newDatabase()
      const store = await openStore(database.url)
      const reader = createClient({ url: database.url })
      try {
        for (let index = 0; index < 5; index++)
          await store.saveRequest(marked(marker, index), { seite: '/kontakt', eingegangen: new Date('2024-01-10') })
        // e.g. a long export: its snapshot still holds the rows, so SQLite may not empty the WAL yet
        const snapshot = await reader.transaction('read')
        expect((await snapshot.execute('SELECT count(*) AS n FROM anfragen')).rows[0]?.n).toBe(5)
        const logs: string[] = []
        expect(await deleteExpiredRequests(store, 24, new Date('2026-11-23'), (line) => logs.push(line))).toBe(5)
        expect(logs).toEqual([expect.stringContaining('weil ein anderer Prozess die Datenbank gerade liest')])
        expect(markerHits(database.file, marker).db).toBe(0)
        snapshot.close()

        expect(await deleteExpiredRequests(store, 24, new Date('2026-11-23'), (line) => logs.push(line))).toBe(0)
        expect(markerHits(database.file, marker)).toEqual({ db: 0, wal: 0, shm: 0 })
      } finally {
        reader.close()
        store.close()
      }
    },
  )
})
