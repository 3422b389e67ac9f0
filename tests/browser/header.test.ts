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

const isHidden = (page: Page) => page.$eval('[data-site-header]', (header) => header.classList.contains('is-hidden'))
async function scrollTo(page: Page, y: number) {
  await page.evaluate((target) => window.scrollTo({ top: target, behavior: 'instant' }), y)
  await page.waitForTimeout(50)
}

describe('header on wide screens (≥ 640 px)', () => {
  it('hides when scrolling down past 60 px, shows when scrolling up, ignores moves under 5 px', async () => {
    const page = await openAt(1280)
    await scrollTo(page, 50)
    expect(await isHidden(page)).toBe(false) // not past 60 px yet
    await scrollTo(page, 400)
    expect(await isHidden(page)).toBe(true)
    await scrollTo(page, 397) // 3 px up: dead zone
    expect(await isHidden(page)).toBe(true)
    await scrollTo(page, 300)
    expect(await isHidden(page)).toBe(false)
    await scrollTo(page, 303) // 3 px down: dead zone
    expect(await isHidden(page)).toBe(false)
    await page.close()
  })

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

describe('header on narrow screens (< 640 px)', () => {
  it('always stays visible', async () => {
    const page = await openAt(375)
    await scrollTo(page, 800)
    await scrollTo(page, 1600)
    expect(await isHidden(page)).toBe(false)
    await page.close()
  })

  it('mobile sheet: opens as a modal dialog, keeps focus inside, Escape closes and returns focus', async () => {
    const page = await openAt(375)
    await page.click('.menu-toggle')
    await page.waitForSelector('dialog.sheet[open]')
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab')
      const inside = await page.evaluate(() => Boolean(document.activeElement?.closest('dialog.sheet')))
      expect(inside, `focus left the sheet after ${i + 1} Tab presses`).toBe(true)
    }
    expect(await page.$$eval('dialog.sheet a[href^="tel:"]', (links) => links.length)).toBe(1)
    expect(await page.$$eval('dialog.sheet a[href="/angebot-erhalten"]', (links) => links.length)).toBe(1)
    await page.keyboard.press('Escape')
    expect(await page.$eval('dialog.sheet', (d) => (d as HTMLDialogElement).open)).toBe(false)
    expect(await page.evaluate(() => document.activeElement?.classList.contains('menu-toggle'))).toBe(true)
    // the dialog's close event (which updates the button) is queued as a task after Escape
    await expect.poll(() => page.getAttribute('.menu-toggle', 'aria-expanded')).toBe('false')
    await page.close()
  })

  it('mobile sheet closes when a link is tapped', async () => {
    const page = await openAt(375)
    await page.click('.menu-toggle')
    await page.waitForSelector('dialog.sheet[open]')
    // stay on the page to observe the sheet (the link would otherwise navigate away)
    await page.$eval('dialog.sheet a[href="/leistungen"]', (a) =>
      a.addEventListener('click', (event) => event.preventDefault()),
    )
    await page.click('dialog.sheet a[href="/leistungen"]')
    expect(await page.$eval('dialog.sheet', (d) => (d as HTMLDialogElement).open)).toBe(false)
    await page.close()
  })
})
