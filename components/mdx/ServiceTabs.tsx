import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { ServiceTabsIsland } from '../islands'
import { groupByHeading } from './children'

/**
 * Service groups as tabs (first group open). No props. Each "### Gruppe" heading (## and #### work
 * too) becomes a tab, the list below it the cards: "- [Titel](/leistungen/…) Beschreibung"; the
 * whole card is the link's click area. Text before the first heading is not shown. Without
 * JavaScript all groups show one below the other.
 *
 * ```mdx
 * <ServiceTabs>
 * ### Gewerblich
 * - [Büroreinigung](/leistungen/bueroreinigung) Saubere Arbeitsplätze …
 * ### Privat
 * - [Haushaltsreinigung](/leistungen/haushaltsreinigung) Mehr Zeit für sich …
 * </ServiceTabs>
 * ```
 */
export function ServiceTabs({ children }: { children: ReactNode }) {
  const groups = groupByHeading(children).map((group) => ({
    label: group.label,
    html: renderToStaticMarkup(<div className="service-cards">{group.content}</div>),
  }))
  return <ServiceTabsIsland groups={groups} />
}
