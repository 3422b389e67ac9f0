import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { ServiceTabsIsland } from '../islands'
import { groupByHeading } from './children'

/**
 * Service groups as tabs (first group open). Each "### Gruppe" heading becomes a tab, the list
 * below it the cards: "- [Titel](/leistungen/…) Beschreibung". Without JavaScript all groups show.
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
