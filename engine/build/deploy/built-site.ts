import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { cspFor, cspSourcesOfHtml, type CspSources } from '../../http/csp.ts'
import { HEADERS_PATH, NOT_FOUND_PATH, REDIRECTS_PATH } from '../output-paths.ts'
import type { PageFacts } from '../page-facts.ts'
import { htmlFileFor } from '../site-files.ts'

// the rule files themselves are not served as pages or files
const GENERATED_FILES = new Set([HEADERS_PATH, REDIRECTS_PATH])

export interface PagePolicy {
  /** the page's URL, e.g. /leistungen/bueroreinigung; null for the 404 page */
  url: string | null
  /** the file that holds it, e.g. /leistungen/bueroreinigung/index.html */
  file: string
  /** what its policy allows: the hashes of its inline scripts (of the exact bytes served), its forms' hosts */
  sources: Required<CspSources>
  /** its Content-Security-Policy, the same the Node server sends */
  csp: string
}

export interface BuiltSite {
  pages: ReadonlySet<string>
  /** every page, then the 404 page */
  policies: PagePolicy[]
  /** other files outside /assets (e.g. /favicon.svg, /sitemap.xml); they get the base policy */
  files: string[]
  /** where the quote form posts, when that is this site (e.g. /api/anfrage); null otherwise */
  formPath: string | null
}

/** What the rules need: the pages and the form from the page facts, the CSP hashes from the built HTML. */
export function readBuiltSite(root: string, facts: PageFacts): BuiltSite {
  const urls = facts.pages.map((page) => page.url).sort()
  const policies: PagePolicy[] = []
  for (const url of urls) {
    const file = htmlFileFor(root, url)
    const html = readOptional(file)
    if (html === null)
      throw new Error(
        `${toUrlPath(root, file)} fehlt im Build, steht aber in den Seitendaten – bitte neu bauen (npm run build)`,
      )
    policies.push(policyOf(url, toUrlPath(root, file), html))
  }
  const notFound = readOptional(path.join(root, NOT_FOUND_PATH))
  if (notFound !== null) policies.push(policyOf(null, NOT_FOUND_PATH, notFound))

  const files: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      const urlPath = toUrlPath(root, full)
      if (entry.isDirectory()) {
        if (urlPath !== '/assets') walk(full)
      } else if (entry.name !== 'index.html' && urlPath !== NOT_FOUND_PATH && !GENERATED_FILES.has(urlPath)) {
        files.push(urlPath)
      }
    }
  }
  walk(root)

  // a form posting to another host (PUBLIC_FORM_ENDPOINT) is not proxied by this site
  const target = facts.pages.some((page) => page.hasQuoteForm) ? facts.formTarget : null
  const formPath = target?.startsWith('/') && !target.startsWith('//') ? target.split(/[?#]/)[0]! : null
  return { pages: new Set(urls), policies, files: files.sort(), formPath }
}

function policyOf(url: string | null, file: string, html: string): PagePolicy {
  const sources = cspSourcesOfHtml(html)
  const { hashes, ...extra } = sources
  return { url, file, sources, csp: cspFor(hashes, extra) }
}

/** /leistungen/index.html for <root>/leistungen/index.html */
function toUrlPath(root: string, file: string): string {
  return `/${path.relative(root, file).split(path.sep).join('/')}`
}

function readOptional(file: string): string | null {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return null
  }
}
