import type { ContentProblem } from '../../engine/validation/problems.ts'

/** Text for a Markdown table cell: no line breaks, no cell separators, no HTML tags GitHub would swallow. */
const cell = (text: string) =>
  text
    .replaceAll('\\', '\\\\')
    .replaceAll('|', '\\|')
    .replaceAll('<', '&lt;')
    .replace(/\s*\n\s*/g, ' ')

/** The content check's findings for the job summary of a GitHub Actions run: one table row each, in German. */
export function problemsMarkdown(problems: readonly ContentProblem[]): string {
  const lines = ['## Inhaltsprüfung', '']
  if (problems.length === 0) return [...lines, 'Alles in Ordnung: keine Fehler im Inhalt.', '', ''].join('\n')
  const files = new Set(problems.map((problem) => problem.file)).size
  lines.push(
    `**${problems.length} Fehler in ${files} ${files === 1 ? 'Datei' : 'Dateien'}.** ` +
      'Jede Meldung steht auch unter „Files changed“ an der betroffenen Zeile.',
    '',
    '| Datei und Zeile | Feld | Problem | Lösung |',
    '| --- | --- | --- | --- |',
  )
  for (const { file, line, field, problem, fix } of problems) {
    lines.push(`| \`${cell(`${file}:${line}`)}\` | ${cell(field)} | ${cell(problem)} | ${cell(fix)} |`)
  }
  return [...lines, '', ''].join('\n')
}
