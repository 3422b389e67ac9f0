import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowserAndServer } from '../support/browser-suite'

const suite = useBrowserAndServer()

const WHATSAPP = 'https://wa.me/491713920042'

async function openHome(width = 1280): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await suite.browser().newContext({ viewport: { width, height: 800 } })
  // WhatsApp is not reachable here: answer its URL locally so opened tabs can be inspected
  await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: 'ok' }))
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(suite.origin() + '/', { waitUntil: 'networkidle' })
  return { context, page, errors }
}

describe('chat widget', () => {
  it('opens on the very first click (the click that loads React is not lost)', async () => {
    const { context, page, errors } = await openHome()
    expect(await page.$('.chat-panel')).toBeNull()
    await page.click('.chat-button')
    await page.waitForSelector('.chat-panel')
    expect(await page.getAttribute('.chat-button', 'aria-expanded')).toBe('true')
    expect(await page.textContent('.chat-title')).toBe('Wie können wir helfen?')
    expect(errors).toEqual([])
    await context.close()
  })

  it('offers four service shortcuts that open WhatsApp with a greeting for that service', async () => {
    const { context, page } = await openHome()
    await page.click('.chat-button')
    await page.waitForSelector('.chat-panel')
    const links = await page.$$eval('.chat-shortcuts a', (anchors) =>
      anchors.map((a) => ({ text: a.firstChild?.textContent, href: a.getAttribute('href'), target: a.getAttribute('target') })),
    )
    expect(links.map((l) => l.text)).toEqual(['Büroreinigung', 'Haushaltsreinigung', 'Fensterreinigung', 'Grundreinigung'])
    for (const link of links) {
      expect(link.target).toBe('_blank')
      const url = new URL(link.href!)
      expect(url.origin + url.pathname).toBe(WHATSAPP)
      expect(url.searchParams.get('text')).toContain(`kostenloses Angebot für ${link.text}`)
    }
    const tab = context.waitForEvent('page')
    await page.click('.chat-shortcuts a >> nth=1')
    expect((await tab).url()).toContain('Haushaltsreinigung')
    await page.waitForSelector('.chat-panel', { state: 'detached' }) // closes after the action
    await context.close()
  })

  it('message box: send disabled when empty or blank, Shift+Enter adds a line, Enter sends and clears', async () => {
    const { context, page } = await openHome()
    await page.click('.chat-button')
    await page.waitForSelector('.chat-panel')
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
    expect(await page.$('.chat-panel')).not.toBeNull()
    expect(await send.isDisabled()).toBe(false)

    const tab = context.waitForEvent('page')
    await page.keyboard.press('Enter')
    const opened = await tab
    expect(opened.url()).toBe(`${WHATSAPP}?text=${encodeURIComponent('Büro 250 m²\n2x pro Woche')}`)
    expect(await page.$('.chat-panel')).toBeNull()
    await page.click('.chat-button')
    expect(await page.inputValue('.chat-form textarea')).toBe('')
    expect(await page.textContent('.chat-hint')).toContain('Umschalt + Enter')
    await context.close()
  })

  it('closes on Escape and returns focus to the button; contact actions close it too', async () => {
    const { context, page } = await openHome()
    await page.click('.chat-button')
    await page.waitForSelector('.chat-panel')
    await page.keyboard.press('Escape')
    expect(await page.$('.chat-panel')).toBeNull()
    expect(await page.evaluate(() => document.activeElement?.classList.contains('chat-button'))).toBe(true)

    await page.click('.chat-button')
    const actions = await page.$$eval('.chat-actions a', (anchors) => anchors.map((a) => a.getAttribute('href')))
    expect(actions).toEqual(['tel:+493023125480', 'mailto:info@example.com', '/angebot-erhalten'])
    await page.$eval('.chat-actions a[href^="tel:"]', (a) => a.addEventListener('click', (event) => event.preventDefault()))
    await page.click('.chat-actions a[href^="tel:"]')
    expect(await page.$('.chat-panel')).toBeNull()
    await context.close()
  })
})

describe('services toggle on the home page', () => {
  it('shows Gewerblich by default and switches to Privat by click and arrow keys', async () => {
    const { context, page, errors } = await openHome()
    const panels = page.locator('[role=tabpanel]')
    expect(await panels.nth(0).isVisible()).toBe(true)
    expect(await panels.nth(1).isVisible()).toBe(false)
    await page.click('[role=tab]:has-text("Privat")')
    await page.waitForSelector('[role=tab][aria-selected=true]:has-text("Privat")')
    expect(await panels.nth(1).isVisible()).toBe(true)
    expect(await panels.nth(0).isVisible()).toBe(false)
    expect(await page.getAttribute('[role=tab]:has-text("Privat")', 'aria-selected')).toBe('true')
    await page.keyboard.press('ArrowLeft')
    expect(await panels.nth(0).isVisible()).toBe(true)
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Gewerblich')
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('without JavaScript', () => {
  it('the page stays usable: both service groups, menu and chat as plain links', async () => {
    const context = await suite.browser().newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } })
    const page = await context.newPage()
    await page.goto(suite.origin() + '/', { waitUntil: 'load' })
    const panels = page.locator('[role=tabpanel]')
    expect(await panels.nth(0).isVisible()).toBe(true)
    expect(await panels.nth(1).isVisible()).toBe(true)
    expect(await page.locator('[role=tablist]').isVisible()).toBe(false)
    expect(await page.getAttribute('.menu-toggle', 'href')).toBe('#seitennavigation')
    expect(await page.locator('#seitennavigation a[href="/leistungen"]').count()).toBe(1)
    expect(await page.getAttribute('.chat-button', 'href')).toBe(WHATSAPP)
    await context.close()
  })
})
