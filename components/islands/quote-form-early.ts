/**
 * The quote form's error display, and its check before React arrives.
 *
 * The form's HTML has `novalidate`: without JavaScript the intake server checks and shows the form
 * again with German messages. With JavaScript, a few hundred bytes of inline script (placed right
 * after the island, so they run while the page is still loading) answer the first tap on „Senden“:
 * every empty required field gets its message, the summary lists them, focus goes to the first. No
 * network, no React. The island takes over from what is shown once it has hydrated.
 *
 * Every message, summary entry and the summary itself are always in the HTML (`hidden` when not
 * needed). React renders their texts; `showQuoteFormErrors` alone switches what is visible and the
 * ARIA wiring, before hydration (inline) and after (the island). So React never disagrees with what
 * the inline script changed.
 */

/** Summary titles of content/formular.yaml: one wrong field, and several (`{anzahl}` = how many). */
export interface SummaryTitles {
  one: string
  many: string
}

/**
 * Shows exactly these fields (by control id) as wrong, in the summary and at the fields: unhides their
 * messages, sets aria-invalid and points aria-describedby at the message; hides everything else.
 * Self-contained (no imports, no outer variables): its source is also inlined into the page.
 */
export function showQuoteFormErrors(form: HTMLFormElement, invalidIds: readonly string[], titles: SummaryTitles): void {
  const summary = form.querySelector<HTMLElement>('.form-summary')
  if (!summary) return
  for (const link of summary.querySelectorAll<HTMLAnchorElement>('li > a')) {
    const id = link.hash.slice(1)
    const wrong = invalidIds.includes(id)
    link.parentElement!.hidden = !wrong
    // the id rule of quoteFieldErrorId (anchor-ids.ts), spelled out: this function is inlined without imports
    const message = document.getElementById(`${id}-fehler`)
    if (message) message.hidden = !wrong
    const control = document.getElementById(id)
    if (!control) continue
    control.closest('.form-field')?.classList.toggle('has-error', wrong)
    if (wrong) control.setAttribute('aria-invalid', 'true')
    else control.removeAttribute('aria-invalid')
    const described = (control.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter((token) => token !== '' && token !== message?.id)
    if (wrong && message) described.push(message.id)
    if (described.length > 0) control.setAttribute('aria-describedby', described.join(' '))
    else control.removeAttribute('aria-describedby')
  }
  summary.hidden = invalidIds.length === 0
  const title = summary.querySelector('.form-summary-title')
  if (title) {
    title.textContent =
      invalidIds.length === 1 ? titles.one : titles.many.replace('{anzahl}', String(invalidIds.length))
  }
}

/**
 * Runs inline, right after the form's island: until the island has hydrated, a submit with empty
 * required fields is stopped and answered with the messages (what else is wrong, the server says).
 * Self-contained like `showQuoteFormErrors`, which it receives as `show`.
 */
export function checkQuoteFormBeforeHydration(
  show: typeof showQuoteFormErrors,
  titles: SummaryTitles,
  chooseService: typeof chooseServiceOfPageBefore,
): void {
  const island = document.currentScript?.previousElementSibling
  const form = island?.querySelector('form')
  if (!island || !form) return
  chooseService(form)
  form.addEventListener('submit', (event) => {
    if (island.hasAttribute('data-hydrated')) return
    const missing = [...form.querySelectorAll<HTMLInputElement>('[required]')].filter(
      (control) => control.validity.valueMissing,
    )
    if (missing.length === 0) return
    event.preventDefault()
    // what the server reported for optional fields (a page shown again) cannot be rechecked here: keep it
    const shownOptional = [...form.querySelectorAll<HTMLAnchorElement>('.form-summary li:not([hidden]) > a')]
      .map((link) => link.hash.slice(1))
      .filter((id) => !document.getElementById(id)?.hasAttribute('required'))
    show(form, [...missing.map((control) => control.id), ...shownOptional], titles)
    const first = form.querySelector<HTMLAnchorElement>('.form-summary li:not([hidden]) > a')
    const target = first ? document.getElementById(first.hash.slice(1)) : null
    target?.closest('details')?.setAttribute('open', '')
    target?.focus()
  })
}

/**
 * Chooses the service of the page the visitor came from (same site only), so a visitor from the
 * Praxisreinigung page does not choose Praxisreinigung again: the choice whose `data-seite` names that page.
 * A choice already made (the form shown again by the server) stays. Self-contained: inlined before
 * hydration (hydration keeps the value).
 */
export function chooseServiceOfPageBefore(form: HTMLFormElement): void {
  try {
    const referrer = new URL(document.referrer)
    if (referrer.origin !== location.origin) return
    const option = form.querySelector<HTMLOptionElement>(`option[data-seite~="${CSS.escape(referrer.pathname)}"]`)
    const list = option?.parentElement
    if (option && list instanceof HTMLSelectElement && list.value === '') list.value = option.value
  } catch {
    // no referrer, or not a URL: nothing to take from it
  }
}

/** The inline script for a page with the form (its hash goes into the page's Content-Security-Policy). */
export function quoteFormEarlyScript(titles: SummaryTitles): string {
  // "<" escaped: the texts must not end the <script> element
  const data = JSON.stringify(titles).replace(/</g, '\\u003c')
  const args = [showQuoteFormErrors.toString(), data, chooseServiceOfPageBefore.toString()]
  return `(${checkQuoteFormBeforeHydration.toString()})(${args.join(',')})`
}
