/**
 * The mobile menu sheet is a <dialog> shown as a popover by its trigger (`popovertarget`), so the
 * first tap needs no script. This adds, without React:
 * - aria-expanded on the trigger as an attribute, kept true to the sheet's state (the HTML carries
 *   none, so without script the browser's own state of the popover button applies);
 * - closing the sheet when one of its links is chosen (a link to a section of the same page would
 *   otherwise leave it open over the target);
 * - Tab and Shift+Tab wrap inside the open sheet instead of reaching the page behind it.
 */
export function enhanceMenuSheet(): void {
  const sheet = document.querySelector<HTMLDialogElement>('[data-menu-sheet]')
  const trigger = document.querySelector<HTMLButtonElement>('[data-menu-toggle]')
  if (!sheet || !trigger) return

  const isOpen = () => sheet.matches(':popover-open')
  const sync = () => trigger.setAttribute('aria-expanded', String(isOpen()))
  sheet.addEventListener('toggle', sync)
  sync() // the visitor may have opened it before this script arrived

  sheet.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a[href]')) sheet.hidePopover()
  })

  sheet.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab') return
    const focusable = sheet.querySelectorAll<HTMLElement>('a[href], button')
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last?.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first?.focus()
    }
  })
}
