import companySource from '../../content/firma.yaml?raw'
import chromeSource from '../../content/rahmen.yaml?raw'
import jobsSource from '../../content/stellen.yaml?raw'
import formSource from '../../content/formular.yaml?raw'
import trustSource from '../../content/vertrauen.yaml?raw'
import { formTextsFrom } from '../forms/form-texts.ts'
import type { FormTexts } from '../forms/form-texts-schema.ts'
import { validateYaml } from '../validation/validate-yaml.ts'
import { companyHints, companySchema, type Company } from './company-schema.ts'
import { chromeHints, chromeSchema, type Chrome } from './chrome-schema.ts'
import { jobsHints, jobsSchema, type Jobs } from './jobs-schema.ts'
import { trustHints, trustSchema, type Trust } from './trust-schema.ts'

/** Company facts from content/firma.yaml (validated; a mistake stops the build with file and line). */
export const company: Company = validateYaml({
  schema: companySchema,
  source: companySource,
  file: 'content/firma.yaml',
  hints: companyHints,
})

/** Header, footer and chat texts from content/rahmen.yaml. */
export const chrome: Chrome = validateYaml({
  schema: chromeSchema,
  source: chromeSource,
  file: 'content/rahmen.yaml',
  hints: chromeHints,
})

/** Open positions on /karriere from content/stellen.yaml. */
export const jobs: Jobs = validateYaml({
  schema: jobsSchema,
  source: jobsSource,
  file: 'content/stellen.yaml',
  hints: jobsHints,
})

/** Named contacts, seals and customer reviews from content/vertrauen.yaml. */
export const trust: Trust = validateYaml({
  schema: trustSchema,
  source: trustSource,
  file: 'content/vertrauen.yaml',
  hints: trustHints,
})

/**
 * Texts, options and messages of the quote form from content/formular.yaml (PUBLIC_FORM_ENDPOINT at build time
 * overrides `ziel`).
 */
export const formTexts: FormTexts = formTextsFrom(formSource)

/** Public origin for canonical URLs, sitemap and structured data; SITE_ORIGIN overrides the data file. */
export const siteOrigin: string = (process.env.SITE_ORIGIN ?? company.website).replace(/\/$/, '')
