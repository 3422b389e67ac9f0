import { describe, expect, it } from 'vitest'
import { content, loadPage, site } from '../support/built-site.ts'
import { expectServicePage } from '../support/content-checks.ts'

// Every service the site names has its own page (the overview's and the home page's cards).
describe('service pages', () => {
  it('exist for every file in content/leistungen and every service card of the home page and the overview', () => {
    expect(site.pages.filter((url) => url.startsWith('/leistungen/'))).toEqual(content.servicePages)
    const linked = new Set<string>()
    for (const url of ['/', '/leistungen', '/new']) {
      const $ = loadPage(url)
      $('main a[href^="/leistungen/"]').each((_, a) => void linked.add($(a).attr('href')!.split('#')[0]!))
    }
    expect([...linked].filter((href) => !content.servicePages.includes(href))).toEqual([])
  })

  it.each(content.servicePages)('%s describes its service in Service JSON-LD and leads to a quote', (url) => {
    expectServicePage(site, content, url)
  })
})
