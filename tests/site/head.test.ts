import { describe, expect, it } from 'vitest'
import { builtPages, loadPage } from '../support/built-site'

describe.each(builtPages)('head and structure of %s', (url) => {
  const $ = loadPage(url)

  it('is a German document with exactly one h1 and a skip link to main', () => {
    expect($('html').attr('lang')).toBe('de')
    expect($('h1')).toHaveLength(1)
    expect($('a.skip-link').attr('href')).toBe('#inhalt')
    expect($('main#inhalt')).toHaveLength(1)
  })

  it('has title, description, keywords, canonical, Open Graph and Twitter tags', () => {
    expect($('title').text().length).toBeGreaterThanOrEqual(10)
    expect($('meta[name=description]').attr('content')?.length).toBeGreaterThanOrEqual(50)
    expect($('meta[name=keywords]').attr('content')).toBeTruthy()
    const canonical = $('link[rel=canonical]').attr('href')
    expect(canonical).toMatch(/^https:\/\//)
    expect($('meta[property="og:url"]').attr('content')).toBe(canonical)
    for (const property of ['og:title', 'og:description', 'og:image', 'og:image:alt', 'og:locale']) {
      expect($(`meta[property="${property}"]`).attr('content'), property).toBeTruthy()
    }
    expect($('meta[name="twitter:card"]').attr('content')).toBe('summary_large_image')
  })

  it('carries valid JSON-LD only (parses, has @context and @type)', () => {
    $('script[type="application/ld+json"]').each((_, element) => {
      const data = JSON.parse($(element).text()) as Record<string, unknown>
      expect(data['@context']).toBe('https://schema.org')
      expect(typeof data['@type']).toBe('string')
    })
  })

  it('has no inline style attributes (the CSP allows only stylesheets from this origin)', () => {
    expect($('[style]').map((_, element) => $.html(element).slice(0, 100)).get()).toEqual([])
  })

  it('ships no inline executable script (CSP allows only script files from this origin)', () => {
    $('script').each((_, element) => {
      const type = $(element).attr('type')
      const isData = type === 'application/ld+json' || type === 'application/json'
      expect(isData || Boolean($(element).attr('src')), $.html(element).slice(0, 120)).toBe(true)
    })
  })
})

describe('across all pages', () => {
  it('every title and every description is unique', () => {
    const seen = { title: new Map<string, string>(), description: new Map<string, string>() }
    const duplicates: string[] = []
    for (const url of builtPages) {
      const $ = loadPage(url)
      for (const [kind, value] of [
        ['title', $('title').text()],
        ['description', $('meta[name=description]').attr('content') ?? ''],
      ] as const) {
        const other = seen[kind].get(value)
        if (other) duplicates.push(`${kind} of ${url} equals ${other}`)
        seen[kind].set(value, url)
      }
    }
    expect(duplicates).toEqual([])
  })
})

describe('the home page', () => {
  const $ = loadPage('/')

  it('has Organization structured data with company facts from content/firma.yaml', () => {
    const blocks = $('script[type="application/ld+json"]')
      .toArray()
      .map((element) => JSON.parse($(element).text()) as Record<string, unknown>)
    const organization = blocks.find((block) => block['@type'] === 'Organization')
    expect(organization).toMatchObject({
      name: 'Musterglanz Gebäudereinigung GmbH',
      telephone: '+493023125480',
      email: 'info@example.com',
      address: { addressCountry: 'DE' },
    })
    expect(organization?.areaServed).toHaveLength(5)
  })

  it('renders both service groups with 9 commercial and 6 private cards in the HTML', () => {
    const panels = $('[role=tabpanel]')
    expect(panels).toHaveLength(2)
    expect(panels.eq(0).find('li')).toHaveLength(9)
    expect(panels.eq(1).find('li')).toHaveLength(6)
    expect(panels.eq(1).attr('hidden')).toBeDefined()
  })

  it('keeps the SEO text visible (not hidden from readers)', () => {
    const seo = $('#reinigungsfirma-berlin-brandenburg')
    expect(seo.text()).toContain('Gebäudereinigung')
    expect(seo.closest('[hidden], .sr-only')).toHaveLength(0)
  })

  it('loads the hero image eagerly with high priority and every other image lazily, all with size and alt', () => {
    const images = $('main img')
    expect(images.first().attr('fetchpriority')).toBe('high')
    images.slice(1).each((_, img) => expect($(img).attr('loading')).toBe('lazy'))
    images.each((_, img) => {
      expect($(img).attr('alt')?.length).toBeGreaterThan(5)
      expect(Number($(img).attr('width'))).toBeGreaterThan(0)
      expect(Number($(img).attr('height'))).toBeGreaterThan(0)
    })
    expect($('main picture source[type="image/avif"]').first().attr('srcset')).toMatch(/480w.*960w/)
  })
})

describe('the frame on every page', () => {
  it('uses the same phone and WhatsApp numbers everywhere, and they differ', () => {
    const tel = new Set<string>()
    const whatsApp = new Set<string>()
    for (const url of builtPages) {
      const $ = loadPage(url)
      $('a[href^="tel:"]').each((_, a) => void tel.add($(a).attr('href')!))
      $('a[href^="https://wa.me/"]').each((_, a) => void whatsApp.add($(a).attr('href')!.split('?')[0]!))
    }
    expect([...tel]).toEqual(['tel:+493023125480'])
    expect([...whatsApp]).toEqual(['https://wa.me/491713920042'])
  })

  it('marks the current page in the navigation', () => {
    const $ = loadPage('/leistungen/bueroreinigung')
    const current = $('.nav-column a[aria-current=page]').map((_, a) => $(a).attr('href')).get()
    expect(current).toEqual(['/leistungen'])
  })
})
