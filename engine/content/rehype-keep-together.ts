import type { Element, ElementContent, Root, RootContent, Text } from 'hast'
import type { MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { SKIP, visit } from 'unist-util-visit'
import { keepTogether, keepUnitWithFigureBefore } from '../site/line-breaks.ts'

// text a visitor does not read as prose, or that must stay exactly as typed
const VERBATIM = new Set(['code', 'pre', 'kbd', 'samp', 'script', 'style'])

type Node = Root | RootContent | ElementContent | MdxJsxTextElement

// Only a `<Fact>` right before the text: one wrapped in bold (`**<Fact … />** m²`) is a key figure
// set as a block of its own (<Stats>), where a no-break space would show as an indent.
const isFact = (node: Node | undefined) => node?.type === 'mdxJsxTextElement' && node.name === 'Fact'

/**
 * German line breaks in every text of a page (engine/site/line-breaks.ts): a number stays with its unit
 * and a range with an unspaced dash stays whole, also where the number is a `<Fact>` („<Fact … /> Stunden“).
 * Editors keep typing ordinary spaces; the page gets no-break spaces and word joiners.
 */
export function rehypeKeepTogether() {
  return (tree: Root) => {
    visit(tree, (node: Node, index, parent) => {
      if (node.type === 'element' && VERBATIM.has((node as Element).tagName)) return SKIP
      if (node.type !== 'text') return
      const text = node as Text
      const before = parent && index ? (parent.children[index - 1] as Node) : undefined
      text.value = isFact(before) ? keepUnitWithFigureBefore(text.value) : keepTogether(text.value)
    })
  }
}
