import type { Root, RootContent } from 'mdast'
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx'
import { toString } from 'mdast-util-to-string'
import { visit } from 'unist-util-visit'
import { exportConst } from './mdx-export.ts'

export interface FaqEntry {
  question: string
  answer: string
}

/**
 * Collects the questions and answers of every <Faq> block of a page and exports them as `faq`,
 * so FAQPage structured data is generated from the visible text and never written twice.
 */
export function remarkFaqData() {
  return (tree: Root) => {
    const entries: FaqEntry[] = []
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
      if (node.name !== 'Faq') return
      let current: { question: string; answer: string[] } | null = null
      for (const child of node.children as RootContent[]) {
        if (child.type === 'heading') {
          if (current) entries.push(entry(current))
          current = { question: toString(child), answer: [] }
        } else if (current) {
          current.answer.push(toString(child))
        }
      }
      if (current) entries.push(entry(current))
    })
    exportConst(tree, 'faq', entries)
  }
}

function entry(collected: { question: string; answer: string[] }): FaqEntry {
  const clean = (text: string) => text.replace(/\s+/g, ' ').trim()
  return { question: clean(collected.question), answer: clean(collected.answer.join(' ')) }
}
