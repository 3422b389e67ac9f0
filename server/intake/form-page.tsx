import { readFileSync } from 'node:fs'
import { load } from 'cheerio'
import { fileURLToPath } from 'node:url'
import { withFormEndpoint } from '../../engine/forms/form-texts.ts'
import type { FormTexts } from '../../engine/forms/form-texts-schema.ts'
import { QUOTE_FORM_ISLAND, quoteFormMarkup, type QuoteFormState } from '../../pages/quote-form-markup.tsx'
import { htmlFileFor, listPageUrls } from '../../engine/build/site-files.ts'
import { contentSecurityPolicy } from '../../engine/http/security-headers.ts'
import { policyKey, type PagePolicies } from '../../engine/http/page-policies.ts'
import { quoteErrorSummaryId } from '../../engine/render/anchor-ids.ts'
import { readDataFile } from '../../engine/site/data-files.ts'

export interface FormPages {
  /** the form's texts and rules, validated from content/formular.yaml as the build reads them */
  texts: FormTexts
  /** pages that contain the form */
  urls: Set<string>
  /** the page a request without a known page is shown and stored for */
  fallbackUrl: string
  /** the page with the form again, showing what was entered, the errors or a notice (browsers without JavaScript) */
  render(seite: string, state: QuoteFormState): string
  /**
   * The Content-Security-Policy for render(seite): that of the built page it comes from, fixed at build time.
   * The form shows what a visitor typed; nothing in it may change what the page is allowed to run.
   */
  policy(seite: string): string
}

// the project's content/, wherever the server was started from (this file is server/intake/form-page.tsx)
const CONTENT_DIR = fileURLToPath(new URL('../../content', import.meta.url))

/** The form texts from content/formular.yaml; PUBLIC_FORM_ENDPOINT overrides `ziel` as in the build. */
export function readFormTexts(): FormTexts {
  return withFormEndpoint(readDataFile('formular.yaml', CONTENT_DIR))
}

/** Finds the built pages with the quote form; null when the site has none. */
export function readFormPages(
  root: string,
  policies: PagePolicies,
  texts: FormTexts = readFormTexts(),
): FormPages | null {
  const urls = new Set<string>()
  for (const url of listPageUrls(root)) {
    if (load(readFileSync(htmlFileFor(root, url), 'utf8'))(QUOTE_FORM_ISLAND).length > 0) urls.add(url)
  }
  if (urls.size === 0) return null
  const fallbackUrl = urls.has('/anfrage') ? '/anfrage' : [...urls][0]!
  const pageOf = (seite: string) => (urls.has(seite) ? seite : fallbackUrl)

  return {
    texts,
    urls,
    fallbackUrl,
    policy: (seite) => policies.get(policyKey(pageOf(seite))) ?? contentSecurityPolicy,
    render(seite, state) {
      const url = pageOf(seite)
      const $ = load(readFileSync(htmlFileFor(root, url), 'utf8'))
      $(QUOTE_FORM_ISLAND).replaceWith(quoteFormMarkup({ texts, seite: url, ...state }))
      if (state.errors && Object.keys(state.errors).length > 0) {
        $('title').text(texts.titel_mit_fehlern.replace('{titel}', $('title').text()))
        // without JavaScript, autofocus brings the visitor to the list of errors above the form
        $(`#${quoteErrorSummaryId}`).attr('autofocus', '')
      }
      $('head').append('<meta name="robots" content="noindex">')
      return $.html()
    },
  }
}
