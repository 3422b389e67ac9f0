import type { ContentProblem } from '../../validation/problems.ts'
import { closestName } from '../../validation/validate-yaml.ts'
import { resolvePath } from '../routes.ts'
import type { PageFacts } from './page-facts.ts'

/** Every page of the site by its URL, for links between pages. */
export type PagesByUrl = ReadonlyMap<string, PageFacts>

/** Internal links must lead to a page (or a file in `publicFiles`) and, with #anchor, to an id on it. */
export function checkLinks(page: PageFacts, byUrl: PagesByUrl, publicFiles: ReadonlySet<string>): ContentProblem[] {
  const urls = new Set(byUrl.keys())
  const problems: ContentProblem[] = []
  const problem = (line: number, text: string, fix: string) =>
    problems.push({ file: page.file, line, field: 'Link', problem: text, fix })
  for (const { href, line } of page.links) {
    if (/^(https?:|mailto:|tel:)/.test(href)) continue
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) {
      problem(
        line,
        `Link „${href}“ hat eine unbekannte Adressart`,
        'Interne Links beginnen mit /, externe mit https://.',
      )
      continue
    }
    const [pathPart = '', anchor] = href.split('#') as [string, string | undefined]
    if (pathPart === '') {
      if (anchor && !page.anchors.has(anchor))
        problem(line, `Sprungziel „#${anchor}“ gibt es auf dieser Seite nicht`, anchorFix(anchor, page))
      continue
    }
    if (!pathPart.startsWith('/')) {
      problem(line, `Link „${href}“ ist relativ`, `Schreiben Sie den Pfad mit / am Anfang, z. B. /${pathPart}.`)
      continue
    }
    if (publicFiles.has(pathPart)) continue
    const resolution = resolvePath(pathPart, urls)
    if (resolution.kind !== 'page') {
      const near = closestName(pathPart, [...urls])
      const fix =
        resolution.kind === 'redirect'
          ? `Schreiben Sie den Pfad ohne Schrägstrich am Ende: ${resolution.url}.`
          : near
            ? `Meinten Sie ${near}? Sonst legen Sie die Seite an oder entfernen den Link.`
            : 'Legen Sie die Seite an oder korrigieren Sie den Pfad.'
      problem(line, `Link auf „${pathPart}“: diese Seite gibt es nicht`, fix)
      continue
    }
    const target = byUrl.get(resolution.url)
    if (anchor && target && !target.anchors.has(anchor)) {
      problem(line, `Sprungziel „#${anchor}“ gibt es auf ${resolution.url} nicht`, anchorFix(anchor, target))
    }
  }
  return problems
}

function anchorFix(anchor: string, target: PageFacts): string {
  const near = closestName(anchor, [...target.anchors])
  return near
    ? `Meinten Sie „#${near}“?`
    : 'Sprungziele sind Überschriften (klein, mit Bindestrichen) oder id="…" eines Abschnitts.'
}
