import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { FaqIsland } from '../islands/wrappers.ts'
import { groupByHeading } from './children.ts'

/**
 * Frequently asked questions as an accordion (one answer open at a time). Each "### Frage?" heading
 * is a question (## and #### work too), the text below it the answer. Text before the first
 * question is not shown. Without JavaScript every answer is visible.
 *
 * Props:
 * - `open` (optional): "first" (default: the first answer starts open), "none" (all start closed)
 *   or "all" (every answer shown as plain text, no accordion and no JavaScript; good for two or
 *   three questions on a page that already loads other interactive blocks)
 *
 * The frontmatter line `strukturdaten: FAQ` turns the questions of all `<Faq>` blocks of
 * the page into FAQPage data for search engines (see content/faq.mdx).
 *
 * ```mdx
 * <Faq>
 * ### Wie schnell bekomme ich ein Angebot?
 * Innerhalb von 24 Stunden nach Ihrer Anfrage.
 * ### Sind Ihre Mitarbeitenden versichert?
 * Ja, über unsere Betriebshaftpflicht.
 * </Faq>
 * ```
 */
export function Faq({ children, open = 'first' }: { children: ReactNode; open?: 'first' | 'none' | 'all' }) {
  if (open === 'all') return <div className="faq faq-open flow">{children}</div>
  const groups = groupByHeading(children)
  const level = headingLevelOf(children)
  const items = groups.map((group) => ({ question: group.label, answer: renderToStaticMarkup(group.content) }))
  return <FaqIsland items={items} level={level} initiallyOpen={open === 'none' ? null : 0} />
}

function headingLevelOf(children: ReactNode): 2 | 3 | 4 {
  const first = [children]
    .flat(Infinity)
    .find(
      (child) => typeof child === 'object' && child !== null && 'type' in child && /^h[234]$/.test(String(child.type)),
    )
  const level = Number(String((first as { type?: string } | undefined)?.type ?? 'h3').slice(1))
  return level === 2 || level === 4 ? level : 3
}
