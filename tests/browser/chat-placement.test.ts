import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { builtPages, content } from '../support/built-site.ts'
import { browserPages } from '../support/page-selection.ts'
import { useBrowserAndServer } from '../support/browser-suite.ts'
import { CHAT_OPENERS } from '../support/widget-page.ts'

// The contact widget is on every page, but it never covers what a visitor needs: on the first screen
// of every page at phone widths, at every scroll position of the templates (and the day's sample) on
// wide screens, and over the quote form while it is filled in, the chat's button (floating or in the
// header) overlaps no button, link, field, rating or line of text. One browser for the file.
const suite = useBrowserAndServer()
const PHONES = [
  { width: 320, height: 568 },
  { width: 375, height: 667 },
]
const DESKTOP = { width: 1280, height: 800 }
// Up to 1343 px the chat's button sits in the header, the same on every page: a few templates show it
// never overlaps the header's links, the widest header (a form page's) included. From 1344 px it floats
// in the page's right margin, where any page's content could reach it: every template and the day's
// sample, and the pages where a reviewer once saw the button over content.
const ARTICLE = builtPages.find((url) => /^\/blog\/./.test(url))!
const HEADER_PAGES = ['/', '/berlin', '/leistungen/bueroreinigung', ARTICLE, '/angebot-erhalten']
const FLOATING_PAGES = [...new Set([...browserPages, ...HEADER_PAGES])].sort()
const DESKTOPS = [
  { screen: { width: 1024, height: 768 }, pages: HEADER_PAGES },
  { screen: DESKTOP, pages: HEADER_PAGES },
  { screen: { width: 1440, height: 900 }, pages: FLOATING_PAGES },
]
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
 * Every visible control that a floating chat button covers on the current screen, and whether the chat
 * can be opened from this screen at all (floating button, the header's chat button or the action
 * bar's WhatsApp button).
 */
function coveredControls(page: Page, opener: string): Promise<{ covered: string[]; reachable: boolean }> {
  return page.evaluate(
    ({ controls, opener }) => {
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
      }
      const openers = [...document.querySelectorAll(opener)]
      const reachable = openers.some((o) => o.checkVisibility() && onScreen(o.getBoundingClientRect()))
      return { covered, reachable }
    },
    { controls: CONTROLS, opener },
  )
}

/**
 * Scrolls the page from top to bottom in steps smaller than the chat button plus a line of text, so
 * every line and control passes each place the button can be, and lists what a visible chat button
 * covers on the way: the floating one any visible control or line of text outside the chat widget,
 * the header's one any other control or text of the header. Also lists the scroll positions at which
 * no chat button is on screen. Horizontal positions do not change while scrolling, so only what shares
 * the button's columns is measured at each step.
 */
function coveredWhileScrolling(page: Page): Promise<{ covered: string[]; unreachable: number[] }> {
  return page.evaluate(
    ({ controls, step }) => {
      const overlap = (a: DOMRect, b: DOMRect) =>
        a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
      const onScreen = (box: DOMRect) => box.width > 0 && box.bottom > 0 && box.top < innerHeight
      const openers = [...document.querySelectorAll<HTMLElement>('.chat-button, .header-chat')]
      type Thing = { name: string; boxes: () => DOMRect[] }
      const things = (root: Element, skip: string): Thing[] => {
        const found: Thing[] = []
        for (const control of root.querySelectorAll(controls))
          if (!control.closest(skip) && control.checkVisibility())
            found.push({
              name: `${control.tagName.toLowerCase()} „${control.textContent?.trim().slice(0, 40)}“`,
              boxes: () => [control.getBoundingClientRect()],
            })
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement!
          if (!node.textContent?.trim() || parent.closest(`${skip}, .sr-only`) || !parent.checkVisibility()) continue
          const range = document.createRange()
          range.selectNodeContents(node)
          found.push({
            name: `Text „${node.textContent.trim().slice(0, 40)}“`,
            boxes: () => [...range.getClientRects()],
          })
        }
        return found
      }
      // what may lie under each opener: for the floating one the whole page, for the header's the header
      const watched = openers.map((opener) => {
        const inHeader = opener.closest('[data-site-header]')
        const all = inHeader
          ? things(inHeader, '.header-chat')
          : things(document.body, '.chat, .action-bar, .form-trap')
        return { opener, all, near: [] as Thing[] }
      })
      const covered = new Set<string>()
      const unreachable: number[] = []
      const end = document.documentElement.scrollHeight - innerHeight
      for (let y = 0; ; y = Math.min(y + step, end)) {
        window.scrollTo({ top: y, behavior: 'instant' })
        let reachable = false
        for (const entry of watched) {
          if (!entry.opener.checkVisibility()) continue
          const button = entry.opener.getBoundingClientRect()
          if (!onScreen(button)) continue
          reachable = true
          if (y === 0)
            entry.near = entry.all.filter((thing) =>
              thing.boxes().some((box) => box.left < button.right && button.left < box.right),
            )
          for (const thing of entry.near)
            if (thing.boxes().some((box) => box.width > 0 && overlap(button, box))) covered.add(thing.name)
        }
        if (!reachable) unreachable.push(y)
        if (y >= end) break
      }
      return { covered: [...covered], unreachable }
    },
    { controls: CONTROLS, step: 60 },
  )
}

describe('the floating chat button covers nothing a visitor needs', () => {
  const counts: string[] = []
  afterAll(() => console.log(`Chat-Knopf über Bedienelementen: ${counts.join(', ')}`))

  for (const screen of PHONES) {
    it(`first screen of ${browserPages.length} pages at ${screen.width} × ${screen.height}: no overlap, chat reachable`, async () => {
      const context = await suite.browser().newContext({ viewport: screen, hasTouch: true, isMobile: true })
      const page = await context.newPage()
      const problems: string[] = []
      for (const url of browserPages) {
        await page.goto(suite.origin() + url, { waitUntil: 'load' })
        const { covered, reachable } = await coveredControls(page, CHAT_OPENERS)
        if (covered.length > 0) problems.push(`${url}: ${covered.join(', ')}`)
        if (!reachable) problems.push(`${url}: kein Chat-Zugang auf dem ersten Bildschirm`)
      }
      counts.push(`${screen.width} px ${problems.length} von ${browserPages.length} Seiten`)
      expect(problems).toEqual([])
      await context.close()
    }, 180_000)
  }

  for (const { screen, pages } of DESKTOPS) {
    it(`${pages.length} pages scrolled top to bottom at ${screen.width} × ${screen.height}: the chat's button covers nothing, always on screen`, async () => {
      const page = await suite.browser().newPage({ viewport: screen })
      const problems: string[] = []
      for (const url of pages) {
        await page.goto(suite.origin() + url, { waitUntil: 'load' })
        const { covered, unreachable } = await coveredWhileScrolling(page)
        if (covered.length > 0) problems.push(`${url}: ${covered.join(', ')}`)
        if (unreachable.length > 0) problems.push(`${url}: kein Chat-Zugang bei ${unreachable.join(', ')} px`)
      }
      counts.push(`${screen.width} px beim Scrollen ${problems.length} von ${pages.length} Seiten`)
      expect(problems).toEqual([])
      await page.close()
    }, 180_000)
  }

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
