import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { telHref, whatsAppHref } from '../../engine/site/phone.ts'
import { chrome, company } from '../../engine/site/site-data.ts'
import { useBrowserAndServer } from '../support/browser-suite.ts'

// On a phone a request is one thumb away on every page (bottom action bar, menu sheet).
const suite = useBrowserAndServer()
const bar = chrome.aktionsleiste
// one page per template; the form pages turn the bar off in their frontmatter
const PAGES_WITH_BAR = ['/', '/leistungen/bueroreinigung', '/berlin', '/kontakt', '/blog', '/impressum']
const FORM_PAGES = ['/angebot-erhalten', '/anfrage']

async function open(url: string, width: number, height = 667): Promise<Page> {
  const page = await suite.browser().newPage({ viewport: { width, height } })
  await page.goto(suite.origin() + url, { waitUntil: 'load' })
  return page
}

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

describe('phone action bar', () => {
  for (const width of [320, 375]) {
    it.each(PAGES_WITH_BAR)(
      `%s at ${width} px: call, WhatsApp and quote, ≥ 44 px, clear of the chat button and of the content`,
      async (url) => {
        const page = await open(url, width)
        const actionBar = page.locator('.action-bar')
        expect(await actionBar.isVisible()).toBe(true)
        const links = await actionBar.locator('a').evaluateAll((anchors) =>
          anchors.map((a) => ({
            href: a.getAttribute('href'),
            text: a.textContent?.trim(),
            height: a.getBoundingClientRect().height,
          })),
        )
        expect(links.map((link) => link.href)).toEqual([
          telHref(company.telefon),
          whatsAppHref(company.whatsapp, bar.whatsapp_nachricht),
          chrome.angebot_seite,
        ])
        expect(links[0]!.text).toBe(bar.anrufen)
        expect(links[1]!.text).toContain(bar.whatsapp)
        expect(links[2]!.text).toBe(bar.angebot)
        for (const link of links) expect(link.height).toBeGreaterThanOrEqual(44)

        const barBox = (await actionBar.boundingBox())!
        expect(barBox.y + barBox.height).toBeCloseTo(667, 0) // sits on the bottom edge
        expect(overlaps(barBox, (await page.locator('.chat-button').boundingBox())!)).toBe(false)
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

  it.each(FORM_PAGES)('%s has no bar over the form (phone widths)', async (url) => {
    for (const width of [320, 375]) {
      const page = await open(url, width)
      expect(await page.locator('.action-bar').count()).toBe(0)
      await page.close()
    }
  })

  it('is not shown on wide screens (1280 px)', async () => {
    const page = await open('/', 1280, 800)
    expect(await page.locator('.action-bar').isVisible()).toBe(false)
    const padding = await page.evaluate(() => getComputedStyle(document.body).paddingBottom)
    expect(padding).toBe('0px')
    await page.close()
  })
})

describe('mobile menu sheet', () => {
  for (const width of [320, 375]) {
    it(`at ${width} × 667 shows the quote and call buttons without scrolling`, async () => {
      const page = await open('/', width)
      await page.click('.menu-toggle')
      await page.waitForSelector('dialog.sheet[open]')
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
