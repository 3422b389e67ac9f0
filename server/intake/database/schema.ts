import type { Client } from '@libsql/client'

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
    // (see read-requests.ts); new rows write '' into the old columns, which stay because they are NOT NULL.
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
export const SECURE_DELETE_SINCE = 4

/** Columns of the long form (schema version 1–2), written as '' since the short form; read only for old rows. */
export const LEGACY_COLUMNS = ['vorname', 'nachname'] as const

/** Brings the schema up to date; returns the version the database had before (0: new). */
export async function migrate(client: Client): Promise<number> {
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
