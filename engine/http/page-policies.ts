import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The Content-Security-Policy of every built HTML file, fixed at build time (scripts/postbuild.ts) from
 * the pages as the build wrote them. The Node server sends exactly these policies; it never derives a
 * policy from HTML at request time, where a re-shown form holds text a visitor typed (a script hashed
 * from there would be a script the visitor may run). Keys are file paths below dist/client, e.g.
 * /kontakt/index.html and /404.html.
 */
export type PagePolicies = ReadonlyMap<string, string>

/** The key of a page's policy: /kontakt → /kontakt/index.html, / → /index.html */
export function policyKey(url: string): string {
  return `${url.replace(/\/+$/, '')}/index.html`
}

/** dist/page-policies.json: next to dist/client, so it is never uploaded with the site */
export function pagePoliciesFile(clientRoot: string): string {
  return path.join(path.dirname(clientRoot), 'page-policies.json')
}

export function writePagePolicies(clientRoot: string, policies: readonly { file: string; csp: string }[]): string {
  const file = pagePoliciesFile(clientRoot)
  const sorted = [...policies].sort((a, b) => a.file.localeCompare(b.file))
  writeFileSync(file, `${JSON.stringify(Object.fromEntries(sorted.map(({ file, csp }) => [file, csp])), null, 2)}\n`)
  return file
}

/** Reads the policies of the last build; throws one German sentence when they are missing or unreadable. */
export function readPagePolicies(clientRoot: string): PagePolicies {
  const file = pagePoliciesFile(clientRoot)
  const shown = path.relative(process.cwd(), file) || file
  let parsed: unknown
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    throw new Error(`${shown} fehlt oder ist unlesbar – bitte den ganzen Build ausführen: npm run build`)
  }
  const entries = parsed !== null && typeof parsed === 'object' ? Object.entries(parsed) : []
  if (entries.length === 0 || !entries.every(([key, value]) => key.startsWith('/') && typeof value === 'string'))
    throw new Error(`${shown} passt nicht zu diesem Stand – bitte neu bauen: npm run build`)
  return new Map(entries as [string, string][])
}
