import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowserAndServer } from '../support/browser-suite.ts'
import { expectedMissing, requiredInFormOrder, shownErrors } from '../support/quote-form-page.ts'
import { CHAT_OPENER, openWidgetPage, waitForIsland } from '../support/widget-page.ts'

// Every widget answers its first tap and first key press before React has arrived: island scripts
// are held back 2 s here, and each answer must be visible well before that (within 1 s).
const suite = useBrowserAndServer()
const HOLD_MS = 2000
const BEFORE_REACT_MS = 1000
const open = (url: string, width = 375) =>
  openWidgetPage(suite.browser(), suite.origin() + url, { width, delayIslandsMs: HOLD_MS })

const visible = (page: Page, selector: string) =>
  // visibility too: the closed chat panel is laid out, only invisible
  page.waitForFunction(
    (s) => document.querySelector(s)?.checkVisibility({ visibilityProperty: true }) === true,
    selector,
    {
      timeout: BEFORE_REACT_MS,
    },
  )
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim())
const notHydrated = (page: Page, selector: string) =>
  page.$eval(selector, (element) => !element.closest('[data-island]')?.hasAttribute('data-hydrated'))

describe('first tap and first key press before React (island scripts held back 2 s)', () => {
  it('chat: a tap opens the panel at once; React then takes over the same panel', async () => {
    const { context, page, errors, heldScripts } = await open('/')
    await page.locator(CHAT_OPENER).first().click() // on a phone: the action bar's WhatsApp button
    await visible(page, '.chat-form textarea')
    expect(await notHydrated(page, '.chat-panel')).toBe(true)
    await page.type('.chat-form textarea', 'Hallo') // typed before React: kept afterwards
    await waitForIsland(page, '.chat-panel')
    expect(heldScripts()).toBeGreaterThan(0)
    expect(await page.inputValue('.chat-form textarea')).toBe('Hallo')
    expect(await page.locator('.chat-form button[type=submit]').isDisabled()).toBe(false)
    await page.keyboard.press('Escape')
    expect(await page.locator('.chat-panel:popover-open').count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  it('chat: Enter on the focused button opens, Escape closes', async () => {
    const { context, page } = await open('/')
    await page.locator(CHAT_OPENER).first().focus()
    await page.keyboard.press('Enter')
    await visible(page, '.chat-panel')
    await page.keyboard.press('Escape')
    expect(await page.locator('.chat-panel:popover-open').count()).toBe(0)
    await context.close()
  })

  it('menu: a tap opens the sheet (no React at all), aria-expanded follows, Escape closes and returns focus', async () => {
    const { context, page, heldScripts } = await open('/')
    expect(await page.getAttribute('.menu-toggle', 'aria-expanded')).toBe('false')
    expect(await page.getAttribute('.menu-toggle', 'aria-haspopup')).toBe('dialog')
    await page.click('.menu-toggle')
    await visible(page, 'dialog.sheet a[href]')
    expect(await page.getAttribute('.menu-toggle', 'aria-expanded')).toBe('true')
    await page.keyboard.press('Escape')
    expect(await page.$eval('dialog.sheet', (d) => d.matches(':popover-open'))).toBe(false)
    // the sheet's toggle event (which updates the button) is queued as a task after Escape
    await expect.poll(() => page.getAttribute('.menu-toggle', 'aria-expanded')).toBe('false')
    expect(await page.evaluate(() => document.activeElement?.classList.contains('menu-toggle'))).toBe(true)
    // Space on the focused trigger opens it again
    await page.keyboard.press('Space')
    await visible(page, 'dialog.sheet a[href]')
    expect(heldScripts()).toBe(0) // nothing had to load for the menu
    await context.close()
  })

  it('FAQ: a tap opens an answer and closes the open one; after React arrives Radix continues from there', async () => {
    const { context, page, errors } = await open('/faq')
    const faq = page.locator('.faq').first()
    await faq.locator('.faq-trigger').nth(1).click()
    await page.waitForFunction(
      () => document.querySelectorAll('.faq')[0]!.querySelectorAll('.faq-answer')[1]!.checkVisibility(),
      null,
      {
        timeout: BEFORE_REACT_MS,
      },
    )
    expect(await notHydrated(page, '.faq-trigger')).toBe(true)
    const states = async () => ({
      expanded: await faq
        .locator('.faq-trigger')
        .evaluateAll((t) => t.map((e) => e.getAttribute('aria-expanded') === 'true')),
      shown: await faq.locator('.faq-answer').evaluateAll((a) => a.map((e) => e.checkVisibility())),
    })
    expect(await states()).toEqual({ expanded: [false, true, false], shown: [false, true, false] })
    await waitForIsland(page, '.faq-trigger')
    // handed over: Radix's own state matches what the visitor chose, no marks of the early script left
    expect(
      await faq.locator('.faq-item').evaluateAll((items) => items.map((i) => i.getAttribute('data-state'))),
    ).toEqual(['closed', 'open', 'closed'])
    expect(await page.locator('[data-early]').count()).toBe(0)
    expect(await states()).toEqual({ expanded: [false, true, false], shown: [false, true, false] })
    await faq.locator('.faq-trigger').nth(1).click() // React closes it now
    expect(await states()).toEqual({ expanded: [false, false, false], shown: [false, false, false] })
    expect(errors).toEqual([])
    await context.close()
  })

  it('FAQ: ArrowDown, End, Home and Enter work on the first key press', async () => {
    const { context, page } = await open('/faq')
    const faq = page.locator('.faq').first()
    const questions = await faq.locator('.faq-trigger').allTextContents()
    await faq.locator('.faq-trigger').first().focus()
    await page.keyboard.press('ArrowDown')
    expect(await focusedText(page)).toBe(questions[1]!.trim())
    await page.keyboard.press('End')
    expect(await focusedText(page)).toBe(questions.at(-1)!.trim())
    await page.keyboard.press('Home')
    expect(await focusedText(page)).toBe(questions[0]!.trim())
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await page.waitForFunction(
      () => document.querySelectorAll('.faq')[0]!.querySelectorAll('.faq-answer')[1]!.checkVisibility(),
      null,
      {
        timeout: BEFORE_REACT_MS,
      },
    )
    expect(await notHydrated(page, '.faq-trigger')).toBe(true)
    await waitForIsland(page, '.faq-trigger')
    await page.keyboard.press('ArrowUp') // now Radix moves focus
    expect(await focusedText(page)).toBe(questions[0]!.trim())
    await context.close()
  })

  it('service tabs: the first tap and the first arrow key switch the group (no React needed)', async () => {
    const { context, page, heldScripts } = await open('/')
    const tabs = page.locator('[role=tab]')
    const panels = page.locator('[role=tabpanel]')
    await tabs.nth(1).click()
    expect(await panels.nth(1).isVisible()).toBe(true)
    await page.keyboard.press('ArrowLeft')
    expect(await panels.nth(0).isVisible()).toBe(true)
    expect(await tabs.nth(0).getAttribute('aria-selected')).toBe('true')
    expect(heldScripts()).toBe(0)
    await context.close()
  })

  it('quote form: "Senden" on an empty form shows every German message at once; React continues from there', async () => {
    const { context, page, errors } = await open('/angebot-erhalten')
    await page.click('.quote-form [type=submit]')
    await visible(page, '.form-summary')
    expect(await notHydrated(page, '.quote-form')).toBe(true)
    expect(await shownErrors(page)).toEqual(expectedMissing(requiredInFormOrder))
    expect(new URL(page.url()).pathname).toBe('/angebot-erhalten') // nothing was sent
    await waitForIsland(page, '.quote-form')
    expect(await shownErrors(page)).toEqual(expectedMissing(requiredInFormOrder))
    // React took over what the visitor sees: a corrected field loses its message when left
    await page.fill('#feld-name', 'Anna')
    await page.press('#feld-name', 'Tab')
    expect(await shownErrors(page)).toEqual(expectedMissing(requiredInFormOrder.filter((name) => name !== 'name')))
    expect(errors).toEqual([])
    await context.close()
  })

  it('Fachjournal: the first tap opens an article (no React needed)', async () => {
    const { context, page, heldScripts } = await open('/blog')
    await page.click('[data-article-toggle] >> nth=0')
    await visible(page, '.article-full')
    expect(await page.getAttribute('[data-article-toggle] >> nth=0', 'aria-expanded')).toBe('true')
    expect(heldScripts()).toBe(0)
    await context.close()
  })
})
