import type { ListItem } from 'mdast'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { visit } from 'unist-util-visit'

/** Blocks whose list items must start with a bold title (the advantage, the question), and what it is called. */
const titledListBlocks: Readonly<Record<string, { noun: string; missing: string; withIt: string }>> = {
  Features: { noun: 'Titel', missing: 'fett gesetzten Titel', withIt: 'dem Titel' },
  Questions: { noun: 'Frage', missing: 'fett gesetzte Frage', withIt: 'der Frage' },
}

/**
 * Each item in a <Features> or <Questions> list starts with bold text ("- **Festes Team** …"), which
 * the block shows as the title or the question; one problem per item that does not.
 */
export function checkItemTitles(
  block: MdxJsxFlowElement | MdxJsxTextElement,
  problem: (line: number | undefined, field: string, text: string, fix: string) => void,
): void {
  const name = block.name ?? ''
  const words = titledListBlocks[name]
  if (!words) return
  let items = 0
  visit(block, 'listItem', (item: ListItem) => {
    items++
    const first = item.children[0]
    const lead = first?.type === 'paragraph' ? first.children[0] : undefined
    if (lead?.type === 'strong') return
    problem(
      item.position?.start.line,
      `<${name}>`,
      `Listenpunkt ohne ${words.missing} am Anfang`,
      `Beginnen Sie den Punkt mit ${words.withIt} in zwei Sternchen, z. B. "- **${words.noun}** Text".`,
    )
  })
  if (items === 0) {
    problem(
      block.position?.start.line,
      `<${name}>`,
      'Keine Liste gefunden',
      `Schreiben Sie darin eine Liste, jede Zeile "- **${words.noun}** Text".`,
    )
  }
}
