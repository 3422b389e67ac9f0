// `npm run check`: every content check at once, without building (see engine/content/site-check.ts).
// `npm run check -- content/kontakt.mdx` checks single files the way the build does.
import { checkMdxFiles } from '../engine/content/check-files.ts'
import { checkSite } from '../engine/content/site-check.ts'
import { formatProblem } from '../engine/validation/problems.ts'

const files = process.argv.slice(2).filter((arg) => arg.endsWith('.mdx'))
if (files.length > 0) {
  const failures = await checkMdxFiles(files)
  for (const failure of failures) console.error(`${failure.message}\n`)
  console.log(`${files.length} Dateien geprüft, ${failures.length} mit Fehlern.`)
  process.exitCode = failures.length > 0 ? 1 : 0
} else {
  const root = process.argv[2] ?? 'content'
  const problems = await checkSite(root)
  for (const problem of problems) console.error(formatProblem(problem))
  const files = new Set(problems.map((problem) => problem.file)).size
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
  console.log(
    problems.length === 0
      ? `Alles in Ordnung: ${root}/ ohne Fehler.`
      : `${count(problems.length, 'Problem', 'Probleme')} in ${count(files, 'Datei', 'Dateien')}.`,
  )
  process.exitCode = problems.length > 0 ? 1 : 0
}
