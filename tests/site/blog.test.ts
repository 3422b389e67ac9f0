import { describe, expect, it } from 'vitest'
import { FEED_PATH } from '../../engine/build/output-paths.ts'
import { germanDate } from '../../engine/site/german-date.ts'
import { content, loadPage, site } from '../support/built-site.ts'
import { expectInSitemap, expectJournalFromContent, jsonLdBlocks } from '../support/content-checks.ts'
import { toString } from 'mdast-util-to-string'
import { blocksOf, originOf, readMdx } from '../support/site-content.ts'

// Expected articles, topics and texts come from content/blog/*.mdx and rahmen.yaml (blog:).
const { articles, chrome } = content
const articleUrls = articles.map((article) => article.url)
const origin = originOf(content)
const wordCount = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\d]/u.test(word)).length

describe('Fachjournal overview /blog', () => {
  const $ = loadPage('/blog')
  const teasers = $('main article.article-teaser')

  it('lists every article file, newest first, with topic, German date and reading time', () => {
    expectJournalFromContent(site, content)
    expect(
      teasers
        .map(
          (_, a) =>
            $(a)
              .find('.article-meta')
              .text()
              .match(/(\d+)\s+Min\./)?.[1],
        )
        .get(),
    ).toEqual(articles.map((article) => String(article.frontmatter.readTime)))
    expect(teasers.first().find('time').text()).toBe(germanDate(articles[0]!.frontmatter.date))
  })

  it('has every full text in the HTML, each behind a collapsed toggle that names it', () => {
    teasers.each((_, article) => {
      const toggle = $(article).find('button.article-toggle')
      expect(toggle.text()).toBe(chrome.blog.weiterlesen)
      expect(toggle.attr('aria-expanded')).toBe('false')
      const text = $(`#${toggle.attr('aria-controls')}`)
      expect(text.length).toBe(1)
      expect(text.closest('article.article-teaser').get(0)).toBe(article)
      expect(wordCount(text.text())).toBeGreaterThanOrEqual(400)
    })
  })

  it('keeps headings in order and ids unique although the articles share section names', () => {
    expect($('main h1')).toHaveLength(1)
    expect(teasers.find('h2')).toHaveLength(articles.length)
    expect(teasers.find('.article-full h2')).toHaveLength(0)
    const ids = $('[id]')
      .map((_, el) => $(el).attr('id'))
      .get()
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('links each topic to an article on the page', () => {
    $('main .topic-list li').each((_, li) => void expect($($(li).find('a').attr('href')).length).toBe(1))
  })

  it('has the sidebar of content/blog/index.mdx: its headings and lists, and the editorial mail link', () => {
    // each "## …" of <Aside> and the number of items of the list that follows it
    const [aside] = blocksOf(readMdx(content.root, 'content/blog/index.mdx').tree, 'Aside')
    const expected: { heading: string; items: number }[] = []
    for (const child of aside!.children) {
      if (child.type === 'heading') expected.push({ heading: toString(child), items: 0 })
      else if (child.type === 'list' && expected.length > 0)
        expected[expected.length - 1]!.items = child.children.length
    }
    const shown = $('main aside h2')
      .map((_, h) => ({
        heading: $(h).text().replaceAll('\u00ad', ''),
        items: $(h).nextUntil('h2').filter('ul').first().children('li').length,
      }))
      .get()
    // the topic list is a list the page renders (<TopicList />), one item per topic
    expect(shown.map(({ heading }) => heading)).toEqual(expected.map(({ heading }) => heading))
    for (const [index, { items }] of expected.entries())
      if (items > 0) expect(shown[index]!.items, expected[index]!.heading).toBe(items)
    expect($('main aside a[href^="mailto:"]').attr('href')).toContain('subject=Fachjournal')
  })
})

describe.each(articleUrls)('article page %s', (url) => {
  const $ = loadPage(url)
  const blocks = jsonLdBlocks($)
  // the title as read: soft hyphens (U+00AD, break points for long words on phones) are invisible
  const title = $('main h1').text().replaceAll('\u00ad', '')

  it('has breadcrumb, one h1 (the title), meta line and a canonical of its own', () => {
    expect($('main h1')).toHaveLength(1)
    const crumbs = $('main nav.breadcrumb li')
    expect(crumbs.map((_, li) => $(li).text()).get()).toEqual([chrome.blog.startseite, chrome.blog.name, title])
    expect(crumbs.last().attr('aria-current')).toBe('page')
    expect($('main .article-meta time').attr('datetime')).toBe(
      articles.find((article) => article.url === url)!.frontmatter.date,
    )
    expect($('link[rel="canonical"]').attr('href')).toBe(`${origin}${url}`)
    expect($('meta[property="og:type"]').attr('content')).toBe('article')
  })

  it('describes itself as BlogPosting with breadcrumb data', () => {
    const posting = blocks.find((block) => block['@type'] === 'BlogPosting')
    expect(posting).toMatchObject({
      headline: title,
      datePublished: $('main .article-meta time').attr('datetime'),
      url: `${origin}${url}`,
      inLanguage: 'de-DE',
      publisher: { '@type': 'Organization', name: content.company.name },
    })
    expect(posting!.image).toMatch(new RegExp(`^${origin.replaceAll('.', '\\.')}/assets/.+\\.jpe?g$`))
    const breadcrumb = blocks.find((block) => block['@type'] === 'BreadcrumbList')
    expect(breadcrumb!.itemListElement.map((item: { item: string }) => item.item)).toEqual([
      `${origin}/`,
      `${origin}/blog`,
      `${origin}${url}`,
    ])
  })
})

describe('Atom feed', () => {
  it('is linked from every page head', () => {
    for (const url of ['/', '/blog', articleUrls[0]!]) {
      expect(loadPage(url)('link[rel="alternate"][type="application/atom+xml"]').attr('href')).toBe(FEED_PATH)
    }
  })

  it('and the sitemap lists every article', () => {
    expectInSitemap(site, content, articleUrls)
  })
})
