import type { Browser, BrowserContext, Page } from 'playwright-core'

export interface WidgetPage {
  context: BrowserContext
  page: Page
  /** console errors and uncaught exceptions of the page */
  errors: string[]
  /** how many island scripts (requested after load) the delay held back so far */
  heldScripts: () => number
}

/**
 * Opens a page of the built site. With `delayIslandsMs`, every script requested after the load
 * event (the islands' starter, which the page loads after its first paint, and React and the
 * islands, which load on the first interaction) is held back that long, as on a slow connection, so
 * a test sees what the visitor gets before React arrives. `heldScripts` counts React and island
 * code only: the starter loads on every page, tapped or not. WhatsApp links are
 * answered locally (the network is closed here) so opened tabs can be inspected.
 */
export async function openWidgetPage(
  browser: Browser,
  url: string,
  options: { width?: number; height?: number; delayIslandsMs?: number; javaScript?: boolean; touch?: boolean } = {},
): Promise<WidgetPage> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    javaScriptEnabled: options.javaScript ?? true,
    // a phone: touch screen, coarse pointer that cannot hover
    ...(options.touch ? { hasTouch: true, isMobile: true } : {}),
  })
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/plain', body: 'ok' }),
  )
  let loaded = false
  let held = 0
  if (options.delayIslandsMs) {
    const delay = options.delayIslandsMs
    await context.route('**/assets/**/*.js', async (route) => {
      if (loaded) {
        if (!route.request().url().includes('/assets/entries/')) held++
        await new Promise((resolve) => setTimeout(resolve, delay))
      }
      await route.continue()
    })
  }
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(url, { waitUntil: 'load' })
  loaded = true
  return { context, page, errors, heldScripts: () => held }
}

/** Resolves once the island holding `selector` has hydrated. */
export async function waitForIsland(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (inner) => document.querySelector(inner)?.closest('[data-island]')?.hasAttribute('data-hydrated') === true,
    selector,
    {
      timeout: 15_000,
    },
  )
}

/** The accessibility tree's "expanded" state of an element (what a screen reader announces). */
export async function announcedExpanded(page: Page, selector: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false })
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded')
    return expanded ? Boolean(expanded.value.value) : undefined
  } finally {
    await cdp.detach()
  }
}

/**
 * Everything that opens the chat panel: the header's chat button (from 640 px up; on pages without the
 * quote form only until the page's margins leave room for the floating one), the floating round
 * button, and on phones the action bar's WhatsApp button. One of them shows at any width.
 */
export const CHAT_OPENERS = '.chat-button, .header-chat, .action-bar [popovertarget]'

/** The chat opener a visitor sees (a Playwright selector: whichever of CHAT_OPENERS shows). */
export const CHAT_OPENER = CHAT_OPENERS.split(', ')
  .map((selector) => `${selector}:visible`)
  .join(', ')

/** Taps the chat's visible opener and waits until the panel is open. */
export async function openChat(page: Page): Promise<void> {
  await page.locator(CHAT_OPENER).first().click()
  await page.waitForSelector('.chat-panel:popover-open')
}
