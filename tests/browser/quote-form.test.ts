import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { quoteFieldOrder } from '../../engine/forms/quote-request.ts'
import { formTexts } from '../../engine/site/site-data.ts'
import { launchBrowser } from '../support/browser.ts'
import { useIntakeServer, withStore } from '../support/intake-server.ts'
import { contentFileFor, mainHeading, readMdx } from '../support/site-content.ts'
import {
  expectedMissing,
  openOptionalGroup,
  requiredInFormOrder as requiredNames, // the fields an empty form is missing, in form order
  shownErrors,
} from '../support/quote-form-page.ts'
import { waitForIsland } from '../support/widget-page.ts'

// The visitor's side of the quote form, in Chromium against the real server with a temporary database.
const intake = useIntakeServer({ RATE_LIMIT: '1000' })
let browser: Browser
beforeAll(async () => void (browser = await launchBrowser()))
afterAll(() => browser.close())

const storedRequests = () => withStore(intake.databaseUrl, (store) => store.listRequests())

const f = formTexts.felder
/** The short form: the required fields, plus a message and a callback time from the optional group. */
async function fillValid(page: Page, name: string) {
  await page.selectOption('#feld-leistung', 'Haushaltsreinigung')
  await page.fill('#feld-plz', '14467')
  await page.fill('#feld-name', name)
  await page.fill('#feld-telefon', '030 23125998')
  await openOptionalGroup(page)
  await page.selectOption('#feld-rueckruf', f.rueckruf.optionen[1]!)
  await page.fill('#feld-nachricht', 'Altbau, Dielenboden – bitte pH-neutral.')
}

const invalidFields = (page: Page) => page.$$eval('[aria-invalid="true"]', (fields) => fields.map((field) => field.id))

describe('quote form with JavaScript', () => {
  it('checks before sending: German errors next to the fields and in a summary, focus on the first', async () => {
    const page = await browser.newPage()
    await page.goto(`${intake.server().origin}/anfrage`, { waitUntil: 'networkidle' })
    await openOptionalGroup(page)
    await page.fill('#feld-email', 'kein-at-zeichen')
    await waitForIsland(page, '.quote-form') // the first interaction loads the island (before it, the inline check)
    await page.click('.form-submit')
    await page.waitForSelector('.form-summary[role="alert"]')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(`feld-${requiredNames[0]}`)
    // the required fields and the optional e-mail, which is checked when given
    const expected = quoteFieldOrder.filter((name) => requiredNames.includes(name) || name === 'email')
    expect(await invalidFields(page)).toEqual(expected.map((name) => `feld-${name}`))
    expect(await page.textContent('#feld-email-fehler')).toBe(f.email.ungueltig)
    expect(await page.getAttribute('#feld-email', 'aria-describedby')).toBe('feld-email-hinweis feld-email-fehler')
    expect(await page.textContent('.form-summary-title')).toBe(
      formTexts.zusammenfassung.replace('{anzahl}', String(expected.length)),
    )
    expect(await page.textContent('#feld-name-fehler')).toBe(f.name.pflicht)
    // the value typed is kept; a corrected field loses its error when the visitor leaves it
    expect(await page.inputValue('#feld-email')).toBe('kein-at-zeichen')
    await page.fill('#feld-name', 'Anna')
    await page.press('#feld-name', 'Tab')
    expect(await invalidFields(page)).not.toContain('feld-name')
    expect(await storedRequests()).toHaveLength(0)
    await page.close()
  })

  it('sends once, shows progress, and leads to the thank-you page', async () => {
    const page = await browser.newPage()
    await page.goto(`${intake.server().origin}/angebot-erhalten`, { waitUntil: 'networkidle' })
    await fillValid(page, 'Anna Doppelklick')
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
    expect(await page.textContent('.form-submit')).toBe(formTexts.senden_laeuft)
    await page.$eval('form.quote-form', (form) => (form as HTMLFormElement).requestSubmit())
    release()
    await page.waitForURL('**/vielen-dank')
    const stored = (await storedRequests()).filter((request) => request.name === 'Anna Doppelklick')
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      plz: '14467',
      leistung: 'Haushaltsreinigung',
      telefon: '030 23125998',
      rueckruf: f.rueckruf.optionen[1],
      email: '',
      ort: '',
      haeufigkeit: '',
      seite: '/angebot-erhalten',
    })
    await page.close()
  })

  it('keeps everything typed and says so in German when sending fails', async () => {
    const page = await browser.newPage()
    await page.goto(`${intake.server().origin}/kontakt`, { waitUntil: 'networkidle' })
    await fillValid(page, 'Anna Netzfehler')
    await waitForIsland(page, '.quote-form')
    await page.route('**/api/anfrage', (route) => route.abort('internetdisconnected'))
    await page.click('.form-submit')
    await page.waitForSelector('.form-notice[role="alert"]')
    expect(await page.textContent('.form-notice')).toContain(formTexts.fehler_netz)
    expect(await page.inputValue('#feld-name')).toBe('Anna Netzfehler')
    expect(await page.inputValue('#feld-nachricht')).toBe('Altbau, Dielenboden – bitte pH-neutral.')
    expect(await page.isEnabled('.form-submit')).toBe(true)
    // the same attempt succeeds once the connection is back
    await page.unroute('**/api/anfrage')
    await page.click('.form-submit')
    await page.waitForURL('**/vielen-dank')
    expect((await storedRequests()).filter((request) => request.name === 'Anna Netzfehler')).toHaveLength(1)
    await page.close()
  })
})

