import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations } from '../support/axe.ts'
import { useBrowserAndServer } from '../support/browser-suite.ts'
import { browserPages } from '../support/page-selection.ts'
import { openChat } from '../support/widget-page.ts'

const suite = useBrowserAndServer()

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
    await page.waitForSelector('dialog.sheet:popover-open')
    expect(await axeViolations(page)).toEqual([])
    await page.context().close()
  })
})
