import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react'
import { elementsOf, textOf } from './children.ts'

type Element = ReactElement<{ children?: ReactNode; [attribute: string]: unknown }>

const elements = (children: ReactNode, tag: string): Element[] =>
  elementsOf<Element['props']>(children).filter((child) => child.type === tag)

/**
 * A Markdown table (`| a | b |`). Each body row's first cell becomes its row header, and every cell
 * carries its column's name (`data-label`), so below 640 px the CSS can show each row as a stacked
 * block with labels instead of squeezing three columns until words split. The explicit roles keep
 * the table semantics for screen readers when CSS turns the cells into blocks.
 */
export function Table({ children }: { children?: ReactNode }) {
  const head = elements(children, 'thead')[0]
  const labels = head
    ? elements(elements(head.props.children, 'tr')[0]?.props.children, 'th').map((th) => textOf(th.props.children))
    : []
  const rows = (group: Element, body: boolean) =>
    cloneElement(
      group,
      { role: 'rowgroup' },
      elements(group.props.children, 'tr').map((row, rowIndex) =>
        cloneElement(
          row,
          { key: rowIndex, role: 'row' },
          Children.toArray(row.props.children)
            .filter(isValidElement)
            .map((cell, index) => {
              const { children: content, ...attributes } = (cell as Element).props
              if (!body)
                return (
                  <th key={index} {...attributes} scope="col" role="columnheader">
                    {content}
                  </th>
                )
              return index === 0 ? (
                <th key={index} {...attributes} scope="row" role="rowheader">
                  {content}
                </th>
              ) : (
                <td key={index} {...attributes} role="cell" data-label={labels[index]}>
                  {content}
                </td>
              )
            }),
        ),
      ),
    )
  return (
    <table role="table">
      {Children.toArray(children)
        .filter(isValidElement)
        .map((group) => rows(group as Element, (group as Element).type === 'tbody'))}
    </table>
  )
}
