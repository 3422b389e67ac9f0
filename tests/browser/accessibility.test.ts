import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowserAndServer } from '../support/browser-suite.ts'
import { browserPages } from '../support/page-selection.ts'
import { openChat } from '../support/widget-page.ts'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

const suite = useBrowserAndServer()

interface AxeViolation {
  id: string
  help: string
  nodes: { target: string[] }[]
}

async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource })
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

async function open(url: string, width: number): Promise<Page> {
  // bypassCSP only so axe itself can be injected; the page runs under the real headers otherwise
  const context = await suite.browser().newContext({ viewport: { width, height: 900 }, bypassCSP: true })
  const page = await context.newPage()
  // islands hydrate only on interaction, so at `load` the markup axe reads is final
  await page.goto(suite.origin() + url, { waitUntil: 'load' })
  return page
}

describe('axe (WCAG 2.1 A/AA + best practice) at 375 and 1280 px', () => {
  it.each(browserPages)('%s has no violations', async (url) => {
    const page = await open(url, 375)
    expect(await axeViolations(page), `${url} @ 375 px`).toEqual([])
    // the same page, widened: media queries switch to the desktop layout (header navigation, grids)
    await page.setViewportSize({ width: 1280, height: 900 })
    expect(await axeViolations(page), `${url} @ 1280 px`).toEqual([])
    await page.context().close()
  })
})

describe('axe with the widgets open', () => {
  it('chat panel, service tabs and mobile menu have no violations', async () => {
    const page = await open('/', 375)
    await openChat(page)
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    await page.click('.menu-toggle')
    await page.waitForSelector('dialog.sheet[open]')
    expect(await axeViolations(page)).toEqual([])
    await page.context().close()
  })
})
