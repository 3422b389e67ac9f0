import { frontmatterSchema } from './frontmatter-schema.ts'
import type { ServiceFields } from './structured-data-schema.ts'

// Server-only: the `leistung` of every service page, so catalogues elsewhere name a service by its file
// name and take its name and category from that one page.
const frontmatters = import.meta.glob<unknown>('/content/leistungen/*.mdx', { eager: true, import: 'frontmatter' })

/** Service pages by file name (content/leistungen/bueroreinigung.mdx → bueroreinigung). */
export const servicesBySlug: ReadonlyMap<string, ServiceFields> = new Map(
  Object.entries(frontmatters).flatMap(([file, data]) => {
    const service = frontmatterSchema.parse(data).leistung
    const slug = file.replace(/^.*\//, '').replace(/\.mdx$/, '')
    return service && slug !== 'index' ? [[slug, service] as const] : []
  }),
)
