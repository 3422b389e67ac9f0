import { renderToString } from 'react-dom/server'
import { QuoteFormIsland } from '../components/islands/wrappers.ts'
import type { QuoteFormProps } from '../components/islands/QuoteForm.tsx'

// The quote form island rendered outside Vike, for the intake server: it shows the form again, with
// what was entered and the errors, to browsers without JavaScript. The server reaches components/ only
// through this module.

/** The island's wrapper in a built page. */
export const QUOTE_FORM_ISLAND = '[data-island="QuoteForm"]'

/** What the server adds when it shows the form again. */
export type QuoteFormState = Pick<QuoteFormProps, 'values' | 'errors' | 'notice'>

/** The same island markup as in the build, so it hydrates onto exactly this HTML. */
export function quoteFormMarkup(props: QuoteFormProps): string {
  return renderToString(<QuoteFormIsland {...props} />)
}
