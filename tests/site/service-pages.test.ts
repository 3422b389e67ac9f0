import { describe, expect, it } from 'vitest'
import { builtPages, loadPage } from '../support/built-site'

// Every service the site names has its own page (spec §1 list, the overview's and the home page's cards).
const servicePages = builtPages.filter((url) => url.startsWith('/leistungen/'))

describe('service pages', () => {
  it('exist for every service card of the home page and the overview', () => {
    const linked = new Set<string>()
    for (const url of ['/', '/leistungen', '/new']) {
      const $ = loadPage(url)
      $('main a[href^="/leistungen/"]').each((_, a) => void linked.add($(a).attr('href')!.split('#')[0]!))
    }
    expect([...linked].filter((href) => !servicePages.includes(href))).toEqual([])
  })

  it.each(servicePages)('%s describes its service in Service JSON-LD and leads to a quote', (url) => {
    const $ = loadPage(url)
    const blocks = $('script[type="application/ld+json"]').map((_, s) => JSON.parse($(s).text()) as Record<string, any>).get()
    const service = blocks.find((block) => block['@type'] === 'Service')
    expect(service, 'Service JSON-LD').toBeDefined()
    expect(service.name).toBeTruthy()
    expect(service.provider).toMatchObject({ '@type': 'Organization', name: 'Musterglanz Gebäudereinigung GmbH', telephone: '+493023125480' })
    expect($('main a[href="/angebot-erhalten"], main a[href="/anfrage"]').length).toBeGreaterThan(0)
    expect($('main a[href^="tel:"]').length).toBeGreaterThan(0)
  })
})
