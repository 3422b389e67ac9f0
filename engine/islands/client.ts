import type { ComponentType } from 'react'
import { HYDRATED_EVENT, type HydrationStrategy } from './strategy.ts'

export type IslandModule = { default: ComponentType<Record<string, unknown>> }

/** Island name (= file name without extension) → lazy loader of its module; each island is its own chunk. */
export type IslandLoaders = Record<string, () => Promise<IslandModule>>

let islandModules: IslandLoaders = {}

/**
 * Finds every island in the page and hydrates each according to its strategy. The page passes the loaders
 * (the island code lives in components/, which the engine does not import); React itself loads only when
 * the first island hydrates.
 */
export function startIslands(loaders: IslandLoaders): void {
  islandModules = loaders
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const strategy = (element.dataset.hydrate ?? 'interaction') as HydrationStrategy
    if (strategy === 'idle') whenIdle(() => void hydrate(element))
    else if (strategy === 'visible') whenVisible(element, () => void hydrate(element))
    else if (strategy === 'open') onFirstOpen(element)
    else onFirstInteraction(element)
  }
}

const hydrations = new WeakMap<HTMLElement, Promise<void>>()

function hydrate(element: HTMLElement): Promise<void> {
  let running = hydrations.get(element)
  if (!running) {
    running = hydrateNow(element)
    hydrations.set(element, running)
  }
  return running
}

async function hydrateNow(element: HTMLElement): Promise<void> {
  const name = element.dataset.island ?? ''
  const load = islandModules[name]
  if (!load) throw new Error(`Island "${name}" has no loader`)
  const [{ createElement }, { hydrateRoot }, { IslandRoot }, island] = await Promise.all([
    import('react'),
    import('react-dom/client'),
    import('./IslandRoot.tsx'),
    load(),
  ])
  const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>
  await new Promise<void>((resolve) => {
    hydrateRoot(element, createElement(IslandRoot, { onHydrated: resolve }, createElement(island.default, props)), {
      identifierPrefix: element.dataset.prefix,
    })
  })
  element.dataset.hydrated = ''
  element.dispatchEvent(new Event(HYDRATED_EVENT))
}

const interactionEvents = ['pointerdown', 'touchstart', 'focusin', 'keydown'] as const

/**
 * Hydrates after the first pointer, touch, focus or key event inside the island. The event itself is
 * not held: the island's HTML answers it (a popover opens, a form shows its messages, a pre-hydration
 * script opens an answer), and React takes over once it has loaded. Loading starts when the browser
 * is next idle, so the answer to the tap (and the tap's own click) is painted first: starting the
 * imports right in pointerdown cost a throttled phone about 40 ms before the answer appeared.
 */
function onFirstInteraction(element: HTMLElement): void {
  // the starter loads after the first paint: a visitor may already be inside the island
  if (element.contains(document.activeElement)) {
    hydrateWhenIdle(element)
    return
  }
  const listener = () => {
    for (const type of interactionEvents) element.removeEventListener(type, listener, true)
    hydrateWhenIdle(element)
  }
  for (const type of interactionEvents) element.addEventListener(type, listener, { capture: true, passive: true })
}

/**
 * Hydrates after the first popover or <details> inside the island has opened: on its first toggle
 * event (after the opening frame; no listener runs before it). An open and a quick close merge into
 * one toggle whose newState is "closed", so any first toggle counts. It does not bubble: capture.
 */
function onFirstOpen(element: HTMLElement): void {
  // opened before the starter arrived (it loads after the first paint)
  if (element.querySelector(':popover-open, details[open]')) {
    hydrateWhenIdle(element)
    return
  }
  element.addEventListener('toggle', () => hydrateWhenIdle(element), { capture: true, once: true })
}

/** Hydrates once the browser is next idle, so the answer to the tap is painted first. */
function hydrateWhenIdle(element: HTMLElement): void {
  soonWhenIdle(() => hydrate(element).catch((error: unknown) => console.error(error)))
}

function soonWhenIdle(callback: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(callback, { timeout: 300 })
  else setTimeout(callback, 50)
}

function whenVisible(element: HTMLElement, callback: () => void): void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect()
        callback()
      }
    },
    { rootMargin: '200px' },
  )
  // islands are display: contents (no box of their own), so watch their first child
  observer.observe(element.firstElementChild ?? element)
}

function whenIdle(callback: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(callback, { timeout: 3000 })
  else setTimeout(callback, 1500)
}
