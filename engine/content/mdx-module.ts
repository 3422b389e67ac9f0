import type { ComponentType } from 'react'
import type { FaqEntry } from './remark-faq-data.ts'

/** What a compiled content/*.mdx file exports (see mdx-options.ts for the plugins that add the extras). */
export interface MdxModule {
  default: ComponentType<{ components?: Record<string, unknown> }>
  frontmatter?: unknown
  /** questions and answers of the page's <Faq> blocks (see remark-faq-data.ts) */
  faq?: FaqEntry[]
  /** names of the MDX components the page uses (see remark-used-components.ts) */
  usedComponents?: string[]
}
