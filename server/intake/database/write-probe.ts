import type { Client } from '@libsql/client'

/** a real, tiny committed write: throws (e.g. SQLITE_READONLY, SQLITE_FULL) when the database cannot be written */
export async function probeWrite(client: Client, at: Date): Promise<void> {
  await client.execute({
    sql:
      'INSERT INTO write_probe (id, checked_at) VALUES (1, ?) ' +
      'ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at',
    args: [at.toISOString()],
  })
}
