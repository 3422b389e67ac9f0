// Real storage faults for the intake tests. Tests run as root (locally and in CI), and root ignores
// permission bits, so read-only and full are made with mounts: a small tmpfs filled to the last byte
// gives SQLite a real ENOSPC (SQLITE_FULL); a read-only bind mount makes opening for writing fail
// (SQLITE_READONLY). A connection that is already open keeps writing through a read-only bind mount,
// so a database turning read-only under a running outbox is made with PRAGMA query_only on that
// connection: SQLite itself then refuses every write with SQLITE_READONLY.
import { execFileSync } from 'node:child_process'
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Client } from '@libsql/client'
import type { RequestStore } from '../../server/intake/store.ts'

function mount(args: string[]): void {
  try {
    execFileSync('mount', args, { stdio: 'pipe' })
  } catch (error) {
    const detail =
      error instanceof Error && 'stderr' in error ? String((error as { stderr: unknown }).stderr).trim() : String(error)
    throw new Error(
      `mount ${args.join(' ')} fehlgeschlagen (die Fehlertests brauchen root mit Mount-Rechten): ${detail}`,
      { cause: error },
    )
  }
}

/** Lazy unmount: libsql may hold a file open a moment after close(). */
function unmount(dir: string): void {
  execFileSync('umount', ['-l', dir], { stdio: 'pipe' })
}

export interface SmallDisk {
  dir: string
  /** writes a filler file until the disk reports ENOSPC */
  fill(): void
  /** deletes the filler file again */
  free(): void
  remove(): void
}

/** A tmpfs of `sizeKb` KB in a fresh temporary folder. */
export function smallDisk(sizeKb = 2048): SmallDisk {
  const dir = mkdtempSync(path.join(tmpdir(), 'volle-platte-'))
  mount(['-t', 'tmpfs', '-o', `size=${sizeKb}k`, 'tmpfs', dir])
  const filler = path.join(dir, 'fueller')
  return {
    dir,
    fill() {
      const fd = openSync(filler, 'a')
      const block = Buffer.alloc(4096, 1)
      try {
        for (;;) writeSync(fd, block)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error
      } finally {
        closeSync(fd)
      }
      // the last partial block
      const fd2 = openSync(filler, 'a')
      try {
        for (;;) writeSync(fd2, Buffer.alloc(1))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error
      } finally {
        closeSync(fd2)
      }
    },
    free() {
      rmSync(filler, { force: true })
    },
    remove() {
      unmount(dir)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Makes `target` (a file or a folder) read-only for everyone, root included, until `undo` is called. */
export function readOnly(target: string): { undo: () => void } {
  mount(['--bind', target, target])
  mount(['-o', 'remount,bind,ro', target])
  return { undo: () => unmount(target) }
}

/** From now on SQLite refuses every write on the store's own connection with SQLITE_READONLY. */
export async function makeConnectionReadOnly(store: RequestStore, readOnly = true): Promise<void> {
  const client = (store as unknown as { client?: Client }).client
  if (client === undefined || typeof client.execute !== 'function')
    throw new Error('store has no libsql client (store.ts changed?)')
  await client.execute(`PRAGMA query_only = ${readOnly ? 'ON' : 'OFF'}`)
}
