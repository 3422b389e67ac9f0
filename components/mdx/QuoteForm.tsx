import { useCurrentPage } from '../../engine/render/current-page'
import { formTexts } from '../../engine/site/site-data'
import { QuoteFormIsland } from '../islands'

/**
 * The quote request form (texts, options and messages in content/formular.yaml).
 * It sends to the intake server and leads to /vielen-dank.
 *
 * ```mdx
 * <QuoteForm />
 * ```
 */
export function QuoteForm() {
  return (
    <div className="quote-form-box" id="formular">
      <QuoteFormIsland texts={formTexts} seite={useCurrentPage()} />
    </div>
  )
}
