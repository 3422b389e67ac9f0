import { afterAll, describe, expect, it } from 'vitest'
import { builtPages } from '../support/built-site'
import { useBrowserAndServer } from '../support/browser-suite'

// CLS budget 0: nothing on any page moves while it loads, while islands hydrate or while lazy images
// arrive during scrolling (images carry width and height; the header and widgets reserve their space).
const suite = useBrowserAndServer()

describe('cumulative layout shift', () => {
  const rows: string[] = []
  afterAll(() => console.log(['Seite | CLS 375 px | CLS 1280 px', ...rows].join('\n')))

  it.each(builtPages)('%s does not shift', async (url) => {
    const scores: number[] = []
    for (const width of [375, 1280]) {
      const page = await suite.browser().newPage({ viewport: { width, height: 800 } })
      await page.addInitScript(() => {
        const w = window as unknown as { __cls: number }
        w.__cls = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
            if (!entry.hadRecentInput) w.__cls += entry.value
          }
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await page.goto(suite.origin() + url, { waitUntil: 'networkidle' })
      // scroll through the page so lazy images load, without input events (they would excuse shifts)
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
          window.scrollTo(0, y)
          await new Promise((resolve) => setTimeout(resolve, 30))
        }
      })
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(200)
      scores.push(await page.evaluate(() => (window as unknown as { __cls: number }).__cls))
      await page.close()
    }
    rows.push(`${url} | ${scores[0]!.toFixed(4)} | ${scores[1]!.toFixed(4)}`)
    expect(scores, url).toEqual([0, 0])
  })
})
