import type { Browser, CDPSession, Page } from 'playwright-core'

/**
 * First-tap measurement on a throttled phone (as the README describes it): slow 4G (150 ms latency,
 * 1.6 Mbit/s down, 750 kbit/s up, cache disabled), 4× CPU slowdown, 375 × 667, touch, and the
 * first tap 3 s after the load event. The time runs from the tap's pointerdown (its event time
 * stamp) to the first animation frame in which the widget's result is visible (the check's own
 * time in that frame, so a key answered within the same frame counts as its few milliseconds).
 */
export const THROTTLING = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
  settleAfterLoadMs: 3000,
} as const

export const PHONE = { width: 375, height: 667 } as const

/** One widget's first interaction: where, what to tap (or press), and what must then be visible. */
export interface FirstTapCase {
  widget: string
  path: string
  /** CSS selector of the element to tap */
  tap: string
  /** key to press instead of tapping (after focusing `tap` without a pointer) */
  key?: string
  /** runs in the page every frame after the tap; true once the result is visible */
  done: string
}

export async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: THROTTLING.downloadBytesPerSecond,
    uploadThroughput: THROTTLING.uploadBytesPerSecond,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown })
  return cdp
}

// Installed before the page's own scripts: remembers when the tap (or key) happened, then checks the
// result once per frame and records the frame time at which it first holds.
const RECORDER = `
  window.__firstTap = { start: null, end: null };
  const remember = (event) => { if (window.__firstTap.start === null && event.isTrusted) window.__firstTap.start = event.timeStamp };
  addEventListener('pointerdown', remember, { capture: true });
  addEventListener('keydown', remember, { capture: true });
`

/** Loads the page fresh (new context: empty cache), waits, taps once and returns the milliseconds. */
export async function measureFirstTap(browser: Browser, origin: string, testCase: FirstTapCase): Promise<number> {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, deviceScaleFactor: 2 })
  try {
    const page = await context.newPage()
    await page.addInitScript(RECORDER)
    await throttle(page)
    await page.goto(origin + testCase.path, { waitUntil: 'load', timeout: 60_000 })
    await page.waitForTimeout(THROTTLING.settleAfterLoadMs)
    const target = page.locator(testCase.tap).first()
    await target.scrollIntoViewIfNeeded()
    await page.evaluate((done) => {
      const check = new Function(`return (${done})`) as () => boolean
      const state = (window as unknown as { __firstTap: { start: number | null; end: number | null } }).__firstTap
      const frame = () => {
        if (state.start !== null && check()) state.end = performance.now()
        else requestAnimationFrame(frame)
      }
      requestAnimationFrame(frame)
    }, testCase.done)
    if (testCase.key) {
      // focus without a pointer, as Tab would, then press the key
      await target.evaluate((element) => (element as HTMLElement).focus())
      await page.keyboard.press(testCase.key)
    } else {
      const box = await target.boundingBox()
      if (!box) throw new Error(`${testCase.widget}: ${testCase.tap} ist nicht sichtbar`)
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
    }
    await page.waitForFunction(
      () => (window as unknown as { __firstTap: { end: number | null } }).__firstTap.end !== null,
      null,
      {
        timeout: 20_000,
      },
    )
    return await page.evaluate(() => {
      const { start, end } = (window as unknown as { __firstTap: { start: number; end: number } }).__firstTap
      return end - start
    })
  } finally {
    await context.close()
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
