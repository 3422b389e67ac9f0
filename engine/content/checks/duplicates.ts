import type { ContentProblem } from '../../validation/problems.ts'
import type { PageFacts } from './page-facts.ts'

/** Two indexed pages with the same title (or description): search engines would show only one of them. */
export function checkDuplicates(pages: readonly PageFacts[], key: 'title' | 'description'): ContentProblem[] {
  const seen = new Map<string, PageFacts[]>()
  for (const page of pages) {
    const value = page.frontmatter?.[key]
    if (typeof value !== 'string' || page.url === null || page.frontmatter?.noindex === true) continue
    const normalised = value.trim().toLowerCase()
    seen.set(normalised, [...(seen.get(normalised) ?? []), page])
  }
  const words =
    key === 'title'
      ? { same: 'Gleicher Seitentitel', own: 'einen eigenen Seitentitel' }
      : { same: 'Gleiche Beschreibung', own: 'eine eigene Beschreibung' }
  return [...seen.values()]
    .filter((group) => group.length > 1)
    .flatMap((group) =>
      group.map((page) => ({
        file: page.file,
        line: page.keyLines.get(key) ?? 1,
        field: key,
        problem: `${words.same} wie ${group
          .filter((other) => other !== page)
          .map((other) => other.file)
          .join(', ')}`,
        fix:
          `Jede Seite braucht ${words.own}, sonst zeigen Suchmaschinen nur eine der Seiten. ` +
          'Nennen Sie, was diese Seite besonders macht.',
      })),
    )
}