describe('quote form without JavaScript', () => {
  it('posts to the server, shows German errors with the values kept, then succeeds', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${intake.server().origin}/anfrage`)
    await page.fill('#feld-name', 'Jörg')
    await openOptionalGroup(page)
    await page.selectOption('#feld-rueckruf', f.rueckruf.optionen[2]!)
    await page.fill('#feld-nachricht', 'Bitte <b>früh</b> kommen.')
    await page.click('.form-submit')
    await page.waitForSelector('.form-summary')
    expect((await page.title()).startsWith(formTexts.titel_mit_fehlern.split('{titel}')[0]!)).toBe(true)
    // the 422 page: values kept, the optional group open (something was entered there), German errors at the missing fields
    expect(await page.inputValue('#feld-name')).toBe('Jörg')
    expect(await page.inputValue('#feld-rueckruf')).toBe(f.rueckruf.optionen[2])
    expect(await page.inputValue('#feld-nachricht')).toBe('Bitte <b>früh</b> kommen.')
    expect(await page.getAttribute('.quote-form details', 'open')).toBe('')
    expect(await page.textContent('#feld-telefon-fehler')).toBe(f.telefon.pflicht)
    expect(await page.textContent('#feld-plz-fehler')).toBe(f.plz.pflicht)
    expect(await page.textContent('#feld-leistung-fehler')).toBe(f.leistung.pflicht)
    expect(
      await page.$$eval('.form-summary li:not([hidden]) a', (links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(requiredNames.filter((name) => name !== 'name').map((name) => `#feld-${name}`))
    expect(await invalidFields(page)).not.toContain('feld-name')

    await fillValid(page, 'Jörg OhneScript')
    await page.click('.form-submit')
    await page.waitForURL('**/vielen-dank')
    expect(await page.textContent('h1')).toBe(
      mainHeading(readMdx('.', contentFileFor('.', formTexts.danke_seite)).tree),
    )
    expect((await storedRequests()).filter((request) => request.name === 'Jörg OhneScript')).toHaveLength(1)
    await context.close()
  })
})

describe('the first tap on „Senden“ with empty required fields', () => {
  it('with JavaScript, before any script file has loaded: every German message and the summary at once, nothing sent', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 667 } })
    const page = await context.newPage()
    // no script file arrives (as on a very slow connection): only the page's own inline check can answer
    await context.route('**/*.js', (route) => route.abort())
    const posts: string[] = []
    page.on('request', (request) => void (request.method() === 'POST' && posts.push(request.url())))
    await page.goto(`${intake.server().origin}/angebot-erhalten`)
    await page.click('.form-submit')
    expect(await shownErrors(page)).toEqual(expectedMissing(requiredNames))
    // announced (role=alert) and the visitor is taken to the first missing field; the optional group stays folded
    expect(await page.getAttribute('.form-summary', 'role')).toBe('alert')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(`feld-${requiredNames[0]}`)
    expect(await page.getAttribute('.quote-form details', 'open')).toBeNull()
    expect(posts).toEqual([])
    expect(new URL(page.url()).pathname).toBe('/angebot-erhalten')

    // one field fixed and sent again: the rest is still listed
    await page.fill('#feld-name', 'Anna Früh')
    await page.click('.form-submit')
    expect(await shownErrors(page)).toEqual(expectedMissing(requiredNames.filter((name) => name !== 'name')))
    // complete: the form posts as plain HTML, the server takes it
    await page.selectOption('#feld-leistung', f.leistung.optionen[0]!)
    await page.fill('#feld-plz', '10115')
    await page.fill('#feld-telefon', '030 23125997')
    await page.click('.form-submit')
    await page.waitForURL('**/vielen-dank')
    expect((await storedRequests()).filter((request) => request.name === 'Anna Früh')).toHaveLength(1)
    await context.close()
  })

  it('with JavaScript blocked: the server answers with a German message at every missing field and the summary', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 667 } })
    const page = await context.newPage()
    await page.goto(`${intake.server().origin}/anfrage`)
    await page.click('.form-submit')
    await page.waitForSelector('.form-summary:not([hidden])')
    expect(await shownErrors(page)).toEqual(expectedMissing(requiredNames))
    await context.close()
  })
})
