import { createHash } from 'node:crypto'
import type { Client, InStatement } from '@libsql/client'
import { quoteFieldOrder, type QuoteRequest } from '../../../engine/forms/quote-request.ts'
import { LEGACY_COLUMNS } from './schema.ts'

export interface SaveMeta {
  anfrageId?: string
  seite: string
  eingegangen?: Date
}

export interface SavedRequest {
  id: number
  nummer: string
  /** true when this submission was stored before (same anfrageId, or a double post); nothing new was stored */
  duplicate: boolean
}

/** Identical submissions without anfrageId within this window are stored (and mailed) once. */
export const DUPLICATE_WINDOW_MS = 10 * 60_000

/** A new random number drawn twice in a row is a coincidence; this many in a row is a broken generator. */
const NUMBER_ATTEMPTS = 8

const INSERT_COLUMNS = [...quoteFieldOrder, ...LEGACY_COLUMNS]
// the WHERE skips the insert when the same submission (same fingerprint) arrived within the window
const STORED_COLUMNS = ['nummer', 'anfrage_id', 'fingerprint', 'eingegangen', 'seite', ...INSERT_COLUMNS].join(', ')
const INSERT_REQUEST = `INSERT INTO anfragen (${STORED_COLUMNS})
  SELECT ${['?', '?', '?', '?', '?', ...INSERT_COLUMNS.map(() => '?')].join(', ')}
  WHERE NOT EXISTS (SELECT 1 FROM anfragen WHERE fingerprint = ? AND eingegangen >= ?)
  ON CONFLICT (anfrage_id) DO NOTHING
  RETURNING id, nummer`
// changes() is 0 when the insert above hit the anfrage_id conflict, so a resubmit adds no second mail
const INSERT_OUTBOX = `INSERT INTO mail_outbox (anfrage_id, attempts, next_attempt_at)
  SELECT last_insert_rowid(), 0, ? WHERE changes() > 0`

/**
 * Stores the request AND its outbox row in one transaction; resolves only after the commit (durable).
 * A resubmit (same anfrageId, or without one an identical submission within DUPLICATE_WINDOW_MS) stores
 * nothing and returns the request stored before, with duplicate=true.
 */
export async function saveRequest(
  client: Client,
  request: QuoteRequest,
  meta: SaveMeta,
  newNumber: () => string,
): Promise<SavedRequest> {
  // the numbers are random: one already taken is drawn again (the unique index refuses it)
  for (let attempt = 1; ; attempt++) {
    try {
      return await insertRequest(client, request, meta, newNumber())
    } catch (error) {
      if (attempt >= NUMBER_ATTEMPTS || !isNumberTaken(error)) throw error
    }
  }
}

async function insertRequest(
  client: Client,
  request: QuoteRequest,
  meta: SaveMeta,
  nummer: string,
): Promise<SavedRequest> {
  const received = meta.eingegangen ?? new Date()
  const eingegangen = received.toISOString()
  const anfrageId = meta.anfrageId ?? null
  // a submission with anfrageId is deduplicated by that id; NULL never equals anything in SQL
  const fingerprint = anfrageId === null ? submissionFingerprint(request, meta.seite) : null
  const windowStart = new Date(received.getTime() - DUPLICATE_WINDOW_MS).toISOString()
  const values = [...quoteFieldOrder.map((field) => request[field] ?? ''), ...LEGACY_COLUMNS.map(() => '')]
  const statements: InStatement[] = [
    {
      sql: INSERT_REQUEST,
      args: [nummer, anfrageId, fingerprint, eingegangen, meta.seite, ...values, fingerprint, windowStart],
    },
    { sql: INSERT_OUTBOX, args: [eingegangen] },
    anfrageId === null
      ? {
          sql: 'SELECT id, nummer FROM anfragen WHERE fingerprint = ? AND eingegangen >= ? ORDER BY id LIMIT 1',
          args: [fingerprint, windowStart],
        }
      : { sql: 'SELECT id, nummer FROM anfragen WHERE anfrage_id = ?', args: [anfrageId] },
  ]
  // one non-interactive write transaction (BEGIN IMMEDIATE … COMMIT): nothing can interleave with it
  const [inserted, , existing] = await client.batch(statements, 'write')
  const newRow = inserted?.rows[0]
  if (newRow !== undefined) return { id: Number(newRow.id), nummer: String(newRow.nummer), duplicate: false }
  const oldRow = existing?.rows[0]
  if (oldRow === undefined) throw new Error('Anfrage wurde weder gespeichert noch gefunden')
  return { id: Number(oldRow.id), nummer: String(oldRow.nummer), duplicate: true }
}

/** The unique index on nummer refused the number drawn: it is taken. */
function isNumberTaken(error: unknown): boolean {
  return /UNIQUE constraint failed: anfragen\.nummer/.test(error instanceof Error ? error.message : String(error))
}

/** Same page and same field values give the same hash; used only for submissions without anfrageId. */
function submissionFingerprint(request: QuoteRequest, seite: string): string {
  return createHash('sha256')
    .update(JSON.stringify([seite, ...quoteFieldOrder.map((field) => request[field] ?? '')]))
    .digest('base64url')
}
