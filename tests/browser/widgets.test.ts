import { describe, expect, it } from 'vitest'
import { mailHref, telHref, whatsAppHref } from '../../engine/site/phone.ts'
import { chrome, company } from '../../engine/site/site-data.ts'
import { useBrowserAndServer } from '../support/browser-suite.ts'
import { announcedExpanded, CHAT_OPENER, openChat, openWidgetPage, waitForIsland } from '../support/widget-page.ts'

const suite = useBrowserAndServer()
const open = (url = '/', options: Parameters<typeof openWidgetPage>[2] = {}) =>
  openWidgetPage(suite.browser(), suite.origin() + url, options)

// expected copy comes from content/ (rahmen.yaml, firma.yaml), never from today's wording
const chat = chrome.chat
const chatBase = whatsAppHref(company.whatsapp)
const panelOpen = '.chat-panel:popover-open'

describe('chat widget', () => {
  // the chat's round button sits in the header up to 1343 px and floats in the page's margin from 1344 px
  it.each([
    { width: 1280, opener: '.header-chat' },
    { width: 1440, opener: '.chat-button' },
  ])(
    'opens on the very first tap of $opener ($width px), announced as expanded, with its title and text box',
    async ({ width, opener }) => {
      const { context, page, errors } = await open('/', { width, height: 800 })
      expect(await page.locator('.chat-panel').isVisible()).toBe(false)
      expect(await page.locator(CHAT_OPENER).count()).toBe(1)
      expect(await page.isVisible(opener)).toBe(true)
      expect(await announcedExpanded(page, opener)).toBe(false)
      await page.click(opener)
      await page.waitForSelector(panelOpen)
      expect(await page.locator('.chat-form textarea').isVisible()).toBe(true)
      expect(await announcedExpanded(page, opener)).toBe(true)
      expect(await page.textContent('.chat-title')).toBe(chat.titel)
      expect(errors).toEqual([])
      await context.close()
    },
  )

  it('offers the service shortcuts from rahmen.yaml; each opens WhatsApp with its greeting and closes the panel', async () => {
    const { context, page } = await open()
    await openChat(page)
    await waitForIsland(page, '.chat-panel')
    const links = await page.$$eval('.chat-shortcuts a', (anchors) =>
      anchors.map((a) => ({
        text: a.firstChild?.textContent,
        href: a.getAttribute('href'),
        target: a.getAttribute('target'),
      })),
    )
    expect(links.map((l) => l.text)).toEqual(chat.leistungen)
    for (const link of links) {
      expect(link.target).toBe('_blank')
      const url = new URL(link.href!)
      expect(url.origin + url.pathname).toBe(chatBase)
      expect(url.searchParams.get('text')).toBe(chat.begruessung.replace('{leistung}', link.text!))
    }
    const tab = context.waitForEvent('page')
    await page.click('.chat-shortcuts a >> nth=1')
    expect(decodeURIComponent((await tab).url())).toContain(chat.leistungen[1]!)
    await page.waitForSelector(panelOpen, { state: 'detached' })
    await context.close()
  })

  it('message box: send disabled when empty or blank, Shift+Enter adds a line, Enter sends and clears', async () => {
    const { context, page } = await open()
    await openChat(page)
    await waitForIsland(page, '.chat-panel')
    const send = page.locator('.chat-form button[type=submit]')
    expect(await page.getAttribute('.chat-form textarea', 'rows')).toBe('2')
    expect(await send.isDisabled()).toBe(true)
    await page.fill('.chat-form textarea', '   \n  ')
    expect(await send.isDisabled()).toBe(true)
    await page.fill('.chat-form textarea', '')
    await page.type('.chat-form textarea', 'Büro 250 m²')
    await page.keyboard.press('Shift+Enter')
    await page.keyboard.type('2x pro Woche')
    expect(await page.inputValue('.chat-form textarea')).toBe('Büro 250 m²\n2x pro Woche')
    expect(await page.locator(panelOpen).count()).toBe(1)
    expect(await send.isDisabled()).toBe(false)

    const tab = context.waitForEvent('page')
    await page.keyboard.press('Enter')
    expect((await tab).url()).toBe(whatsAppHref(company.whatsapp, 'Büro 250 m²\n2x pro Woche'))
    expect(await page.locator(panelOpen).count()).toBe(0)
    await openChat(page)
    expect(await page.inputValue('.chat-form textarea')).toBe('')
    // mouse and keyboard: the hint says how Enter works, and the text box is described by it
    expect(await page.textContent('.chat-hint')).toBe(chat.hinweis)
    expect(await page.isVisible('.chat-hint')).toBe(true)
    expect(await page.getAttribute('.chat-form textarea', 'aria-describedby')).toBe(
      await page.getAttribute('.chat-hint', 'id'),
    )
    await context.close()
  })

  it('on a touch phone: no keyboard hint, Enter adds a line, the button sends', async () => {
    const { context, page } = await open('/', { width: 375, height: 667, touch: true })
    await openChat(page) // the action bar's WhatsApp button
    await waitForIsland(page, '.chat-panel')
    expect(await page.isVisible('.chat-hint')).toBe(false)
    expect(await page.getAttribute('.chat-form textarea', 'aria-describedby')).toBeNull()
    await page.fill('.chat-form textarea', 'Büro 250 m²')
    await page.focus('.chat-form textarea')
    await page.keyboard.press('End')
    await page.keyboard.press('Enter')
    await page.keyboard.type('2x pro Woche')
    expect(await page.inputValue('.chat-form textarea')).toBe('Büro 250 m²\n2x pro Woche')
    expect(await page.locator(panelOpen).count()).toBe(1)
    const tab = context.waitForEvent('page')
    await page.tap('.chat-form button[type=submit]')
    expect((await tab).url()).toBe(whatsAppHref(company.whatsapp, 'Büro 250 m²\n2x pro Woche'))
    expect(await page.locator(panelOpen).count()).toBe(0)
    await context.close()
  })

  it('closes on Escape and returns focus to the button; contact actions close it too', async () => {
    const { context, page } = await open()
    await page.focus(CHAT_OPENER)
    await page.keyboard.press('Enter')
    await page.waitForSelector(panelOpen)
    await page.keyboard.press('Tab') // into the panel
    await page.keyboard.press('Escape')
    expect(await page.locator(panelOpen).count()).toBe(0)
    expect(await page.evaluate(() => document.activeElement?.getAttribute('popovertarget'))).toBe(
      await page.getAttribute('.chat-panel', 'id'),
    )

    await openChat(page)
    await waitForIsland(page, '.chat-panel')
    const actions = await page.$$eval('.chat-actions a', (anchors) => anchors.map((a) => a.getAttribute('href')))
    expect(actions).toEqual([telHref(company.telefon), mailHref(company.email), chrome.angebot_seite])
    await page.$eval('.chat-actions a[href^="tel:"]', (a) =>
      a.addEventListener('click', (event) => event.preventDefault()),
    )
    await page.click('.chat-actions a[href^="tel:"]')
    expect(await page.locator(panelOpen).count()).toBe(0)
    await context.close()
  })
})

