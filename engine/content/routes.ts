/**
 * URL rules shared by the build (Vike), the production server and the link check:
 * content/index.mdx → /, content/leistungen/bueroreinigung.mdx → /leistungen/bueroreinigung,
 * content/blog/index.mdx → /blog. Files or folders starting with "_" are partials, not pages.
 */
export function urlForContentFile(file: string): string | null {
  const relative = file.replace(/^\/?content\//, '').replace(/\.mdx$/, '')
  if (relative.split('/').some((part) => part.startsWith('_'))) return null
  const withoutIndex = relative === 'index' ? '' : relative.replace(/\/index$/, '')
  return `/${withoutIndex}`
}

/** The file name of a service page from its URL (/leistungen/bueroreinigung → bueroreinigung); undefined otherwise. */
export function serviceSlugOf(url: string): string | undefined {
  return /^\/leistungen\/([^/]+)$/.exec(url)?.[1]
}

/** The Fachjournal overview (content/blog/index.mdx); articles live below it, its feed is FEED_PATH. */
export const JOURNAL_URL = '/blog'

/**
 * Unknown service paths (a service without its own page, an old or mistyped link) show the office-cleaning
 * page instead of a 404; its canonical stays the real page.
 */
export const fallbackRules: ReadonlyArray<{ prefix: string; target: string }> = [
  { prefix: '/leistungen/', target: '/leistungen/bueroreinigung' },
]

export type Resolution =
  | { kind: 'page'; url: string }
  | { kind: 'fallback'; url: string }
  | { kind: 'redirect'; url: string }
  | { kind: 'not-found' }

/** Decides what a path shows, given the set of page URLs that exist. */
export function resolvePath(pathname: string, pages: ReadonlySet<string>): Resolution {
  if (pathname.length > 1 && pathname.endsWith('/')) {
    const trimmed = pathname.replace(/\/+$/, '') || '/'
    return pages.has(trimmed) || fallbackFor(trimmed, pages)
      ? { kind: 'redirect', url: trimmed }
      : { kind: 'not-found' }
  }
  if (pages.has(pathname)) return { kind: 'page', url: pathname }
  const fallback = fallbackFor(pathname, pages)
  return fallback ? { kind: 'fallback', url: fallback } : { kind: 'not-found' }
}

function fallbackFor(pathname: string, pages: ReadonlySet<string>): string | null {
  for (const rule of fallbackRules) {
    const rest = pathname.slice(rule.prefix.length)
    // one path segment of lowercase letters, digits and hyphens, like the service slugs
    if (pathname.startsWith(rule.prefix) && /^[a-z0-9-]+$/.test(rest) && pages.has(rule.target)) return rule.target
  }
  return null
}
