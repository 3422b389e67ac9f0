import { readFileSync } from 'node:fs'
import path from 'node:path'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { builtPages, DIST, loadPage } from '../support/built-site'

const articleUrls = builtPages.filter((url) => url.startsWith('/blog/'))
const categories = ['Büroreinigung', 'Haushaltsreinigung', 'Fensterreinigung', 'Grundreinigung', 'Industriereinigung', 'Umzugsreinigung']
const wordCount = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\d]/u.test(word)).length

function jsonLd(url: string): Record<string, any>[] {
  const $ = loadPage(url)
  return $('script[type="application/ld+json"]').map((_, s) => JSON.parse($(s).text()) as Record<string, any>).get()
}

describe('Fachjournal overview /blog', () => {
  const $ = loadPage('/blog')
  const teasers = $('main article.article-teaser')

  it('lists the 6 articles, newest first, with topic, German date and reading time', () => {
    expect(articleUrls).toHaveLength(6)
    expect(teasers).toHaveLength(6)
    const dates = teasers.map((_, a) => $(a).find('time').attr('datetime')).get()
    expect(dates).toEqual([...dates].sort().reverse())
    expect(dates.every((date) => date.startsWith('2024-11') || date.startsWith('2024-12'))).toBe(true)
    expect(teasers.map((_, a) => $(a).find('.article-category').text()).get().sort()).toEqual([...categories].sort())
    expect(teasers.map((_, a) => $(a).find('.article-meta').text().match(/(\d+) Min\./)?.[1]).get()).toEqual(['5', '4', '3', '6', '7', '4'])
    expect(teasers.first().find('time').text()).toBe('15. Dezember 2024')
  })

  it('has every full text in the HTML, each behind a collapsed toggle that names it', () => {
    teasers.each((_, article) => {
      const toggle = $(article).find('button.article-toggle')
      expect(toggle.text()).toBe('Vollständigen Artikel lesen')
      expect(toggle.attr('aria-expanded')).toBe('false')
      const text = $(`#${toggle.attr('aria-controls')}`)
      expect(text.length).toBe(1)
      expect(text.closest('article.article-teaser').get(0)).toBe(article)
      expect(wordCount(text.text())).toBeGreaterThanOrEqual(400)
    })
  })

  it('keeps headings in order and ids unique although the articles share section names', () => {
    expect($('main h1')).toHaveLength(1)
    expect(teasers.find('h2')).toHaveLength(6)
    expect(teasers.find('.article-full h2')).toHaveLength(0)
    const ids = $('[id]').map((_, el) => $(el).attr('id')).get()
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('counts the topics from the articles and links each to its article', () => {
    const topics = $('main .topic-list li')
    expect(topics.map((_, li) => $(li).find('a').text()).get().sort()).toEqual([...categories].sort())
    topics.each((_, li) => {
      expect($(li).find('.topic-count').text()).toBe('1 Beitrag')
      expect($($(li).find('a').attr('href')).length).toBe(1)
    })
  })

  it('has the sidebar of spec §2: 4 tips, service areas, editorial contact, notice', () => {
    const aside = $('main aside')
    expect(aside.find('h2:contains("Tipps") + ul > li')).toHaveLength(4)
    const areas = aside.find('h2:contains("Einsatzgebiete")').nextAll('ul').first().text()
    for (const area of ['Berlin', 'Brandenburg', 'Potsdam', 'Sachsen', 'Leipzig', 'Uckermark']) expect(areas).toContain(area)
    expect(aside.find('a[href^="mailto:"]').attr('href')).toContain('subject=Fachjournal')
    expect(aside.text()).toMatch(/ausschließlich der allgemeinen Information/)
  })
})

describe.each(articleUrls)('article page %s', (url) => {
  const $ = loadPage(url)
  const blocks = jsonLd(url)
  // the title as read: soft hyphens (U+00AD, break points for long words on phones) are invisible
  const title = $('main h1').text().replaceAll('\u00ad', '')

  it('has breadcrumb, one h1 (the title), meta line and a canonical of its own', () => {
    expect($('main h1')).toHaveLength(1)
    const crumbs = $('main nav.breadcrumb li')
    expect(crumbs.map((_, li) => $(li).text()).get()).toEqual(['Startseite', 'Fachjournal', title])
    expect(crumbs.last().attr('aria-current')).toBe('page')
    expect($('main .article-meta time').attr('datetime')).toMatch(/^2024-1[12]-\d\d$/)
    expect($('link[rel="canonical"]').attr('href')).toBe(`https://www.example.com${url}`)
    expect($('meta[property="og:type"]').attr('content')).toBe('article')
  })

  it('describes itself as BlogPosting with breadcrumb data', () => {
    const posting = blocks.find((block) => block['@type'] === 'BlogPosting')
    expect(posting).toMatchObject({
      headline: title,
      datePublished: $('main .article-meta time').attr('datetime'),
      url: `https://www.example.com${url}`,
      inLanguage: 'de-DE',
      publisher: { '@type': 'Organization', name: 'Musterglanz Gebäudereinigung GmbH' },
    })
    expect(posting!.image).toMatch(/^https:\/\/www\.example\.com\/assets\/.+\.jpe?g$/)
    const breadcrumb = blocks.find((block) => block['@type'] === 'BreadcrumbList')
    expect(breadcrumb!.itemListElement.map((item: { item: string }) => item.item)).toEqual([
      'https://www.example.com/',
      'https://www.example.com/blog',
      `https://www.example.com${url}`,
    ])
  })
})

describe('Atom feed', () => {
  const xml = readFileSync(path.join(DIST, 'blog/feed.xml'), 'utf8')

  it('is well-formed XML with one entry per article, linked from every page head', () => {
    expect(XMLValidator.validate(xml)).toBe(true)
    const feed = new XMLParser({ ignoreAttributes: false }).parse(xml).feed
    const entries = [feed.entry].flat()
    expect(entries).toHaveLength(6)
    expect(entries.map((entry: { id: string }) => entry.id).sort()).toEqual(articleUrls.map((url) => `https://www.example.com${url}`).sort())
    expect(entries[0].title['#text']).toBe('Saubere Büros, bessere Arbeit')
    for (const url of ['/', '/blog', articleUrls[0]!]) {
      expect(loadPage(url)('link[rel="alternate"][type="application/atom+xml"]').attr('href')).toBe('/blog/feed.xml')
    }
  })

  it('and the sitemap lists every article', () => {
    const sitemap = readFileSync(path.join(DIST, 'sitemap.xml'), 'utf8')
    for (const url of articleUrls) expect(sitemap).toContain(`<loc>https://www.example.com${url}</loc>`)
  })
})
