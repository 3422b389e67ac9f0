import { z } from 'zod'
import { rangeText } from '../validation/zod-bounds.ts'
import type { FieldHints } from '../validation/validate-yaml.ts'
import { frontmatterHints, frontmatterSchema } from './frontmatter-schema.ts'

/** Fachjournal articles are the MDX files in content/blog/ (except index.mdx, the overview page). */
export function isArticleFile(file: string): boolean {
  // any folder named blog directly below the content root (content/blog/, or a fixture site's blog/)
  return /(^|\/)blog\/(?!index\.mdx$)[^/_][^/]*\.mdx$/.test(file.split('\\').join('/'))
}

/**
 * Frontmatter of an article: the page fields plus what the overview, the feed and the
 * BlogPosting data need. The article's heading is its `title`; the body starts with "## …".
 */
export const articleFrontmatterSchema = frontmatterSchema
  .extend({
    id: z.number().int().min(1),
    excerpt: z.string().trim().min(80).max(400),
    date: z.iso.date(),
    readTime: z.number().int().min(1).max(60),
    category: z.string().trim().min(3).max(40),
    author: z.string().trim().min(3).max(80).optional(),
  })
  .strict()

export type ArticleFrontmatter = z.output<typeof articleFrontmatterSchema>

export const articleFrontmatterHints: FieldHints = {
  ...frontmatterHints,
  title:
    `Überschrift des Beitrags mit ${rangeText(articleFrontmatterSchema, 'title')} Zeichen; ` +
    'sie erscheint als Hauptüberschrift, in der Übersicht und im Feed.',
  id: 'Eine ganze Zahl, die kein anderer Beitrag hat, die höchste vorhandene id + 1.',
  excerpt:
    `Anreißer für die Übersicht unter /blog: ${rangeText(articleFrontmatterSchema, 'excerpt')} Zeichen, ` +
    'ein bis drei Sätze.',
  date: 'Datum der Veröffentlichung als JJJJ-MM-TT, z. B. 2024-12-15. Die Seite zeigt es als „15. Dezember 2024“.',
  readTime: 'Lesezeit in ganzen Minuten, z. B. 5 (die Seite zeigt „5 Min.“).',
  category:
    'Thema des Beitrags, z. B. Büroreinigung. ' + 'Gleiche Schreibweise wie bei anderen Beiträgen desselben Themas.',
  author: 'Optional: wer den Beitrag geschrieben hat, z. B. „Redaktion Musterglanz“.',
}
