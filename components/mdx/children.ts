import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react'

/** The elements among MDX children (text and empty lines between blocks left out). */
export function elementsOf<Props = { children?: ReactNode }>(children: ReactNode): ReactElement<Props>[] {
  return Children.toArray(children).filter((child): child is ReactElement<Props> => isValidElement(child))
}

/** Plain text of MDX children (e.g. a heading's label). */
export function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node)
  if (Array.isArray(node)) return node.map(textOf).join('')
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children)
  return ''
}

const headingTags = new Set(['h2', 'h3', 'h4'])

/** Splits MDX children at headings: "### Gewerblich" + list, "### Privat" + list → two groups. */
export function groupByHeading(children: ReactNode): { label: string; content: ReactNode[] }[] {
  const groups: { label: string; content: ReactNode[] }[] = []
  for (const child of Children.toArray(children)) {
    if (isValidElement(child) && typeof child.type === 'string' && headingTags.has(child.type)) {
      groups.push({ label: textOf(child), content: [] })
    } else if (groups.length > 0) {
      groups.at(-1)!.content.push(child)
    }
  }
  return groups
}

/** Wraps the content of every item of the Markdown list in `children`. */
export function decorateItems(
  children: ReactNode,
  decorate: (content: ReactNode, index: number) => ReactNode,
): ReactNode {
  return Children.map(children, (child) => {
    if (!isValidElement<{ children?: ReactNode }>(child) || child.type !== 'ul') return child
    const items = Children.toArray(child.props.children).filter(
      (item): item is ReactElement<{ children?: ReactNode }> => isValidElement(item) && item.type === 'li',
    )
    return cloneElement(
      child,
      {},
      items.map((item, index) => cloneElement(item, {}, decorate(item.props.children, index))),
    )
  })
}
