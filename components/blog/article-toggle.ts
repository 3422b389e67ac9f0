/**
 * "Vollständigen Artikel lesen" / "Weniger anzeigen" on the Fachjournal overview, without React:
 * one article open at a time; a second click closes it; opening another switches to it.
 * Without JavaScript all texts are open (public/noscript.css) and the buttons are hidden.
 * Where the browser supports hidden="until-found", a closed text stays findable with Ctrl+F
 * and opens when the search lands in it.
 */
export function enhanceArticleToggles(): void {
  const buttons = [...document.querySelectorAll<HTMLButtonElement>('[data-article-toggle]')]
  if (buttons.length === 0) return
  const findable = 'onbeforematch' in document.body
  const textOf = (button: HTMLButtonElement) => document.getElementById(button.getAttribute('aria-controls') ?? '')

  const setOpen = (button: HTMLButtonElement, open: boolean) => {
    const text = textOf(button)
    if (!text) return
    button.setAttribute('aria-expanded', String(open))
    button.textContent = (open ? button.dataset.labelOpen : button.dataset.labelClosed) ?? button.textContent
    text.classList.toggle('is-open', open)
    if (open) text.removeAttribute('hidden')
    else if (findable) text.setAttribute('hidden', 'until-found')
  }

  /** Opens one article and closes the others, keeping the clicked button where the visitor sees it. */
  const openOnly = (button: HTMLButtonElement) => {
    const before = button.getBoundingClientRect().top
    for (const other of buttons) if (other !== button) setOpen(other, false)
    setOpen(button, true)
    window.scrollBy(0, button.getBoundingClientRect().top - before)
  }

  for (const button of buttons) {
    setOpen(button, false)
    button.addEventListener('click', () => {
      if (button.getAttribute('aria-expanded') === 'true') setOpen(button, false)
      else openOnly(button)
    })
    textOf(button)?.addEventListener('beforematch', () => openOnly(button))
  }
}
