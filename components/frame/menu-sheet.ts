/**
 * The mobile menu sheet is a <dialog> opened by HTML invoker commands, so the first tap needs no
 * script. This adds, without React:
 * - aria-expanded on the trigger, kept true to the dialog's state;
 * - closing the sheet when one of its links is chosen (a link to a section of the same page would
 *   otherwise leave it open over the target);
 * - Tab and Shift+Tab wrap inside the open sheet instead of leaving for the browser's toolbar;
 * - for browsers without invoker commands or `closedby` (older than 2025): open, close and
 *   tap-beside-to-close by script.
 */
export function enhanceMenuSheet(): void {
  const sheet = document.querySelector<HTMLDialogElement>('[data-menu-sheet]')
  const trigger = document.querySelector<HTMLButtonElement>('[data-menu-toggle]')
  if (!sheet || !trigger) return

  const sync = () => trigger.setAttribute('aria-expanded', String(sheet.open))
  sheet.addEventListener('toggle', sync)
  sheet.addEventListener('close', sync)
  sync() // the visitor may have opened it before this script arrived

  sheet.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a[href]')) sheet.close()
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

  if (!('command' in HTMLButtonElement.prototype)) {
    for (const invoker of document.querySelectorAll<HTMLButtonElement>(`[commandfor="${sheet.id}"]`)) {
      invoker.addEventListener('click', () => {
        if (invoker.getAttribute('command') === 'show-modal') sheet.showModal()
        else sheet.close()
        sync()
      })
    }
  }
  if (!('closedBy' in HTMLDialogElement.prototype)) {
    // a tap on the backdrop lands on the <dialog> element itself
    sheet.addEventListener('click', (event) => {
      if (event.target === sheet) sheet.close()
    })
  }
}
