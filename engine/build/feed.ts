import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { Feed } from 'feed'
import { htmlFileFor, listPageUrls } from './site-files'

interface BlogPosting {
  headline: string
  abstract: string
  datePublished: string
  url: string
  articleSection: string
  author: { name: string }
}

export interface FeedTexts {
  title: string
  description: string
  /** the company's name, for author and copyright */
  owner: string
}

/** The BlogPosting JSON-LD of a built page, if it is an article. */
export function readBlogPosting(html: string): BlogPosting | null {
  for (const match of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)) {
    const data = JSON.parse(match[1]!) as { '@type'?: string }
    if (data['@type'] === 'BlogPosting') return data as unknown as BlogPosting
  }
  return null
}

/**
 * Writes the Atom feed of the Fachjournal (journalUrl/feed.xml) from the built article pages, so the
 * feed lists exactly the articles that are served. Returns the number of entries.
 */
export function writeFeed(root: string, origin: string, journalUrl: string, texts: FeedTexts): number {
  const posts = [...listPageUrls(root)]
    .filter((url) => url.startsWith(`${journalUrl}/`))
    .map((url) => readBlogPosting(readFileSync(htmlFileFor(root, url), 'utf8')))
    .filter((post): post is BlogPosting => post !== null)
    .sort((a, b) => b.datePublished.localeCompare(a.datePublished))
  const newest = posts[0] ? new Date(posts[0].datePublished) : new Date(0)
  const feedUrl = `${origin}${journalUrl}/feed.xml`
  const feed = new Feed({
    title: texts.title,
    description: texts.description,
    id: origin + journalUrl,
    link: origin + journalUrl,
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
      category: [{ name: post.articleSection }],
      author: [{ name: post.author.name }],
    })
  }
  writeFileSync(path.join(root, journalUrl, 'feed.xml'), feed.atom1())
  return posts.length
}
