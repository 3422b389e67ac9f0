import { userInfo } from 'node:os'
import path from 'node:path'
import { localDatabasePath, openStore, type RequestStore } from './store.ts'

/**
 * Opens the database and proves it takes a write, before the server accepts a single request: a
 * read-only file would otherwise start and answer every request 503, a read-only folder crash with a
 * stack trace. Returns the store, or one German line naming the path and the fix.
 */
export async function openWritableStore(
  url: string,
  now = new Date(),
): Promise<{ ok: true; store: RequestStore } | { ok: false; message: string }> {
  let store: RequestStore | null = null
  try {
    store = await openStore(url)
    await store.probeWrite(now)
    return { ok: true, store }
  } catch (error) {
    store?.close()
    return { ok: false, message: notWritableMessage(url, error) }
  }
}

// SQLite result codes that libsql reports only as a number ("Unable to open connection …: 14")
const SQLITE_CODES: Record<string, string> = {
  '8': 'SQLITE_READONLY',
  '13': 'SQLITE_FULL',
  '14': 'SQLITE_CANTOPEN',
  '26': 'SQLITE_NOTADB',
}

function errorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code
  const message = error instanceof Error ? error.message : String(error)
  const numbered = /: (\d+)"?\)?$/.exec(message)?.[1]
  if (typeof code === 'string' && code !== '' && !/^[A-Za-z]+Failed$/.test(code)) return code
  return (numbered && SQLITE_CODES[numbered]) || message
}

export function notWritableMessage(url: string, error: unknown): string {
  const code = errorCode(error)
  const file = localDatabasePath(url)
  if (file === null)
    return (
      `Datenbank ${url} ist nicht beschreibbar (${code}) – ` +
      'Adresse und Zugang des libSQL-Servers in INTAKE_DB prüfen.'
    )
  const absolute = path.resolve(file)
  const dir = path.dirname(absolute)
  const fix =
    code === 'SQLITE_FULL' || code === 'ENOSPC'
      ? `auf dem Datenträger von ${dir} Platz schaffen`
      : `dem Benutzer ${userInfo().username} Schreibrechte auf ${absolute} und den Ordner ${dir} geben ` +
        `(SQLite legt dort auch ${path.basename(absolute)}-wal und -shm an) ` +
        'oder INTAKE_DB auf einen beschreibbaren Ort setzen'
  return `Server startet nicht: Datenbank ${absolute} ist nicht beschreibbar (${code}) – ${fix}.`
}
