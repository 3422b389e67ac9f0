import type { ReactNode } from 'react'

/**
 * Two columns on wide screens: the main content and an `<Aside>` (sidebar) next to it;
 * on narrower screens the sidebar follows below. No props. Put the `<Aside>` last.
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

/**
 * Sidebar of a `<Journal>` on a light background; takes ordinary Markdown (headings, lists, links)
 * and blocks such as `<TopicList />` or `<MailLink>`. No props.
 *
 * ```mdx
 * <Aside>
 * ## Themen
 *
 * <TopicList />
 * </Aside>
 * ```
 */
export function Aside({ children }: { children: ReactNode }) {
  return <aside className="journal-aside flow">{children}</aside>
}
