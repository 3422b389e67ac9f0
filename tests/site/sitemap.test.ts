import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROBOTS_PATH, SITEMAP_PATH } from '../../engine/build/output-paths.ts'
import { readPageFacts } from '../../engine/build/page-facts.ts'
import { builtPages, DIST, loadPage } from '../support/built-site.ts'

describe('sitemap.xml and robots.txt', () => {
  const sitemap = readFileSync(path.join(DIST, SITEMAP_PATH), 'utf8')
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])

  it('lists every indexable page that is its own canonical, and nothing else', () => {
    const expected = builtPages
      .filter((url) => {
        const $ = loadPage(url)
        return (
          !$('meta[name=robots]').attr('content')?.includes('noindex') &&
          $('link[rel=canonical]').attr('href') === `https://www.example.com${url}`
        )
      })
      .map((url) => `https://www.example.com${url}`)
    expect(locations.sort()).toEqual(expected.sort())
    expect(locations).toContain('https://www.example.com/')
    expect(sitemap).not.toContain('404')
  })

  it('robots.txt points to the sitemap', () => {
    expect(readFileSync(path.join(DIST, ROBOTS_PATH), 'utf8')).toContain(
      `Sitemap: https://www.example.com${SITEMAP_PATH}`,
    )
  })

  it('comes from page facts that say what the built pages say (URL, title, noindex, canonical)', () => {
    const facts = readPageFacts(DIST)
    expect(facts.pages.map((page) => page.url).sort()).toEqual(builtPages)
    for (const page of facts.pages) {
      const $ = loadPage(page.url)
      expect($('title').text(), page.url).toBe(page.title)
      expect($('meta[name=robots]').attr('content')?.includes('noindex') ?? false, page.url).toBe(page.noindex)
      expect($('link[rel=canonical]').attr('href'), page.url).toBe(facts.origin + page.canonicalPath)
      expect($('[data-island="QuoteForm"]').length > 0, page.url).toBe(page.hasQuoteForm)
    }
  })
})
