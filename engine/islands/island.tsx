import { useId, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { IslandRoot } from './IslandRoot.tsx'
import type { HydrationStrategy } from './strategy.ts'

/**
 * Wraps a component from components/islands/<name>.tsx for use in server-rendered pages.
 * The component renders to HTML in its own React root (so its useId values match on hydration),
 * and its props travel as JSON: pass only plain data, never functions or MDX children.
 */
export function createIsland<P extends object>(
  name: string,
  Component: ComponentType<P>,
  hydrate: HydrationStrategy = 'interaction',
) {
  function Island(props: P) {
    const prefix = `i${useId().replace(/[^a-zA-Z0-9]/g, '')}-`
    const html = renderToString(
      <IslandRoot>
        <Component {...props} />
      </IslandRoot>,
      { identifierPrefix: prefix },
    )
    return (
      <div
        className="island"
        data-island={name}
        data-hydrate={hydrate}
        data-prefix={prefix}
        data-props={JSON.stringify(props)}
        // raw HTML on purpose: the island's server render, kept for hydration
        dangerouslySetInnerHTML={{ __html: html }}
      />
    )
  }
  Island.displayName = `Island(${name})`
  return Island
}
