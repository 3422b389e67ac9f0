import type { Client } from '@libsql/client'

/** What a deletion did: how many requests went, and whether their bytes are gone from every database file. */
export interface Deletion {
  deleted: number
  /**
   * false when another process kept SQLite from truncating the WAL file (e.g. a long export running):
   * the rows are deleted, their old bytes leave the WAL file at the next checkpoint
   */
  erased: boolean
}

/**
 * Deletes the requests received before `before` with their outbox rows, so that no byte of them stays
 * readable in the database file or its WAL (secure_delete, VACUUM, WAL truncated).
 */
export async function deleteRequestsBefore(client: Client, before: Date): Promise<Deletion> {
  const cutoff = before.toISOString()
  // secure_delete (set on open) zeroes the deleted rows and the pages they free
  const [, removed] = await client.batch(
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
  if (deleted > 0) await client.execute('VACUUM')
  // also after nothing was deleted: a run whose truncation another process delayed is finished here
  return { deleted, erased: await truncateWal(client) }
}

/**
 * Moves the WAL into the database file and truncates it; true once done. SQLite waits (busy_timeout) for
 * readers of an older snapshot, e.g. an export in another process; if one still reads then, the WAL keeps
 * its frames for now.
 */
export async function truncateWal(client: Client): Promise<boolean> {
  const result = await client.execute('PRAGMA wal_checkpoint(TRUNCATE)')
  return Number(result.rows[0]?.busy ?? 0) === 0
}
