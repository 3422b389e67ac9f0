import { describe, expect, it } from 'vitest'
import { LOADER_SCRIPT, PAGE_SCRIPT_ATTRIBUTE } from '../../engine/build/defer-page-script.ts'
import { builtPages, content, loadPage, site } from '../support/built-site.ts'
import {
  expectFrameFromContent,
  expectNumbersFromContent,
  expectOrganizationFromContent,
} from '../support/content-checks.ts'
import { blocksOf, readMdx } from '../support/site-content.ts'

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
    expect(
      $('[style]')
        .map((_, element) => $.html(element).slice(0, 100))
        .get(),
    ).toEqual([])
  })

  it('ships no inline executable script but its own: the first-tap behaviours, the page script loader and the form check (hashed in the CSP, security-headers.test.ts)', () => {
    $('script').each((_, element) => {
      const type = $(element).attr('type')
      const isData = type === 'application/ld+json' || type === 'application/json'
      // the quote form's check right after its island answers „Senden“ before any script file has loaded
      const formCheck = $(element).prev().is('[data-island="QuoteForm"]')
      const loader = $(element).is(`[${PAGE_SCRIPT_ATTRIBUTE}]`) && $(element).text() === LOADER_SCRIPT
      // at the end of the body, after all content: menu, tabs, FAQ and article toggles before any script file
      const firstTap = $(element).parent().is('body') && $(element).nextAll(':not(script)').length === 0
      expect(isData || formCheck || loader || firstTap, $.html(element).slice(0, 120)).toBe(true)
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
    expectOrganizationFromContent(site, content)
  })

  it('renders every service group of content/index.mdx with all its cards in the HTML, only the first visible', () => {
    // <ServiceTabs>: each heading is a tab, the list below it its cards
    const [tabs] = blocksOf(readMdx(content.root, 'content/index.mdx').tree, 'ServiceTabs')
    const groups: number[] = []
    for (const child of tabs!.children) {
      if (child.type === 'heading') groups.push(0)
      else if (child.type === 'list' && groups.length > 0) groups[groups.length - 1]! += child.children.length
    }
    const panels = $('[role=tabpanel]')
    expect(panels.map((_, panel) => $(panel).find('li').length).get()).toEqual(groups)
    panels.slice(1).each((_, panel) => void expect($(panel).attr('hidden')).toBeDefined())
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
  it('uses the phone and WhatsApp numbers of content/firma.yaml everywhere, links and structured data', () => {
    expectNumbersFromContent(site, content)
  })

  it('shows the chat title and the menu labels of content/rahmen.yaml', () => {
    expectFrameFromContent(site, content)
  })

  it('marks the current page in the navigation', () => {
    const $ = loadPage('/leistungen/bueroreinigung')
    const current = $('.nav-column a[aria-current=page]')
      .map((_, a) => $(a).attr('href'))
      .get()
    expect(current).toEqual(['/leistungen'])
  })
})
