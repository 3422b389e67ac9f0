import type { Page } from 'playwright-core'
import { quoteFieldOrder, type QuoteFieldKey } from '../../engine/forms/quote-request.ts'
import { berlinToday, validateQuote } from '../../engine/forms/quote-schema.ts'
import { quoteFieldId } from '../../engine/render/anchor-ids.ts'
import { formTexts } from '../../engine/site/site-data.ts'

// The quote form as a visitor sees it in the browser tests: what an empty form misses, which messages show.

const emptyCheck = validateQuote(formTexts, berlinToday(), {})

/** The fields an empty form is missing, in form order: what the schema requires. */
export const requiredInFormOrder: QuoteFieldKey[] = quoteFieldOrder.filter(
  (name) => !emptyCheck.ok && name in emptyCheck.errors,
)

/** The German message for an empty required field, from content/formular.yaml. */
export function missingMessage(name: QuoteFieldKey): string {
  const texts = formTexts.felder[name]
  if (!('pflicht' in texts) || !texts.pflicht) throw new Error(`${name} hat keinen Pflicht-Text`)
  return texts.pflicht
}

/** The summary title for this many wrong fields. */
export function summaryTitle(count: number): string {
  return count === 1 ? formTexts.zusammenfassung_eins : formTexts.zusammenfassung.replace('{anzahl}', String(count))
}

/** What the form shows now: the visible message at each field and the visible summary entries, in page order. */
export function shownErrors(page: Page): Promise<{
  fields: { name: string; text: string; describes: boolean; invalid: boolean }[]
  summary: { href: string; text: string }[]
  title: string | null
}> {
  return page.evaluate(() => {
    const form = document.querySelector('form.quote-form')!
    const visible = (element: Element) => element.checkVisibility({ visibilityProperty: true })
    const fields = [...form.querySelectorAll('.form-error')].filter(visible).map((message) => {
      const control = document.getElementById(message.id.replace(/-fehler$/, ''))!
      return {
        name: (control as HTMLInputElement).name,
        text: message.textContent ?? '',
        describes: (control.getAttribute('aria-describedby') ?? '').split(' ').includes(message.id),
        invalid: control.getAttribute('aria-invalid') === 'true',
      }
    })
    const summary = form.querySelector('.form-summary')!
    return {
      fields,
      summary: [...summary.querySelectorAll('li')].filter(visible).map((item) => ({
        href: item.querySelector('a')!.getAttribute('href')!,
        text: item.textContent ?? '',
      })),
      title: visible(summary) ? summary.querySelector('.form-summary-title')!.textContent : null,
    }
  })
}

/** The form's expected state with exactly these fields missing: a message at each, all listed in the summary. */
export function expectedMissing(names: readonly QuoteFieldKey[]) {
  return {
    fields: names.map((name) => ({ name, text: missingMessage(name), describes: true, invalid: true })),
    summary: names.map((name) => ({ href: `#${quoteFieldId(name)}`, text: missingMessage(name) })),
    title: summaryTitle(names.length),
  }
}

/** Opens the folded „Weitere Angaben (optional)“ group (a tap on its summary). */
export async function openOptionalGroup(page: Page): Promise<void> {
  if ((await page.getAttribute('.quote-form details', 'open')) === null) await page.click('.quote-form summary')
}
