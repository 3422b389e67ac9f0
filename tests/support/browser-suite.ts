import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { launchBrowser } from './browser.ts'
import { startServer } from './server.ts'

/** One Chromium and one production server per test file, closed afterwards. */
export function useBrowserAndServer(): { browser: () => Browser; origin: () => string } {
  let browser: Browser
  let server: Awaited<ReturnType<typeof startServer>>
  beforeAll(async () => {
    ;[browser, server] = await Promise.all([launchBrowser(), startServer()])
  })
  afterAll(async () => {
    await browser.close()
    await server.close()
  })
  return { browser: () => browser, origin: () => server.origin }
}
