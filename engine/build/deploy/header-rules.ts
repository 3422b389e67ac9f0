import { cspFor, type CspSources } from '../../http/csp.ts'
import { ASSET_CACHE } from '../../http/cache-policy.ts'
import { contentSecurityPolicy, securityHeaders } from '../../http/security-headers.ts'
import type { BuiltSite, PagePolicy } from './built-site.ts'

/** Cloudflare Pages reads at most 100 rules from `_headers`, each header line at most 2,000 characters. */
export const MAX_HEADER_RULES = 100
export const MAX_HEADER_LINE = 2000

export interface HeaderRule {
  pattern: string
  headers: Record<string, string>
}

/** A top-level folder whose pages share one `/folder/*` rule, with a policy allowing all their hashes. */
interface FolderGroup {
  folder: string
  pages: PagePolicy[]
  csp: string
}

/**
 * The rules of `_headers`. A CSP cannot sit under /* (hosts join same-named headers of all matching
 * rules with a comma, which would enforce two policies), so each page gets its own, under /x and /x/.
 * That is two rules per page; when they are more than Cloudflare Pages accepts, the folders that save
 * most rules (e.g. /leistungen) get one `/leistungen/*` rule instead, whose policy lists the hashes of
 * all pages in the folder – JSON-LD data blocks of the same site, so no page may run anything new.
 */
export function headerRules(site: BuiltSite): { rules: HeaderRule[]; groups: string[] } {
  const { 'Content-Security-Policy': _csp, ...global } = securityHeaders
  const pages = site.policies.filter((policy) => policy.url !== null)
  const notFound = site.policies.filter((policy) => policy.url === null)
  const fixedRules = 2 + notFound.length
  const exactRules = (policy: PagePolicy) => (policy.url === '/' ? 1 : 2)
  const inFolder = (folder: string, urlPath: string) => urlPath === folder || urlPath.startsWith(`${folder}/`)

  const candidates: FolderGroup[] = []
  for (const folder of new Set(pages.map((policy) => topFolder(policy.url!)).filter((folder) => folder !== null))) {
    const members = pages.filter((policy) => inFolder(folder, policy.url!))
    candidates.push({ folder, pages: members, csp: unionCsp(members) })
  }
  const saving = (group: FolderGroup) =>
    group.pages.reduce((sum, policy) => sum + exactRules(policy), 0) +
    site.files.filter((file) => inFolder(group.folder, file)).length -
    (group.pages.some((policy) => policy.url === group.folder) ? 2 : 1)
  const fits = (csp: string) => `  Content-Security-Policy: ${csp}`.length <= MAX_HEADER_LINE

  const chosen: FolderGroup[] = []
  const count = () =>
    fixedRules +
    pages.reduce(
      (sum, policy) => sum + (chosen.some((group) => group.pages.includes(policy)) ? 0 : exactRules(policy)),
      0,
    ) +
    chosen.reduce((sum, group) => sum + (group.pages.some((policy) => policy.url === group.folder) ? 2 : 1), 0) +
    site.files.filter((file) => !chosen.some((group) => inFolder(group.folder, file))).length
  const ranked = candidates
    .filter((group) => saving(group) > 0 && fits(group.csp))
    .sort((a, b) => saving(b) - saving(a) || a.folder.localeCompare(b.folder))
  for (const group of ranked) {
    if (count() <= MAX_HEADER_RULES) break
    chosen.push(group)
  }

  const rules: HeaderRule[] = [
    { pattern: '/*', headers: global },
    {
      pattern: '/assets/*',
      headers: { 'Cache-Control': ASSET_CACHE, 'Content-Security-Policy': contentSecurityPolicy },
    },
  ]
  const csp = (value: string) => ({ 'Content-Security-Policy': value })
  for (const policy of pages) {
    const url = policy.url!
    const group = chosen.find((candidate) => candidate.pages.includes(policy))
    if (!group) {
      for (const pattern of url === '/' ? ['/'] : [url, `${url}/`]) rules.push({ pattern, headers: csp(policy.csp) })
    } else if (url === group.folder) {
      // the folder's own page keeps its policy under /x; /x/ falls under the folder rule
      rules.push({ pattern: url, headers: csp(policy.csp) })
    }
    if (group && group.pages[0] === policy) rules.push({ pattern: `${group.folder}/*`, headers: csp(group.csp) })
  }
  for (const policy of notFound) rules.push({ pattern: policy.file, headers: csp(policy.csp) })
  for (const file of site.files) {
    if (!chosen.some((group) => inFolder(group.folder, file)))
      rules.push({ pattern: file, headers: csp(contentSecurityPolicy) })
  }
  return { rules, groups: chosen.map((group) => `${group.folder}/*`) }
}

/** One policy for several pages: every hash and form host any of them needs. */
function unionCsp(policies: readonly PagePolicy[]): string {
  const all = (pick: (sources: Required<CspSources>) => readonly string[]) => [
    ...new Set(policies.flatMap((policy) => pick(policy.sources))),
  ]
  return cspFor(
    all((sources) => sources.hashes),
    {
      formOrigins: all((sources) => sources.formOrigins),
      linkFormOrigins: all((sources) => sources.linkFormOrigins),
    },
  )
}

/** /leistungen for /leistungen/bueroreinigung; null for pages directly below the root */
function topFolder(url: string): string | null {
  const match = /^(\/[^/]+)\/./.exec(url)
  return match ? match[1]! : null
}
