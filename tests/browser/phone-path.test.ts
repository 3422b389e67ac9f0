import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { quoteFieldId } from '../../engine/render/anchor-ids.ts'
import { telHref } from '../../engine/site/phone.ts'
import { chrome, company } from '../../engine/site/site-data.ts'
import { useBrowserAndServer } from '../support/browser-suite.ts'

// On a phone a request is one thumb away on every page (bottom action bar, menu sheet).
// The bar also opens the chat panel, so no round chat button floats over the page.
const suite = useBrowserAndServer()
const bar = chrome.aktionsleiste
// a few templates, and two pages with the quote form, where e-mail takes the place of the bar's quote button
// (every page's first screen: chat-placement.test.ts)
const PAGES = ['/', '/leistungen/bueroreinigung', '/blog', '/angebot-erhalten', '/kontakt']

async function open(url: string, width: number, height = 667): Promise<Page> {
  const page = await suite.browser().newPage({ viewport: { width, height } })
  await page.goto(suite.origin() + url, { waitUntil: 'load' })
  return page
}

/** The bar's items as a visitor meets them: link target or what a button opens, label, height. */
const barItems = (page: Page) =>
  page.locator('.action-bar > *').evaluateAll((items) =>
    items.map((item) => ({
      href: item.getAttribute('href') ?? `popover:${item.getAttribute('popovertarget')}`,
      text: item.textContent?.trim(),
      height: item.getBoundingClientRect().height,
    })),
  )

describe('phone action bar', () => {
  for (const width of [320, 375]) {
    it.each(PAGES)(
      `%s at ${width} px: call, WhatsApp chat and quote (e-mail where the page has the form), ≥ 44 px, clear of the content`,
      async (url) => {
        const page = await open(url, width)
        const actionBar = page.locator('.action-bar')
        expect(await actionBar.isVisible()).toBe(true)
        const items = await barItems(page)
        const withQuote = (await page.locator('form.quote-form').count()) === 0
        expect(items.map((item) => item.href)).toEqual([
          telHref(company.telefon),
          `popover:${await page.getAttribute('.chat-panel', 'id')}`,
          withQuote ? chrome.angebot_seite : `mailto:${company.email}`,
        ])
        expect(items.map((item) => item.text)).toEqual([bar.anrufen, bar.whatsapp, withQuote ? bar.angebot : bar.email])
        for (const item of items) expect(item.height).toBeGreaterThanOrEqual(44)

        const barBox = (await actionBar.boundingBox())!
        expect(barBox.y + barBox.height).toBeCloseTo(667, 0) // sits on the bottom edge
        // the bar opens the chat: no round button floats over the page
        expect(await page.isVisible('.chat-button')).toBe(false)
        // scrolled to the very end, the last line of the footer is above the bar, not behind it
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
        const lastText = await page.evaluate(() => {
          const items = [...document.querySelectorAll('footer p, footer a')].filter(
            (e) => e.getClientRects().length > 0,
          )
          return Math.max(...items.map((e) => e.getBoundingClientRect().bottom))
        })
        expect(lastText).toBeLessThanOrEqual((await actionBar.boundingBox())!.y)
        await page.close()
      },
    )
  }

  it('WhatsApp in the bar opens the chat panel right above the bar; a second tap closes it', async () => {
    const page = await open('/', 375)
    const whatsApp = page.locator('.action-bar [popovertarget]')
    await whatsApp.click()
    await page.waitForSelector('.chat-panel:popover-open')
    const panel = (await page.locator('.chat-panel').boundingBox())!
    expect(panel.y + panel.height).toBeLessThanOrEqual((await page.locator('.action-bar').boundingBox())!.y)
    expect(panel.y).toBeGreaterThanOrEqual(0)
    await whatsApp.click()
    expect(await page.locator('.chat-panel:popover-open').count()).toBe(0)
    await page.close()
  })

  it('steps aside while a form field has focus (the keyboard is up) and comes back after the field is left', async () => {
    const page = await open('/angebot-erhalten', 375)
    const bar = page.locator('.action-bar')
    expect(await bar.isVisible()).toBe(true)
    await page.focus(`#${quoteFieldId('name')}`)
    expect(await bar.isVisible()).toBe(false)
    // it comes back with a delay, so a tap that leaves the field is not caught by the bar appearing under the finger
    await page.locator(`#${quoteFieldId('name')}`).blur()
    expect(await bar.evaluate((element) => parseFloat(getComputedStyle(element).transitionDelay))).toBeGreaterThan(0)
    await expect.poll(() => bar.isVisible(), { timeout: 3000 }).toBe(true)
    await page.close()
  })

  it("is not shown on wide screens (1280 px), where the header's round chat button opens the panel", async () => {
    const page = await open('/', 1280, 800)
    expect(await page.locator('.action-bar').isVisible()).toBe(false)
    const padding = await page.evaluate(() => getComputedStyle(document.body).paddingBottom)
    expect(padding).toBe('0px')
    expect(await page.isVisible('.site-header .header-chat')).toBe(true)
    await page.close()
  })
})

describe('mobile menu sheet', () => {
  for (const width of [320, 375]) {
    it(`at ${width} × 667 shows the quote and call buttons without scrolling`, async () => {
      const page = await open('/', width)
      await page.click('.menu-toggle')
      await page.waitForSelector('dialog.sheet:popover-open')
      for (const selector of [
        `dialog.sheet a[href="${chrome.angebot_seite}"]`,
        `dialog.sheet a[href="${telHref(company.telefon)}"]`,
      ]) {
        const box = (await page.locator(selector).boundingBox())!
        expect(box.y, selector).toBeGreaterThanOrEqual(0)
        expect(box.y + box.height, selector).toBeLessThanOrEqual(667)
      }
      expect(await page.$eval('dialog.sheet', (sheet) => sheet.scrollTop)).toBe(0)
      await page.close()
    })
  }
})

describe('/kontakt on a phone', () => {
  it('a button in the first screen leads to the form, which starts within 1.5 screens', async () => {
    const page = await open('/kontakt', 375)
    const formTop = await page.$eval('form.quote-form', (form) => form.getBoundingClientRect().top + window.scrollY)
    expect(formTop).toBeLessThanOrEqual(1.5 * 667)
    const toForm = await page.$$eval('main a[href^="#"]', (links) =>
      links
        .filter((a) => {
          const target = document.getElementById(a.getAttribute('href')!.slice(1))
          const box = a.getBoundingClientRect()
          return target?.querySelector('form.quote-form') && box.bottom <= window.innerHeight && box.top >= 0
        })
        .map((a) => a.getAttribute('href')),
    )
    expect(toForm.length).toBeGreaterThan(0)
    await page.close()
  })
})
