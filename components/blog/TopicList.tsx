import { topicCounts } from '../../engine/content/articles'
import { chrome } from '../../engine/site/site-data'

/**
 * The Fachjournal's topics with the number of articles in each, counted from content/blog/.
 * Each topic links to its newest article in the overview.
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
          <a href={`#artikel-${firstSlug}`}>{category}</a>
          <span className="topic-count">{count === 1 ? chrome.blog.anzahl_eins : chrome.blog.anzahl.replace('{anzahl}', String(count))}</span>
        </li>
      ))}
    </ul>
  )
}
