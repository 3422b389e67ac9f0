import path from 'node:path'
import { formatProblem, severityOf, type ContentProblem } from './problems.ts'

// On GitHub Actions, a line `::error file=…,line=…,title=…::message` printed by any step becomes an annotation:
// GitHub shows the message on that line of the pull request's diff. Values are escaped the way GitHub's own
// toolkit (@actions/core) does it: data may not contain %, CR or LF; properties additionally not : and ,.

const escapeData = (text: string) => text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A')
const escapeProperty = (text: string) => escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C')

/** True inside a GitHub Actions job (the runner sets GITHUB_ACTIONS=true for every step). */
export function inGitHubActions(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.GITHUB_ACTIONS === 'true'
}

/**
 * The problem as a GitHub annotation: `::error` (or `::warning`) on the file's line, the field as title and
 * the German problem and fix as message. The path is made relative to `root` (the checkout), with forward
 * slashes, so GitHub finds the file in the pull request.
 */
export function annotation(problem: ContentProblem, root = process.cwd()): string {
  const file = path.relative(root, path.resolve(root, problem.file)).split(path.sep).join('/')
  const properties = Object.entries({ file, line: String(problem.line), title: problem.field })
    .map(([key, value]) => `${key}=${escapeProperty(value)}`)
    .join(',')
  return `::${severityOf(problem)} ${properties}::${escapeData(`${problem.problem} — ${problem.fix}`)}`
}

/** One problem as a line of output: an annotation on GitHub Actions, else `datei:zeile — feld — problem — lösung`. */
export function problemLine(problem: ContentProblem, env: NodeJS.ProcessEnv = process.env): string {
  return inGitHubActions(env) ? annotation(problem) : formatProblem(problem)
}
