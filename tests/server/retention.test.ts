// Retention: stored requests older than the period in content/firma.yaml are deleted by the server (at
// start and then daily) and by `npm run anfragen-loeschen`. The period is read from the content file here
// too, never hard-coded.
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { readRetentionMonths, retentionCutoff } from '../../server/intake/retention.ts'
import { openStore } from '../../server/intake/store.ts'
import { startIntakeServer, tempDatabase, withStore } from '../support/intake-server.ts'
import { sampleQuote } from '../support/quote-request.ts'
import { readSiteContent } from '../support/site-content.ts'

const run = promisify(execFile)
const databases: ReturnType<typeof tempDatabase>[] = []
afterAll(() => databases.forEach((database) => database.remove()))
const DAY_MS = 86_400_000

async function databaseWith(received: Record<string, Date>): Promise<ReturnType<typeof tempDatabase>> {
  const database = tempDatabase('anfragen-frist-')
  databases.push(database)
  const store = await openStore(database.url)
  for (const [name, eingegangen] of Object.entries(received))
    await store.saveRequest(sampleQuote({ name }), { seite: '/kontakt', eingegangen })
  store.close()
  return database
}

const names = (url: string) => withStore(url, async (store) => (await store.listRequests()).map((row) => row.name))

describe('retention period', () => {
  it('is the number of months in content/firma.yaml', () => {
    const { company } = readSiteContent()
    expect(readRetentionMonths()).toBe(company.datenschutz.anfragen_aufbewahren_monate)
  })

  it('counts calendar months back, clamping to the end of shorter months', () => {
    expect(retentionCutoff(new Date('2026-11-23T10:00:00Z'), 24).toISOString()).toBe('2024-11-23T10:00:00.000Z')
    expect(retentionCutoff(new Date('2026-03-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z')
    expect(retentionCutoff(new Date('2028-03-31T10:00:00Z'), 1).toISOString()).toBe('2028-02-29T10:00:00.000Z')
  })

  it('the server deletes requests older than the period when it starts, and keeps the others', async () => {
    const cutoff = retentionCutoff(new Date(), readRetentionMonths())
    const database = await databaseWith({
      Abgelaufen: new Date(cutoff.getTime() - DAY_MS),
      Aktuell: new Date(cutoff.getTime() + DAY_MS),
    })
    const server = await startIntakeServer({ INTAKE_DB: database.url })
    try {
      await expect.poll(() => names(database.url), { timeout: 10_000, interval: 100 }).toEqual(['Aktuell'])
      expect(await withStore(database.url, (store) => store.pendingMailCount())).toBe(1)
      expect(server.output()).toContain(`Anfragen werden nach ${readRetentionMonths()} Monaten gelöscht`)
      expect(server.output()).toMatch(
        /Aufbewahrungsfrist \d+ Monate: 1 Anfrage mit Eingang vor dem \d{2}\.\d{2}\.\d{4} gelöscht; nichts davon ist in den Datenbankdateien mehr lesbar\./,
      )
    } finally {
      await server.stop()
    }
  })

  it(
    'npm run anfragen-loeschen -- --before DATE deletes the requests received before that day (German time)',
    {
      timeout: 30_000,
    },
    async () => {
      const database = await databaseWith({
        Alt: new Date('2025-01-14T12:00:00Z'),
        // 23:30 UTC on 14 January is already 15 January in Berlin
        Grenze: new Date('2025-01-14T23:30:00Z'),
        Neu: new Date('2025-02-01T08:00:00Z'),
      })
      const script = ['--import', 'tsx', 'scripts/delete-requests.ts', '--db', database.url]
      const deleted = await run(process.execPath, [...script, '--before', '2025-01-15'])
      expect(deleted.stdout.trim()).toBe(
        '1 Anfrage mit Eingang vor dem 15.01.2025 gelöscht; nichts davon ist in den Datenbankdateien mehr lesbar.',
      )
      expect(await names(database.url)).toEqual(['Grenze', 'Neu'])

      const wrong = await run(process.execPath, [...script, '--before', '15.01.2025']).catch(
        (error: { code: number; stderr: string }) => error,
      )
      expect(wrong).toMatchObject({ code: 2 })
      expect((wrong as { stderr: string }).stderr.trim()).toBe(
        '--before „15.01.2025“ ist kein gültiges Datum; erwartet JJJJ-MM-TT, z. B. --before 2025-01-01',
      )
      expect(await names(database.url)).toEqual(['Grenze', 'Neu'])
    },
  )
})
