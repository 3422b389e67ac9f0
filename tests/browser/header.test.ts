import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowserAndServer } from '../support/browser-suite.ts'
import { content } from '../support/built-site.ts'

const suite = useBrowserAndServer()

async function openAt(width: number): Promise<Page> {
  const page = await suite.browser().newPage({ viewport: { width, height: 800 } })
  await page.goto(`${suite.origin()}/`, { waitUntil: 'networkidle' })
  return page
}

/** Where the header and its parts are on the screen now. */
const headerState = (page: Page) =>
  page.evaluate(() => {
    const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect()
    const header = box('[data-site-header]')!
    // what stays on screen on wide screens: logo, main links, phone and the quote button
    const kept = ['.logo', '.header-links', '.header-phone', '.header-actions .btn-primary'].map((selector) => {
      const part = box(selector)
      return { selector, shown: Boolean(part && part.height > 0 && part.top >= 0 && part.bottom <= header.bottom) }
    })
    return { top: header.top, bottom: header.bottom, topbarBottom: box('.topbar')!.bottom, kept }
  })
async function scrollTo(page: Page, y: number) {
  await page.evaluate((target) => window.scrollTo({ top: target, behavior: 'instant' }), y)
  await page.waitForTimeout(50)
}

describe('header on wide screens (1280 px)', () => {
  it('stays on screen while scrolling: after the first scroll it is the compact bar with logo, links, phone and quote button', async () => {
    const page = await openAt(1280)
    const atTop = await headerState(page)
    expect(atTop.topbarBottom).toBeGreaterThan(0) // the contact bar shows at the top of the page
    for (const y of [400, 3000, 1200, 80]) {
      await scrollTo(page, y) // down, further down, back up
      const scrolled = await headerState(page)
      expect(scrolled.topbarBottom, `${y} px`).toBeLessThanOrEqual(0) // the contact bar has scrolled away
      expect(scrolled.bottom, `${y} px: compact`).toBe(atTop.bottom - atTop.topbarBottom)
      expect(scrolled.kept.filter((part) => !part.shown).map((part) => part.selector)).toEqual([])
    }
    await page.close()
  })

  it.each([1024, 1280])(
    'at %i px the contact bar names every region marked for it in one line, without cutting any',
    async (width) => {
      const page = await openAt(width)
      const bar = await page.$eval('.topbar-inner', (inner) => {
        const regions = inner.querySelector('.topbar-regions span')!
        return {
          text: regions.textContent,
          cut: regions.scrollWidth > regions.clientWidth,
          tops: [...inner.children].map((item) => Math.round(item.getBoundingClientRect().top)),
        }
      })
      for (const region of content.company.regionen.filter((r) => r.kopfleiste)) expect(bar.text).toContain(region.name)
      expect(bar.cut).toBe(false)
      expect(new Set(bar.tops).size).toBe(1) // one line
      await page.close()
    },
  )

  // an editor who marks one more menu item with `kopfzeile: true` must not push the bar past its edges
  it.each([1024, 1200, 1280])(
    'at %i px the header bar fits: logo, links and buttons side by side, none cut',
    async (width) => {
      const page = await openAt(width)
      const bar = await page.$eval('.header-bar', (inner) => {
        const shown = [...inner.children].filter((child) => child.getBoundingClientRect().width > 0)
        return {
          boxes: shown.map((child) => {
            const box = child.getBoundingClientRect()
            return { name: child.className, left: box.left, right: box.right }
          }),
          cut: [...inner.querySelectorAll('a, summary')]
            .filter((item) => item.scrollWidth > item.clientWidth + 1)
            .map((item) => item.textContent),
          edge: inner.getBoundingClientRect().right,
        }
      })
      for (const [index, box] of bar.boxes.entries()) {
        if (index > 0) expect(box.left, box.name).toBeGreaterThanOrEqual(bar.boxes[index - 1]!.right)
        expect(box.right, box.name).toBeLessThanOrEqual(bar.edge + 0.5)
      }
      expect(bar.cut).toEqual([])
      await page.close()
    },
  )

  it('opens the two-column dropdown, marks menu items with their badge, closes on Escape', async () => {
    const page = await openAt(1280)
    await page.click('.nav-dropdown summary')
    const columns = await page.$$eval('.nav-column-title', (titles) => titles.map((t) => t.textContent))
    const { kopf, navigation } = content.chrome
    expect(columns).toEqual([kopf.navigation_titel, kopf.regionen_titel])
    for (const item of navigation.filter((entry) => entry.badge)) {
      expect(await page.textContent(`.nav-panel a[href="${item.href}"]`)).toContain(item.badge)
    }
    await page.keyboard.press('Escape')
    expect(await page.$eval('.nav-dropdown', (d) => (d as HTMLDetailsElement).open)).toBe(false)
    await page.close()
  })
})

