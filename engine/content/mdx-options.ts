import type { Options } from '@mdx-js/rollup'
import rehypeSlug from 'rehype-slug'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkMdxFrontmatter from 'remark-mdx-frontmatter'
import { rehypeKeepTogether } from './rehype-keep-together.ts'
import { rehypeSoftHyphens } from './rehype-soft-hyphens.ts'
import { remarkCheckContent } from './remark-check-content.ts'
import { remarkFaqData } from './remark-faq-data.ts'
import { remarkInlineJsx } from './remark-inline-jsx.ts'
import { remarkUsedComponents } from './remark-used-components.ts'

/** One MDX setup for the build, dev server and the content tests. */
export const mdxOptions: Options = {
  // remark-gfm: tables, strikethrough and autolinks as editors know them from other Markdown tools
  remarkPlugins: [
    remarkFrontmatter,
    remarkGfm,
    remarkInlineJsx,
    remarkCheckContent,
    remarkFaqData,
    remarkUsedComponents,
    [remarkMdxFrontmatter, { name: 'frontmatter' }],
  ],
  // after rehype-slug: heading ids come from the text as written
  rehypePlugins: [rehypeSlug, rehypeSoftHyphens, rehypeKeepTogether],
  providerImportSource: '@mdx-js/react',
}