describe('services toggle on the home page', () => {
  it('shows the first group by default and switches by click, arrow keys, Home and End', async () => {
    const { context, page, errors } = await open()
    const tabs = page.locator('[role=tab]')
    const panels = page.locator('[role=tabpanel]')
    const labels = await tabs.allTextContents()
    expect(labels.length).toBeGreaterThanOrEqual(2)
    expect(await panels.nth(0).isVisible()).toBe(true)
    expect(await panels.nth(1).isVisible()).toBe(false)
    await tabs.nth(1).click()
    expect(await panels.nth(1).isVisible()).toBe(true)
    expect(await panels.nth(0).isVisible()).toBe(false)
    expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('ArrowLeft')
    expect(await panels.nth(0).isVisible()).toBe(true)
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(labels[0])
    await page.keyboard.press('End')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(labels.at(-1))
    await page.keyboard.press('Home')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-selected'))).toBe('true')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(labels[0])
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('without JavaScript', () => {
  it('both service groups show; menu and chat still open (HTML dialog and popover), the message form goes to WhatsApp', async () => {
    const { context, page } = await open('/', { width: 375, javaScript: false })
    const panels = page.locator('[role=tabpanel]')
    expect(await panels.nth(0).isVisible()).toBe(true)
    expect(await panels.nth(1).isVisible()).toBe(true)
    expect(await page.locator('[role=tablist]').isVisible()).toBe(false)

    // no stale aria-expanded in the HTML: without script the browser reports the popover button's state
    expect(await page.getAttribute('.menu-toggle', 'aria-expanded')).toBeNull()
    await page.click('.menu-toggle')
    expect(await page.locator('dialog.sheet:popover-open a[href="/leistungen"]').isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    expect(await page.locator('dialog.sheet:popover-open').count()).toBe(0)

    await openChat(page) // a phone: the action bar's WhatsApp button, a plain popovertarget button
    expect(await page.locator('.chat-form textarea').isVisible()).toBe(true)
    const form = await page.$eval('.chat-form', (f) => ({
      action: f.getAttribute('action'),
      method: f.getAttribute('method'),
      target: f.getAttribute('target'),
    }))
    expect(form).toEqual({ action: chatBase, method: 'get', target: '_blank' })
    const tab = context.waitForEvent('page')
    await page.fill('.chat-form textarea', 'Fenster putzen')
    await page.click('.chat-form button[type=submit]')
    const url = new URL((await tab).url())
    expect(url.origin + url.pathname).toBe(chatBase)
    expect(url.searchParams.get('text')).toBe('Fenster putzen')
    await context.close()
  })
})
