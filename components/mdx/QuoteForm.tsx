import { quoteFormId } from '../../engine/render/anchor-ids.ts'
import { useCurrentPage } from '../../engine/render/current-page.ts'
import { useServicePages } from '../../engine/render/service-pages.ts'
import { formTexts } from '../../engine/site/site-data.ts'
import { quoteFormEarlyScript } from '../islands/quote-form-early.ts'
import { QuoteFormIsland } from '../islands/wrappers.ts'

/**
 * The quote request form. No props: every label, hint, option list and message is in
 * content/formular.yaml. It sends to the address in `ziel` and then leads to the page in
 * `danke_seite` (/vielen-dank). The form box has the anchor `#formular`, so
 * `[Zum Anfrageformular](#formular)` jumps to it. Use it at most once per page. A visitor who comes from a
 * service page finds its service chosen (engine/forms/service-choice.ts).
 *
 * ```mdx
 * <QuoteForm />
 * ```
 */
export function QuoteForm() {
  return (
    <div className="quote-form-box" id={quoteFormId}>
      <QuoteFormIsland texts={formTexts} seite={useCurrentPage()} servicePages={useServicePages()} />
      {/* right after the island: answers „Senden“ with the messages before any script file has loaded */}
      <script
        // raw on purpose: the inline check's own source (its hash is added to the page's CSP)
        dangerouslySetInnerHTML={{
          __html: quoteFormEarlyScript({ one: formTexts.zusammenfassung_eins, many: formTexts.zusammenfassung }),
        }}
      />
    </div>
  )
}
