import type { ReactNode } from 'react'

/**
 * A full-width page band with its own background; holds ordinary Markdown and other blocks.
 *
 * Props:
 * - `tone` (optional): "plain" (white, the default), "muted" (light blue) or "brand" (dark blue, white text)
 * - `id` (optional): makes the section linkable, e.g. `id="leistungen"` → link `/#leistungen`;
 *   lowercase letters, digits and hyphens, unique on the page
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
  return (
    <section className={`section full-bleed section-${tone}`} id={id}>
      <div className="container flow">{children}</div>
    </section>
  )
}
