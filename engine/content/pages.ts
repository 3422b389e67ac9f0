import { isArticleFile } from './article-schema.ts'
import { articleForUrl, loadArticles, type Article } from './articles.ts'
import { frontmatterSchema, type Frontmatter } from './frontmatter-schema.ts'
import type { FaqEntry } from './remark-faq-data.ts'
import type { MdxModule } from './mdx-module.ts'
import { resolvePath, urlForContentFile } from './routes.ts'

export interface ContentPage {
  /** repository-relative path, e.g. content/index.mdx */
  file: string
  /** the page's own URL (for a fallback: the page shown, whose canonical it keeps) */
  url: string
  frontmatter: Frontmatter
  faq: FaqEntry[]
  usedComponents: string[]
  Content: MdxModule['default']
  /** set for Fachjournal articles (content/blog/*.mdx): shown with the article layout and BlogPosting data */
  article?: Article
}

const ARTICLE_LISTS = new Set(['ArticleList', 'TopicList'])

// Every MDX file below content/ is a page: adding a file adds a route, nothing else to register.
const modules = import.meta.glob<MdxModule>('/content/**/*.mdx')

const fileByUrl = new Map<string, string>()
for (const file of Object.keys(modules)) {
  const url = urlForContentFile(file)
  if (url !== null) fileByUrl.set(url, file)
}

/** URLs of all pages, for pre-rendering. */
export const pageUrls: ReadonlySet<string> = new Set(fileByUrl.keys())

export async function loadContentFile(file: string, url: string): Promise<ContentPage> {
  const load = modules[file]
  if (!load) throw new Error(`Inhaltsdatei ${file} nicht gefunden`)
  const mod = await load()
  const article = isArticleFile(file) ? await articleForUrl(url) : undefined
  // the journal's lists render every article: load them before the page renders
  if (mod.usedComponents?.some((name) => ARTICLE_LISTS.has(name))) await loadArticles()
  return {
    file: file.replace(/^\//, ''),
    url,
    // already validated (with line numbers) when the MDX compiled; parse again for defaults and types
    frontmatter: article ? article.frontmatter : frontmatterSchema.parse(mod.frontmatter),
    faq: mod.faq ?? [],
    usedComponents: mod.usedComponents ?? [],
    Content: mod.default,
    article,
  }
}

/** The page a path shows (its own, or the fallback's), or null for a 404. */
export async function loadPageForPath(pathname: string): Promise<ContentPage | null> {
  const resolution = resolvePath(pathname, pageUrls)
  if (resolution.kind !== 'page' && resolution.kind !== 'fallback') return null
  return loadContentFile(fileByUrl.get(resolution.url)!, resolution.url)
}

/** Partials such as content/_404.mdx (text without SEO fields). */
export async function loadPartial(name: string): Promise<MdxModule['default']> {
  const load = modules[`/content/${name}.mdx`]
  if (!load) throw new Error(`Inhaltsdatei content/${name}.mdx fehlt`)
  return (await load()).default
}
