import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { createClient, type Client } from '@libsql/client'
import { truncateWal } from './erasure.ts'
import { migrate, SECURE_DELETE_SINCE } from './schema.ts'

const BUSY_TIMEOUT_MS = 5000

/**
 * A libsql client on `url` with the schema up to date. A local file gets the settings that make an
 * acknowledged request durable and a deleted one unreadable; a remote URL (libsql/sqld) keeps the server's.
 */
export async function openDatabase(url: string): Promise<Client> {
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
      await truncateWal(client)
    }
  } catch (error) {
    client.close()
    throw error
  }
  return client
}

/** File path of a `file:` URL (libsql's forms: file:rel/path, file:/abs, file:///abs), null for remote URLs. */
export function localDatabasePath(url: string): string | null {
  if (!url.startsWith('file:')) return null
  let rest = url.slice('file:'.length).replace(/[?#].*$/, '')
  if (rest.startsWith('//')) rest = rest.slice(2).replace(/^localhost(?=\/)/i, '')
  return decodeURIComponent(rest)
}
