import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { Feed } from 'feed'
import { JOURNAL_URL } from '../content/routes.ts'
import { FEED_PATH } from './feed-path.ts'
import type { PageFacts } from './page-facts.ts'

/**
 * Writes the Atom feed of the Fachjournal (FEED_PATH) from the pre-rendered article pages,
 * so the feed lists exactly the articles that are served. Returns the number of entries.
 */
export function writeFeed(root: string, facts: PageFacts): number {
  const { origin, feed: texts } = facts
  const posts = facts.pages
    .filter((page) => page.url.startsWith(`${JOURNAL_URL}/`))
    .flatMap((page) => (page.article ? [page.article] : []))
    .sort((a, b) => b.datePublished.localeCompare(a.datePublished))
  const newest = posts[0] ? new Date(posts[0].datePublished) : new Date(0)
  const feedUrl = origin + FEED_PATH
  const feed = new Feed({
    title: texts.title,
    description: texts.description,
    id: origin + JOURNAL_URL,
    link: origin + JOURNAL_URL,
    language: 'de',
    favicon: `${origin}/favicon.svg`,
    copyright: `© ${newest.getUTCFullYear()} ${texts.owner}`,
    updated: newest,
    feedLinks: { atom: feedUrl },
    author: { name: texts.owner, link: `${origin}/` },
  })
  for (const post of posts) {
    feed.addItem({
      title: post.headline,
      id: post.url,
      link: post.url,
      description: post.abstract,
      date: new Date(post.datePublished),
      published: new Date(post.datePublished),
      category: [{ name: post.section }],
      author: [{ name: post.author }],
    })
  }
  writeFileSync(path.join(root, FEED_PATH), feed.atom1())
  return posts.length
}