describe('header on narrow screens', () => {
  it.each([375, 768])('stays on screen at %i px while scrolling down and up', async (width) => {
    const page = await openAt(width)
    for (const y of [800, 1600, 1200]) {
      await scrollTo(page, y)
      const { top, bottom } = await headerState(page)
      expect(top, `${y} px`).toBe(0)
      expect(bottom, `${y} px`).toBeGreaterThan(0)
    }
    await page.close()
  })

  it.each([320, 375, 768])(
    'at %i px the menu button ends at the right edge and the logo keeps 8 px from it, with and without the quote form',
    async (width) => {
      const page = await suite.browser().newPage({ viewport: { width, height: 800 } })
      for (const url of ['/', '/kontakt']) {
        await page.goto(suite.origin() + url, { waitUntil: 'load' })
        await page.evaluate(() => document.fonts.ready) // the brand font is wider than its fallback
        const { right, edge, logoEnd, nextStart } = await page.$eval('.menu-toggle', (button) => {
          const bar = button.closest('.header-bar')!
          const logo = bar.querySelector('.logo')!.getBoundingClientRect()
          // the first control right of the logo (the chat's button where it shows, else the menu)
          const next = [...bar.querySelectorAll('button, a')]
            .filter((control) => control.checkVisibility() && !control.closest('.logo'))
            .map((control) => control.getBoundingClientRect())
            .filter((box) => box.width > 0)
          return {
            right: button.getBoundingClientRect().right,
            edge: button.closest('.container')!.getBoundingClientRect().right,
            logoEnd: logo.right,
            nextStart: Math.min(...next.map((box) => box.left)),
          }
        })
        expect(edge - right, url).toBeLessThanOrEqual(20) // the container's padding
        expect(nextStart - logoEnd, url).toBeGreaterThanOrEqual(8)
      }
      await page.close()
    },
  )

  it('mobile sheet: opens over the page with focus on its close button, keeps focus inside, Escape closes and returns focus', async () => {
    const page = await openAt(375)
    await page.click('.menu-toggle')
    await page.waitForSelector('dialog.sheet:popover-open')
    expect(await page.evaluate(() => document.activeElement?.closest('.sheet-head') !== null)).toBe(true)
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab')
      const inside = await page.evaluate(() => Boolean(document.activeElement?.closest('dialog.sheet')))
      expect(inside, `focus left the sheet after ${i + 1} Tab presses`).toBe(true)
    }
    expect(await page.$$eval('dialog.sheet a[href^="tel:"]', (links) => links.length)).toBe(1)
    expect(await page.$$eval('dialog.sheet a[href="/angebot-erhalten"]', (links) => links.length)).toBe(1)
    await page.keyboard.press('Escape')
    expect(await page.$eval('dialog.sheet', (d) => d.matches(':popover-open'))).toBe(false)
    expect(await page.evaluate(() => document.activeElement?.classList.contains('menu-toggle'))).toBe(true)
    // the sheet's toggle event (which updates the button) is queued as a task after Escape
    await expect.poll(() => page.getAttribute('.menu-toggle', 'aria-expanded')).toBe('false')
    await page.close()
  })

  it('mobile sheet closes when a link is tapped', async () => {
    const page = await openAt(375)
    await page.click('.menu-toggle')
    await page.waitForSelector('dialog.sheet:popover-open')
    // stay on the page to observe the sheet (the link would otherwise navigate away)
    await page.$eval('dialog.sheet a[href="/leistungen"]', (a) =>
      a.addEventListener('click', (event) => event.preventDefault()),
    )
    await page.click('dialog.sheet a[href="/leistungen"]')
    expect(await page.$eval('dialog.sheet', (d) => d.matches(':popover-open'))).toBe(false)
    await page.close()
  })
})

describe('in-page links', () => {
  it.each([375, 1280])(
    'at %i px a jump to a heading further down stops below the header, not under it',
    async (width) => {
      const context = await suite.browser().newContext({ viewport: { width, height: 800 }, reducedMotion: 'reduce' })
      const page = await context.newPage()
      await page.goto(`${suite.origin()}/`, { waitUntil: 'load' })
      // headings and sections with an id far enough down that the jump scrolls, and not so near the end
      // that the page cannot scroll them to the top
      const targets = await page.$$eval('main :is(h2, h3, section)[id]', (elements) => {
        const lastTop = document.documentElement.scrollHeight - innerHeight
        return elements
          .filter((e) => e.getBoundingClientRect().top > 2 * innerHeight && e.getBoundingClientRect().top < lastTop)
          .map((e) => e.id)
      })
      expect(targets.length).toBeGreaterThan(0)
      for (const id of targets.slice(0, 3)) {
        await page.evaluate((hash) => (location.hash = hash), `#${id}`)
        await page.waitForTimeout(50)
        const { target, header } = await page.evaluate(
          (targetId) => ({
            target: document.getElementById(targetId)!.getBoundingClientRect().top,
            header: document.querySelector('[data-site-header]')!.getBoundingClientRect().bottom,
          }),
          id,
        )
        expect(target, `#${id}`).toBeGreaterThanOrEqual(header)
        expect(target, `#${id}: close below the header`).toBeLessThan(header + 40)
      }
      await context.close()
    },
  )
})
