import companySource from '../../content/firma.yaml?raw'
import chromeSource from '../../content/rahmen.yaml?raw'
import jobsSource from '../../content/stellen.yaml?raw'
import formSource from '../../content/formular.yaml?raw'
import trustSource from '../../content/vertrauen.yaml?raw'
import { withCallbackPromise } from '../forms/callback-promise.ts'
import { withFormEndpoint } from '../forms/form-texts.ts'
import type { FormTexts } from '../forms/form-texts-schema.ts'
import type { Chrome } from './chrome-schema.ts'
import type { Company } from './company-schema.ts'
import { parseDataFile } from './data-files.ts'
import type { Jobs } from './jobs-schema.ts'
import { keepTogether } from './line-breaks.ts'
import type { Trust } from './trust-schema.ts'

// The data files as the pages use them: imported through Vite (?raw), so `npm run dev` reloads on an edit, and
// validated by data-files.ts like everywhere else (a mistake stops the build with file, line and fix).

/** Company facts from content/firma.yaml. */
export const company: Company = parseDataFile('firma.yaml', companySource)

/** Header, footer and chat texts from content/rahmen.yaml. */
export const chrome: Chrome = parseDataFile('rahmen.yaml', chromeSource)

/** Open positions on /karriere from content/stellen.yaml. */
export const jobs: Jobs = parseDataFile('stellen.yaml', jobsSource)

/** Named contacts, seals and customer reviews from content/vertrauen.yaml. */
export const trust: Trust = parseDataFile('vertrauen.yaml', trustSource)

/**
 * Texts, options and messages of the quote form from content/formular.yaml (PUBLIC_FORM_ENDPOINT at build time
 * overrides `ziel`; the callback promise gets its hours from firma.yaml).
 */
const formData = withCallbackPromise(withFormEndpoint(parseDataFile('formular.yaml', formSource)), company)
// the intro's required-field mark never starts a line („mit * markiert“); done here, not in the island's bundle
export const formTexts: FormTexts = { ...formData, einleitung: keepTogether(formData.einleitung) }

/** Public origin for canonical URLs, sitemap and structured data; SITE_ORIGIN overrides the data file. */
export const siteOrigin: string = (process.env.SITE_ORIGIN ?? company.website).replace(/\/$/, '')
