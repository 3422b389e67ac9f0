import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { loadPageForPath } from '../content/pages.ts'
import { articleJsonLd } from '../render/article-data.ts'
import { chrome, company, formTexts, siteOrigin } from '../site/site-data.ts'
import { pageFactsFile, pageFactsSchema, type PageFact, type PageFacts } from './page-facts.ts'

/** The facts of these pages (the URLs Vike pre-renders), from the content loaders and the validated site data. */
export async function collectPageFacts(urls: readonly string[]): Promise<PageFacts> {
  const pages: PageFact[] = []
  for (const url of [...urls].sort()) {
    const page = await loadPageForPath(url)
    if (!page || page.url !== url)
      throw new Error(`${url}: keine eigene Inhaltsdatei – die Seite wird trotzdem vorgerendert`)
    const fm = page.frontmatter
    const canonicalPath = fm.canonical ?? url
    // the feed lists what the article page says about itself (engine/render/article-data.ts)
    const posting = page.article
      ? blogPostingSchema.parse(articleJsonLd(page.article, siteOrigin + canonicalPath, '')[0])
      : undefined
    pages.push({
      url,
      title: fm.title,
      noindex: fm.noindex,
      canonicalPath,
      hasQuoteForm: page.usedComponents.includes('QuoteForm'),
      article: posting && {
        headline: posting.headline,
        abstract: posting.abstract,
        datePublished: posting.datePublished,
        url: posting.url,
        section: posting.articleSection,
        author: posting.author.name,
      },
    })
  }
  const facts: PageFacts = {
    origin: siteOrigin,
    feed: { title: chrome.blog.feed_titel, description: chrome.blog.feed_beschreibung, owner: company.name },
    formTarget: formTexts.ziel,
    pages,
  }
  return pageFactsSchema.parse(facts)
}

/** Writes dist/page-facts.json (clientRoot: dist/client) for scripts/postbuild.ts. */
export async function writePageFacts(clientRoot: string, urls: readonly string[]): Promise<string> {
  const file = pageFactsFile(clientRoot)
  mkdirSync(path.dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(await collectPageFacts(urls), null, 2)}\n`)
  return file
}

/** the fields of the BlogPosting data the feed uses (the image URL does not matter here) */
const blogPostingSchema = z.object({
  headline: z.string(),
  abstract: z.string(),
  datePublished: z.string(),
  url: z.string(),
  articleSection: z.string(),
  author: z.object({ name: z.string() }),
})
