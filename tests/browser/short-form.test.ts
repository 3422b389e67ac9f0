import { readdirSync } from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { quoteFields } from '../../engine/forms/quote-request.ts'
import { validateQuote } from '../../engine/forms/quote-schema.ts'
import { formTexts } from '../../engine/site/site-data.ts'
import { useBrowserAndServer } from '../support/browser-suite.ts'
import { readMdx } from '../support/site-content.ts'
import { waitForIsland } from '../support/widget-page.ts'

// The quote form comes first and asks little: on the two form pages the first field is on the first
// phone screen, exactly the schema's required fields are marked required, and they and the
// button fit one phone screen; the optional ones wait in a folded "Weitere Angaben (optional)" group,
// and one line of reassurance stands next to the button.
const suite = useBrowserAndServer()
const FORM_PAGES = ['/angebot-erhalten', '/anfrage']
const SCREENS = [
  { width: 320, height: 568 },
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
]
// what the schema itself requires: every field that an empty submission is missing
const emptyCheck = validateQuote(formTexts, '2026-01-01', {})
const schemaRequired = emptyCheck.ok ? [] : Object.keys(emptyCheck.errors).sort()

async function open(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
  javaScriptEnabled = true,
) {
  const context = await browser.newContext({ viewport, javaScriptEnabled })
  const page = await context.newPage()
  await page.goto(suite.origin() + url, { waitUntil: 'load' })
  return { context, page }
}

/** Top of the first form control and the bottom of the header that stays over the top of the screen. */
const firstFieldPosition = (page: Page) =>
  page.evaluate(() => {
    const field = document.querySelector(
      '.quote-form input:not([type=hidden]):not([tabindex="-1"]), .quote-form select, .quote-form textarea',
    )!
    const label = document.querySelector(`label[for="${field.id}"]`)!
    const header = document.querySelector('.site-header')
    return {
      id: field.id,
      labelTop: label.getBoundingClientRect().top,
      top: field.getBoundingClientRect().top,
      bottom: field.getBoundingClientRect().bottom,
      headerBottom:
        header && ['fixed', 'sticky'].includes(getComputedStyle(header).position)
          ? header.getBoundingClientRect().bottom
          : 0,
    }
  })

