import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { content } from '../support/built-site.ts'
import { useBrowserAndServer } from '../support/browser-suite.ts'

// The reviews row and the seal marks as a visitor sees them: on a phone one review card with the edge of
// the next, scrolled sideways by finger or keyboard, without making the page longer; on a laptop three
// cards side by side. Seal marks stay between 44 and 72 px, and seal texts and client names fit, at every width.
const suite = useBrowserAndServer()
const URL = '/leistungen/bueroreinigung'

let page: Page
beforeAll(async () => {
  page = await suite.browser().newPage({ viewport: { width: 375, height: 667 } })
})
afterAll(() => page.close())

async function open(width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height })
  await page.goto(suite.origin() + URL, { waitUntil: 'load' })
}

/** Boxes of the reviews row and its cards, and the page's own width. */
const layout = () =>
  page.$eval('.reviews', (row) => {
    const cards = [...row.querySelectorAll('li')].map((card) => {
      const box = card.getBoundingClientRect()
      return { left: Math.round(box.left), right: Math.round(box.right), top: Math.round(box.top) }
    })
    return {
      cards,
      height: row.getBoundingClientRect().height,
      scrollable: row.scrollWidth > row.clientWidth,
      pageWidth: document.documentElement.scrollWidth,
    }
  })

describe('reviews row', () => {
  it('at 375 × 667 shows one card and the edge of the next, less than a screen tall, and scrolls by keyboard', async () => {
    await open(375, 667)
    const { cards, height, scrollable, pageWidth } = await layout()
    expect(cards.length).toBeGreaterThan(1)
    expect(scrollable).toBe(true)
    expect(pageWidth).toBe(375) // the row scrolls, not the page
    expect(cards[0]!.left).toBeGreaterThanOrEqual(0)
    expect(cards[0]!.right).toBeLessThanOrEqual(375)
    expect(cards[1]!.left).toBeLessThan(375 - 16) // a finger's width of the next card shows
    expect(height).toBeLessThan(667)

    // a keyboard user reaches the row (named from vertrauen.yaml) and scrolls it with the arrow keys
    const row = page.getByRole('region', { name: content.trust.kundenstimmen_titel })
    await row.focus()
    expect(await page.evaluate(() => document.activeElement?.classList.contains('reviews'))).toBe(true)
    await page.keyboard.press('ArrowRight')
    await page.waitForFunction(() => document.querySelector('.reviews')!.scrollLeft > 0)
  })

  it('at 375 × 667 shows under the row a bar that moves as the row scrolls', async () => {
    await open(375, 667)
    const bar = () =>
      page.$eval('.reviews', (row) => {
        const style = getComputedStyle(row, '::after')
        return { shown: style.display !== 'none' && style.content !== 'none', position: style.backgroundPositionX }
      })
    const before = await bar()
    expect(before.shown).toBe(true)
    await page.$eval('.reviews', (row) => row.scrollTo({ left: row.scrollWidth, behavior: 'instant' }))
    await page.waitForFunction(
      (start) => getComputedStyle(document.querySelector('.reviews')!, '::after').backgroundPositionX !== start,
      before.position,
    )
    expect((await bar()).position).not.toBe(before.position)
  })

  it('at 1280 × 800 shows up to three cards side by side, nothing to scroll', async () => {
    await open(1280, 800)
    const { cards, scrollable } = await layout()
    expect(cards.length).toBeGreaterThan(1)
    expect(new Set(cards.slice(0, 3).map((card) => card.top)).size).toBe(1)
    for (const card of cards.slice(3)) expect(card.top).toBeGreaterThan(cards[0]!.top)
    expect(scrollable).toBe(false)
    // the author rows of one line of cards: same height for the line above them, the initial and the name
    const rows = await page.$$eval('.reviews figcaption', (captions) =>
      captions.slice(0, 3).map((caption) => {
        const top = (element: Element | null) => Math.round(element!.getBoundingClientRect().top)
        return [top(caption), top(caption.querySelector('.review-initial')), top(caption.querySelector('strong'))]
      }),
    )
    for (const row of rows) expect(row).toEqual(rows[0])
  })
})

describe('seal marks and client wordmarks', () => {
  it.each([320, 375, 1280])('marks are 44–72 px and no text runs out of its box at %i px', async (width) => {
    await page.setViewportSize({ width, height: 800 })
    // the quote page shows the marks beside the form on wide screens and after it on phones
    for (const url of ['/', URL, '/angebot-erhalten']) {
      await page.goto(suite.origin() + url, { waitUntil: 'load' })
      const sizes = await page.$$eval('.seals svg', (marks) =>
        marks.map((mark) => Math.round(mark.getBoundingClientRect().width)),
      )
      expect(sizes, url).toHaveLength(content.trust.siegel.liste.length)
      for (const size of sizes) {
        expect(size, url).toBeGreaterThanOrEqual(44)
        expect(size, url).toBeLessThanOrEqual(72)
      }
      // this Chromium hyphenates nothing, so a long German word must fit as it is
      const overflowing = await page.$$eval('.seals li > span, .logo-strip li', (boxes) =>
        boxes
          .filter((box) => box.scrollWidth > box.clientWidth + 1)
          .map((box) => `${box.textContent} (${box.scrollWidth} px in ${box.clientWidth} px)`),
      )
      expect(overflowing, url).toEqual([])
    }
  })
})
