import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/** false in the server HTML and during hydration, true once the island is live (for JS-only ARIA roles). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
