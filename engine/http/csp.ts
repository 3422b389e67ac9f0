import { createHash } from 'node:crypto'

/**
 * The Content-Security-Policy of this site, per page. Everything comes from this origin; the only
 * inline scripts are JSON-LD data blocks, whose SHA-256 hashes are listed in script-src so no page
 * ever needs 'unsafe-inline'. Applied at build time only, to the pages as the build wrote them
 * (engine/build/deploy-rules.ts): the rules for static hosts and, for the Node server,
 * dist/page-policies.json (engine/http/page-policies.ts). Never to HTML that holds a visitor's text: a
 * script found there would be the visitor's.
 */

// an inline <script> ends at the first "</script" (HTML tokenizer rule); scripts with src are files
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const HAS_SRC = /(?:^|\s)src\s*=/i
const FORM_TAG = /<form\b[^>]*>/gi
const ATTRIBUTE = (name: string) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')

/** "sha256-…" of every inline script (JSON-LD included) in the order they appear, without duplicates. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(SCRIPT)) {
    if (HAS_SRC.test(match[1] ?? '')) continue
    // browsers hash the script text after the HTML parser turned CR LF / CR into LF
    const text = (match[2] ?? '').replace(/\r\n?/g, '\n')
    hashes.add(`sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`)
  }
  return [...hashes]
}

/**
 * Origins of forms that go to another host. `post`: the quote form built with PUBLIC_FORM_ENDPOINT,
 * which the page may send (form-action) and the island may fetch (connect-src). `get`: the chat's
 * message box, a plain link to WhatsApp that works without JavaScript (form-action only).
 */
export function formOrigins(html: string, method: 'post' | 'get' | 'any' = 'post'): string[] {
  const origins = new Set<string>()
  for (const [tag] of html.matchAll(FORM_TAG)) {
    const formMethod = attribute(tag, 'method')?.toLowerCase() === 'post' ? 'post' : 'get'
    if (method !== 'any' && method !== formMethod) continue
    const action = attribute(tag, 'action') ?? ''
    if (!/^https?:\/\//i.test(action)) continue
    try {
      origins.add(new URL(action.replace(/&amp;/g, '&')).origin)
    } catch {
      // not a URL: the browser would not go there either
    }
  }
  return [...origins]
}

function attribute(tag: string, name: string): string | undefined {
  const match = ATTRIBUTE(name).exec(tag)
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined
}

/** What a page's policy allows beyond this origin. */
export interface CspSources {
  /** "sha256-…" of its inline scripts */
  hashes: readonly string[]
  /** hosts its quote form posts to (form-action, connect-src) */
  formOrigins?: readonly string[]
  /** hosts its plain link forms go to (form-action only) */
  linkFormOrigins?: readonly string[]
}

/** The policy for a page with these inline-script hashes and forms that go to other hosts. */
export function cspFor(hashes: readonly string[] = [], extra: Omit<CspSources, 'hashes'> = {}): string {
  const others = extra.formOrigins ?? []
  const formTargets = [...new Set([...others, ...(extra.linkFormOrigins ?? [])])]
  return [
    "default-src 'none'",
    ['script-src', "'self'", ...hashes.map((hash) => `'${hash}'`)].join(' '),
    "style-src 'self'",
    "img-src 'self'",
    "font-src 'self'",
    ['connect-src', "'self'", ...others].join(' '),
    "manifest-src 'self'",
    ['form-action', "'self'", ...formTargets].join(' '),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ')
}

/** What this HTML document needs in its policy. */
export function cspSourcesOfHtml(html: string): Required<CspSources> {
  return {
    hashes: inlineScriptHashes(html),
    formOrigins: formOrigins(html, 'post'),
    linkFormOrigins: formOrigins(html, 'get'),
  }
}

/** The policy for this HTML document. */
export function cspForHtml(html: string): string {
  const { hashes, ...extra } = cspSourcesOfHtml(html)
  return cspFor(hashes, extra)
}
