import { articleIds } from '../../engine/render/anchor-ids.ts'
import type { ComponentPropsWithoutRef } from 'react'
import { allArticles, type Article } from '../../engine/content/articles.ts'
import { softHyphens } from '../../engine/content/rehype-soft-hyphens.ts'
import { chrome } from '../../engine/site/site-data.ts'
import { ArticleMeta } from './ArticleMeta.tsx'

type HeadingProps = ComponentPropsWithoutRef<'h2'>

// Inside the overview an article sits under its own <h2>: its "##" become <h3> and so on. The ids are
// dropped because several articles may share a heading such as "Fazit" (ids must be unique per page).
const shiftedHeadings = {
  h2: ({ id: _id, ...props }: HeadingProps) => <h3 {...props} />,
  h3: ({ id: _id, ...props }: HeadingProps) => <h4 {...props} />,
  h4: ({ id: _id, ...props }: HeadingProps) => <h5 {...props} />,
}

/**
 * Every Fachjournal article (each MDX file in content/blog/ except index.mdx and files starting
 * with "_"), newest `date` first (same date: higher `id` first): title (linking to the article's own
 * page), topic, date, reading time, `excerpt` and the full text behind "Vollständigen Artikel lesen"
 * (one article open at a time). The full text is in the HTML (for search engines and for visitors
 * without JavaScript, who see it open). No props: a new article file appears here by itself; the
 * button texts and "{minuten} Min. Lesezeit" are under `blog:` in content/rahmen.yaml.
 *
 * ```mdx
 * <ArticleList />
 * ```
 */
export function ArticleList() {
  return (
    <div className="article-list">
      {allArticles().map((article) => (
        <ArticleTeaser key={article.slug} article={article} />
      ))}
    </div>
  )
}

function ArticleTeaser({ article }: { article: Article }) {
  const { frontmatter, slug, url, Content } = article
  const { weiterlesen, weniger } = chrome.blog
  const { teaser: teaserId, title: titleId, text: textId } = articleIds(slug)
  return (
    <article className="article-teaser" id={teaserId} aria-labelledby={titleId}>
      <h2 id={titleId}>
        <a href={url}>{softHyphens(frontmatter.title)}</a>
      </h2>
      <ArticleMeta frontmatter={frontmatter} />
      <p>{frontmatter.excerpt}</p>
      {/* article-toggle.ts switches aria-expanded, the label and the text's visibility */}
      <button
        type="button"
        className="article-toggle"
        aria-expanded="false"
        aria-controls={textId}
        data-article-toggle=""
        data-label-closed={weiterlesen}
        data-label-open={weniger}
      >
        {weiterlesen}
      </button>
      <div className="article-full" id={textId}>
        <div className="article-full-inner flow">
          {/* the page's MDXProvider supplies the components; headings move one level down here */}
          <Content components={shiftedHeadings} />
        </div>
      </div>
    </article>
  )
}
