import type { ReactNode } from 'react'
import { splitTextAndSide } from './section-columns.ts'

/**
 * A full-width page band with its own background; holds ordinary Markdown and other blocks.
 *
 * Props:
 * - `tone` (optional): "plain" (white, the default), "muted" (light blue) or "brand" (dark blue, white text)
 * - `id` (optional): makes the section linkable, e.g. `id="leistungen"` → link `/#leistungen`;
 *   lowercase letters, digits and hyphens, unique on the page
 *
 * Two columns on wide screens (section-columns.ts): a band that ends with a `<MapLink>`, a
 * `<Checklist>` or a list of contact links sets them beside the text and buttons before them; a
 * band of heading, text and `<Actions>` sets the buttons beside the text (the closing call to action
 * of most pages). On phones everything stays in reading order.
 *
 * ```mdx
 * <Section tone="muted" id="leistungen">
 * ## Unsere Leistungen
 * Text …
 * </Section>
 * ```
 */
export function Section({
  tone = 'plain',
  id,
  children,
}: {
  tone?: 'plain' | 'muted' | 'brand'
  id?: string
  children: ReactNode
}) {
  const columns = splitTextAndSide(children)
  return (
    <section className={`section full-bleed section-${tone}`} id={id}>
      {columns ? (
        <div className="container flow section-columns">
          <div className="section-text flow">{columns.text}</div>
          <div className="section-side flow">{columns.side}</div>
        </div>
      ) : (
        <div className="container flow">{children}</div>
      )}
    </section>
  )
}
