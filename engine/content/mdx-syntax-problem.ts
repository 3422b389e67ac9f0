import type { ContentProblem } from '../validation/problems.ts'

const FIX = 'Prüfen Sie spitze Klammern < > und ob jeder Baustein geschlossen ist, z. B. <Section> … </Section>.'

/**
 * The MDX parser's error in German, at the line an editor must look at: for a tag that is never closed,
 * the line of its opening tag (the parser points at the later closing tag of the block around it).
 */
export function mdxSyntaxProblem(file: string, error: unknown): ContentProblem {
  const reason = (error as { reason?: string }).reason ?? String(error)
  const place = (error as { place?: { start?: { line?: number }; line?: number } }).place
  const at = place?.start?.line ?? place?.line ?? (error as { line?: number }).line ?? 1

  // "Unexpected closing tag `</Section>`, expected corresponding closing tag for `<Steps>` (3:1-3:8)"
  const mismatch =
    /^Unexpected closing tag `(<\/[^`]+>)`, expected corresponding closing tag for `<([^`>]+)>` \((\d+):/.exec(reason)
  if (mismatch) {
    const [, closing, opened, line] = mismatch
    return {
      file,
      line: Number(line),
      field: `<${opened}>`,
      problem: `Baustein <${opened}> aus Zeile ${line} wird nicht geschlossen (Zeile ${at} schließt schon ${closing})`,
      fix: `Schreiben Sie </${opened}> an das Ende des Bausteins, vor ${closing}.`,
    }
  }
  // "Expected a closing tag for `<Steps>` (3:1-3:8)" (optionally "before the end of `paragraph`")
  const unclosed = /^Expected a closing tag for `<([^`>]+)>` \((\d+):/.exec(reason)
  if (unclosed) {
    const [, opened, line] = unclosed
    const inline = /before the end of `paragraph`/.test(reason)
    return {
      file,
      line: Number(line),
      field: `<${opened}>`,
      problem: `Baustein <${opened}> wird nicht geschlossen`,
      fix: inline
        ? `Schließen Sie <${opened}> im selben Absatz mit </${opened}>.`
        : `Schreiben Sie </${opened}> an das Ende des Bausteins.`,
    }
  }
  const stray = /^Unexpected closing tag `(<\/[^`]+>)`/.exec(reason)
  if (stray)
    return { file, line: at, field: 'MDX', problem: `Schließendes ${stray[1]} ohne passenden Anfang`, fix: FIX }
  return { file, line: at, field: 'MDX', problem: `Die Datei lässt sich nicht lesen: ${reason}`, fix: FIX }
}
