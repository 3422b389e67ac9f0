import { fileURLToPath } from 'node:url'
import { readDataFile } from '../../engine/site/data-files.ts'
import { berlinDateTime } from './notification.ts'
import type { Deletion, RequestStore } from './store.ts'

// How long stored requests are kept. The one setting is `datenschutz.anfragen_aufbewahren_monate` in
// content/firma.yaml: the privacy page states it (<Fact>), the server deletes by it. No environment
// variable overrides it, so the page and the deletion cannot drift apart.

const CONTENT_DIR = fileURLToPath(new URL('../../content', import.meta.url))
const DAY_MS = 24 * 60 * 60_000

/** The retention period in months from content/firma.yaml (validated like the build does it). */
export function readRetentionMonths(contentDir = CONTENT_DIR): number {
  return readDataFile('firma.yaml', contentDir).datenschutz.anfragen_aufbewahren_monate
}

/**
 * Requests received before this instant are older than `months` calendar months
 * (day clamped: 31 Mar − 1 month = 28/29 Feb).
 */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now.getTime())
  const day = cutoff.getUTCDate()
  cutoff.setUTCDate(1)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months)
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate()
  cutoff.setUTCDate(Math.min(day, lastDay))
  return cutoff
}

/** Deletes the requests older than the period once (for good: see RequestStore); logs how many. Never throws. */
export async function deleteExpiredRequests(
  store: RequestStore,
  months: number,
  now: Date,
  log: (message: string) => void,
): Promise<number> {
  const cutoff = retentionCutoff(now, months)
  try {
    const deletion = await store.deleteRequestsBefore(cutoff)
    if (deletion.deleted > 0)
      log(
        `Aufbewahrungsfrist ${months} Monate: ` +
          deletionSummary(deletion, `mit Eingang vor dem ${berlinDateTime(cutoff.toISOString())?.date}`),
      )
    return deletion.deleted
  } catch (error) {
    log(
      `Alte Anfragen konnten nicht gelöscht werden (${error instanceof Error ? error.message : String(error)}); ` +
        'nächster Versuch in 24 Stunden.',
    )
    return 0
  }
}

/** Deletes expired requests now and then once a day; the returned timer is cleared on shutdown. */
export function startRetention(options: {
  store: RequestStore
  months: number
  log: (message: string) => void
  now?: () => Date
}): NodeJS.Timeout {
  const now = options.now ?? (() => new Date())
  const run = () => void deleteExpiredRequests(options.store, options.months, now(), options.log)
  run()
  const timer = setInterval(run, DAY_MS)
  timer.unref()
  return timer
}

/** One German sentence on a deletion, e.g. "3 Anfragen mit Eingang vor dem 15.01.2025 gelöscht, …". */
export function deletionSummary(deletion: Deletion, which: string): string {
  const requests = `${deletion.deleted} ${deletion.deleted === 1 ? 'Anfrage' : 'Anfragen'} ${which} gelöscht`
  return deletion.erased
    ? `${requests}; nichts davon ist in den Datenbankdateien mehr lesbar.`
    : `${requests}; ihre alten Daten stehen noch in der WAL-Datei, weil ein anderer Prozess die Datenbank ` +
        'gerade liest – sie verschwinden beim nächsten Löschlauf oder beim Beenden des Servers.'
}
