import { isUnchanged, type BuildComparison, type FrameChange, type LineChanges } from './compare.ts'

const INDENT = '    '

/** The comparison as German text for the terminal, like a diff: "-" old, "+" new. */
export function formatComparison(comparison: BuildComparison, ref: string): string {
  if (isUnchanged(comparison)) {
    return `Keine sichtbaren Textänderungen gegenüber ${ref}: Texte, Seitentitel und Beschreibungen aller Seiten sind gleich.`
  }
  const out: string[] = [`Textänderungen gegenüber ${ref} ("-" = bisher, "+" = neu)`]
  const section = (heading: string, count: number) => {
    if (out.at(-1) !== '') out.push('')
    out.push(`${heading} (${count})`, '')
  }

  if (comparison.added.length > 0) {
    section('Neue Seiten', comparison.added.length)
    for (const { url, text } of comparison.added) {
      out.push(`  ${url}`, `${INDENT}Titel: ${text.title}`, `${INDENT}Beschreibung: ${text.description}`)
      out.push(...text.lines.map((line) => `${INDENT}+ ${line}`), '')
    }
  }
  if (comparison.removed.length > 0) {
    section('Entfernte Seiten', comparison.removed.length)
    for (const { url, text } of comparison.removed) out.push(`  ${url} – ${text.title}`)
  }
  if (comparison.changed.length > 0) {
    section('Geänderte Seiten', comparison.changed.length)
    for (const change of comparison.changed) {
      out.push(`  ${change.url}`)
      if (change.title) out.push(`${INDENT}Titel:`, `${INDENT}- ${change.title.old}`, `${INDENT}+ ${change.title.new}`)
      if (change.description) {
        out.push(
          `${INDENT}Beschreibung:`,
          `${INDENT}- ${change.description.old}`,
          `${INDENT}+ ${change.description.new}`,
        )
      }
      if (change.title || change.description) out.push(`${INDENT}Text:`)
      out.push(...diffLines(change.lines))
      if (change.reordered) out.push(`${INDENT}(gleicher Text, nur die Reihenfolge der Absätze ist anders)`)
      out.push('')
    }
  }
  if (comparison.frame.length > 0) {
    section('Kopfzeile, Menü und Fußzeile', comparison.frame.length)
    for (const change of comparison.frame) out.push(`  ${pagesShowing(change)}`, ...diffLines(change.lines), '')
  }
  return out.join('\n').trimEnd()
}

const SHOWN_URLS = 5

/** "auf allen Seiten", or the shorter of the list of pages with and without the change. */
function pagesShowing({ urls, elsewhere }: FrameChange): string {
  if (elsewhere.length === 0) return 'auf allen Seiten'
  const total = urls.length + elsewhere.length
  if (urls.length <= SHOWN_URLS) return `auf ${urls.length} von ${total} Seiten: ${urls.join(', ')}`
  if (elsewhere.length <= SHOWN_URLS)
    return `auf ${urls.length} von ${total} Seiten, nicht auf: ${elsewhere.join(', ')}`
  return `auf ${urls.length} von ${total} Seiten, z. B. ${urls.slice(0, SHOWN_URLS).join(', ')} …`
}

function diffLines(changes: LineChanges): string[] {
  return [...changes.removed.map((line) => `${INDENT}- ${line}`), ...changes.added.map((line) => `${INDENT}+ ${line}`)]
}
