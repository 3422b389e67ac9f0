import type { Paragraph, PhrasingContent, Root, RootContent } from 'mdast'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { visit } from 'unist-util-visit'

// Components that stand for a piece of text; written at the start of a line MDX reads them as blocks.
const INLINE = new Set([
  'Fact',
  'OpeningHours',
  'CallLink',
  'MailLink',
  'WhatsAppLink',
  'br',
  'strong',
  'em',
  'a',
  'span',
])
// Components that render bare text: even alone they need a paragraph around them
const BARE_TEXT = new Set(['Fact', 'OpeningHours'])

type Node = RootContent
const isInlineJsx = (node: Node): node is MdxJsxFlowElement =>
  node.type === 'mdxJsxFlowElement' && INLINE.has(node.name ?? '')

/**
 * MDX reads a line that starts with a component as a block: the lines
 * `<Fact name="adresse.plz" /> <Fact name="adresse.ort" /><br />` lose the space between them
 * ("10115Berlin") and their text lands outside any paragraph (at the page edge, outside the content
 * column). This joins such lines, and the text lines directly around them, back into one paragraph,
 * as an editor means them.
 */
export function remarkInlineJsx() {
  return (tree: Root) => {
    visit(tree, (parent) => {
      if (!('children' in parent)) return
      const children = parent.children as Node[]
      const result: Node[] = []
      let run: Node[] = []
      const flush = () => {
        const wrap =
          run.some(isInlineJsx) &&
          (run.length > 1 || run.some((node) => isInlineJsx(node) && BARE_TEXT.has(node.name ?? '')))
        if (wrap) result.push(paragraph(run))
        else result.push(...run)
        run = []
      }
      for (const child of children) {
        const joinable = isInlineJsx(child) || child.type === 'paragraph'
        const previous = run.at(-1)
        const adjacent = previous && (child.position?.start.line ?? 0) <= (previous.position?.end.line ?? 0) + 1
        if (!joinable || !adjacent) flush()
        if (joinable) run.push(child)
        else result.push(child)
      }
      flush()
      ;(parent as { children: Node[] }).children = result
    })
  }
}

function paragraph(run: Node[]): Paragraph {
  const children: PhrasingContent[] = []
  run.forEach((node, index) => {
    const previous = run[index - 1]
    if (previous) {
      const sameLine = node.position?.start.line === previous.position?.end.line
      const gap = (node.position?.start.offset ?? 0) > (previous.position?.end.offset ?? 0)
      if (!sameLine) children.push({ type: 'text', value: '\n' })
      else if (gap) children.push({ type: 'text', value: ' ' })
    }
    if (node.type === 'paragraph') children.push(...node.children)
    else children.push(toText(node as MdxJsxFlowElement))
  })
  return { type: 'paragraph', children, position: { start: run[0]!.position!.start, end: run.at(-1)!.position!.end } }
}

/** The same component as inline content; a block's paragraphs become its plain inline children. */
function toText(node: MdxJsxFlowElement): MdxJsxTextElement {
  const children = node.children.flatMap((child): Node[] | PhrasingContent[] =>
    child.type === 'paragraph' ? child.children : [child],
  ) as PhrasingContent[]
  return { ...node, type: 'mdxJsxTextElement', children }
}
