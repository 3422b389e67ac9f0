import type { Company } from '../site/company-schema.ts'
import { keepTogether } from '../site/line-breaks.ts'
import { openingHoursLines } from '../site/opening-hours.ts'
import type { FormTexts } from './form-texts-schema.ts'

/**
 * The line next to „Senden“ with the callback promise filled in from content/firma.yaml: `{stunden}` is
 * `kennzahlen.rueckruf_stunden` and `{telefonzeiten}` the phone hours in their short form ("Mo–Fr 6–23 Uhr,
 * Sa–So 7–22 Uhr"), so the form promises the same hours as the pages and never more than the phones cover.
 */
export function withCallbackPromise(texts: FormTexts, company: Company): FormTexts {
  const filled = texts.beruhigung
    .replace('{stunden}', String(company.kennzahlen.rueckruf_stunden))
    .replace('{telefonzeiten}', openingHoursLines(company.oeffnungszeiten, { short: true }).join(', '))
  // „2 Stunden“ and „6–23 Uhr“ never break across lines
  return { ...texts, beruhigung: keepTogether(filled) }
}
