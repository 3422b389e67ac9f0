import { pageText, type PageText } from './page-text.ts'

/** Lines only in the old text and lines only in the new text, each in page order. */
export interface LineChanges {
  removed: string[]
  added: string[]
}

export interface PageChange {
  url: string
  title?: { old: string; new: string }
  description?: { old: string; new: string }
  lines: LineChanges
  /** the same lines as before, in another order */
  reordered: boolean
}

/** Lines outside <main> that changed on the same pages. */
export interface FrameChange {
  lines: LineChanges
  urls: string[]
  /** pages present in both builds that do not show this change (empty: all pages do) */
  elsewhere: string[]
}

export interface BuildComparison {
  added: { url: string; text: PageText }[]
  removed: { url: string; text: PageText }[]
  changed: PageChange[]
  frame: FrameChange[]
}

/** URL → HTML of every pre-rendered page of one build. */
export type BuiltPages = ReadonlyMap<string, string>

/**
 * Compares the visible text of two builds page by page. Header and footer are compared apart from
 * <main> and reported once per distinct change, so a new footer line does not repeat on every page.
 */
export function compareBuilds(oldPages: BuiltPages, newPages: BuiltPages): BuildComparison {
  const urls = [...new Set([...oldPages.keys(), ...newPages.keys()])].sort()
  const result: BuildComparison = { added: [], removed: [], changed: [], frame: [] }
  const common: string[] = []
  // "-" or "+", occurrence on the page and the line → pages where it changed
  const frameLines = new Map<string, string[]>()
  for (const url of urls) {
    const oldHtml = oldPages.get(url)
    const newHtml = newPages.get(url)
    if (oldHtml === undefined) {
      result.added.push({ url, text: pageText(newHtml!) })
      continue
    }
    if (newHtml === undefined) {
      result.removed.push({ url, text: pageText(oldHtml) })
      continue
    }
    common.push(url)
    if (oldHtml === newHtml) continue
    const before = pageText(oldHtml)
    const after = pageText(newHtml)
    const change: PageChange = { url, lines: lineChanges(before.lines, after.lines), reordered: false }
    if (before.title !== after.title) change.title = { old: before.title, new: after.title }
    if (before.description !== after.description)
      change.description = { old: before.description, new: after.description }
    change.reordered = !hasChanges(change.lines) && before.lines.join('\n') !== after.lines.join('\n')
    if (change.title || change.description || hasChanges(change.lines) || change.reordered) result.changed.push(change)

    const frame = lineChanges(before.frame, after.frame)
    for (const [sign, lines] of [
      ['-', frame.removed],
      ['+', frame.added],
    ] as const) {
      lines.forEach((line, index) => {
        const nth = lines.slice(0, index).filter((other) => other === line).length
        const key = JSON.stringify([sign, nth, line])
        frameLines.set(key, [...(frameLines.get(key) ?? []), url])
      })
    }
  }
  result.frame = groupFrameLines(frameLines, common)
  return result
}

/** One FrameChange per set of pages, so a footer change shows once and an action-bar change once. */
function groupFrameLines(frameLines: Map<string, string[]>, common: readonly string[]): FrameChange[] {
  const groups = new Map<string, FrameChange>()
  for (const [key, urls] of frameLines) {
    const [sign, , line] = JSON.parse(key) as ['-' | '+', number, string]
    const group = groups.get(urls.join(' ')) ?? {
      lines: { removed: [], added: [] },
      urls,
      elsewhere: common.filter((url) => !urls.includes(url)),
    }
    ;(sign === '-' ? group.lines.removed : group.lines.added).push(line)
    groups.set(urls.join(' '), group)
  }
  // changes on the most pages first
  return [...groups.values()].sort((a, b) => b.urls.length - a.urls.length)
}

/** Multiset difference of two line lists: a line counts as removed as often as it lost occurrences. */
export function lineChanges(oldLines: readonly string[], newLines: readonly string[]): LineChanges {
  return { removed: missingFrom(oldLines, newLines), added: missingFrom(newLines, oldLines) }
}

export function hasChanges(changes: LineChanges): boolean {
  return changes.removed.length > 0 || changes.added.length > 0
}

export function isUnchanged(comparison: BuildComparison): boolean {
  return comparison.added.length + comparison.removed.length + comparison.changed.length + comparison.frame.length === 0
}

/** The lines of `lines` that `other` does not have (as often as they are missing), in order. */
function missingFrom(lines: readonly string[], other: readonly string[]): string[] {
  const available = new Map<string, number>()
  for (const line of other) available.set(line, (available.get(line) ?? 0) + 1)
  const missing: string[] = []
  for (const line of lines) {
    const left = available.get(line) ?? 0
    if (left > 0) available.set(line, left - 1)
    else missing.push(line)
  }
  return missing
}
