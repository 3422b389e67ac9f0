import { gzipSync } from 'node:zlib'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { useBrowserAndServer } from '../support/browser-suite.ts'
import { browserPages } from '../support/page-selection.ts'
import { CHAT_OPENER, openChat } from '../support/widget-page.ts'

// JavaScript budget per page (issue: ≤ 20 KB gzip before any interaction, ≤ 85 KB after opening every widget),
// and, from the same page load: no page asks another host for anything (fonts, scripts, images, analytics …),
// not even after the widgets load: every request of a real Chromium goes to this server (data: URLs are inline).
const BEFORE_INTERACTION = 20 * 1024
const AFTER_INTERACTION = 85 * 1024

const suite = useBrowserAndServer()

/**
 * Sums the gzip size of every JavaScript file this page has loaded from our origin. `settled` waits for the
 * bodies still being read, so a file that has just arrived is counted.
 */
function trackJavaScript(page: Page): { total: () => number; settled: () => Promise<unknown> } {
  const sizes = new Map<string, number>()
  const reading = new Set<Promise<void>>()
  page.on('response', (response) => {
    const url = response.url()
    if (!url.startsWith(suite.origin()) || !/\.m?js(\?|$)/.test(url)) return
    const read = response
      .body()
      .then((body) => void sizes.set(url, gzipSync(body).length))
      .catch(() => undefined)
      .finally(() => reading.delete(read))
    reading.add(read)
  })
  return {
    total: () => [...sizes.values()].reduce((sum, size) => sum + size, 0),
    settled: () => Promise.all([...reading]),
  }
}

/** Opens every widget a visitor can open on a phone: chat, menu sheet, every tab, every FAQ answer, the form. */
async function openEveryWidget(page: Page) {
  if (await page.$(CHAT_OPENER)) {
    await openChat(page)
    // the panel opens as plain HTML at once; its island loads its code after that
    await page.waitForSelector('.chat [data-island][data-hydrated]', { state: 'attached' })
    await page.keyboard.press('Escape')
  }
  if (await page.$('.menu-toggle')) {
    await page.click('.menu-toggle')
    await page.waitForSelector('dialog.sheet:popover-open')
    await page.keyboard.press('Escape')
  }
  for (const tab of await page.$$('[role=tab][aria-selected=false]')) {
    await tab.click()
    await page.waitForFunction((element) => element.getAttribute('aria-selected') === 'true', tab)
  }
  for (const trigger of await page.$$('.faq-trigger[aria-expanded=false]')) {
    await trigger.click()
    await page.waitForFunction((element) => element.getAttribute('aria-expanded') === 'true', trigger)
  }
  if (await page.$('.quote-form')) {
    await page.focus('#feld-name')
    // the live form gives itself a request id
    await page.waitForFunction(
      () => (document.querySelector('input[name=anfrage_id]') as HTMLInputElement | null)?.value !== '',
    )
  }
  await page.waitForLoadState('networkidle')
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

describe('JavaScript budget per page (gzip), no third-party requests', () => {
  const rows: string[] = []
  let checked = 0
  afterAll(() => {
    console.log(['Seite | JS beim Laden | JS nach allen Widgets', ...rows].join('\n'))
    console.log(`Keine Drittanbieter-Anfragen: ${checked} Anfragen von ${browserPages.length} Seiten geprüft`)
  })

  it.each(browserPages)('%s', async (url) => {
    const page = await suite.browser().newPage({ viewport: { width: 375, height: 800 } })
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    page.on('websocket', (socket) => requests.push(socket.url()))
    const { total, settled } = trackJavaScript(page)
    await page.goto(suite.origin() + url, { waitUntil: 'networkidle' })
    await settled()
    // the page's own inline scripts (first-tap behaviours, loader, form check) count as well
    const inline = gzipSync(
      await page.$$eval('script:not([src]):not([type])', (scripts) => scripts.map((s) => s.textContent).join('')),
    ).length
    const before = total() + inline
    await openEveryWidget(page)
    await settled()
    const after = total() + inline
    // lazy images further down
    await page.mouse.wheel(0, 20_000)
    await page.waitForLoadState('networkidle')
    rows.push(`${url} | ${kb(before)} | ${kb(after)}`)
    await page.close()
    const foreign = requests.filter(
      (requestUrl) => !requestUrl.startsWith('data:') && new URL(requestUrl).origin !== suite.origin(),
    )
    expect(foreign, url).toEqual([])
    checked += requests.length
    expect(before, `${url}: ${kb(before)} vor jeder Interaktion`).toBeLessThanOrEqual(BEFORE_INTERACTION)
    expect(after, `${url}: ${kb(after)} nach allen Widgets`).toBeLessThanOrEqual(AFTER_INTERACTION)
    expect(after).toBeGreaterThan(before) // the widgets really loaded their code
  })
})
