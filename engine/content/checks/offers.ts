import path from 'node:path'
import type { ContentProblem } from '../../validation/problems.ts'
import { closestName } from '../../validation/validate-yaml.ts'
import type { PageFacts } from './page-facts.ts'

/** File names (without .mdx) of the pages under /leistungen/ that have `leistung` (a name and category). */
export function serviceSlugsOf(pages: readonly PageFacts[]): Set<string> {
  return new Set(
    pages
      .filter((page) => page.url?.startsWith('/leistungen/') && page.frontmatter?.leistung)
      .map((page) => path.basename(page.file, '.mdx'))
      .filter((slug) => slug !== 'index'),
  )
}

/** `angebote` names service pages by file name; each must exist and have `leistung` (its name and category). */
export function checkOffers(page: PageFacts, serviceSlugs: ReadonlySet<string>): ContentProblem[] {
  const offers = page.frontmatter?.angebote
  if (!offers || typeof offers !== 'object') return []
  const slugs = Object.values(offers)
    .flatMap((entry: unknown) => (Array.isArray(entry) ? entry : Object.values(entry ?? {}).flat()))
    .map(String)
  const line = page.keyLines.get('angebote') ?? 1
  return [...new Set(slugs)]
    .filter((slug) => !serviceSlugs.has(slug))
    .map((slug) => {
      const near = closestName(slug, [...serviceSlugs])
      return {
        file: page.file,
        line,
        field: 'angebote',
        problem: `„${slug}“ ist keine Leistungsseite mit Feld leistung`,
        fix: near
          ? `Meinten Sie „${near}“?`
          : 'Schreiben Sie den Dateinamen einer Seite aus content/leistungen/ ohne .mdx, z. B. bueroreinigung.',
      }
    })
}
