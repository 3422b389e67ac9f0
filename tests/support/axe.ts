import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

interface AxeViolation {
  id: string
  help: string
  nodes: { target: string[] }[]
}

/** axe-core's WCAG 2.1 A/AA and best-practice violations of the page as it is now, one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  // evaluated through the DevTools protocol, which the page's Content-Security-Policy does not restrict
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const violations = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe
    // only violations are collected: passes and incomplete results would cost time on every page
    return (await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })).violations
  }, TAGS)
  return violations.map(
    (v) =>
      `${v.id}: ${v.help} → ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join(', ')}`,
  )
}
