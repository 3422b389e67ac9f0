/**
 * The quote form before React arrives. Its HTML has `novalidate`, so without JavaScript the server
 * checks the input and answers with German messages next to the fields. With JavaScript, the island
 * loads on the first interaction; until it is live, this lets the browser check required fields
 * itself, so "Senden" on an incomplete form answers at once (the first missing field is focused and
 * every missing field turns red via :user-invalid) instead of waiting for React. The island sets
 * `novalidate` again when it takes over with its own German check.
 */
export function letBrowserCheckQuoteFormsUntilHydrated(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('form.quote-form')) {
    if (!form.closest('[data-hydrated]')) form.noValidate = false
  }
}
