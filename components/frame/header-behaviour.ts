/**
 * Header behaviour without React: the desktop <details> menu closes on Escape, on a click outside
 * and when a link in it is chosen. (The header stays on screen by CSS alone, header.css.)
 */
export function enhanceHeader(): void {
  const dropdown = document.querySelector<HTMLDetailsElement>('[data-site-header] [data-nav-dropdown]')
  if (!dropdown) return
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && dropdown.open) {
      dropdown.open = false
      dropdown.querySelector('summary')?.focus()
    }
  })
  document.addEventListener('click', (event) => {
    if (dropdown.open && !dropdown.contains(event.target as Node)) dropdown.open = false
  })
  dropdown.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) dropdown.open = false
  })
}
