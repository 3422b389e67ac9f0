import { readFileSync } from 'node:fs'
import { load } from 'cheerio'
import { renderToString } from 'react-dom/server'
import { QuoteFormIsland } from '../../components/islands/wrappers'
import type { QuoteFormProps } from '../../components/islands/QuoteForm'
import type { FormTexts } from '../../engine/forms/form-texts-schema'
import { htmlFileFor, listPageUrls } from '../../engine/build/site-files'

const FORM_ISLAND = '[data-island="QuoteForm"]'

export interface FormPages {
  /** the form's texts and rules as the built site shows them (one source: content/formular.yaml) */
  texts: FormTexts
  /** pages that contain the form */
  urls: Set<string>
  /** the page with the form again, showing what was entered, the errors or a notice (for browsers without JavaScript) */
  render(seite: string, state: Pick<QuoteFormProps, 'values' | 'errors' | 'notice'>): string
}

/** Finds the built pages with the quote form; null when the site has none. */
export function readFormPages(root: string): FormPages | null {
  const urls = new Set<string>()
  let texts: FormTexts | null = null
  for (const url of listPageUrls(root)) {
    const $ = load(readFileSync(htmlFileFor(root, url), 'utf8'))
    const island = $(FORM_ISLAND)
    if (island.length === 0) continue
    urls.add(url)
    texts ??= (JSON.parse(island.attr('data-props') ?? '{}') as QuoteFormProps).texts
  }
  if (!texts || urls.size === 0) return null
  const formTexts = texts
  const fallback = urls.has('/anfrage') ? '/anfrage' : [...urls][0]!

  return {
    texts: formTexts,
    urls,
    render(seite, state) {
      const url = urls.has(seite) ? seite : fallback
      const $ = load(readFileSync(htmlFileFor(root, url), 'utf8'))
      // the same component as in the build, so the island hydrates onto exactly this markup
      $(FORM_ISLAND).replaceWith(renderToString(<QuoteFormIsland texts={formTexts} seite={url} {...state} />))
      if (state.errors && Object.keys(state.errors).length > 0) {
        $('title').text(formTexts.titel_mit_fehlern.replace('{titel}', $('title').text()))
        // without JavaScript, autofocus brings the visitor to the list of errors above the form
        $('#formular-fehler').attr('autofocus', '')
      }
      $('head').append('<meta name="robots" content="noindex">')
      return $.html()
    },
  }
}
