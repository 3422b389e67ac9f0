// Deletes stored quote requests (with their mail queue rows) received before a day:
//   npm run anfragen-loeschen -- --before 2025-01-01 [--db file:data/anfragen.db]
// Without --before it deletes what is older than the retention period of content/firma.yaml, as the
// server does once a day. Safe while the server runs (SQLite serialises the writes).
import { existsSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { readRetentionMonths, retentionCutoff } from '../server/intake/retention'
import { localDatabasePath, openStore } from '../server/intake/store'
import { berlinMidnight } from './berlin-midnight'

const usage = `Aufruf: npm run anfragen-loeschen -- [--before 2025-01-01] [--db file:data/anfragen.db]
  --before  löscht alle Anfragen mit Eingang vor diesem Tag (JJJJ-MM-TT, vor 0:00 Uhr deutscher Zeit);
            ohne --before: alle, die älter sind als die Aufbewahrungsfrist in content/firma.yaml
  --db      Datenbank-URL (Standard: Umgebungsvariable INTAKE_DB, sonst file:data/anfragen.db)`

function fail(message: string, code = 1): never {
  console.error(message)
  process.exit(code)
}

let args: { db?: string | undefined; before?: string | undefined; help?: boolean | undefined }
try {
  args = parseArgs({
    options: { db: { type: 'string' }, before: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
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

let before: Date
let reason: string
if (args.before === undefined) {
  const months = readRetentionMonths()
  before = retentionCutoff(new Date(), months)
  reason = `älter als ${months} Monate (Aufbewahrungsfrist aus content/firma.yaml)`
} else {
  before = berlinMidnight(args.before) ?? fail(`--before „${args.before}“ ist kein gültiges Datum; erwartet JJJJ-MM-TT, z. B. --before 2025-01-01`, 2)
  reason = `mit Eingang vor dem ${args.before.split('-').reverse().join('.')}`
}

const url = args.db ?? process.env['INTAKE_DB'] ?? 'file:data/anfragen.db'
// opening a missing file would create an empty database: say what is wrong instead
const file = localDatabasePath(url)
if (file !== null && file !== ':memory:' && !existsSync(file)) fail(`Datenbank nicht gefunden: ${file} (mit --db oder INTAKE_DB angeben)`)

const store = await openStore(url)
try {
  const deleted = await store.deleteRequestsBefore(before)
  console.log(`${deleted} ${deleted === 1 ? 'Anfrage' : 'Anfragen'} ${reason} gelöscht.`)
} finally {
  store.close()
}
