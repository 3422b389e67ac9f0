// npx tsx scripts/pr-plan.ts <git-ref>: which checks a pull request needs, from the files it changes
// against <git-ref>. Only content/ changed: the editors' fast path (content check, build, text diff and a
// browser smoke test of the affected pages). Anything else: the full test suite.
// On GitHub Actions it writes `nur_inhalt` and `seiten` (space-separated URLs) to GITHUB_OUTPUT.
import { execFileSync } from 'node:child_process'
import { appendFileSync } from 'node:fs'
import { planForChanges } from './pr/affected-pages.ts'

const ref = process.argv[2]
if (!ref || process.argv.length > 3) {
  console.error('Aufruf: npx tsx scripts/pr-plan.ts <Git-Stand>, z. B. npx tsx scripts/pr-plan.ts main')
  process.exit(2)
}
let changed: string[]
try {
  // --no-renames: a renamed page counts as removed and added, so both URLs are considered
  changed = execFileSync('git', ['diff', '--name-only', '--no-renames', ref, 'HEAD'], { encoding: 'utf8' }).split('\n')
} catch {
  console.error(`„${ref}“ ist kein Branch, Tag oder Commit in diesem Repository.`)
  process.exit(2)
}
const plan = planForChanges(changed)
const total = changed.filter(Boolean).length
const files = `${total} ${total === 1 ? 'geänderte Datei' : 'geänderte Dateien'}`

if (plan.contentOnly) {
  console.log(`${files}${total > 0 ? ', alle in content/' : ''}: schnelle Prüfung für Texte.`)
  for (const { file, pages } of plan.files) console.log(`  ${file} → ${pages.join(', ') || 'keine Seite'}`)
  console.log(`Im Browser geprüft: ${plan.pages.join(', ') || 'keine Seite'}`)
} else {
  const code = changed.filter((file) => file !== '' && !file.startsWith('content/'))
  console.log(`${files}, davon ${code.length} außerhalb von content/ (z. B. ${code[0]}): alle Tests.`)
}

const output = process.env.GITHUB_OUTPUT
if (output) appendFileSync(output, `nur_inhalt=${plan.contentOnly}\nseiten=${plan.pages.join(' ')}\n`)
