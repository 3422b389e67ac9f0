import type { ArticleFrontmatter } from '../../engine/content/article-schema.ts'
import { germanDate } from '../../engine/site/german-date.ts'
import { keepTogether } from '../../engine/site/line-breaks.ts'
import { chrome } from '../../engine/site/site-data.ts'

/** "Büroreinigung · 15. Dezember 2024 · 5 Min. Lesezeit" */
export function ArticleMeta({ frontmatter }: { frontmatter: ArticleFrontmatter }) {
  return (
    <p className="article-meta">
      <span className="article-category">{frontmatter.category}</span>
      <span aria-hidden="true"> · </span>
      <time dateTime={frontmatter.date}>{germanDate(frontmatter.date)}</time>
      <span aria-hidden="true"> · </span>
      {/* „5 Min.“ on one line */}
      <span>{keepTogether(chrome.blog.lesezeit.replace('{minuten}', String(frontmatter.readTime)))}</span>
    </p>
  )
}
