import type { ReactNode } from 'react'

/**
 * Two columns on wide screens: the main content and an `<Aside>` (sidebar) next to it;
 * on phones the sidebar follows below.
 *
 * ```mdx
 * <Journal>
 * <ArticleList />
 *
 * <Aside>
 * ## Themen
 * <TopicList />
 * </Aside>
 * </Journal>
 * ```
 */
export function Journal({ children }: { children: ReactNode }) {
  return <div className="journal">{children}</div>
}

/** Sidebar of a `<Journal>`; takes ordinary Markdown (headings, lists, links). */
export function Aside({ children }: { children: ReactNode }) {
  return <aside className="journal-aside flow">{children}</aside>
}
