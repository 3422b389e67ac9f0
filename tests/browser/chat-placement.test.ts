import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { builtPages, content } from '../support/built-site.ts'
import { useBrowserAndServer } from '../support/browser-suite.ts'
import { CHAT_OPENERS } from '../support/widget-page.ts'

// The contact widget is on every page, but it never covers what a visitor needs: on the first screen
// of every page at phone widths, at the very end of every page on a wide screen (the footer's last
// lines), and over the quote form while it is filled in, the floating chat button (where one shows)
// overlaps no button, link, field, rating or footer text. One browser, every page.
const suite = useBrowserAndServer()
const PHONES = [
  { width: 320, height: 568 },
  { width: 375, height: 667 },
]
const DESKTOP = { width: 1280, height: 800 }
const FORM_PAGES = ['/angebot-erhalten', '/anfrage']

/** Controls a visitor may tap (and the rating), outside the chat widget and the phone action bar. */
const CONTROLS = [
  'a[href]',
  'button',
  'input:not([type=hidden])',
  'select',
  'textarea',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
  '.rating',
].join(', ')

/**
 * Every visible control (and with `footerText`, every line of footer text) that a floating chat button
 * covers on the current screen, and whether the chat can be opened from this screen at all (floating
 * button, the header's chat button or the action bar's WhatsApp button).
 */
function coveredControls(
  page: Page,
  opener: string,
  footerText = false,
): Promise<{ covered: string[]; reachable: boolean }> {
  return page.evaluate(
    ({ controls, opener, footerText }) => {
      const onScreen = (box: DOMRect) => box.width > 0 && box.bottom > 0 && box.top < innerHeight
      const overlap = (a: DOMRect, b: DOMRect) =>
        a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
      const floating = [...document.querySelectorAll('.chat-button')].filter((button) => button.checkVisibility())
      const covered: string[] = []
      for (const button of floating) {
        const chat = button.getBoundingClientRect()
        for (const control of document.querySelectorAll(controls)) {
          if (control.closest('.chat, .action-bar, .form-trap') || !control.checkVisibility()) continue
          const box = control.getBoundingClientRect()
          if (onScreen(box) && overlap(chat, box))
            covered.push(`${control.tagName.toLowerCase()} „${control.textContent?.trim().slice(0, 40)}“`)
        }
        if (!footerText) continue
        const walker = document.createTreeWalker(document.querySelector('footer')!, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement!
          if (!node.textContent?.trim() || parent.closest('.sr-only') || !parent.checkVisibility()) continue
          const range = document.createRange()
          range.selectNodeContents(node)
          if ([...range.getClientRects()].some((line) => onScreen(line) && overlap(chat, line)))
            covered.push(`Text „${node.textContent.trim().slice(0, 40)}“`)
        }
      }
      const openers = [...document.querySelectorAll(opener)]
      const reachable = openers.some((o) => o.checkVisibility() && onScreen(o.getBoundingClientRect()))
      return { covered, reachable }
    },
    { controls: CONTROLS, opener, footerText },
  )
}

describe('the floating chat button covers nothing a visitor needs', () => {
  const counts: string[] = []
  afterAll(() => console.log(`Chat-Knopf über Bedienelementen: ${counts.join(', ')}`))

  for (const screen of PHONES) {
    it(`first screen of all ${builtPages.length} pages at ${screen.width} × ${screen.height}: no overlap, chat reachable`, async () => {
      const context = await suite.browser().newContext({ viewport: screen, hasTouch: true, isMobile: true })
      const page = await context.newPage()
      const problems: string[] = []
      for (const url of builtPages) {
        await page.goto(suite.origin() + url, { waitUntil: 'load' })
        const { covered, reachable } = await coveredControls(page, CHAT_OPENERS)
        if (covered.length > 0) problems.push(`${url}: ${covered.join(', ')}`)
        if (!reachable) problems.push(`${url}: kein Chat-Zugang auf dem ersten Bildschirm`)
      }
      counts.push(`${screen.width} px ${problems.length} von ${builtPages.length} Seiten`)
      expect(problems).toEqual([])
      await context.close()
    }, 180_000)
  }

  it(`end of all ${builtPages.length} pages at ${DESKTOP.width} × ${DESKTOP.height}: no overlap with the footer's text or links, chat reachable`, async () => {
    const page = await suite.browser().newPage({ viewport: DESKTOP })
    const problems: string[] = []
    for (const url of builtPages) {
      await page.goto(suite.origin() + url, { waitUntil: 'load' })
      if (!(await coveredControls(page, CHAT_OPENERS)).reachable)
        problems.push(`${url}: kein Chat-Zugang auf dem ersten Bildschirm`)
      // scrolled as far as it goes, the footer's last lines must stay clear of the floating button
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
      const { covered, reachable } = await coveredControls(page, CHAT_OPENERS, true)
      if (covered.length > 0) problems.push(`${url}: ${covered.join(', ')}`)
      if (!reachable) problems.push(`${url}: kein Chat-Zugang am Seitenende`)
    }
    counts.push(`${DESKTOP.width} px Seitenende ${problems.length} von ${builtPages.length} Seiten`)
    expect(problems).toEqual([])
    await page.close()
  }, 180_000)

  it.each([...PHONES, DESKTOP])(
    'over the quote form, scrolled field by field ($width px): no overlap',
    async (screen) => {
      const context = await suite.browser().newContext({ viewport: screen })
      const page = await context.newPage()
      const problems: string[] = []
      for (const url of FORM_PAGES) {
        await page.goto(suite.origin() + url, { waitUntil: 'load' })
        await page.click('.quote-form summary') // the optional fields too
        const fields = await page.locator('.quote-form :is(input:not([type=hidden]), select, textarea, button)').all()
        for (const field of fields) {
          if (!(await field.isVisible())) continue
          // each field at the bottom of the screen, where a floating button sits
          await field.evaluate((element) => element.scrollIntoView({ block: 'end' }))
          const { covered } = await coveredControls(page, CHAT_OPENERS)
          if (covered.length > 0) problems.push(`${url}: ${covered.join(', ')}`)
        }
      }
      expect(problems).toEqual([])
      await context.close()
    },
  )
})

describe('on a page with the quote form, wide screens', () => {
  it.each(FORM_PAGES)(
    '%s at 1280 px: no floating button; the header names the chat and opens it below itself',
    async (url) => {
      const page = await suite.browser().newPage({ viewport: DESKTOP })
      await page.goto(suite.origin() + url, { waitUntil: 'load' })
      expect(await page.locator('.chat-button').count()).toBe(0)
      const opener = page.locator('.header-chat')
      expect(await opener.textContent()).toContain(content.chrome.chat.knopf)
      await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }))
      await opener.click()
      await page.waitForSelector('.chat-panel:popover-open')
      const header = (await page.locator('[data-site-header]').boundingBox())!
      const panel = (await page.locator('.chat-panel').boundingBox())!
      expect(panel.y).toBeGreaterThanOrEqual(header.y + header.height)
      expect(panel.y + panel.height).toBeLessThanOrEqual(DESKTOP.height)
      await page.close()
    },
  )
})
