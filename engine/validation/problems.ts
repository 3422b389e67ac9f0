/**
 * 'error' stops the build; 'warning' (spelling) is printed by the build, which goes on, so that nothing the
 * dictionary lacks blocks an urgent deploy. `npm run check` (and so CI) fails on both.
 */
export type Severity = 'error' | 'warning'

/** One content mistake, phrased for editors: where it is, which field, what is wrong, how to fix it. */
export interface ContentProblem {
  file: string
  line: number
  field: string
  problem: string
  fix: string
  /** absent means 'error' */
  severity?: Severity
}

export function severityOf(problem: ContentProblem): Severity {
  return problem.severity ?? 'error'
}

/** `datei:zeile — feld — problem — lösung`, one line per problem (the format `npm run check` prints too). */
export function formatProblem(p: ContentProblem): string {
  return `${p.file}:${p.line} — ${p.field} — ${p.problem} — ${p.fix}`
}

/** Thrown at build and in `npm run dev`; the message lists every problem of the file at once. */
export class ContentError extends Error {
  readonly problems: ContentProblem[]
  constructor(problems: ContentProblem[]) {
    const count = problems.length === 1 ? '1 Fehler' : `${problems.length} Fehler`
    super(`Inhalt fehlerhaft (${count}):\n${problems.map((p) => `  ${formatProblem(p)}`).join('\n')}`)
    this.name = 'ContentError'
    this.problems = problems
  }
}
