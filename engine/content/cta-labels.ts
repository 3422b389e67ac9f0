import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'

/**
 * The labels a request button in <Actions> may carry: `knoepfe` in content/rahmen.yaml (schema in
 * engine/site/chrome-schema.ts). Read from the file here because the MDX check runs outside Vite.
 */
export function ctaLabels(contentDir = 'content'): string[] {
  const source = readFileSync(path.join(contentDir, 'rahmen.yaml'), 'utf8')
  const knoepfe = (parse(source) as { knoepfe?: Record<string, unknown> } | null)?.knoepfe ?? {}
  return Object.values(knoepfe).filter((label): label is string => typeof label === 'string')
}

/** Buttons that ask for a request: to the quote or inquiry page, to the form on the page, or a call. */
export function isRequestButton(target: { href?: string; component?: string }, quotePaths: readonly string[]): boolean {
  if (target.component === 'CallLink') return true
  const href = target.href ?? ''
  return quotePaths.includes(href.split('#')[0]!) || /^#(anfrage|formular)$/.test(href)
}
