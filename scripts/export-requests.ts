// Exports the stored quote requests as CSV for Excel:
//   npx tsx scripts/export-requests.ts [--db file:data/anfragen.db] [--since 2026-11-01] [--out anfragen.csv]
import { writeFileSync } from 'node:fs'
import { requestsToCsv } from '../server/intake/csv-export.ts'
import { berlinMidnight } from './berlin-midnight.ts'
import { fail, openExistingStore, readOptions } from './requests-cli.ts'

const usage = `Aufruf: npx tsx scripts/export-requests.ts [--db file:data/anfragen.db] [--since 2026-11-01] [--out anfragen.csv]
  --db     Datenbank-URL (Standard: Umgebungsvariable INTAKE_DB, sonst file:data/anfragen.db)
  --since  nur Anfragen ab diesem Tag (JJJJ-MM-TT, ab 0:00 Uhr deutscher Zeit)
  --out    Zieldatei; ohne --out geht die CSV-Datei auf die Standardausgabe`

const args = readOptions(['since', 'out'], usage)
let since: Date | undefined
if (args.since !== undefined) {
  since =
    berlinMidnight(args.since) ??
    fail(`--since „${args.since}“ ist kein gültiges Datum; erwartet JJJJ-MM-TT, z. B. --since 2026-11-01`, 2)
}

// opening a missing file would create an empty database and export nothing: openExistingStore refuses
const store = await openExistingStore(args.db)
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
