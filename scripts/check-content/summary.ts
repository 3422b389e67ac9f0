import type { ContentProblem } from '../../engine/validation/problems.ts'

/** Text for a Markdown table cell: no line breaks, no cell separators, no HTML tags GitHub would swallow. */
const cell = (text: string) =>
  text
    .replaceAll('\\', '\\\\')
    .replaceAll('|', '\\|')
    .replaceAll('<', '&lt;')
    .replace(/\s*\n\s*/g, ' ')

/** The check's findings for the job summary of a GitHub Actions run: one table row each, in German. */
export function problemsMarkdown(problems: readonly ContentProblem[]): string {
  const lines = ['## Inhaltsprüfung', '']
  if (problems.length === 0) return [...lines, 'Alles in Ordnung: keine Fehler im Inhalt.', '', ''].join('\n')
  const errors = problems.filter((problem) => problem.severity !== 'warning').length
  const warnings = problems.length - errors
  const counts = [
    errors > 0 ? `${errors} Fehler` : '',
    warnings > 0 ? `${warnings} ${warnings === 1 ? 'Warnung' : 'Warnungen'}` : '',
  ].filter(Boolean)
  lines.push(
    `**${counts.join(', ')}.** ${errors > 0 ? 'Fehler verhindern das Zusammenführen. ' : ''}` +
      'Jede Meldung steht auch unter „Files changed“ an der betroffenen Zeile.',
    '',
    '| Datei und Zeile | Art | Feld | Problem | Lösung |',
    '| --- | --- | --- | --- | --- |',
  )
  for (const problem of problems) {
    const kind = problem.severity === 'warning' ? 'Warnung' : 'Fehler'
    lines.push(
      `| \`${cell(`${problem.file}:${problem.line}`)}\` | ${kind} | ${cell(problem.field)} | ${cell(problem.problem)} | ${cell(problem.fix)} |`,
    )
  }
  return [...lines, '', ''].join('\n')
}
