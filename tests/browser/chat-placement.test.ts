import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { builtPages } from '../support/built-site.ts'
import { useBrowserAndServer } from '../support/browser-suite.ts'
import { CHAT_OPENERS } from '../support/widget-page.ts'

// The contact widget is on every page, but it never covers what a visitor needs: on the first screen
// of every page at phone widths, and over the quote form while it is filled in, the floating chat
// button (where one shows) overlaps no button, link, field or rating. One browser, every page.
const suite = useBrowserAndServer()
const PHONES = [
  { width: 320, height: 568 },
  { width: 375, height: 667 },
]
const FORM_PAGES = ['/angebot-erhalten', '/anfrage']

/** Controls a visitor may tap (and the rating), outside the chat widget and the phone action bar. */
const CONTROLS = [
  'a[href]',
  'button',
  'input:not([type=hidden])',
  'select',
  'textarea',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
  '.rating',
].join(', ')

/**
 * Every visible control that a floating chat button covers on the current screen, and whether the chat
 * can be opened from this screen at all (round button or the action bar's WhatsApp button).
 */
function coveredControls(page: Page, opener: string): Promise<{ covered: string[]; reachable: boolean }> {
  return page.evaluate(
    ({ controls, opener }) => {
      const onScreen = (box: DOMRect) => box.width > 0 && box.bottom > 0 && box.top < innerHeight
      const floating = [...document.querySelectorAll('.chat-button')].filter((button) => button.checkVisibility())
      const covered: string[] = []
      for (const button of floating) {
        const chat = button.getBoundingClientRect()
        for (const control of document.querySelectorAll(controls)) {
          if (control.closest('.chat, .action-bar, .form-trap') || !control.checkVisibility()) continue
          const box = control.getBoundingClientRect()
          if (!onScreen(box)) continue
          if (chat.left < box.right && box.left < chat.right && chat.top < box.bottom && box.top < chat.bottom)
            covered.push(`${control.tagName.toLowerCase()} „${control.textContent?.trim().slice(0, 40)}“`)
        }
      }
      const openers = [...document.querySelectorAll(opener)]
      const reachable = openers.some((o) => o.checkVisibility() && onScreen(o.getBoundingClientRect()))
      return { covered, reachable }
    },
    { controls: CONTROLS, opener },
  )
}

describe('the floating chat button covers nothing a visitor needs', () => {
  const counts: string[] = []
  afterAll(() => console.log(`Chat-Knopf über Bedienelementen (erster Bildschirm): ${counts.join(', ')}`))

  for (const screen of PHONES) {
    it(`first screen of all ${builtPages.length} pages at ${screen.width} × ${screen.height}: no overlap, chat reachable`, async () => {
      const context = await suite.browser().newContext({ viewport: screen, hasTouch: true, isMobile: true })
      const page = await context.newPage()
      const problems: string[] = []
      for (const url of builtPages) {
        await page.goto(suite.origin() + url, { waitUntil: 'load' })
        const { covered, reachable } = await coveredControls(page, CHAT_OPENERS)
        if (covered.length > 0) problems.push(`${url}: ${covered.join(', ')}`)
        if (!reachable) problems.push(`${url}: kein Chat-Zugang auf dem ersten Bildschirm`)
      }
      counts.push(`${screen.width} px ${problems.length} von ${builtPages.length} Seiten`)
      expect(problems).toEqual([])
      await context.close()
    }, 180_000)
  }

  it.each([...PHONES, { width: 1280, height: 800 }])(
    'over the quote form, scrolled field by field ($width px): no overlap',
    async (screen) => {
      const context = await suite.browser().newContext({ viewport: screen })
      const page = await context.newPage()
      const problems: string[] = []
      for (const url of FORM_PAGES) {
        await page.goto(suite.origin() + url, { waitUntil: 'load' })
        await page.click('.quote-form summary') // the optional fields too
        const fields = await page.locator('.quote-form :is(input:not([type=hidden]), select, textarea, button)').all()
        for (const field of fields) {
          if (!(await field.isVisible())) continue
          // each field at the bottom of the screen, where a floating button sits
          await field.evaluate((element) => element.scrollIntoView({ block: 'end' }))
          const { covered } = await coveredControls(page, CHAT_OPENERS)
          if (covered.length > 0) problems.push(`${url}: ${covered.join(', ')}`)
        }
      }
      expect(problems).toEqual([])
      await context.close()
    },
  )
})
