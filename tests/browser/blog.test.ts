import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowserAndServer } from '../support/browser-suite.ts'
import { content } from '../support/built-site.ts'

const suite = useBrowserAndServer()
// number of articles and the toggle labels come from content/ (blog/*.mdx, rahmen.yaml)
const count = content.articles.length
const { weiterlesen, weniger } = content.chrome.blog
/** expected states: only the article at `open` expanded */
const only = <T>(open: number, on: T, off: T): T[] =>
  Array.from({ length: count }, (_, index) => (index === open ? on : off))

const states = (page: Page) =>
  page.$$eval('.article-toggle', (buttons) => buttons.map((b) => b.getAttribute('aria-expanded')))
const labels = (page: Page) => page.$$eval('.article-toggle', (buttons) => buttons.map((b) => b.textContent))
const visibleTexts = (page: Page) =>
  page.$$eval('.article-full', (texts) => texts.map((t) => (t as HTMLElement).getBoundingClientRect().height > 100))

describe('Fachjournal toggles', () => {
  it('start closed; a click opens, a second click closes, another click switches', async () => {
    const page = await suite.browser().newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => void errors.push(error.message))
    await page.goto(`${suite.origin()}/blog`, { waitUntil: 'networkidle' })
    expect(await states(page)).toEqual(Array(count).fill('false'))
    expect(await visibleTexts(page)).toEqual(Array(count).fill(false))

    const toggles = page.locator('.article-toggle')
    await toggles.nth(1).click()
    expect(await states(page)).toEqual(only(1, 'true', 'false'))
    expect(await visibleTexts(page)).toEqual(only(1, true, false))
    expect((await labels(page))[1]).toBe(weniger)

    await toggles.nth(1).click()
    expect(await states(page)).toEqual(Array(count).fill('false'))
    expect((await labels(page))[1]).toBe(weiterlesen)

    await toggles.nth(0).click()
    await toggles.nth(3).click()
    expect(await states(page)).toEqual(only(3, 'true', 'false'))
    expect(await visibleTexts(page)).toEqual(only(3, true, false))
    // the clicked button stays in view although the article above it closed
    expect(
      await toggles
        .nth(3)
        .evaluate((b) => b.getBoundingClientRect().top >= 0 && b.getBoundingClientRect().bottom <= innerHeight),
    ).toBe(true)

    await page.keyboard.press('Enter')
    expect((await states(page))[3]).toBe('false')
    expect(errors).toEqual([])
    await page.close()
  })

  it('closed texts stay findable: a find-in-page match opens its article', async () => {
    const page = await suite.browser().newPage()
    await page.goto(`${suite.origin()}/blog`, { waitUntil: 'networkidle' })
    expect(await page.$eval('.article-full', (t) => t.getAttribute('hidden'))).toBe('until-found')
    // what the browser does when Ctrl+F lands inside a hidden="until-found" element
    await page.$eval('.article-full', (t) => t.dispatchEvent(new Event('beforematch')))
    expect((await states(page))[0]).toBe('true')
    await page.close()
  })

  it('shows every full text and no toggles without JavaScript', async () => {
    const context = await suite.browser().newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${suite.origin()}/blog`)
    expect(await visibleTexts(page)).toEqual(Array(count).fill(true))
    expect(
      await page.$$eval(
        '.article-toggle',
        (buttons) => buttons.filter((b) => (b as HTMLElement).offsetParent !== null).length,
      ),
    ).toBe(0)
    await context.close()
  })
})
