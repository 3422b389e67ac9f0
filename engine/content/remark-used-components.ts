import type { Root } from 'mdast'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { visit } from 'unist-util-visit'
import { exportConst } from './mdx-export.ts'

/**
 * Exports `usedComponents`: the names of the MDX components a page uses, so the page head can add
 * the structured data that belongs to them (e.g. JobPosting for <JobPostings />).
 */
export function remarkUsedComponents() {
  return (tree: Root) => {
    const names = new Set<string>()
    visit(tree, (node) => {
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const name = (node as MdxJsxFlowElement | MdxJsxTextElement).name
        if (name) names.add(name)
      }
    })
    exportConst(tree, 'usedComponents', [...names].sort())
  }
}
