import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useBrowserAndServer } from '../support/browser-suite.ts'
import { browserPages } from '../support/page-selection.ts'

// The look a phone visitor gets: brand type actually applied (and small), long pages kept short, the
// footer folded on phones even without JavaScript.
const suite = useBrowserAndServer()

const SCREEN = { width: 375, height: 667 }
/** Longest page, in phone screens of 667 px, per route (targets for a short, scannable site) */
const MAX_SCREENS: Record<string, number> = {
  '/': 13,
  '/berlin': 13,
  '/leistungen/bueroreinigung': 12,
  '/kontakt': 10,
  '/angebot-erhalten': 10,
}
const FONT_BUDGET = 50 * 1024

// the brand family and its weight range, as font.css declares them
const fontCss = readFileSync('components/styles/font.css', 'utf8')
const BRAND_FAMILY = /font-family:\s*'([^']+)'/.exec(fontCss)![1]!

let page: Page
beforeAll(async () => {
  page = await suite.browser().newPage({ viewport: SCREEN })
})
afterAll(() => page.close())

describe('brand type', () => {
  it(`sets body and headings in ${BRAND_FAMILY}, bold headings, and loads at most 50 KB of font per page`, async () => {
    let fontBytes = 0
    const count = async (response: import('playwright-core').Response) => {
      if (/\.woff2?(\?|$)/.test(response.url()))
        fontBytes += (await response.body().catch(() => Buffer.alloc(0))).length
    }
    page.on('response', count)
    await page.goto(suite.origin() + '/', { waitUntil: 'networkidle' })
    const style = await page.evaluate(async () => {
      await document.fonts.ready
      const h1 = getComputedStyle(document.querySelector('main h1')!)
      return {
        body: getComputedStyle(document.body).fontFamily,
        h1: h1.fontFamily,
        weight: Number(h1.fontWeight),
        loaded: [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
      }
    })
    page.off('response', count)
    console.log(`Schrift: ${BRAND_FAMILY}, ${(fontBytes / 1024).toFixed(1)} KB auf der Startseite`)
    expect(style.body.startsWith(`"${BRAND_FAMILY}"`)).toBe(true)
    expect(style.h1.startsWith(`"${BRAND_FAMILY}"`)).toBe(true)
    expect(style.weight).toBeGreaterThanOrEqual(700)
    expect(style.loaded.map((family) => family.replace(/"/g, ''))).toContain(BRAND_FAMILY)
    expect(fontBytes).toBeGreaterThan(0)
    expect(fontBytes).toBeLessThanOrEqual(FONT_BUDGET)
  })
})

describe('local fallback while the brand face loads', () => {
  /** Heights of the title, the first paragraph and the page, with the font file served or refused. */
  async function heights(url: string, fontRefused: boolean) {
    const context = await suite.browser().newContext({ viewport: SCREEN })
    if (fontRefused) await context.route(/\.woff2?(\?|$)/, (route) => route.abort())
    const fresh = await context.newPage()
    await fresh.goto(suite.origin() + url, { waitUntil: 'networkidle' })
    const result = await fresh.evaluate(async () => {
      await document.fonts.ready
      // a loaded host can report the height mid-layout: measure once it has held still for half a second
      for (let last = -1, still = 0; still < 5;) {
        await new Promise((resolve) => setTimeout(resolve, 100))
        const now = document.documentElement.scrollHeight
        still = now === last ? still + 1 : 0
        last = now
      }
      const height = (selector: string) => document.querySelector(selector)!.getBoundingClientRect().height
      return {
        title: height('main h1'),
        paragraph: height('main p'),
        page: document.documentElement.scrollHeight,
      }
    })
    await context.close()
    return result
  }

  it.each(['/', '/angebot-erhalten'])(
    '%s takes the same space in the fallback as in the brand face, bold titles included',
    async (url) => {
      const brand = await heights(url, false)
      const fallback = await heights(url, true)
      console.log(`${url}: Seitenhöhe ${brand.page} px mit Markenschrift, ${fallback.page} px mit Ersatzschrift`)
      expect(fallback.title).toBe(brand.title)
      expect(fallback.paragraph).toBe(brand.paragraph)
      expect(Math.abs(fallback.page - brand.page) / brand.page).toBeLessThan(0.01)
    },
  )
})

describe('page length at 375 px', () => {
  it.each(Object.entries(MAX_SCREENS))('%s is at most %d screens long', async (url, maxScreens) => {
    await page.goto(suite.origin() + url, { waitUntil: 'load' })
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    const screens = height / SCREEN.height
    console.log(`${url}: ${screens.toFixed(1)} Bildschirme (${height} px)`)
    expect(screens).toBeLessThanOrEqual(maxScreens)
  })
})

describe('phone hero', () => {
  const PHONES = [
    { width: 320, height: 568 },
    { width: 320, height: 667 },
    { width: 375, height: 667 },
  ]
  // the pages of MAX_SCREENS and every browser page (one per template plus the day's sample); those
  // without a hero photo are skipped
  const urls = [...new Set([...Object.keys(MAX_SCREENS), ...browserPages])]
  it.each(PHONES)(
    'at $width × $height the photo is a picture, not a strip, the main button ends above the action bar, and the rating stands above it where the screen has room',
    async (screen) => {
      const rows: string[] = []
      await page.setViewportSize(screen)
      for (const url of urls) {
        await page.goto(suite.origin() + url, { waitUntil: 'load' })
        const hero = await page.evaluate(() => {
          const image = document.querySelector('.hero .hero-image')?.getBoundingClientRect()
          if (!image) return null
          // a hero without buttons (the journal's overview) has no main button to keep in view
          const button = document.querySelector('.hero-text .actions a')?.getBoundingClientRect()
          const bar = document.querySelector('.action-bar')!.getBoundingClientRect()
          const rating = document.querySelector('.hero-text .rating')?.getBoundingClientRect()
          return {
            image: image.height,
            ratio: image.width / image.height,
            button: button?.bottom,
            buttonTop: button?.top,
            rating: rating?.bottom,
            bar: bar.top,
          }
        })
        if (!hero) continue
        const button = hero.button === undefined ? 'kein Knopf' : `Knopf endet bei ${Math.round(hero.button)} px`
        rows.push(`${url}: Bild ${Math.round(hero.image)} px hoch, ${button}, Leiste ab ${Math.round(hero.bar)} px`)
        if (hero.button !== undefined) expect(hero.button, url).toBeLessThanOrEqual(hero.bar)
        // only the shortest phones (568 px) move the rating below the main button
        if (screen.height >= 640 && hero.rating !== undefined && hero.buttonTop !== undefined) {
          expect(hero.rating, url).toBeLessThanOrEqual(hero.buttonTop)
        }
        // wider than 3.4 : 1 reads as a strip (the old hero was 3.1 : 1 at 375 px)
        expect(hero.ratio, url).toBeLessThan(3.4)
      }
      console.log(rows.join('\n'))
      expect(rows.length).toBeGreaterThan(0)
      await page.setViewportSize(SCREEN)
    },
  )
})

describe('footer', () => {
  it('folds its link groups on phones without JavaScript and shows them all on wide screens', async () => {
    const context = await suite.browser().newContext({ javaScriptEnabled: false, viewport: SCREEN })
    const noJs = await context.newPage()
    await noJs.goto(suite.origin() + '/', { waitUntil: 'load' })
    const groups = noJs.locator('.site-footer details')
    expect(await groups.count()).toBeGreaterThanOrEqual(3)
    const visibleLinks = () => noJs.locator('.site-footer details .footer-links a:visible').count()
    expect(await visibleLinks()).toBe(0)
    // a tap on a group's title opens it, with no script at all
    await groups.first().locator('summary').click()
    expect(await visibleLinks()).toBeGreaterThan(0)
    await noJs.setViewportSize({ width: 1280, height: 900 })
    await noJs.reload({ waitUntil: 'load' })
    const links = await noJs.locator('.site-footer details .footer-links a').count()
    expect(await visibleLinks()).toBe(links)
    // the columns' titles share one baseline, and so do the first lines below them
    const rows = await noJs.$$eval('.footer-grid > * > .footer-group:first-child', (groups) =>
      groups.map((group) => {
        const firstLine = (element: Element) => {
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent?.trim() || node.parentElement?.closest('.sr-only')) continue
            const range = document.createRange()
            range.selectNodeContents(node)
            return Math.round(range.getClientRects()[0]!.bottom)
          }
          return NaN
        }
        return {
          title: firstLine(group.querySelector('summary')!),
          first: firstLine(group.querySelector(':scope > :not(summary)')!),
        }
      }),
    )
    expect(rows.length).toBeGreaterThanOrEqual(3)
    for (const row of rows) {
      expect(Math.abs(row.title - rows[0]!.title)).toBeLessThanOrEqual(1)
      expect(Math.abs(row.first - rows[0]!.first)).toBeLessThanOrEqual(1)
    }
    // a page that closes with a navy band: the footer is a visibly different shade with a line between
    await noJs.goto(suite.origin() + '/leistungen/bueroreinigung', { waitUntil: 'load' })
    const ends = await noJs.evaluate(() => {
      const luminance = (color: string) => {
        const [r, g, b] = color
          .match(/\d+/g)!
          .slice(0, 3)
          .map((c) => {
            const v = Number(c) / 255
            return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
          })
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
      }
      const footer = document.querySelector('.site-footer')!
      const band = document.querySelector('main')!.lastElementChild!
      const [a, b] = [band, footer].map((element) => luminance(getComputedStyle(element).backgroundColor))
      return {
        contrast: (Math.max(a!, b!) + 0.05) / (Math.min(a!, b!) + 0.05),
        line: getComputedStyle(footer).borderTopWidth,
        bandIsDark: a! < 0.1,
      }
    })
    if (ends.bandIsDark) {
      expect(ends.contrast).toBeGreaterThanOrEqual(1.2)
      expect(ends.line).not.toBe('0px')
    }
    await context.close()
  })
})
