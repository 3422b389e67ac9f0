import { createHash } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { createClient, type Client, type InStatement, type Row } from '@libsql/client'
import { quoteFieldOrder, type QuoteRequest } from '../../engine/forms/quote-request.ts'
import { newRequestNumber } from './request-number.ts'

// The only module that knows SQL and libsql: swapping the local file for a networked libsql/sqld server
// changes the URL handed to openStore, nothing else.

export interface StoredRequest extends QuoteRequest {
  id: number
  /** what the customer and the office call the request: AN-7K4P-2Q, or the row number for requests stored before */
  nummer: string
  anfrageId: string | null
  /** ISO 8601, UTC */
  eingegangen: string
  /** page path the form was on, e.g. /kontakt */
  seite: string
}

export interface OutboxMail {
  id: number
  requestId: number
  attempts: number
  nextAttemptAt: string
  lastError: string | null
}

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

/** What a deletion did: how many requests went, and whether their bytes are gone from every database file. */
export interface Deletion {
  deleted: number
  /**
   * false when another process kept SQLite from truncating the WAL file (e.g. a long export running):
   * the rows are deleted, their old bytes leave the WAL file at the next checkpoint
   */
  erased: boolean
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

export interface RequestStore {
  /**
   * Stores the request AND its outbox row in one transaction; resolves only after the commit (durable).
   * If anfrageId is given and already stored, returns the existing id with duplicate=true (idempotent
   * resubmit). Without anfrageId (form posted without JavaScript), an identical submission from the same
   * page within DUPLICATE_WINDOW_MS counts as the same request (double click, reload of the POST).
   */
  saveRequest(request: QuoteRequest, meta: SaveMeta): Promise<SavedRequest>
  getRequest(id: number): Promise<StoredRequest | null>
  /** ordered by id; `since` compares with the time of receipt */
  listRequests(options?: { since?: Date }): Promise<StoredRequest[]>
  countRequests(): Promise<number>
  /** outbox rows due now (next_attempt_at <= now, not sent), oldest first, at most `limit` */
  dueMails(now: Date, limit: number): Promise<OutboxMail[]>
  markMailSent(outboxId: number, at: Date): Promise<void>
  markMailFailed(outboxId: number, error: string, nextAttemptAt: Date): Promise<void>
  /** no further attempts; the row stays (with its last error) for manual handling */
  markMailGivenUp(outboxId: number, error: string, at: Date): Promise<void>
  /** mails not sent and not given up */
  pendingMailCount(): Promise<number>
  outboxSummary(): Promise<OutboxSummary>
  /** a real, tiny committed write: throws (e.g. SQLITE_READONLY, SQLITE_FULL) when the database cannot be written */
  probeWrite(at: Date): Promise<void>
  /**
   * Deletes the requests received before `before` with their outbox rows, so that no byte of them stays
   * readable in the database file or its WAL (secure_delete, VACUUM, WAL truncated).
   */
  deleteRequestsBefore(before: Date): Promise<Deletion>
  /** moves the WAL into the database file and truncates it (before a clean shutdown) */
  checkpoint(): Promise<void>
  close(): void
}

/** Identical submissions without anfrageId within this window are stored (and mailed) once. */
export const DUPLICATE_WINDOW_MS = 10 * 60_000

/**
 * Versioned migrations; index + 1 is the schema version kept in PRAGMA user_version.
 * Never edit an applied migration: append a new one (e.g. ALTER TABLE anfragen ADD COLUMN … for a new form field).
 */
const migrations: readonly (readonly string[])[] = [
  [
    `CREATE TABLE anfragen (
      id INTEGER PRIMARY KEY,
      anfrage_id TEXT UNIQUE,
      eingegangen TEXT NOT NULL,
      seite TEXT NOT NULL,
      vorname TEXT NOT NULL,
      nachname TEXT NOT NULL,
      email TEXT NOT NULL,
      telefon TEXT NOT NULL,
      firma TEXT NOT NULL,
      strasse TEXT NOT NULL,
      plz TEXT NOT NULL,
      ort TEXT NOT NULL,
      leistung TEXT NOT NULL,
      flaeche TEXT NOT NULL,
      haeufigkeit TEXT NOT NULL,
      beginn TEXT NOT NULL,
      nachricht TEXT NOT NULL
    )`,
    `CREATE INDEX anfragen_eingegangen ON anfragen (eingegangen)`,
    `CREATE TABLE mail_outbox (
      id INTEGER PRIMARY KEY,
      anfrage_id INTEGER NOT NULL REFERENCES anfragen (id),
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at TEXT NOT NULL,
      sent_at TEXT,
      last_error TEXT
    )`,
    // one staff notification per request; the unique index also backs the lookup by request
    `CREATE UNIQUE INDEX mail_outbox_anfrage ON mail_outbox (anfrage_id)`,
    `CREATE INDEX mail_outbox_pending ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL`,
  ],
  [
    // set when the outbox stopped trying after the maximum number of attempts (manual handling)
    `ALTER TABLE mail_outbox ADD COLUMN gave_up_at TEXT`,
    // hash of page + fields of a submission without anfrage_id, to recognise a double POST
    `ALTER TABLE anfragen ADD COLUMN fingerprint TEXT`,
    `CREATE INDEX anfragen_fingerprint ON anfragen (fingerprint, eingegangen) WHERE fingerprint IS NOT NULL`,
    // one row, rewritten by probeWrite: proves the database takes writes (start-up check, /api/health)
    `CREATE TABLE write_probe (id INTEGER PRIMARY KEY CHECK (id = 1), checked_at TEXT NOT NULL)`,
  ],
  [
    // the short form: one name field instead of vorname/nachname, and the preferred callback
    // time. Rows stored before keep name = '' and are read with vorname + nachname as their name
    // (NAME_COLUMN); new rows write '' into the old columns, which stay because they are NOT NULL.
    `ALTER TABLE anfragen ADD COLUMN name TEXT NOT NULL DEFAULT ''`,
    `ALTER TABLE anfragen ADD COLUMN rueckruf TEXT NOT NULL DEFAULT ''`,
  ],
  [
    // the number customers and the office see (server/intake/request-number.ts) instead of the row id, which
    // counted up and told anyone the volume of requests; requests stored before keep their row number
    `ALTER TABLE anfragen ADD COLUMN nummer TEXT`,
    `UPDATE anfragen SET nummer = CAST(id AS TEXT)`,
    `CREATE UNIQUE INDEX anfragen_nummer ON anfragen (nummer)`,
  ],
]

export const schemaVersion = migrations.length
/** the schema version that came with secure_delete (and request numbers) */
const SECURE_DELETE_SINCE = 4

const BUSY_TIMEOUT_MS = 5000
/** Columns of the long form (schema version 1–2), written as '' since the short form; read only for old rows. */
const LEGACY_COLUMNS = ['vorname', 'nachname'] as const
// a row from before the short form has no name of its own: its name is first and last name joined
const NAME_COLUMN = `CASE WHEN name <> '' THEN name ELSE trim(vorname || ' ' || nachname) END AS name`
const QUOTE_COLUMNS = quoteFieldOrder.map((field) => (field === 'name' ? NAME_COLUMN : field)).join(', ')
const REQUEST_COLUMNS = `id, nummer, anfrage_id, eingegangen, seite, ${QUOTE_COLUMNS}`
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

/** A new random number drawn twice in a row is a coincidence; this many in a row is a broken generator. */
const NUMBER_ATTEMPTS = 8

export interface StoreOptions {
  /** the request numbers to hand out (tests force a collision with it) */
  newNumber?: () => string
}

export async function openStore(url: string, options: StoreOptions = {}): Promise<RequestStore> {
  const file = localDatabasePath(url)
  if (file !== null && file !== ':memory:') mkdirSync(path.dirname(path.resolve(file)), { recursive: true })

  // A file client keeps a pool of connections; PRAGMAs like synchronous are per connection, and SQLite has
  // one writer anyway, so a single connection keeps every setting in force and serialises writes in-process.
  const client = createClient(file === null ? { url } : { url, concurrency: 1, timeout: BUSY_TIMEOUT_MS })
  try {
    if (file !== null) {
      await client.execute('PRAGMA journal_mode = WAL')
      // FULL: a commit is fsynced before saveRequest resolves, so an acknowledged request survives a power cut
      await client.execute('PRAGMA synchronous = FULL')
      await client.execute(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`)
      await client.execute('PRAGMA foreign_keys = ON')
      // deleted rows are overwritten with zeros, not just marked free: the privacy page promises deletion
      await client.execute('PRAGMA secure_delete = ON')
    }
    const before = await migrate(client)
    // Requests deleted before secure_delete was on may still lie in free pages of an older file:
    // rebuilt once, on the first open by this version
    if (file !== null && before > 0 && before < SECURE_DELETE_SINCE) {
      await client.execute('VACUUM')
      await client.execute('PRAGMA wal_checkpoint(TRUNCATE)')
    }
  } catch (error) {
    client.close()
    throw error
  }
  return new LibsqlRequestStore(client, options.newNumber ?? newRequestNumber)
}

/** File path of a `file:` URL (libsql's forms: file:rel/path, file:/abs, file:///abs), null for remote URLs. */
export function localDatabasePath(url: string): string | null {
  if (!url.startsWith('file:')) return null
  let rest = url.slice('file:'.length).replace(/[?#].*$/, '')
  if (rest.startsWith('//')) rest = rest.slice(2).replace(/^localhost(?=\/)/i, '')
  return decodeURIComponent(rest)
}

/** Brings the schema up to date; returns the version the database had before (0: new). */
async function migrate(client: Client): Promise<number> {
  const current = await userVersion(client)
  if (current >= migrations.length) return current
  // write transaction: a second process migrating at the same time waits, then sees the new version
  const tx = await client.transaction('write')
  let version: number
  try {
    version = await userVersion(tx)
    for (let index = version; index < migrations.length; index++) {
      for (const sql of migrations[index] ?? []) await tx.execute(sql)
      await tx.execute(`PRAGMA user_version = ${index + 1}`)
    }
    await tx.commit()
  } finally {
    tx.close()
  }
  return version
}

async function userVersion(db: Pick<Client, 'execute'>): Promise<number> {
  const result = await db.execute('PRAGMA user_version')
  return Number(result.rows[0]?.user_version ?? 0)
}

class LibsqlRequestStore implements RequestStore {
  constructor(
    private readonly client: Client,
    private readonly newNumber: () => string,
  ) {}

  async saveRequest(request: QuoteRequest, meta: SaveMeta): Promise<SavedRequest> {
    // the numbers are random: one already taken is drawn again (the unique index refuses it)
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.insertRequest(request, meta, this.newNumber())
      } catch (error) {
        if (attempt >= NUMBER_ATTEMPTS || !isNumberTaken(error)) throw error
      }
    }
  }

  private async insertRequest(request: QuoteRequest, meta: SaveMeta, nummer: string): Promise<SavedRequest> {
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
    const [inserted, , existing] = await this.client.batch(statements, 'write')
    const newRow = inserted?.rows[0]
    if (newRow !== undefined) return { id: Number(newRow.id), nummer: String(newRow.nummer), duplicate: false }
    const oldRow = existing?.rows[0]
    if (oldRow === undefined) throw new Error('Anfrage wurde weder gespeichert noch gefunden')
    return { id: Number(oldRow.id), nummer: String(oldRow.nummer), duplicate: true }
  }

  async getRequest(id: number) {
    const result = await this.client.execute({
      sql: `SELECT ${REQUEST_COLUMNS} FROM anfragen WHERE id = ?`,
      args: [id],
    })
    const row = result.rows[0]
    return row === undefined ? null : toStoredRequest(row)
  }

  async listRequests(options: { since?: Date } = {}) {
    const result =
      options.since === undefined
        ? await this.client.execute(`SELECT ${REQUEST_COLUMNS} FROM anfragen ORDER BY id`)
        : await this.client.execute({
            sql: `SELECT ${REQUEST_COLUMNS} FROM anfragen WHERE eingegangen >= ? ORDER BY id`,
            args: [options.since.toISOString()],
          })
    return result.rows.map(toStoredRequest)
  }

  async countRequests() {
    const result = await this.client.execute('SELECT count(*) AS n FROM anfragen')
    return Number(result.rows[0]?.n ?? 0)
  }

  async dueMails(now: Date, limit: number) {
    const result = await this.client.execute({
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

  async markMailSent(outboxId: number, at: Date) {
    await this.client.execute({
      sql: 'UPDATE mail_outbox SET sent_at = ?, attempts = attempts + 1 WHERE id = ?',
      args: [at.toISOString(), outboxId],
    })
  }

  async markMailFailed(outboxId: number, error: string, nextAttemptAt: Date) {
    await this.client.execute({
      sql:
        'UPDATE mail_outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? ' +
        'WHERE id = ? AND sent_at IS NULL',
      args: [error, nextAttemptAt.toISOString(), outboxId],
    })
  }

  async markMailGivenUp(outboxId: number, error: string, at: Date) {
    await this.client.execute({
      sql:
        'UPDATE mail_outbox SET attempts = attempts + 1, last_error = ?, gave_up_at = ? ' +
        'WHERE id = ? AND sent_at IS NULL',
      args: [error, at.toISOString(), outboxId],
    })
  }

  async pendingMailCount() {
    const result = await this.client.execute(
      'SELECT count(*) AS n FROM mail_outbox WHERE sent_at IS NULL AND gave_up_at IS NULL',
    )
    return Number(result.rows[0]?.n ?? 0)
  }

  async outboxSummary(): Promise<OutboxSummary> {
    const result = await this.client.execute(`SELECT
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

  async probeWrite(at: Date) {
    await this.client.execute({
      sql:
        'INSERT INTO write_probe (id, checked_at) VALUES (1, ?) ' +
        'ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at',
      args: [at.toISOString()],
    })
  }

  async deleteRequestsBefore(before: Date): Promise<Deletion> {
    const cutoff = before.toISOString()
    // secure_delete (set on open) zeroes the deleted rows and the pages they free
    const [, removed] = await this.client.batch(
      [
        {
          sql: 'DELETE FROM mail_outbox WHERE anfrage_id IN (SELECT id FROM anfragen WHERE eingegangen < ?)',
          args: [cutoff],
        },
        { sql: 'DELETE FROM anfragen WHERE eingegangen < ?', args: [cutoff] },
      ],
      'write',
    )
    const deleted = removed?.rowsAffected ?? 0
    // Older copies of a row can sit in unused parts of other pages (left by page splits, or written before
    // secure_delete was on): VACUUM writes the database anew from the remaining rows only. Its pages go
    // through the WAL, as did every page of the deleted rows: the checkpoint moves them into the database
    // file and empties the WAL file, so no old frame stays behind there.
    if (deleted > 0) await this.client.execute('VACUUM')
    // also after nothing was deleted: a run whose truncation another process delayed is finished here
    return { deleted, erased: await this.truncateWal() }
  }

  /**
   * true once the WAL is checkpointed and truncated. SQLite waits (busy_timeout) for readers of an older
   * snapshot, e.g. an export in another process; if one still reads then, the WAL keeps its frames for now.
   */
  private async truncateWal(): Promise<boolean> {
    const result = await this.client.execute('PRAGMA wal_checkpoint(TRUNCATE)')
    return Number(result.rows[0]?.busy ?? 0) === 0
  }

  async checkpoint() {
    await this.client.execute('PRAGMA wal_checkpoint(TRUNCATE)')
  }

  close() {
    this.client.close()
  }
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

function toStoredRequest(row: Row): StoredRequest {
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))
  const fields = Object.fromEntries(quoteFieldOrder.map((field) => [field, text(row[field])])) as QuoteRequest
  return {
    id: Number(row.id),
    nummer: text(row.nummer),
    anfrageId: row.anfrage_id === null ? null : text(row.anfrage_id),
    eingegangen: text(row.eingegangen),
    seite: text(row.seite),
    ...fields,
  }
}
