import type { Client } from '@libsql/client'

// The mail_outbox table: one staff notification per request, written in the same transaction as the
// request (save-request.ts) and worked off by server/intake/outbox.ts.

export interface OutboxMail {
  id: number
  requestId: number
  attempts: number
  nextAttemptAt: string
  lastError: string | null
}

/** The mail queue at a glance, without personal data (for /api/health and the start-up log). */
export interface OutboxSummary {
  /** mails still to be sent (not given up) */
  pending: number
  /** receipt time (ISO) of the oldest request whose mail is still pending; null when none */
  oldestPendingSince: string | null
  /** mails given up after the maximum number of attempts, waiting for manual handling */
  givenUp: number
}

/** outbox rows due now (next_attempt_at <= now, not sent), oldest first, at most `limit` */
export async function dueMails(client: Client, now: Date, limit: number): Promise<OutboxMail[]> {
  const result = await client.execute({
    sql: `SELECT id, anfrage_id, attempts, next_attempt_at, last_error FROM mail_outbox
      WHERE sent_at IS NULL AND gave_up_at IS NULL AND next_attempt_at <= ? ORDER BY id LIMIT ?`,
    args: [now.toISOString(), limit],
  })
  return result.rows.map((row): OutboxMail => ({
    id: Number(row.id),
    requestId: Number(row.anfrage_id),
    attempts: Number(row.attempts),
    nextAttemptAt: String(row.next_attempt_at),
    lastError: row.last_error === null ? null : String(row.last_error),
  }))
}

export async function markMailSent(client: Client, outboxId: number, at: Date): Promise<void> {
  await client.execute({
    sql: 'UPDATE mail_outbox SET sent_at = ?, attempts = attempts + 1 WHERE id = ?',
    args: [at.toISOString(), outboxId],
  })
}

/**
 * Counts a failed attempt of a mail not sent yet with its error, and either sets the time of the next
 * attempt or, with `gave_up_at`, ends the attempts (the row stays for manual handling).
 */
export async function recordFailedAttempt(
  client: Client,
  outboxId: number,
  error: string,
  next: { column: 'next_attempt_at' | 'gave_up_at'; at: Date },
): Promise<void> {
  await client.execute({
    sql:
      `UPDATE mail_outbox SET attempts = attempts + 1, last_error = ?, ${next.column} = ? ` +
      'WHERE id = ? AND sent_at IS NULL',
    args: [error, next.at.toISOString(), outboxId],
  })
}

/** mails not sent and not given up */
export async function pendingMailCount(client: Client): Promise<number> {
  const result = await client.execute(
    'SELECT count(*) AS n FROM mail_outbox WHERE sent_at IS NULL AND gave_up_at IS NULL',
  )
  return Number(result.rows[0]?.n ?? 0)
}

export async function outboxSummary(client: Client): Promise<OutboxSummary> {
  const result = await client.execute(`SELECT
      count(*) FILTER (WHERE o.gave_up_at IS NULL) AS pending,
      min(a.eingegangen) FILTER (WHERE o.gave_up_at IS NULL) AS oldest,
      count(*) FILTER (WHERE o.gave_up_at IS NOT NULL) AS given_up
    FROM mail_outbox o JOIN anfragen a ON a.id = o.anfrage_id
    WHERE o.sent_at IS NULL`)
  const row = result.rows[0]
  const oldest = row?.oldest
  return {
    pending: Number(row?.pending ?? 0),
    oldestPendingSince: oldest === null || oldest === undefined ? null : String(oldest),
    givenUp: Number(row?.given_up ?? 0),
  }
}
