import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useBrowserAndServer } from '../support/browser-suite.ts'

// What a laptop visitor sees (1280 px): no band leaves half the page empty, answers keep a readable
// measure, the map is a sensible size and sharp. And on a phone, a two-column table names its columns
// once instead of in every row.
const suite = useBrowserAndServer()

let page: Page
beforeAll(async () => {
  page = await suite.browser().newPage({ viewport: { width: 1280, height: 800 } })
})
afterAll(() => page.close())

async function open(url: string, width = 1280): Promise<void> {
  await page.setViewportSize({ width, height: 800 })
  await page.goto(suite.origin() + url, { waitUntil: 'load' })
}

/**
 * Bands whose content stops short of the right part of the page: the right edge of the rightmost
 * line of text, picture, table or button inside the band, as a share of the content column's width.
 */
const halfEmptyBands = () =>
  page.$$eval('main > section', (sections) =>
    sections
      .map((section) => {
        const column = section.querySelector(':scope > .container')!.getBoundingClientRect()
        let right = column.left
        const walker = document.createTreeWalker(section, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue
          const range = document.createRange()
          range.selectNodeContents(node)
          for (const rect of range.getClientRects()) if (rect.width > 0) right = Math.max(right, rect.right)
        }
        for (const element of section.querySelectorAll('img, table, .actions a, .section-side, .hero-aside')) {
          const rect = element.getBoundingClientRect()
          if (rect.width > 0) right = Math.max(right, rect.right)
        }
        const share = (right - column.left) / column.width
        return { title: section.querySelector('h1, h2')?.textContent?.trim(), share: Math.round(share * 100) }
      })
      .filter((band) => band.share < 80),
  )

describe('at 1280 px', () => {
  it.each(['/', '/berlin', '/kontakt', '/angebot-erhalten', '/faq', '/preise', '/leistungen/fensterreinigung'])(
    '%s: every band reaches across at least 80 % of the content width',
    async (url) => {
      await open(url)
      expect(await halfEmptyBands()).toEqual([])
    },
  )

  it('the closing band sets its buttons beside the promise, not under it', async () => {
    await open('/preise')
    const [text, side] = await page.$$eval('main > section:last-child :is(.section-text, .section-side)', (parts) =>
      parts.map((part) => part.getBoundingClientRect().toJSON() as DOMRect),
    )
    expect(side!.left).toBeGreaterThan(text!.right)
    expect(side!.top).toBeLessThan(text!.bottom)
  })

  it('/kontakt shows the ways to reach us beside the title, the form still one tap away', async () => {
    await open('/kontakt')
    const title = (await page.locator('main h1').boundingBox())!
    const channels = (await page.locator('.hero-aside').boundingBox())!
    expect(channels.x).toBeGreaterThan(title.x + title.width)
    expect(channels.y).toBeLessThan(title.y + title.height)
    expect(await page.locator('.hero-aside a[href^="tel:"]').count()).toBe(1)
  })

  it('FAQ answers keep a readable measure (at most 80 characters a line)', async () => {
    await open('/faq')
    const longest = await page.$$eval('.faq-answer p, .faq-open p', (paragraphs) => {
      let most = 0
      for (const paragraph of paragraphs) {
        const text = paragraph.firstChild
        if (!(text instanceof Text) || paragraph.getClientRects().length === 0) continue
        const lines = new Map<number, number>()
        for (let i = 0; i < text.length; i++) {
          const range = document.createRange()
          range.setStart(text, i)
          range.setEnd(text, i + 1)
          const top = range.getClientRects()[0]?.top
          if (top !== undefined) lines.set(Math.round(top), (lines.get(Math.round(top)) ?? 0) + 1)
        }
        most = Math.max(most, ...lines.values())
      }
      return most
    })
    console.log(`/faq: längste Antwortzeile ${longest} Zeichen bei 1280 px`)
    expect(longest).toBeGreaterThan(40)
    expect(longest).toBeLessThanOrEqual(80)
  })

  it('the map on /angebot-erhalten stands beside the address, at most 28rem wide, from a file at least as wide', async () => {
    await open('/angebot-erhalten')
    const map = page.locator('.map-link img')
    await map.scrollIntoViewIfNeeded()
    await map.evaluate((img: HTMLImageElement) => img.decode())
    const shown = await map.evaluate((img: HTMLImageElement) => ({
      width: img.getBoundingClientRect().width,
      file: img.naturalWidth,
      text: img.closest('section')!.querySelector('.section-text')!.getBoundingClientRect().right,
      left: img.getBoundingClientRect().left,
    }))
    expect(shown.width).toBeLessThanOrEqual(28 * 16)
    expect(shown.left).toBeGreaterThan(shown.text)
    expect(shown.file).toBeGreaterThanOrEqual(shown.width)
  })
})

describe('at 375 px', () => {
  it('a two-column table shows no stray column names above its rows and repeats no label in them', async () => {
    await open('/angebot-erhalten', 375)
    const table = await page.$eval('#vergleich table', (element) => ({
      // hidden like .sr-only: a 1 px box that screen readers still read
      head: element.querySelector('thead')!.getBoundingClientRect().height,
      names: [...element.querySelectorAll('thead th')].map((th) => th.textContent?.trim()),
      rowLabels: [...element.querySelectorAll('tbody td')].map((td) => getComputedStyle(td, '::before').content),
    }))
    expect(table.head).toBeLessThanOrEqual(1)
    expect(table.names.every(Boolean)).toBe(true)
    expect(new Set(table.rowLabels)).toEqual(new Set(['none']))
  })
})
