// Deletes stored quote requests (with their mail queue rows) received before a day, for good: no byte of
// them stays in the database file or its WAL (server/intake/database/erasure.ts, deleteRequestsBefore):
//   npm run anfragen-loeschen -- --before 2025-01-01 [--db file:data/anfragen.db]
// Without --before it deletes what is older than the retention period of content/firma.yaml, as the
// server does once a day. Safe while the server runs (SQLite serialises the writes).
import { deletionSummary, readRetentionMonths, retentionCutoff } from '../server/intake/retention.ts'
import { berlinMidnight } from './berlin-midnight.ts'
import { fail, openExistingStore, readOptions } from './requests-cli.ts'

const usage = `Aufruf: npm run anfragen-loeschen -- [--before 2025-01-01] [--db file:data/anfragen.db]
  --before  löscht alle Anfragen mit Eingang vor diesem Tag (JJJJ-MM-TT, vor 0:00 Uhr deutscher Zeit);
            ohne --before: alle, die älter sind als die Aufbewahrungsfrist in content/firma.yaml
  --db      Datenbank-URL (Standard: Umgebungsvariable INTAKE_DB, sonst file:data/anfragen.db)`

const args = readOptions(['before'], usage)

let before: Date
let reason: string
if (args.before === undefined) {
  const months = readRetentionMonths()
  before = retentionCutoff(new Date(), months)
  reason = `älter als ${months} Monate (Aufbewahrungsfrist aus content/firma.yaml)`
} else {
  before =
    berlinMidnight(args.before) ??
    fail(`--before „${args.before}“ ist kein gültiges Datum; erwartet JJJJ-MM-TT, z. B. --before 2025-01-01`, 2)
  reason = `mit Eingang vor dem ${args.before.split('-').reverse().join('.')}`
}

// opening a missing file would create an empty database: openExistingStore refuses
const store = await openExistingStore(args.db)
try {
  const deletion = await store.deleteRequestsBefore(before)
  console.log(deletionSummary(deletion, reason))
} finally {
  store.close()
}
