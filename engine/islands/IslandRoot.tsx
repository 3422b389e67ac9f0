import { useEffect, type ReactNode } from 'react'

/** Same wrapper on server and client (so useId values match); tells the loader when hydration is done. */
export function IslandRoot({ children, onHydrated }: { children?: ReactNode; onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated])
  return children
}
