import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowserAndServer } from '../support/browser-suite.ts'

const suite = useBrowserAndServer()

const URL_WITH_FAQ = '/leistungen/bueroreinigung'
const openStates = (page: Page) =>
  page.$$eval('.faq-trigger', (triggers) => triggers.map((t) => t.getAttribute('aria-expanded')))
const visibleAnswers = (page: Page) =>
  page.$$eval('.faq-answer', (answers) => answers.map((a) => (a as HTMLElement).offsetParent !== null))

describe('FAQ accordion', () => {
  it('has every answer in the HTML, the first open', async () => {
    const html = await (await fetch(suite.origin() + URL_WITH_FAQ)).text()
    expect(html).toContain('Bei der kostenlosen Besichtigung schlagen wir Ihnen einen passenden Plan vor.')
    expect(html).toContain('innerhalb von 24 Stunden ein Festpreisangebot')
    const page = await suite.browser().newPage()
    await page.goto(suite.origin() + URL_WITH_FAQ, { waitUntil: 'networkidle' })
    expect(await visibleAnswers(page)).toEqual([true, false, false])
    await page.close()
  })

  it('keeps one item open, lets the open item collapse, and moves with arrow keys, Home and End', async () => {
    const page = await suite.browser().newPage()
    const errors: string[] = []
    page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())))
    await page.goto(suite.origin() + URL_WITH_FAQ, { waitUntil: 'networkidle' })
    const triggers = page.locator('.faq-trigger')
    await triggers.nth(1).click()
    await page.waitForFunction(
      () => document.querySelectorAll('.faq-trigger')[1]?.getAttribute('aria-expanded') === 'true',
    )
    expect(await openStates(page)).toEqual(['false', 'true', 'false'])
    expect(await visibleAnswers(page)).toEqual([false, true, false])
    await triggers.nth(1).click()
    expect(await openStates(page)).toEqual(['false', 'false', 'false'])

    await page.keyboard.press('ArrowDown')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Was kostet')
    await page.keyboard.press('Home')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Wie oft')
    await page.keyboard.press('End')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Was kostet')
    await page.keyboard.press('ArrowUp')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('vor Ort')
    expect(errors).toEqual([]) // e.g. no Content-Security-Policy violations from the widget
    await page.close()
  })

  it('on /faq keeps one open item per category: opening one in another category leaves the first open', async () => {
    const page = await suite.browser().newPage()
    await page.goto(`${suite.origin()}/faq`, { waitUntil: 'networkidle' })
    const categoryStates = () =>
      page.$$eval('.faq', (faqs) =>
        faqs.map((faq) => [...faq.querySelectorAll('.faq-trigger')].map((t) => t.getAttribute('aria-expanded'))),
      )
    expect((await categoryStates()).map((states) => states.filter((s) => s === 'true').length)).toEqual([1, 1, 1, 1])
    await page.locator('.faq').nth(1).locator('.faq-trigger').nth(2).click()
    await page.waitForFunction(
      () =>
        document.querySelectorAll('.faq')[1]?.querySelectorAll('.faq-trigger')[2]?.getAttribute('aria-expanded') ===
        'true',
    )
    const states = await categoryStates()
    expect(states[0]).toEqual(['true', 'false', 'false'])
    expect(states[1]).toEqual(['false', 'false', 'true'])
    await page.close()
  })

  it('shows every answer without JavaScript', async () => {
    const context = await suite.browser().newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(suite.origin() + URL_WITH_FAQ, { waitUntil: 'load' })
    expect(await visibleAnswers(page)).toEqual([true, true, true])
    await context.close()
  })
})
