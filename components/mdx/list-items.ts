import { Children, isValidElement, type ReactElement, type ReactNode } from 'react'
import { textOf } from './children.ts'

type Element = ReactElement<{ children?: ReactNode }>

/** One item of a Markdown list that starts with a bold title: "- **Titel** Text". */
export interface TitledItem {
  title: ReactNode
  text: ReactNode[]
  /** plain text of title and text, e.g. to pick an icon */
  titleText: string
  plainText: string
}

/**
 * The items of the Markdown lists in `children`, split into the bold title and the rest, and the
 * blocks around the lists (an intro paragraph) in their order. An item without a bold start keeps all
 * its content as text (the content check reports it before the build gets here).
 */
export function titledItems(children: ReactNode): { before: ReactNode[]; items: TitledItem[]; after: ReactNode[] } {
  const before: ReactNode[] = []
  const after: ReactNode[] = []
  const items: TitledItem[] = []
  for (const child of Children.toArray(children)) {
    if (isValidElement<{ children?: ReactNode }>(child) && (child.type === 'ul' || child.type === 'ol')) {
      for (const item of Children.toArray(child.props.children)) {
        if (isValidElement<{ children?: ReactNode }>(item) && item.type === 'li') items.push(split(item))
      }
    } else (items.length === 0 ? before : after).push(child)
  }
  return { before, items, after }
}

function split(item: Element): TitledItem {
  // a loose list wraps the item in a paragraph
  let content = Children.toArray(item.props.children)
  const only = content.length === 1 ? content[0] : undefined
  if (isValidElement<{ children?: ReactNode }>(only) && only.type === 'p')
    content = Children.toArray(only.props.children)
  const [first, ...rest] = content
  const hasTitle = isValidElement(first) && (first as Element).type === 'strong'
  const title = hasTitle ? (first as Element).props.children : null
  const text = hasTitle ? trimStart(rest) : content
  return { title, text, titleText: textOf(title), plainText: textOf(text) }
}

/** the space after the bold title */
function trimStart(nodes: ReactNode[]): ReactNode[] {
  const [head, ...tail] = nodes
  return typeof head === 'string' ? [head.trimStart(), ...tail] : nodes
}
