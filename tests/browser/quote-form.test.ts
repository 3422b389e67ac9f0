import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../support/browser'
import { useIntakeServer, withStore } from '../support/intake-server'
import { waitForIsland } from '../support/widget-page'

// The visitor's side of the quote form, in Chromium against the real server with a temporary database.
const intake = useIntakeServer({ RATE_LIMIT: '1000' })
let browser: Browser
beforeAll(async () => void (browser = await launchBrowser()))
afterAll(() => browser.close())

const storedRequests = () => withStore(intake.databaseUrl, (store) => store.listRequests())

async function fillValid(page: Page, lastName: string) {
  await page.fill('#feld-vorname', 'Anna')
  await page.fill('#feld-nachname', lastName)
  await page.fill('#feld-email', 'anna@example.com')
  await page.fill('#feld-telefon', '030 23125998')
  await page.fill('#feld-plz', '14467')
  await page.fill('#feld-ort', 'Potsdam')
  await page.selectOption('#feld-flaeche', 'unter 100 m²')
  await page.selectOption('#feld-leistung', 'Haushaltsreinigung')
  await page.selectOption('#feld-haeufigkeit', '14-täglich')
  await page.fill('#feld-nachricht', 'Altbau, Dielenboden – bitte pH-neutral.')
  await page.check('#feld-datenschutz')
}

const invalidFields = (page: Page) => page.$$eval('[aria-invalid="true"]', (fields) => fields.map((field) => field.id))

describe('quote form with JavaScript', () => {
  it('checks before sending: German errors next to the fields and in a summary, focus on the first', async () => {
    const page = await browser.newPage()
    await page.goto(`${intake.server().origin}/anfrage`, { waitUntil: 'networkidle' })
    await page.fill('#feld-email', 'kein-at-zeichen')
    await waitForIsland(page, '.quote-form') // the first interaction loads the island (before it, the browser checks)
    await page.click('.form-submit')
    await page.waitForSelector('.form-summary[role="alert"]')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('feld-vorname')
    expect(await invalidFields(page)).toEqual([
      'feld-vorname', 'feld-nachname', 'feld-email', 'feld-telefon', 'feld-plz', 'feld-ort', 'feld-flaeche', 'feld-leistung', 'feld-haeufigkeit', 'feld-datenschutz',
    ])
    expect(await page.textContent('#feld-email-fehler')).toContain('gültige E-Mail-Adresse')
    expect(await page.getAttribute('#feld-email', 'aria-describedby')).toBe('feld-email-hinweis feld-email-fehler')
    expect(await page.textContent('.form-summary-title')).toBe('Bitte prüfen Sie 10 Angaben:')
    // the value typed is kept; a corrected field loses its error when the visitor leaves it
    expect(await page.inputValue('#feld-email')).toBe('kein-at-zeichen')
    await page.fill('#feld-vorname', 'Anna')
    await page.press('#feld-vorname', 'Tab')
    expect(await invalidFields(page)).not.toContain('feld-vorname')
    expect(await storedRequests()).toHaveLength(0)
    await page.close()
  })

  it('sends once, shows progress, and leads to the thank-you page', async () => {
    const page = await browser.newPage()
    await page.goto(`${intake.server().origin}/angebot-erhalten`, { waitUntil: 'networkidle' })
    await fillValid(page, 'Doppelklick')
    await waitForIsland(page, '.quote-form')
    // hold the answer back to see the progress state and try a second submit meanwhile
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/anfrage', async (route) => {
      await held
      await route.continue()
    })
    await page.click('.form-submit')
    await page.waitForSelector('.form-submit[disabled]')
    expect(await page.textContent('.form-submit')).toBe('Anfrage wird gesendet …')
    await page.$eval('form.quote-form', (form) => (form as HTMLFormElement).requestSubmit())
    release()
    await page.waitForURL('**/vielen-dank')
    const stored = (await storedRequests()).filter((request) => request.nachname === 'Doppelklick')
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ vorname: 'Anna', plz: '14467', leistung: 'Haushaltsreinigung', haeufigkeit: '14-täglich', seite: '/angebot-erhalten' })
    await page.close()
  })

  it('keeps everything typed and says so in German when sending fails', async () => {
    const page = await browser.newPage()
    await page.goto(`${intake.server().origin}/kontakt`, { waitUntil: 'networkidle' })
    await fillValid(page, 'Netzfehler')
    await waitForIsland(page, '.quote-form')
    await page.route('**/api/anfrage', (route) => route.abort('internetdisconnected'))
    await page.click('.form-submit')
    await page.waitForSelector('.form-notice[role="alert"]')
    expect(await page.textContent('.form-notice')).toContain('Ihre Angaben sind noch da')
    expect(await page.inputValue('#feld-nachname')).toBe('Netzfehler')
    expect(await page.inputValue('#feld-nachricht')).toBe('Altbau, Dielenboden – bitte pH-neutral.')
    expect(await page.isEnabled('.form-submit')).toBe(true)
    // the same attempt succeeds once the connection is back
    await page.unroute('**/api/anfrage')
    await page.click('.form-submit')
    await page.waitForURL('**/vielen-dank')
    expect((await storedRequests()).filter((request) => request.nachname === 'Netzfehler')).toHaveLength(1)
    await page.close()
  })
})

describe('quote form without JavaScript', () => {
  it('posts to the server, shows German errors with the values kept, then succeeds', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${intake.server().origin}/anfrage`)
    await page.fill('#feld-vorname', 'Jörg')
    await page.fill('#feld-nachricht', 'Bitte <b>früh</b> kommen.')
    await page.click('.form-submit')
    await page.waitForSelector('.form-summary')
    expect(await page.title()).toMatch(/^Bitte Eingaben prüfen – /)
    expect(await page.inputValue('#feld-vorname')).toBe('Jörg')
    expect(await page.inputValue('#feld-nachricht')).toBe('Bitte <b>früh</b> kommen.')
    expect(await page.textContent('#feld-nachname-fehler')).toBe('Bitte geben Sie Ihren Nachnamen an.')
    expect(await page.$$eval('.form-summary a', (links) => links.map((link) => link.getAttribute('href')))).toContain('#feld-nachname')
    expect(await invalidFields(page)).not.toContain('feld-vorname')

    await fillValid(page, 'OhneScript')
    await page.click('.form-submit')
    await page.waitForURL('**/vielen-dank')
    expect(await page.textContent('h1')).toBe('Vielen Dank!')
    expect((await storedRequests()).filter((request) => request.nachname === 'OhneScript')).toHaveLength(1)
    await context.close()
  })
})
