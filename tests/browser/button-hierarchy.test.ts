import { describe, expect, it } from 'vitest'
import { useBrowserAndServer } from '../support/browser-suite.ts'

// In every row of buttons the primary (first) one stands out most, on light and dark bands; below a quote form
// its send button is the page's one filled button, so the rows after it fill none.
const suite = useBrowserAndServer()
const PAGES = ['/', '/kontakt', '/leistungen/bueroreinigung', '/berlin', '/vielen-dank', '/angebot-erhalten']

describe('one button hierarchy', () => {
  for (const width of [320, 375, 1280]) {
    it(`at ${width} px the first button of each row contrasts most with its band`, async () => {
      const page = await suite.browser().newPage({ viewport: { width, height: 800 } })
      for (const url of PAGES) {
        await page.goto(suite.origin() + url, { waitUntil: 'load' })
        const rows = await page.$$eval('main .actions', (rows) => {
          const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number)
          const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
            const channel = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)
            return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
          }
          const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
          /** the first opaque background behind an element (its own included) */
          const backgroundOf = (element: Element | null): number => {
            for (let e = element; e; e = e.parentElement) {
              const [r, g, b, a = 1] = rgb(getComputedStyle(e).backgroundColor)
              if (a > 0.5) return luminance([r!, g!, b!])
            }
            return 1
          }
          return rows.map((row) => {
            const band = backgroundOf(row)
            const buttons = [...row.querySelectorAll(':scope li > a')].map((a) => contrast(backgroundOf(a), band))
            const afterForm = row.closest('.section')?.matches('.section:has(.quote-form) ~ .section') ?? false
            return { first: buttons[0] ?? 0, others: buttons.slice(1), afterForm }
          })
        })
        expect(rows.length, url).toBeGreaterThan(0)
        for (const { first, others, afterForm } of rows) {
          if (afterForm) {
            for (const button of [first, ...others])
              expect(button, `${url}: gefüllter Knopf unter dem Formular`).toBeLessThan(1.5)
            continue
          }
          for (const other of others)
            expect(first, `${url}: Hauptknopf schwächer als ein Nebenknopf`).toBeGreaterThan(other)
        }
      }
      await page.close()
    })
  }
})
