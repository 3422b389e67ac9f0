// Exports the stored quote requests as CSV for Excel:
//   npx tsx scripts/export-requests.ts [--db file:data/anfragen.db] [--since 2026-11-01] [--out anfragen.csv]
import { existsSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { requestsToCsv } from '../server/intake/csv-export'
import { localDatabasePath, openStore } from '../server/intake/store'
import { berlinMidnight } from './berlin-midnight'

const usage = `Aufruf: npx tsx scripts/export-requests.ts [--db file:data/anfragen.db] [--since 2026-11-01] [--out anfragen.csv]
  --db     Datenbank-URL (Standard: Umgebungsvariable INTAKE_DB, sonst file:data/anfragen.db)
  --since  nur Anfragen ab diesem Tag (JJJJ-MM-TT, ab 0:00 Uhr deutscher Zeit)
  --out    Zieldatei; ohne --out geht die CSV-Datei auf die Standardausgabe`

function fail(message: string, code = 1): never {
  console.error(message)
  process.exit(code)
}

let args: { db?: string | undefined; since?: string | undefined; out?: string | undefined; help?: boolean | undefined }
try {
  args = parseArgs({
    options: { db: { type: 'string' }, since: { type: 'string' }, out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
    allowPositionals: false,
  }).values
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`, 2)
}
if (args.help) {
  console.log(usage)
  process.exit(0)
}

const url = args.db ?? process.env['INTAKE_DB'] ?? 'file:data/anfragen.db'
let since: Date | undefined
if (args.since !== undefined) {
  since = berlinMidnight(args.since) ?? fail(`--since „${args.since}“ ist kein gültiges Datum; erwartet JJJJ-MM-TT, z. B. --since 2026-11-01`, 2)
}

// opening a missing file would create an empty database and export nothing: say what is wrong instead
const file = localDatabasePath(url)
if (file !== null && file !== ':memory:' && !existsSync(file)) fail(`Datenbank nicht gefunden: ${file} (mit --db oder INTAKE_DB angeben)`)

const store = await openStore(url)
try {
  const requests = await store.listRequests(since === undefined ? {} : { since })
  const csv = requestsToCsv(requests)
  if (args.out === undefined) {
    process.stdout.write(csv)
  } else {
    writeFileSync(args.out, csv, 'utf8')
    console.error(`${requests.length} ${requests.length === 1 ? 'Anfrage' : 'Anfragen'} nach ${args.out} exportiert.`)
  }
} finally {
  store.close()
}
