import type { ReactNode } from 'react'
import { titledItems } from './list-items.ts'

/**
 * A few short questions answered right away, side by side (no folding, unlike `<Faq>`): each item
 * starts with the question in bold, the answer follows. Shown as question and answer pairs (a
 * description list), two to a row on wide screens.
 *
 * ```mdx
 * <Questions>
 * - **Kommt jedes Mal dieselbe Reinigungskraft?** Ja: ein festes Team mit eigener Objektleitung.
 * - **Wie lange bin ich gebunden?** Verträge gibt es ab drei Monaten Laufzeit.
 * </Questions>
 * ```
 */
export function Questions({ children }: { children: ReactNode }) {
  const { before, items, after } = titledItems(children)
  return (
    <div className="questions">
      {before}
      <dl>
        {items.map((item, index) => (
          <div key={index}>
            <dt>{item.title}</dt>
            <dd>{item.text}</dd>
          </div>
        ))}
      </dl>
      {after}
    </div>
  )
}
