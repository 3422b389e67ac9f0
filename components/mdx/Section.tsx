import { Children, isValidElement, type ReactNode } from 'react'
import { FaqHelp } from '../trust/FaqHelp.tsx'
import { bandLayout } from './section-columns.ts'

/**
 * A full-width page band with its own background; holds ordinary Markdown and other blocks.
 *
 * Props:
 * - `tone` (optional): "plain" (white, the default), "muted" (light blue) or "brand" (dark blue, white text)
 * - `id` (optional): makes the section linkable, e.g. `id="leistungen"` → link `/#leistungen`;
 *   lowercase letters, digits and hyphens, unique on the page
 *
 * Wide screens get two columns chosen from the order of the blocks (section-columns.ts): text beside
 * buttons, contact links, a map or a checklist at the end, the heading beside text or a `<Faq>` (with a
 * contact under the heading, or after the questions on phones: FaqHelp.tsx), or the `<QuoteForm />`
 * beside the `<Contacts />`, `<Rating>` and list that follow it (form-columns.css).
 * On phones everything stays in reading order.
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
  const layout = bandLayout(children)
  const blocks = Children.toArray(children)
  const headingAt = blocks.findIndex((block) => isValidElement(block))
  const [heading, afterHeading] = [blocks[headingAt], blocks.slice(headingAt + 1)]
  return (
    <section className={`section full-bleed section-${tone}`} id={id}>
      {layout.kind === 'form' ? (
        <div className="container flow form-columns">
          <div className="form-columns-main flow">{layout.main}</div>
          <div className="form-columns-side flow">{layout.side}</div>
        </div>
      ) : layout.kind === 'split' ? (
        <div className="container flow section-columns">
          <div className="section-text flow">{layout.text}</div>
          <div className="section-side flow">{layout.side}</div>
        </div>
      ) : layout.kind === 'heading' && layout.faq ? (
        <div className="container flow section-heading-column">
          <div className="section-heading-aside">
            {heading}
            <FaqHelp place="aside" />
          </div>
          {afterHeading}
          <FaqHelp place="end" />
        </div>
      ) : (
        <div className={`container flow${layout.kind === 'heading' ? ' section-heading-column' : ''}`}>{children}</div>
      )}
    </section>
  )
}
