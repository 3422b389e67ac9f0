import type { Root, RootContent } from 'mdast'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { toString } from 'mdast-util-to-string'
import { SKIP, visit } from 'unist-util-visit'
import { CONTENT_DIR, loadDataFile } from '../site/data-files.ts'
import { factText } from '../site/fact-lookup.ts'
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
    let facts: unknown
    const text = (node: RootContent) => {
      facts ??= companyFacts()
      return textWithFacts(node, facts)
    }
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
      if (node.name !== 'Faq') return
      let current: { question: string; answer: string[] } | null = null
      for (const child of node.children as RootContent[]) {
        if (child.type === 'heading') {
          if (current) entries.push(entry(current))
          current = { question: text(child), answer: [] }
        } else if (current) {
          current.answer.push(text(child))
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

/**
 * content/firma.yaml, read from the file because MDX is compiled outside Vite (as in cta-labels.ts). While a value
 * breaks the schema (the content check reports it), the FAQ still names the facts as written.
 */
function companyFacts(contentDir = CONTENT_DIR): unknown {
  const loaded = loadDataFile('firma.yaml', contentDir)
  return loaded.data ?? loaded.yaml
}

/**
 * Plain text of a node, with each `<Fact name="…" />` replaced by its value, so the data names the same figure
 * as the page.
 */
function textWithFacts(node: RootContent, facts: unknown): string {
  const copy = structuredClone(node)
  visit(copy, (inner, index, parent) => {
    if (
      (inner.type !== 'mdxJsxTextElement' && inner.type !== 'mdxJsxFlowElement') ||
      inner.name !== 'Fact' ||
      !parent ||
      index === undefined
    )
      return
    const name = (inner as MdxJsxTextElement).attributes.find(
      (attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'name',
    )?.value
    const value = typeof name === 'string' ? factText(facts, name) : undefined
    parent.children.splice(index, 1, { type: 'text', value: value ?? '' })
    return [SKIP, index + 1]
  })
  return toString(copy)
}
