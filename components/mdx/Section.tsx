import type { ReactNode } from 'react'

/**
 * A full-width page band with its own background. `tone`: "plain" (white), "muted" (light blue),
 * "brand" (dark blue, white text). `id` makes the section linkable (#id).
 *
 * ```mdx
 * <Section tone="muted" id="leistungen">
 * ## Unsere Leistungen
 * Text …
 * </Section>
 * ```
 */
export function Section({ tone = 'plain', id, children }: { tone?: 'plain' | 'muted' | 'brand'; id?: string; children: ReactNode }) {
  return (
    <section className={`section full-bleed section-${tone}`} id={id}>
      <div className="container flow">{children}</div>
    </section>
  )
}
