import type { Request } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { useBrowserAndServer } from '../support/browser-suite.ts'
import { browserPages } from '../support/page-selection.ts'

// No page asks another host for anything (fonts, scripts, images, analytics …), not even after the
// widgets load: every request of a real Chromium goes to this server (data: URLs are inline).
const suite = useBrowserAndServer()
let checked = 0
afterAll(() =>
  console.log(`Keine Drittanbieter-Anfragen: ${checked} Anfragen von ${browserPages.length} Seiten geprüft`),
)

describe('no third-party requests', () => {
  it.each(browserPages)('%s (375 px, widgets used)', async (url) => {
    const context = await suite.browser().newContext({ viewport: { width: 375, height: 800 } })
    const requests: string[] = []
    context.on('request', (request: Request) => requests.push(request.url()))
    const page = await context.newPage()
    page.on('websocket', (socket) => requests.push(socket.url()))
    try {
      await page.goto(suite.origin() + url, { waitUntil: 'networkidle' })
      const chat = page.locator('.chat-button')
      if ((await chat.count()) > 0) {
        await chat.first().click()
        await page.waitForSelector('.chat-panel')
      }
      const firstName = page.locator('#feld-name')
      if ((await firstName.count()) > 0) await firstName.first().focus()
      await page.waitForLoadState('networkidle')
      // a little longer: lazy images and islands that load on idle
      await page.mouse.wheel(0, 20_000)
      await page.waitForLoadState('networkidle')
    } finally {
      await context.close()
    }

    const foreign = requests.filter(
      (requestUrl) => !requestUrl.startsWith('data:') && new URL(requestUrl).origin !== suite.origin(),
    )
    expect(foreign, url).toEqual([])
    expect(requests.length, url).toBeGreaterThan(1)
    checked += requests.length
  })
})
