import type { Hono } from 'hono'
import { NO_STORE } from '../../engine/http/cache-policy.ts'
import type { OutboxHealth } from './outbox.ts'
import type { RequestStore } from './store.ts'

export const HEALTH_PATH = '/api/health'

export interface HealthOptions {
  store: RequestStore
  /** null when no SMTP is configured (requests are stored, nobody is mailed) */
  outbox: () => OutboxHealth | null
  now?: () => Date
}

/** The answer of GET /api/health. Counts, times and error texts only: no field of any request. */
export interface HealthReport {
  status: 'ok' | 'fehler'
  datenbank_beschreibbar: boolean
  /** SQLite's error code (e.g. SQLITE_FULL, SQLITE_READONLY) when the test write failed */
  datenbank_fehler: string | null
  benachrichtigung_aktiv: boolean
  /** notifications not sent yet (not counting given-up ones); null when the database cannot be read */
  offene_mails: number | null
  /** seconds since the oldest request whose notification is still pending */
  aelteste_offene_mail_sekunden: number | null
  /** notifications given up after the maximum number of attempts (need manual handling) */
  aufgegebene_mails: number | null
  /** sent, but the database could not record it yet (they are not sent again) */
  nicht_vermerkte_mails: number
  letzter_sendefehler: { zeit: string; meldung: string } | null
  letzte_mail_gesendet: string | null
}

const EMAIL = /[^\s<>()"',;:]+@[^\s<>()"',;:]+/g

/**
 * GET /api/health for monitoring: 200 while the database takes writes (a real, tiny write each call),
 * 503 when it does not. Never cached. Mail server replies can quote addresses; they are masked.
 */
export function registerHealth(app: Hono, options: HealthOptions): void {
  const now = options.now ?? (() => new Date())
  app.get(HEALTH_PATH, async (c) => {
    const report = await healthReport(options.store, options.outbox(), now())
    return c.json(report, report.datenbank_beschreibbar ? 200 : 503, { 'Cache-Control': NO_STORE })
  })
}

export async function healthReport(store: RequestStore, outbox: OutboxHealth | null, at: Date): Promise<HealthReport> {
  let writeError: string | null = null
  try {
    await store.probeWrite(at)
  } catch (error) {
    writeError = errorCode(error)
  }
  let summary: Awaited<ReturnType<RequestStore['outboxSummary']>> | null = null
  try {
    summary = await store.outboxSummary()
  } catch {
    // unreadable database: the counts stay null, the status says why
  }
  const oldest = summary?.oldestPendingSince ? Date.parse(summary.oldestPendingSince) : Number.NaN
  const lastError = outbox?.lastSendError ?? null
  return {
    status: writeError === null ? 'ok' : 'fehler',
    datenbank_beschreibbar: writeError === null,
    datenbank_fehler: writeError,
    benachrichtigung_aktiv: outbox !== null,
    offene_mails: summary?.pending ?? null,
    aelteste_offene_mail_sekunden: Number.isNaN(oldest)
      ? null
      : Math.max(0, Math.round((at.getTime() - oldest) / 1000)),
    aufgegebene_mails: summary?.givenUp ?? null,
    nicht_vermerkte_mails: outbox?.sentNotRecorded ?? 0,
    letzter_sendefehler:
      lastError === null ? null : { zeit: lastError.at, meldung: lastError.message.replace(EMAIL, '…@…') },
    letzte_mail_gesendet: outbox?.lastSentAt ?? null,
  }
}

function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code === 'string' && code !== '') return code
  return error instanceof Error ? error.message.slice(0, 200) : String(error).slice(0, 200)
}
