// `npm run check:live`: before the first deployment, lists every placeholder still in content/ (example.com
// addresses, Muster… names, zero register numbers, the film-and-TV phone numbers …) and fails while any
// remain. `npm run check:live -- tests/fixtures/live-site` checks another content folder.
import { checkLive } from '../engine/content/live-check.ts'
import { formatProblem } from '../engine/validation/problems.ts'

const root = process.argv[2] ?? 'content'
const problems = checkLive(root)
for (const problem of problems) console.error(formatProblem(problem))
const files = new Set(problems.map((problem) => problem.file)).size
const count = (n: number, one: string, many: string) => `${n.toLocaleString('de-DE')} ${n === 1 ? one : many}`
console.log(
  problems.length === 0
    ? `Keine Platzhalter in ${root}/ – bereit für den Livegang.`
    : `${count(problems.length, 'Platzhalter', 'Platzhalter')} in ${count(files, 'Datei', 'Dateien')}: ` +
        'vor dem Livegang durch echte Angaben ersetzen.',
)
process.exitCode = problems.length > 0 ? 1 : 0
