import { useId, type ReactElement, type ReactNode } from 'react'
import { splitPrice } from '../../engine/content/price-table.ts'
import { elementsOf, textOf } from './children.ts'
import { Table } from './Table.tsx'

type Element = ReactElement<{ children?: ReactNode; href?: string }>

const elements = (children: ReactNode): Element[] => elementsOf<Element['props']>(children)

/**
 * Example prices as cards: a Markdown table inside, one card per row. The first column is the card's
 * title, the last the price (its amount up to „€“ is set large, the rest small), the columns between
 * are the description. A link written after the table stands at the foot of every card, so each example
 * leads straight to a request. The content check makes sure the table and the prices are there.
 *
 * ```mdx
 * <Prices>
 * | Objekt | Leistung | Richtwert |
 * | --- | --- | --- |
 * | Büro, 150 m² | Unterhaltsreinigung zweimal pro Woche | ab 480 € netto im Monat |
 *
 * [Angebot anfordern](/angebot-erhalten)
 * </Prices>
 * ```
 */
export function Prices({ children }: { children: ReactNode }) {
  const id = useId().replace(/[^a-zA-Z0-9]/g, '')
  const blocks = elements(children)
  const table = blocks.find((block) => block.type === Table || block.type === 'table')
  const body = elements(table?.props.children).find((group) => group.type === 'tbody')
  const rows = elements(body?.props.children).map((row) =>
    elements(row.props.children).map((cell) => cell.props.children),
  )
  const link = blocks
    .filter((block) => block.type === 'p')
    .flatMap((paragraph) => elements(paragraph.props.children))
    .find((inline) => inline.props.href !== undefined)
  return (
    <ul className="prices" role="list">
      {rows.map((cells, index) => {
        const price = textOf(cells.at(-1))
        const { amount, terms } = splitPrice(price) ?? { amount: price, terms: '' }
        return (
          <li key={index}>
            <h3 id={`${id}-${index}`}>{cells[0]}</h3>
            <p className="price">
              <span className="price-amount">{amount}</span> {terms}
            </p>
            <div>
              {cells.slice(1, -1).map((cell, column) => (
                <p key={column}>{cell}</p>
              ))}
            </div>
            {link && (
              <a className="price-link" href={link.props.href} aria-describedby={`${id}-${index}`}>
                {link.props.children} <span aria-hidden="true">→</span>
              </a>
            )}
          </li>
        )
      })}
    </ul>
  )
}
