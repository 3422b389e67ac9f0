import { articleIds } from '../../engine/render/anchor-ids.ts'
import { topicCounts } from '../../engine/content/articles.ts'
import { chrome } from '../../engine/site/site-data.ts'

/**
 * The Fachjournal's topics (the articles' `category`) with the number of articles in each, counted
 * from content/blog/; the newest article's topic comes first. No props. Each topic links to its
 * newest article in the `<ArticleList />`, so use both on the same page. "{anzahl} Beiträge" and
 * "1 Beitrag" are under `blog:` in content/rahmen.yaml.
 *
 * ```mdx
 * <TopicList />
 * ```
 */
export function TopicList() {
  return (
    <ul className="topic-list">
      {topicCounts().map(({ category, count, firstSlug }) => (
        <li key={category}>
          <a href={`#${articleIds(firstSlug).teaser}`}>{category}</a>
          <span className="topic-count">
            {count === 1 ? chrome.blog.anzahl_eins : chrome.blog.anzahl.replace('{anzahl}', String(count))}
          </span>
        </li>
      ))}
    </ul>
  )
}
