import { HYDRATED_EVENT } from '../../engine/islands/strategy.ts'

/**
 * The FAQ's answers before React arrives. The accordion is a Radix island that loads on the first
 * interaction; until it is live, this small script answers taps and keys so nothing waits or gets
 * lost: a tap (or Enter/Space) opens an answer and closes the other one, a second tap closes it,
 * ArrowUp/ArrowDown/Home/End move between questions. It never touches Radix's own attributes: it
 * marks items with data-early (which CSS shows over data-state) and sets aria-expanded. Once the
 * island has hydrated it hands over by clicking the questions whose state differs, so Radix ends
 * up where the visitor left it, and removes its marks.
 */
const ISLAND = '[data-island="Faq"]'
const ROOT = '.faq'
const ITEM = '.faq-item'
const TRIGGER = '.faq-trigger'

type State = 'open' | 'closed'

export function enhanceFaqBeforeHydration(): void {
  const islands = [...document.querySelectorAll<HTMLElement>(ISLAND)]
  if (islands.length === 0) return

  const live = (island: Element) => island.hasAttribute('data-hydrated')
  const stateOf = (item: Element): State =>
    ((item as HTMLElement).dataset.early ?? item.getAttribute('data-state')) === 'open' ? 'open' : 'closed'

  const setState = (item: HTMLElement, state: State) => {
    item.dataset.early = state
    item.querySelector(TRIGGER)?.setAttribute('aria-expanded', String(state === 'open'))
  }

  const toggle = (item: HTMLElement) => {
    const opening = stateOf(item) === 'closed'
    for (const other of item.closest(ROOT)!.querySelectorAll<HTMLElement>(`:scope > ${ITEM}`)) {
      if (other !== item && stateOf(other) === 'open') setState(other, 'closed')
    }
    setState(item, opening ? 'open' : 'closed')
  }

  // capture on document: runs before React's listeners on the island, so a tap during hydration is
  // handled here once and not again by React's replay
  /** The question the event is on, while its island is not live yet; null otherwise. */
  const earlyTrigger = (event: Event) => {
    const trigger = (event.target as Element).closest<HTMLElement>(TRIGGER)
    const island = trigger?.closest(ISLAND)
    return trigger && island && !live(island) ? trigger : null
  }

  document.addEventListener(
    'click',
    (event) => {
      const trigger = earlyTrigger(event)
      if (!trigger) return
      event.stopPropagation()
      toggle(trigger.closest<HTMLElement>(ITEM)!)
    },
    true,
  )

  document.addEventListener(
    'keydown',
    (event) => {
      const trigger = earlyTrigger(event)
      if (!trigger) return
      const triggers = [...trigger.closest(ROOT)!.querySelectorAll<HTMLElement>(TRIGGER)]
      const index = triggers.indexOf(trigger)
      const moves: Record<string, number> = {
        ArrowDown: index + 1,
        ArrowUp: index - 1,
        Home: 0,
        End: triggers.length - 1,
      }
      const target = moves[event.key]
      if (target === undefined) return
      event.preventDefault()
      event.stopPropagation()
      triggers[(target + triggers.length) % triggers.length]?.focus()
    },
    true,
  )

  for (const island of islands) island.addEventListener(HYDRATED_EVENT, () => handOver(island), { once: true })

  /** Radix is live: bring it to the state the visitor chose, then let its own attributes rule. */
  function handOver(island: HTMLElement) {
    for (const root of island.querySelectorAll(ROOT)) {
      const items = [...root.querySelectorAll<HTMLElement>(`:scope > ${ITEM}`)]
      if (!items.some((item) => item.dataset.early)) continue
      const wanted = items.find((item) => stateOf(item) === 'open')
      for (const item of items) delete item.dataset.early
      const radixOpen = items.find((item) => item.getAttribute('data-state') === 'open')
      // one click: opening the wanted answer closes Radix's open one; with none wanted, close that one
      const click = wanted ?? radixOpen
      if (wanted !== radixOpen) click?.querySelector<HTMLElement>(TRIGGER)?.click()
    }
  }
}
