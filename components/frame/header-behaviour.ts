/**
 * Header behaviour without React (it must work from the first scroll, so it cannot wait for an island):
 * - on screens ≥ 640 px, scrolling down past 60 px hides the header, scrolling up shows it;
 *   movements under 5 px are ignored; below 640 px it always stays visible.
 * - the desktop <details> menu closes on Escape, on a click outside and when a link in it is chosen.
 */
export const HIDE_AFTER_PX = 60
export const DEAD_ZONE_PX = 5
export const WIDE_SCREEN = '(min-width: 640px)'

export function enhanceHeader(): void {
  const header = document.querySelector<HTMLElement>('[data-site-header]')
  if (!header) return
  const wide = window.matchMedia(WIDE_SCREEN)
  let lastY = window.scrollY

  const update = () => {
    const y = window.scrollY
    if (!wide.matches || y <= HIDE_AFTER_PX) {
      header.classList.remove('is-hidden')
      lastY = y
      return
    }
    if (Math.abs(y - lastY) < DEAD_ZONE_PX) return
    const hide = y > lastY && !header.contains(document.activeElement)
    header.classList.toggle('is-hidden', hide)
    lastY = y
  }
  window.addEventListener('scroll', update, { passive: true })
  wide.addEventListener('change', update)
  // keyboard users tabbing into a hidden header get it back
  header.addEventListener('focusin', () => header.classList.remove('is-hidden'))

  const dropdown = header.querySelector<HTMLDetailsElement>('[data-nav-dropdown]')
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
