/**
 * Tabs of <ServiceTabs>, without React: a tap or Enter/Space on a tab shows its group;
 * ArrowLeft/ArrowRight (wrapping), Home and End move to and show another tab (WAI-ARIA tabs with
 * automatic activation). Without JavaScript public/noscript.css lists all groups.
 */
export function enhanceServiceTabs(): void {
  for (const tabs of document.querySelectorAll<HTMLElement>('[data-tabs]')) {
    const buttons = [...tabs.querySelectorAll<HTMLButtonElement>(':scope > [role=tablist] > [role=tab]')]

    const select = (index: number) => {
      const next = (index + buttons.length) % buttons.length
      buttons.forEach((button, i) => {
        const selected = i === next
        button.setAttribute('aria-selected', String(selected))
        button.tabIndex = selected ? 0 : -1
        const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')
        if (panel) panel.hidden = !selected
      })
      return buttons[next]
    }

    buttons.forEach((button, index) => {
      button.addEventListener('click', () => select(index))
    })
    tabs.querySelector('[role=tablist]')?.addEventListener('keydown', (event) => {
      const key = (event as KeyboardEvent).key
      const current = buttons.findIndex((button) => button.getAttribute('aria-selected') === 'true')
      const moves: Record<string, number> = {
        ArrowRight: current + 1,
        ArrowLeft: current - 1,
        Home: 0,
        End: buttons.length - 1,
      }
      const target = moves[key]
      if (target === undefined) return
      event.preventDefault()
      select(target)?.focus()
    })
  }
}
