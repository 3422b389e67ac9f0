import type { PageText } from './page-text.ts'
import { isUnchanged, type BuildComparison, type FrameChange, type LineChanges } from './compare.ts'

// GitHub accepts at most 1 MiB of job summary per step; a huge change (hundreds of new pages) is cut short.
const MAX_LENGTH = 900_000

/**
 * The comparison as German Markdown for the job summary of a pull request: a heading per page URL, the
 * old and new lines in a ```diff block ("-" bisher, "+" neu, shown red and green by GitHub).
 */
export function comparisonMarkdown(comparison: BuildComparison, ref: string): string {
  const out = ['## Textänderungen für Besucherinnen und Besucher', '']
  if (isUnchanged(comparison)) {
    out.push(
      `Keine sichtbare Änderung gegenüber \`${ref}\`: Texte, Seitentitel und Beschreibungen aller Seiten bleiben gleich.`,
    )
    return out.join('\n') + '\n'
  }
  const counts = [
    count(comparison.changed.length, 'geänderte Seite', 'geänderte Seiten'),
    count(comparison.added.length, 'neue Seite', 'neue Seiten'),
    count(comparison.removed.length, 'entfernte Seite', 'entfernte Seiten'),
    comparison.frame.length > 0 ? 'Änderungen an Kopfzeile, Menü oder Fußzeile' : '',
  ].filter(Boolean)
  out.push(
    `Gegenüber \`${ref}\`: ${counts.join(', ')}. In den Kästen steht \`-\` vor bisherigem und \`+\` vor neuem Text; ` +
      'jeder Absatz, jede Überschrift und jeder Listenpunkt ist eine Zeile.',
  )

  for (const change of comparison.changed) {
    out.push('', `### \`${change.url}\``, '')
    if (change.title)
      out.push('Seitentitel:', '', ...diffBlock({ removed: [change.title.old], added: [change.title.new] }))
    if (change.description) {
      out.push(
        'Beschreibung für Suchmaschinen:',
        '',
        ...diffBlock({ removed: [change.description.old], added: [change.description.new] }),
      )
    }
    if (change.lines.removed.length + change.lines.added.length > 0) {
      if (change.title || change.description) out.push('Text der Seite:', '')
      out.push(...diffBlock(change.lines))
    }
    if (change.reordered) out.push('Gleicher Text, nur die Reihenfolge der Absätze ist anders.', '')
  }
  for (const { url, text } of comparison.added) {
    out.push('', `### \`${url}\` (neue Seite)`, '', ...newPage(text))
  }
  if (comparison.removed.length > 0) {
    out.push('', '### Entfernte Seiten', '')
    for (const { url, text } of comparison.removed) out.push(`- \`${url}\` – ${inline(text.title)}`)
  }
  for (const change of comparison.frame) {
    out.push('', `### Kopfzeile, Menü und Fußzeile ${pagesShowing(change)}`, '', ...diffBlock(change.lines))
  }
  // blocks end with a blank line and headings start with one: keep one (no block contains an empty line)
  return cut(
    out
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trimEnd() + '\n',
  )
}

function newPage(text: PageText): string[] {
  return [
    `Seitentitel: ${inline(text.title)}`,
    '',
    `Beschreibung für Suchmaschinen: ${inline(text.description)}`,
    '',
    ...diffBlock({ removed: [], added: text.lines }),
  ]
}

/** A ```diff block; its fence is longer than any run of backticks in the text, so no text can close it. */
function diffBlock({ removed, added }: LineChanges): string[] {
  const lines = [...removed.map((line) => `- ${line}`), ...added.map((line) => `+ ${line}`)]
  const longest = Math.max(
    2,
    ...lines.map((line) => Math.max(0, ...(line.match(/`+/g) ?? []).map((run) => run.length))),
  )
  const fence = '`'.repeat(longest + 1)
  return [`${fence}diff`, ...lines, fence, '']
}

/** Text inside a Markdown paragraph: characters Markdown or HTML would interpret are escaped. */
function inline(text: string): string {
  return text.replace(/[\\`*_[\]<>#|]/g, (char) => `\\${char}`) || '–'
}

function count(n: number, one: string, many: string): string {
  return n === 0 ? '' : `${n} ${n === 1 ? one : many}`
}

const SHOWN_URLS = 5

/** "auf allen Seiten", or on which pages (the shorter list). */
function pagesShowing({ urls, elsewhere }: FrameChange): string {
  const list = (items: string[]) =>
    items
      .slice(0, SHOWN_URLS)
      .map((url) => `\`${url}\``)
      .join(', ') + (items.length > SHOWN_URLS ? ' …' : '')
  if (elsewhere.length === 0) return '(auf allen Seiten)'
  const total = urls.length + elsewhere.length
  if (urls.length <= elsewhere.length) return `(auf ${urls.length} von ${total} Seiten: ${list(urls)})`
  return `(auf ${urls.length} von ${total} Seiten, nicht auf: ${list(elsewhere)})`
}

function cut(markdown: string): string {
  if (markdown.length <= MAX_LENGTH) return markdown
  const lastHeading = markdown.lastIndexOf('\n### ', MAX_LENGTH)
  const head = markdown.slice(0, lastHeading > 0 ? lastHeading : MAX_LENGTH)
  return `${head}\n\n**Gekürzt:** Die Liste ist zu lang für diese Seite. \`npm run textdiff\` zeigt sie ganz.\n`
}
