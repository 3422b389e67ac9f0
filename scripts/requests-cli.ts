// What the command-line tools for stored requests (export, delete) share: German errors and usage,
// --db / INTAKE_DB, and refusing a database file that does not exist.
import { existsSync } from 'node:fs'
import { parseArgs, type ParseArgsConfig } from 'node:util'
import { localDatabasePath, openStore, type RequestStore } from '../server/intake/store.ts'

export function fail(message: string, code = 1): never {
  console.error(message)
  process.exit(code)
}

/** The command's string options plus --db and --help; a wrong option prints the usage and exits 2. */
export function readOptions<Name extends string>(
  names: readonly Name[],
  usage: string,
): Partial<Record<Name | 'db', string>> {
  const options: ParseArgsConfig['options'] = { db: { type: 'string' }, help: { type: 'boolean', short: 'h' } }
  for (const name of names) options[name] = { type: 'string' }
  let values: Record<string, string | boolean | undefined>
  try {
    values = parseArgs({ options, strict: true, allowPositionals: false }).values as typeof values
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`, 2)
  }
  if (values.help) {
    console.log(usage)
    process.exit(0)
  }
  return values as Partial<Record<Name | 'db', string>>
}

/** Opens the request database of --db (or INTAKE_DB); a missing file is an error, not a new empty database. */
export async function openExistingStore(db: string | undefined): Promise<RequestStore> {
  const url = db ?? process.env.INTAKE_DB ?? 'file:data/anfragen.db'
  const file = localDatabasePath(url)
  if (file !== null && file !== ':memory:' && !existsSync(file))
    fail(`Datenbank nicht gefunden: ${file} (mit --db oder INTAKE_DB angeben)`)
  return openStore(url)
}
