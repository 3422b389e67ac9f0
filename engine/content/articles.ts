import { readFileSync } from 'node:fs'
import { articleFrontmatterSchema, isArticleFile, type ArticleFrontmatter } from './article-schema.ts'
export { JOURNAL_URL } from './routes.ts'
import { duplicateArticleIds } from './article-ids.ts'
import type { MdxModule } from './mdx-module.ts'
import { urlForContentFile } from './routes.ts'
import { ContentError } from '../validation/problems.ts'

export interface Article {
  /** repository-relative path, e.g. content/blog/saubere-bueros-bessere-arbeit.mdx */
  file: string
  slug: string
  url: string
  frontmatter: ArticleFrontmatter
  Content: MdxModule['default']
}

// Server-only (the overview renders every article's full text); each article is one file, nothing to register.
// Loaded on demand, not at import: a broken article then stops only the pages that show articles (in the
// preview with its German message), not the renderer of every page.
const modules = import.meta.glob<MdxModule>('/content/blog/*.mdx')

let loaded: readonly Article[] | null = null

/** Loads all Fachjournal articles, newest first (same date: higher id first); pages that list them await it. */
export async function loadArticles(): Promise<readonly Article[]> {
  const entries = await Promise.all(
    Object.entries(modules)
      .filter(([file]) => isArticleFile(file))
      .map(async ([file, load]) => {
        const mod = await load()
        return {
          file: file.replace(/^\//, ''),
          slug: file.replace(/^.*\//, '').replace(/\.mdx$/, ''),
          url: urlForContentFile(file)!,
          // validated with line numbers when the MDX compiled; parsed again for types
          frontmatter: articleFrontmatterSchema.parse(mod.frontmatter),
          Content: mod.default,
        }
      }),
  )
  const list = entries.sort(
    (a, b) => b.frontmatter.date.localeCompare(a.frontmatter.date) || b.frontmatter.id - a.frontmatter.id,
  )
  assertUniqueIds(list)
  loaded = list
  return list
}

/** The articles loaded by loadArticles() (the page loader awaits it before rendering a page that lists them). */
export function allArticles(): readonly Article[] {
  if (!loaded) throw new Error('allArticles() vor loadArticles(): die Seite hat die Beiträge nicht geladen')
  return loaded
}

export async function articleForUrl(url: string): Promise<Article | undefined> {
  return (await loadArticles()).find((article) => article.url === url)
}

/** Topics with their number of articles, in the order they first appear (newest article first). */
export function topicCounts(
  list: readonly Article[] = allArticles(),
): { category: string; count: number; firstSlug: string }[] {
  const topics = new Map<string, { category: string; count: number; firstSlug: string }>()
  for (const article of list) {
    const { category } = article.frontmatter
    const topic = topics.get(category) ?? { category, count: 0, firstSlug: article.slug }
    topic.count += 1
    topics.set(category, topic)
  }
  return [...topics.values()]
}

/** Two files with the same id stop the build, naming both (the same rule as `npm run check`). */
function assertUniqueIds(list: readonly Article[]): void {
  const problems = duplicateArticleIds(
    list.map((article) => ({ file: article.file, id: article.frontmatter.id, idLine: lineOf(article.file, /^id:/m) })),
  )
  if (problems.length > 0) throw new ContentError(problems)
}

function lineOf(file: string, pattern: RegExp): number {
  try {
    const source = readFileSync(file, 'utf8')
    const index = source.search(pattern)
    return index < 0 ? 1 : source.slice(0, index).split('\n').length
  } catch {
    return 1
  }
}
