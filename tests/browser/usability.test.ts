import { describe, expect, it } from 'vitest'
import { chrome } from '../../engine/site/site-data.ts'
import { browserPages } from '../support/page-selection.ts'
import { useBrowserAndServer } from '../support/browser-suite.ts'

const suite = useBrowserAndServer()

// Controls of the frame and widgets (not links inside running text, which WCAG exempts)
const CONTROLS = [
  '.site-header a:visible',
  '.site-header summary:visible',
  '.site-footer a',
  '.chat-button',
  '.header-chat',
  '.actions a',
  '[role=tab]',
  '.faq-trigger',
].join(', ')

describe('touch targets, focus and motion', () => {
  it.each([375, 1280])('every control is at least 44 × 44 px at %i px', async (width) => {
    const page = await suite.browser().newPage({ viewport: { width, height: 900 } })
    for (const url of ['/', '/leistungen/bueroreinigung']) {
      await page.goto(suite.origin() + url, { waitUntil: 'networkidle' })
      const small = await page.$$eval(CONTROLS, (elements) =>
        elements
          .map((element) => ({ element, box: element.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && (box.height < 44 || box.width < 44))
          .map(
            ({ element, box }) =>
              `${element.outerHTML.slice(0, 80)} (${Math.round(box.width)}×${Math.round(box.height)})`,
          ),
      )
      expect(small, url).toEqual([])
    }
    await page.close()
  })

  // phones (WCAG reflow) and the widths where a row of the page-wide layout sits in a narrow column (the seals
  // beside the quote form ran 450 px past the screen at 1280 px once)
  it.each([320, 375, 1024, 1280])('never scrolls sideways at %i px', async (viewportWidth) => {
    const page = await suite.browser().newPage({ viewport: { width: viewportWidth, height: 800 } })
    const tooWide: string[] = []
    for (const url of browserPages) {
      await page.goto(suite.origin() + url, { waitUntil: 'load' })
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      if (width > viewportWidth) tooWide.push(`${url}: ${width} px`)
    }
    expect(tooWide).toEqual([])
    await page.close()
  })

  it('shows a visible focus outline and a skip link for keyboard users', async () => {
    const page = await suite.browser().newPage({ viewport: { width: 1280, height: 900 } })
    await page.goto(`${suite.origin()}/`, { waitUntil: 'networkidle' })
    await page.keyboard.press('Tab')
    const skip = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement
      const style = getComputedStyle(element)
      return { text: element.textContent, top: element.getBoundingClientRect().top, outline: style.outlineStyle }
    })
    expect(skip.text).toBe(chrome.sprunglink)
    expect(skip.top).toBeGreaterThanOrEqual(0)
    expect(skip.outline).not.toBe('none')
    await page.keyboard.press('Enter')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('inhalt')
    await page.close()
  })

  it('turns off transitions when the visitor prefers reduced motion', async () => {
    const context = await suite.browser().newContext({ reducedMotion: 'reduce' })
    const page = await context.newPage()
    await page.goto(`${suite.origin()}/`, { waitUntil: 'networkidle' })
    expect(await page.$eval('[data-site-header]', (header) => getComputedStyle(header).transitionDuration)).toBe('0s')
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto')
    await context.close()
  })
})