describe('the short quote form', () => {
  for (const screen of SCREENS) {
    it.each(FORM_PAGES)(
      `%s at ${screen.width} × ${screen.height}: the first field is on the first screen, below the header`,
      async (url) => {
        const { context, page } = await open(suite.browser(), url, screen)
        const first = await firstFieldPosition(page)
        console.log(
          `${url} bei ${screen.width} × ${screen.height}: erstes Feld #${first.id}, Oberkante ${Math.round(first.top)} px, Unterkante ${Math.round(first.bottom)} px`,
        )
        expect(first.id).toBe(`feld-${quoteFields[0].name}`)
        expect(first.labelTop).toBeGreaterThanOrEqual(first.headerBottom)
        // the whole control can be tapped without scrolling
        expect(first.bottom).toBeLessThanOrEqual(screen.height)
        await context.close()
      },
    )
  }

  it('/kontakt at 375 × 667 (short hero first): the form still starts within 1.5 screens', async () => {
    const { context, page } = await open(suite.browser(), '/kontakt', { width: 375, height: 667 })
    const first = await firstFieldPosition(page)
    console.log(`/kontakt bei 375 × 667: erstes Feld #${first.id}, Oberkante ${Math.round(first.top)} px`)
    expect(first.top).toBeLessThanOrEqual(1.5 * 667)
    await context.close()
  })

  it.each(FORM_PAGES)('%s at 375 × 667: the send button ends at most one screen below the first field', async (url) => {
    const { context, page } = await open(suite.browser(), url, { width: 375, height: 667 })
    const first = await firstFieldPosition(page)
    const send = (await page.locator('.form-submit').boundingBox())!
    const distance = send.y + send.height - first.top
    console.log(`${url} bei 375 × 667: „Senden“ endet ${Math.round(distance)} px unter der Oberkante des ersten Felds`)
    expect(distance).toBeLessThanOrEqual(667)
    // nothing optional in between: only the required fields and the folded group
    const between = await page.$$eval('.quote-form [name]:not([type=hidden]):not([tabindex="-1"])', (fields) =>
      fields.filter((field) => field.checkVisibility()).map((field) => (field as HTMLInputElement).name),
    )
    expect(between).toEqual(quoteFields.filter((field) => field.required).map((field) => field.name))
    // no consent box to tick (a quote request needs none): one line under the button links to the privacy policy
    expect(await page.locator('.quote-form input[type=checkbox]').count()).toBe(0)
    const privacy = page.locator('.form-send + .form-privacy')
    expect(await privacy.textContent()).toBe(
      formTexts.datenschutz.hinweis.replace('{link}', formTexts.datenschutz.link_text),
    )
    expect(await privacy.locator('a').getAttribute('href')).toBe(formTexts.datenschutz.link)
    await context.close()
  })

  it.each(FORM_PAGES)(
    '%s: required are exactly the fields the schema requires, each marked for screen readers',
    async (url) => {
      const { context, page } = await open(suite.browser(), url, { width: 375, height: 667 })
      const required = await page.$$eval('.quote-form [required]', (fields) =>
        fields.map((field) => (field as HTMLInputElement).name).sort(),
      )
      expect(required).toEqual(schemaRequired)
      expect(required).toHaveLength(4)
      // the marker in each required field's label says "Pflichtfeld" to screen readers
      for (const name of required) {
        expect(await page.locator(`label[for="feld-${name}"] .sr-only`).textContent()).toContain(formTexts.pflicht_text)
      }
      // required before the optional group, the button after it
      const order = await page.$$eval('.quote-form [name]:not([type=hidden]):not([tabindex="-1"])', (fields) =>
        fields.map((field) => ({ name: (field as HTMLInputElement).name, inGroup: field.closest('details') !== null })),
      )
      expect(order.map((field) => field.name)).toEqual(quoteFields.map((field) => field.name))
      expect(order.filter((field) => field.inGroup).map((field) => field.name)).toEqual(
        quoteFields.filter((field) => !field.required).map((field) => field.name),
      )
      await context.close()
    },
  )

  it.each(FORM_PAGES)(
    '%s without JavaScript: the optional group is folded and opens with the keyboard (422 page: quote-form.test.ts)',
    async (url) => {
      const { context, page } = await open(suite.browser(), url, { width: 375, height: 667 }, false)
      const group = page.locator('.quote-form details')
      expect(await group.getAttribute('open')).toBeNull()
      expect((await group.locator('summary').textContent())?.trim()).toBe(formTexts.weitere_angaben)
      for (const field of quoteFields.filter((spec) => !spec.required))
        expect(await page.locator(`#feld-${field.name}`).isVisible()).toBe(false)
      // the summary is a keyboard control (it opens the group) and is announced with the group's name
      await page.focus('.quote-form summary')
      await page.keyboard.press('Enter')
      expect(await group.getAttribute('open')).toBe('')
      for (const field of quoteFields.filter((spec) => !spec.required))
        expect(await page.locator(`#feld-${field.name}`).isVisible()).toBe(true)
      await page.keyboard.press('Enter')
      expect(await group.getAttribute('open')).toBeNull()
      await context.close()
    },
  )

  it('a faulty optional field in the folded group: sending opens the group again and focuses the field', async () => {
    const { context, page } = await open(suite.browser(), '/anfrage', { width: 375, height: 667 })
    await page.selectOption('#feld-leistung', formTexts.felder.leistung.optionen[0]!)
    await page.fill('#feld-plz', '10115')
    await page.fill('#feld-name', 'Anna Faltig')
    await page.fill('#feld-telefon', '030 1234567')
    await page.click('.quote-form summary') // open the group, type, fold it again
    await page.fill('#feld-email', 'kein-at-zeichen')
    await waitForIsland(page, '.quote-form')
    await page.click('.quote-form summary')
    expect(await page.getAttribute('.quote-form details', 'open')).toBeNull()
    await page.click('.form-submit')
    await page.waitForFunction(() => document.activeElement?.id === 'feld-email')
    expect(await page.getAttribute('.quote-form details', 'open')).toBe('')
    expect(await page.textContent('#feld-email-fehler')).toBe(formTexts.felder.email.ungueltig)
    await context.close()
  })

  it.each(FORM_PAGES)(
    '%s: one line of reassurance next to the button, the same callback time as the page',
    async (url) => {
      const { context, page } = await open(suite.browser(), url, { width: 375, height: 667 })
      const reassurance = page.locator('.form-send .form-reassurance')
      expect(await reassurance.textContent()).toBe(formTexts.beruhigung)
      const button = await page.locator('.form-submit').boundingBox()
      const line = await reassurance.boundingBox()
      expect(Math.abs(line!.y - (button!.y + button!.height))).toBeLessThan(40) // right under (phone) or beside it
      // one callback promise per page: every "… N Stunden zurück" or "Rückruf innerhalb von N Stunden" on the page
      // (the line by the button at least) names the same hours
      const promises = await page.$$eval('main', (mains) =>
        [...mains[0]!.textContent!.matchAll(/Rückruf innerhalb von\s+(\d+)\s+Stunden|(\d+)\s+Stunden\s+zurück/g)].map(
          (match) => match[1] ?? match[2],
        ),
      )
      expect(promises.length).toBeGreaterThan(0)
      expect(new Set(promises).size).toBe(1)
      expect(formTexts.beruhigung).toMatch(new RegExp(`\\b${promises[0]}\\s+Stunden`)) // a no-break space keeps them together
      await context.close()
    },
  )

  // the service of the page a visitor came from is chosen already (from the page's `leistung` and the form's options)
  it('coming from a service page, its service is chosen; without one, nothing is', async () => {
    const choices = formTexts.felder.leistung.optionen
    const servicePage = readdirSync('content/leistungen')
      .map((file) => ({
        file,
        name: (readMdx('.', `content/leistungen/${file}`).frontmatter.leistung as { name?: string })?.name,
      }))
      .find(({ file, name }) => file !== 'index.mdx' && name !== undefined && choices.includes(name))
    expect(servicePage).toBeDefined()
    const { context, page } = await open(suite.browser(), `/leistungen/${servicePage!.file.replace(/\.mdx$/, '')}`, {
      width: 375,
      height: 667,
    })
    const formLink = page.locator(FORM_PAGES.map((url) => `main .actions a[href="${url}"]`).join(', '))
    await formLink.first().click()
    await page.waitForURL((url) => FORM_PAGES.includes(url.pathname))
    expect(await page.inputValue('#feld-leistung')).toBe(servicePage!.name)
    expect(await page.inputValue('#feld-plz')).toBe('')
    // without a service page before it, nothing is chosen
    await page.goto(`${suite.origin()}/angebot-erhalten`)
    expect(await page.inputValue('#feld-leistung')).toBe('')
    await context.close()
  })
})
