import { afterAll, describe, expect, it } from 'vitest'
import { useBrowserAndServer } from '../support/browser-suite.ts'
import { browserPages, templatePages } from '../support/page-selection.ts'

// CLS budget 0: nothing on any page moves while it loads, while islands hydrate or while lazy images
// arrive during scrolling (images carry width and height; the header and widgets reserve their space).
const suite = useBrowserAndServer()

describe('cumulative layout shift', () => {
  const rows: string[] = []
  afterAll(() => console.log(['Seite | CLS 375 px | CLS 1280 px', ...rows].join('\n')))

  /** Sum of the page's layout shifts at one width, and what moved. */
  async function measure(
    url: string,
    width: number,
    { fontDelay = 0, cpuSlowdown = 1 } = {},
  ): Promise<{ score: number; moved: string[] }> {
    const page = await suite.browser().newPage({ viewport: { width, height: 800 } })
    // a slow phone paints the first screen while the parser is still in the middle of the page
    if (cpuSlowdown > 1)
      await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    // a slow phone: the brand font arrives long after the first paint
    if (fontDelay > 0)
      await page.route(/\.woff2(\?|$)/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, fontDelay))
        await route.continue()
      })
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number; __moved: string[] }
      w.__cls = 0
      w.__moved = []
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number
          hadRecentInput: boolean
          sources?: { node?: Element }[]
        }[]) {
          if (entry.hadRecentInput) continue
          w.__cls += entry.value
          for (const source of entry.sources ?? []) w.__moved.push(source.node?.outerHTML.slice(0, 80) ?? '?')
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto(suite.origin() + url, { waitUntil: 'load' })
    // scroll through the page so lazy images load, without input events (they would excuse shifts)
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
        window.scrollTo(0, y)
        await new Promise((resolve) => setTimeout(resolve, 30))
      }
    })
    // lazy images the scroll started (images in closed parts never load, so wait for the network, not for them);
    // on an overloaded CI machine the network once never went idle within the test's minute (/potsdam): after
    // 20 s the shifts seen so far are measured, as they would be for a visitor who is still scrolling
    await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => {
      console.log(`${url} @ ${width}px: Netzwerk nach 20 s nicht ruhig, gemessen wird der Stand bis dahin`)
    })
    // two frames so the last shift is reported; a page the browser treats as hidden gets no frames, so the
    // wait is bounded (an unbounded evaluate has no timeout of its own)
    await page.evaluate(async () => {
      const bounded = (wait: Promise<unknown>) =>
        Promise.race([wait, new Promise((resolve) => setTimeout(resolve, 2_000))])
      await bounded(document.fonts.ready)
      await bounded(new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    })
    const result = await page.evaluate(() => {
      const w = window as unknown as { __cls: number; __moved: string[] }
      return { score: w.__cls, moved: w.__moved }
    })
    await page.close()
    return result
  }

  it.each(browserPages)(
    '%s does not shift',
    async (url) => {
      // both widths at once: the measurement mostly waits for the network to be idle
      const scores = await Promise.all(
        [375, 1280].map(async (width) => {
          let { score, moved } = await measure(url, width)
          // a shift seen once on an overloaded machine must show again to count: real shifts always do
          if (score > 0) {
            console.log(
              `${url} @ ${width}px: CLS ${score.toFixed(4)} im ersten Lauf (${moved.join(' | ')}), zweiter Lauf …`,
            )
            ;({ score, moved } = await measure(url, width))
          }
          expect(score, `${url} @ ${width}px: ${moved.join(' | ')}`).toBe(0)
          return score
        }),
      )
      rows.push(`${url} | ${scores[0]!.toFixed(4)} | ${scores[1]!.toFixed(4)}`)
      // a second run of both widths under load needs more than the default minute
    },
    120_000,
  )

  // A late font must not re-break a single line: at 360 px (the most common Android width) and 412 px,
  // swap re-broke titles and pushed whole sections down (CLS up to 0.12 on /kontakt). The font's
  // display rule is the same on every page, so a few kinds of page show it.
  const slowPhonePages = [
    '/',
    '/kontakt',
    '/angebot-erhalten',
    ...templatePages.filter((url) => url.startsWith('/leistungen/')).slice(0, 2),
  ]
  it.each(slowPhonePages)('%s does not shift when the brand font arrives 800 ms late (360 and 412 px)', async (url) => {
    for (const width of [360, 412]) {
      const { score, moved } = await measure(url, width, { fontDelay: 800 })
      expect(score, `${url} @ ${width}px, Schrift 800 ms verspätet: ${moved.join(' | ')}`).toBe(0)
    }
  })

  // Rules that look ahead in the HTML (body:has(.action-bar), .hero:has(.hero-image)) were false at the first
  // paint of a slow phone and true a moment later: the hero jumped by the action bar's height (CLS 0.036).
  // On a loaded test machine the CPU is slower still, and rules that count list items (:has(> li:nth-child(…)))
  // can nudge a list below the first screen by a fraction of a pixel (CLS ≤ 0.0003 seen); what counts here is
  // that no visible jump is left, so the bar is 0.001, a hundredth of Google's 'good'.
  // At CPU × 10 the first paint came while the parser was inside the hero: the text stood alone at the foot of
  // the photo's row and rose by up to 380 px as the lead, the rating and the buttons arrived (CLS 0.04–0.2 on /,
  // /berlin and /blog). The first paint now waits for the end of the hero (<link rel="expect">).
  const slowCpuPages = [...new Set([...slowPhonePages, '/berlin', '/blog'])]
  it.each(slowCpuPages)('%s does not shift on a phone with a 10× slower CPU (375 px)', async (url) => {
    let { score, moved } = await measure(url, 375, { cpuSlowdown: 10 })
    // as above: a shift seen once on an overloaded machine must show again to count (the fixed action bar was
    // once reported 59 px off in a full suite run, and never again in isolation or under a CPU hog)
    if (score >= 0.001) {
      console.log(
        `${url} @ 375px, CPU × 10: CLS ${score.toFixed(4)} im ersten Lauf (${moved.join(' | ')}), zweiter Lauf …`,
      )
      ;({ score, moved } = await measure(url, 375, { cpuSlowdown: 10 }))
    }
    expect(score, `${url} @ 375px, CPU × 10: ${moved.join(' | ')}`).toBeLessThan(0.001)
  })
})
