import { describe, expect, it } from 'vitest'
import { NOT_FOUND_PROBE, representativePages } from '../../scripts/pr/affected-pages.ts'
import { axeViolations } from '../support/axe.ts'
import { useBrowserAndServer } from '../support/browser-suite.ts'

// The browser smoke test of a copy pull request: each page its change affects loads under the real
// headers, without console errors or failed requests to the site, with one main heading and no axe
// violations. The workflow lists the pages in SMOKE_PAGES (from scripts/pr-plan.ts); without it the
// test opens the representative pages a change to the frame would affect, and the 404 page.
const pages = process.env.SMOKE_PAGES?.split(/\s+/).filter(Boolean) ?? [...representativePages(), NOT_FOUND_PROBE]

const suite = useBrowserAndServer()

describe('browser smoke test of the affected pages', () => {
  it.each(pages)('%s loads without errors and passes axe', async (url) => {
    const context = await suite.browser().newContext({ viewport: { width: 375, height: 800 } })
    const page = await context.newPage()
    const problems: string[] = []
    const expectedStatus = url === NOT_FOUND_PROBE ? 404 : 200
    page.on('console', (message) => {
      // Chromium logs the 404 page's own status as a console error
      if (message.type() === 'error' && !(expectedStatus === 404 && message.text().includes('404'))) {
        problems.push(`Konsole: ${message.text()}`)
      }
    })
    page.on('pageerror', (error) => problems.push(`Skriptfehler: ${error.message}`))
    page.on('response', (response) => {
      // the page itself is checked below; every image, style and script it loads from the site must be there
      const document = response.request().isNavigationRequest()
      if (!document && response.url().startsWith(suite.origin()) && response.status() >= 400) {
        problems.push(`${response.status()} für ${response.url()}`)
      }
    })
    const response = await page.goto(suite.origin() + url, { waitUntil: 'load' })
    expect(response?.status(), url).toBe(expectedStatus)
    expect(await page.locator('main h1').count(), `${url}: Hauptüberschriften`).toBe(1)
    expect(problems, url).toEqual([])
    expect(await axeViolations(page), url).toEqual([])
    await context.close()
  })
})
