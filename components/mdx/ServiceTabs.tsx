import { Children, cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react'
import { serviceSlugOf } from '../../engine/content/routes.ts'
import { servicesBySlug } from '../../engine/content/services.ts'
import { Icon } from '../icons/Icon.tsx'
import { decorateItems, groupByHeading } from './children.ts'

type Link = ReactElement<{ href?: string; children?: ReactNode }>

/** The card's link with the symbol its service page names (`leistung.symbol`) in front of the title; the
    description after it in a span of its own, which phones leave to screen readers (service-tabs.css). */
function withSymbol(content: ReactNode): ReactNode {
  return Children.map(content, (node) => {
    if (typeof node === 'string') return <span className="service-note">{node}</span>
    if (!isValidElement<Link['props']>(node) || typeof node.props.href !== 'string') return node
    const slug = serviceSlugOf(node.props.href)
    const symbol = slug ? servicesBySlug.get(slug)?.symbol : undefined
    return symbol
      ? cloneElement(node, {}, <Icon name={symbol} className="service-symbol" />, node.props.children)
      : node
  })
}

/**
 * Service groups as tabs (first group open). No props. Each "### Gruppe" heading (## and #### work
 * too) becomes a tab, the list below it the cards: "- [Titel](/leistungen/…) Beschreibung"; the
 * whole card is the link's click area, and the title shows the symbol its service page names
 * (`leistung.symbol`). Text before the first heading is not shown. Without
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
            <div className="service-cards">{decorateItems(group.content, withSymbol)}</div>
          </div>
        </div>
      ))}
    </div>
  )
}
