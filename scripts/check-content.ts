// `npm run check`: every content check at once, without building (see engine/content/site-check.ts).
// `npm run check -- content/kontakt.mdx` checks single files the way the build does.
// Every finding fails the check, spelling too (the build only warns about spelling). On GitHub Actions each
// finding is an error annotation on its line of the pull request, and the job summary lists them all
// (GitHub shows only the first ten annotations of a kind per step).
import { appendFileSync } from 'node:fs'
import { checkMdxFiles } from '../engine/content/check-files.ts'
import { checkSite } from '../engine/content/site-check.ts'
import { inGitHubActions, problemLine } from '../engine/validation/annotations.ts'
import type { ContentProblem } from '../engine/validation/problems.ts'
import { problemsMarkdown } from './check-content/summary.ts'

const actions = inGitHubActions()
const files = process.argv.slice(2).filter((arg) => arg.endsWith('.mdx'))
if (files.length > 0) {
  const failures = await checkMdxFiles(files)
  for (const failure of failures) {
    if (actions) for (const problem of failure.problems) console.error(problemLine(problem))
    else console.error(`${failure.message}\n`)
  }
  console.log(`${files.length} ${files.length === 1 ? 'Datei' : 'Dateien'} geprüft, ${failures.length} mit Fehlern.`)
  summarise(failures.flatMap((failure) => failure.problems))
  process.exitCode = failures.length > 0 ? 1 : 0
} else {
  const root = process.argv[2] ?? 'content'
  const problems = (await checkSite(root)).map((problem) => ({ ...problem, severity: 'error' as const }))
  for (const problem of problems) console.error(problemLine(problem))
  const files = new Set(problems.map((problem) => problem.file)).size
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
  console.log(
    problems.length === 0
      ? `Alles in Ordnung: ${root}/ ohne Fehler.`
      : `${count(problems.length, 'Problem', 'Probleme')} in ${count(files, 'Datei', 'Dateien')}.`,
  )
  summarise(problems)
  process.exitCode = problems.length > 0 ? 1 : 0
}

/** On GitHub Actions: every finding as a table in the job summary (GITHUB_STEP_SUMMARY). */
function summarise(problems: ContentProblem[]): void {
  const summary = process.env.GITHUB_STEP_SUMMARY
  if (actions && summary) appendFileSync(summary, problemsMarkdown(problems))
}
