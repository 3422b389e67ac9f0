import { useId, type ReactNode } from 'react'
import { groupByHeading } from './children.ts'

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
  const groups = groupByHeading(children)
  const id = useId().replace(/[^a-zA-Z0-9]/g, '')
  // switching is service-tabs.ts (a few lines of script, no React), so the first tap answers at once
  return (
    <div className="tabs" data-tabs="">
      <div className="tab-list" role="tablist">
        {groups.map((group, index) => (
          <button
            key={group.label}
            type="button"
            role="tab"
            id={`${id}-reiter-${index}`}
            aria-selected={index === 0}
            aria-controls={`${id}-gruppe-${index}`}
            tabIndex={index === 0 ? 0 : -1}
          >
            {group.label}
          </button>
        ))}
      </div>
      {groups.map((group, index) => (
        <div
          key={group.label}
          role="tabpanel"
          id={`${id}-gruppe-${index}`}
          aria-labelledby={`${id}-reiter-${index}`}
          className="tab-panel"
          hidden={index !== 0}
        >
          <h3 className="tab-heading">{group.label}</h3>
          <div className="tab-content">
            <div className="service-cards">{group.content}</div>
          </div>
        </div>
      ))}
    </div>
  )
}
