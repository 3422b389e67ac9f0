import { CONTENT_DIR, loadDataFile } from '../site/data-files.ts'

/**
 * The labels a request button in <Actions> may carry: `knoepfe` in content/rahmen.yaml. Read from the file
 * here because the MDX check runs outside Vite; null while the file has a mistake (the content check reports
 * that once, for the file itself).
 */
export function ctaLabels(contentDir = CONTENT_DIR): string[] | null {
  const { data } = loadDataFile('rahmen.yaml', contentDir)
  return data ? Object.values(data.knoepfe) : null
}

/** Buttons that ask for a request: to the quote or inquiry page, to the form on the page, or a call. */
export function isRequestButton(target: { href?: string; component?: string }, quotePaths: readonly string[]): boolean {
  if (target.component === 'CallLink') return true
  const href = target.href ?? ''
  return quotePaths.includes(href.split('#')[0]!) || /^#(anfrage|formular)$/.test(href)
}
