import { describe, expect, it } from 'vitest'
import { serviceSlugOf } from '../../engine/content/routes.ts'
import { builtPages, content, loadPage } from '../support/built-site.ts'
import { blocksOf, contentFileFor, readMdx } from '../support/site-content.ts'

// <ServiceTabs>: a card shows the symbol its service page names in `leistung.symbol`, and no other card has one.
const symbolOf = (slug: string) =>
  (readMdx(content.root, `content/leistungen/${slug}.mdx`).frontmatter.leistung as { symbol?: string } | undefined)
    ?.symbol
const pages = builtPages.filter(
  (url) => blocksOf(readMdx(content.root, contentFileFor(content.root, url)).tree, 'ServiceTabs').length > 0,
)

describe('service cards', () => {
  it('are on at least one page', () => {
    expect(pages.length).toBeGreaterThan(0)
  })

  it.each(pages)('%s: a symbol exactly on the cards whose service page names one', (url) => {
    const $ = loadPage(url)
    const links = $('main .service-cards li > a:first-child').toArray()
    expect(links.length).toBeGreaterThan(0)
    for (const link of links) {
      const slug = serviceSlugOf($(link).attr('href') ?? '')
      const symbol = slug ? symbolOf(slug) : undefined
      const shown = $(link).children('svg.service-symbol')
      expect(shown.length, `${url} ${$(link).attr('href')}`).toBe(symbol ? 1 : 0)
      if (symbol) expect(shown.attr('aria-hidden')).toBe('true')
    }
  })
})
