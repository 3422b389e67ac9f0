import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml'
import type { ContentProblem } from '../../validation/problems.ts'
import { closestName } from '../../validation/validate-yaml.ts'

/**
 * `seiten` of each review and each contact in vertrauen.yaml names the service and region pages it belongs
 * to (a review may also name "/", the start page).
 * A misspelt page would quietly keep the entry off that page, so each must be a service page
 * (/leistungen/ + a file name from `serviceSlugs`) or a region's `seite` in firma.yaml (`companyData` as
 * written; null: regions unknown). A contact may also name another page of content/, e.g. the person who
 * answers the quote form on /angebot-erhalten.
 */
export function checkReviewPages(
  root: string,
  serviceSlugs: ReadonlySet<string>,
  companyData: unknown,
): ContentProblem[] {
  const source = path.join(root, 'vertrauen.yaml')
  if (!existsSync(source)) return []
  const file = (path.isAbsolute(root) ? path.relative(process.cwd(), source) : source).split(path.sep).join('/')
  const lineCounter = new LineCounter()
  const document = parseDocument(readFileSync(source, 'utf8'), { lineCounter })
  if (document.errors.length > 0 || companyData === null) return []

  const allowed = [...[...serviceSlugs].map((slug) => `/leistungen/${slug}`), ...regionPages(companyData)]
  const problems: ContentProblem[] = []
  for (const list of ['kundenstimmen', 'ansprechpersonen']) {
    const entries = document.get(list)
    if (!isSeq(entries)) continue
    entries.items.forEach((entry, index) => {
      const pages = isMap(entry) ? (entry.get('seiten', true) as Node | undefined) : undefined
      if (!isSeq(pages)) return
      pages.items.forEach((item, position) => {
        if (!isScalar(item) || allowed.includes(String(item.value))) return
        if (list === 'kundenstimmen' && item.value === '/') return
        if (list === 'ansprechpersonen' && isContentPage(root, String(item.value))) return
        const near = closestName(String(item.value), allowed)
        problems.push({
          file,
          line: lineCounter.linePos(item.range?.[0] ?? 0).line,
          field: `${list}.${index}.seiten.${position}`,
          problem: `„${String(item.value)}“ ist keine Leistungs- oder Regionsseite`,
          fix: near
            ? `Meinten Sie „${near}“?`
            : 'Nennen Sie eine Seite aus content/leistungen/ (z. B. /leistungen/bueroreinigung) oder eine ' +
              'Regionsseite aus firma.yaml (z. B. /berlin).',
        })
      })
    })
  }
  return problems
}

/** "/angebot-erhalten" → content/angebot-erhalten.mdx exists (one level, no blog or service pages) */
const isContentPage = (root: string, page: string) =>
  /^\/[a-z0-9-]+$/.test(page) && existsSync(path.join(root, `${page.slice(1)}.mdx`))

function regionPages(companyData: unknown): string[] {
  const regions = (companyData as { regionen?: unknown } | null)?.regionen
  if (!Array.isArray(regions)) return []
  return regions.flatMap((region: unknown) => {
    const page = (region as { seite?: unknown } | null)?.seite
    return typeof page === 'string' ? [page] : []
  })
}
