import type { ComponentType } from 'react'
import { JOURNAL_URL, type Article } from '../../engine/content/articles.ts'
import { softHyphens } from '../../engine/content/rehype-soft-hyphens.ts'
import { chrome } from '../../engine/site/site-data.ts'
import { ArticleMeta } from './ArticleMeta.tsx'

type Mdx = ComponentType<{ components?: Record<string, unknown> }>

/**
 * The page of one Fachjournal article (/blog/<slug>): breadcrumb, title, topic/date/reading time,
 * the article, and the closing block from content/blog/_beitrag-ende.mdx.
 */
export function ArticlePage({ article, End }: { article: Article; End: Mdx }) {
  const { frontmatter, Content } = article
  const t = chrome.blog
  return (
    <>
      <article className="article-page flow">
        <nav className="breadcrumb" aria-label={t.brotkrumen}>
          <ol>
            <li>
              <a href="/">{t.startseite}</a>
            </li>
            <li>
              <a href={JOURNAL_URL}>{t.name}</a>
            </li>
            <li aria-current="page">{frontmatter.title}</li>
          </ol>
        </nav>
        <h1>{softHyphens(frontmatter.title)}</h1>
        <ArticleMeta frontmatter={frontmatter} />
        <div className="article-body flow">
          <Content />
        </div>
      </article>
      <End />
    </>
  )
}
