import { load } from 'cheerio'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowserAndServer } from '../support/browser-suite.ts'
import { contentFileFor, faqAnswers, faqQuestions, readMdx, readSiteContent } from '../support/site-content.ts'

const suite = useBrowserAndServer()

const URL_WITH_FAQ = '/leistungen/bueroreinigung'
// questions and answers as content/ has them today (a <Fact> shows its value from firma.yaml)
const { tree } = readMdx('.', contentFileFor('.', URL_WITH_FAQ))
const [questions = []] = faqQuestions(tree)
const [answers = []] = faqAnswers(tree, readSiteContent().company)
const categories = faqQuestions(readMdx('.', contentFileFor('.', '/faq')).tree)
/** aria-expanded or visibility of each item when only item `open` is open (-1: none) */
const onlyOpen = <T>(count: number, open: number, yes: T, no: T) =>
  Array.from({ length: count }, (_, index) => (index === open ? yes : no))
// soft hyphens and line breaks differ between the Markdown and the HTML; the words and their order must not
const words = (text: string | null | undefined) => (text ?? '').replace(/[\s\u00ad]+/g, '')
const openStates = (page: Page) =>
  page.$$eval('.faq-trigger', (triggers) => triggers.map((t) => t.getAttribute('aria-expanded')))
const visibleAnswers = (page: Page) =>
  page.$$eval('.faq-answer', (answers) => answers.map((a) => (a as HTMLElement).offsetParent !== null))

describe('FAQ accordion', () => {
  it('has every answer in the HTML, the first open', async () => {
    expect(questions.length, 'the widget test needs a FAQ with three questions or more').toBeGreaterThanOrEqual(3)
    const $ = load(await (await fetch(suite.origin() + URL_WITH_FAQ)).text())
    const shown = $('.faq-answer')
      .map((_, answer) => words($(answer).text()))
      .get()
    expect(shown).toEqual(answers.map(words))
    const page = await suite.browser().newPage()
    await page.goto(suite.origin() + URL_WITH_FAQ, { waitUntil: 'networkidle' })
    expect(await visibleAnswers(page)).toEqual(onlyOpen(questions.length, 0, true, false))
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
    expect(await openStates(page)).toEqual(onlyOpen(questions.length, 1, 'true', 'false'))
    expect(await visibleAnswers(page)).toEqual(onlyOpen(questions.length, 1, true, false))
    await triggers.nth(1).click()
    expect(await openStates(page)).toEqual(onlyOpen(questions.length, -1, 'true', 'false'))

    const focused = async () => words(await page.evaluate(() => document.activeElement?.textContent))
    await page.keyboard.press('ArrowDown')
    expect(await focused()).toBe(words(questions[2]))
    await page.keyboard.press('Home')
    expect(await focused()).toBe(words(questions[0]))
    await page.keyboard.press('End')
    expect(await focused()).toBe(words(questions.at(-1)))
    await page.keyboard.press('ArrowUp')
    expect(await focused()).toBe(words(questions.at(-2)))
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
    expect((await categoryStates()).map((states) => states.filter((s) => s === 'true').length)).toEqual(
      categories.map(() => 1),
    )
    await page.locator('.faq').nth(1).locator('.faq-trigger').nth(2).click()
    await page.waitForFunction(
      () =>
        document.querySelectorAll('.faq')[1]?.querySelectorAll('.faq-trigger')[2]?.getAttribute('aria-expanded') ===
        'true',
    )
    const states = await categoryStates()
    expect(states[0]).toEqual(onlyOpen(categories[0]!.length, 0, 'true', 'false'))
    expect(states[1]).toEqual(onlyOpen(categories[1]!.length, 2, 'true', 'false'))
    await page.close()
  })

  it('shows every answer without JavaScript', async () => {
    const context = await suite.browser().newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(suite.origin() + URL_WITH_FAQ, { waitUntil: 'load' })
    expect(await visibleAnswers(page)).toEqual(questions.map(() => true))
    await context.close()
  })
})
