import type { ListItem } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { visit } from 'unist-util-visit'
import { describe, expect, it } from 'vitest'
import { builtPages, content, loadPage } from '../support/built-site.ts'
import { blocksOf, contentFileFor, readMdx } from '../support/site-content.ts'

// The trust elements as the built pages show them, against content/vertrauen.yaml and each page's MDX:
// seals, the wordmark strip of client names, and the reviews each page picks.
const { trust, company } = content
const tree = (url: string) => readMdx(content.root, contentFileFor(content.root, url)).tree
const pagesUsing = (name: string) => builtPages.filter((url) => blocksOf(tree(url), name).length > 0)
const squash = (text: string) => text.replace(/\s+/g, ' ').trim()
const isServicePage = (url: string) => content.servicePages.includes(url)

describe('seal row', () => {
  const pages = pagesUsing('Seals')

  it('is on the pages that use <Seals />', () => {
    expect(pages.length).toBeGreaterThan(0)
  })

  it.each(pages)('%s: each seal from vertrauen.yaml as text, its label drawn in a hidden mark', (url) => {
    const $ = loadPage(url)
    const row = $('main .seals').first()
    expect(row.attr('aria-label')).toBe(trust.siegel.titel)
    const items = row.children('li').toArray()
    expect(items).toHaveLength(trust.siegel.liste.length)
    items.forEach((item, index) => {
      const seal = trust.siegel.liste[index]!
      const svg = $(item).find('svg')
      expect(svg.attr('aria-hidden')).toBe('true')
      // the label, maybe on two lines and in capitals
      const bare = (text: string) => text.replace(/\s+/g, '').toUpperCase()
      expect(bare(svg.find('.seal-label').text())).toBe(bare(seal.aufschrift))
      const visible = $(item).clone()
      visible.find('svg').remove()
      expect($(item).find('strong').text()).toBe(seal.titel)
      expect(squash(visible.text())).toBe(`${seal.titel}${seal.text}`)
    })
    // four kinds, four different drawings
    const drawings = new Set(items.map((item) => $(item).find('svg').html()))
    expect(drawings.size).toBe(new Set(trust.siegel.liste.map((seal) => seal.zeichen)).size)
  })
})

describe('client wordmarks', () => {
  const pages = pagesUsing('LogoStrip')

  it('are on the pages that use <LogoStrip>', () => {
    expect(pages.length).toBeGreaterThan(0)
  })

  it.each(pages)('%s: one wordmark per Markdown list item, the name as its text, set in varying styles', (url) => {
    const names: string[] = []
    visit(blocksOf(tree(url), 'LogoStrip')[0]!, 'listItem', (item: ListItem) => void names.push(toString(item).trim()))
    const $ = loadPage(url)
    const items = $('main .logo-strip li').toArray()
    expect(items).toHaveLength(names.length)
    const spoken = items.map((item) => {
      const copy = $(item).clone()
      copy.find('[aria-hidden="true"]').remove()
      return squash(copy.text())
    })
    expect(spoken).toEqual(names)
    const styles = new Set(items.map((item) => $(item).find('.wordmark').attr('class')))
    // neighbours never look alike: as many styles as names, up to the six there are
    expect(styles.size).toBe(Math.min(names.length, 6))
  })
})

describe('named contacts', () => {
  const pages = pagesUsing('Contacts')

  // the region pages name their contact in the FAQ's help box instead (below)
  it('are on the pages that use <Contacts />, among them the quote, about and contact pages', () => {
    expect(pages).toEqual(expect.arrayContaining(['/angebot-erhalten', '/ueber-uns', '/kontakt']))
  })

  it.each(pages)('%s: the contacts named for the page, else all, each with role and direct line', (url) => {
    const named = trust.ansprechpersonen.filter((person) => person.seiten?.includes(url))
    const expected = named.length > 0 ? named : trust.ansprechpersonen
    const $ = loadPage(url)
    const cards = $('main .contacts li').toArray()
    expect(cards.map((card) => $(card).find('strong').text())).toEqual(expected.map((person) => person.name))
    cards.forEach((card, index) => {
      const person = expected[index]!
      expect(squash($(card).text())).toContain(person.rolle)
      // the team's faces beside a text (<Contacts team />) show who works here, the direct lines are elsewhere
      if ($(card).closest('.contacts-team').length) return
      expect($(card).find('a[href^="tel:"]').attr('href')).toBe(`tel:${person.telefon.replace(/ /g, '')}`)
    })
  })

  it.each(['/berlin', '/leistungen/bueroreinigung', '/faq'])(
    '%s: the box beside the questions names the page contact, else the first contact (customer advice)',
    (url) => {
      const person = trust.ansprechpersonen.find((p) => p.seiten?.includes(url)) ?? trust.ansprechpersonen[0]!
      const $ = loadPage(url)
      const box = $('main .faq-help')
      expect(box.length).toBeGreaterThan(0)
      box.each((_, element) => {
        expect($(element).find('strong').text()).toBe(person.name)
        expect($(element).find('a[href^="tel:"]').attr('href')).toBe(`tel:${person.telefon.replace(/ /g, '')}`)
        expect($(element).find('a[href^="https://wa.me/"]')).toHaveLength(1)
      })
    },
  )

  it('the managing director among them is the one the imprint names', () => {
    const director = trust.ansprechpersonen.find((person) => /geschäftsführ/i.test(person.rolle))
    expect(director).toBeDefined()
    expect(squash(loadPage('/impressum')('main').text())).toContain(director!.name)
    expect(company.register.geschaeftsfuehrung).toContain(director!.name)
  })
})

describe('reviews', () => {
  const pages = pagesUsing('Reviews')
  const regionPages = company.regionen.map((region) => region.seite)

  /** `anzahl={3}` of the page's first <Reviews>, or undefined. */
  function countOf(url: string): number | undefined {
    const attribute = blocksOf(tree(url), 'Reviews')[0]!.attributes.find(
      (a) => a.type === 'mdxJsxAttribute' && a.name === 'anzahl',
    )
    const value = attribute?.value
    return value === undefined || value === null ? undefined : Number(typeof value === 'string' ? value : value.value)
  }

  it('are on the pages that use <Reviews />', () => {
    expect(pages.length).toBeGreaterThan(0)
  })

  it.each(pages)('%s: the page’s own reviews first, none that belongs to another service or region', (url) => {
    const $ = loadPage(url)
    const region = $('main .reviews')
    expect(region.attr('role')).toBe('region')
    expect(region.attr('aria-label')).toBe(trust.kundenstimmen_titel)
    expect(region.attr('tabindex')).toBe('0')

    const shown = region
      .find('blockquote')
      .toArray()
      .map((quote) => {
        const review = trust.kundenstimmen.find((candidate) => squash(candidate.text) === squash($(quote).text()))
        expect(review, $(quote).text()).toBeDefined()
        return review!
      })
    const sameKind = isServicePage(url)
      ? isServicePage
      : regionPages.includes(url)
        ? (page: string) => regionPages.includes(page)
        : () => false
    const fits = (pages: string[] | undefined) => pages?.includes(url) ?? false
    const eligible = trust.kundenstimmen.filter(
      (review) => fits(review.seiten) || !(review.seiten ?? []).some(sameKind),
    )
    expect(shown).toHaveLength(Math.min(countOf(url) ?? Infinity, eligible.length))
    for (const review of shown) expect(eligible, review.name).toContain(review)
    // tagged for this page first: no fitting review after one that merely does not contradict
    const firstOther = shown.findIndex((review) => !fits(review.seiten))
    if (firstOther >= 0) expect(shown.slice(firstOther).filter((review) => fits(review.seiten))).toEqual([])
    expect(shown.filter((review) => fits(review.seiten))).toHaveLength(
      Math.min(shown.length, eligible.filter((review) => fits(review.seiten)).length),
    )

    // each card: stars read out as the data says, name, place and the date in German
    region.find('li').each((index, item) => {
      const review = shown[index]!
      expect($(item).find('[role="img"]').attr('aria-label')).toBe(
        trust.sterne_text.replace('{sterne}', String(review.sterne)),
      )
      const caption = squash($(item).find('figcaption').text())
      expect(caption).toContain(review.name)
      expect(caption).toContain(review.ort)
      expect($(item).find('time').attr('datetime')).toBe(review.datum)
      expect($(item).find('.review-source').text()).toBe(review.quelle)
    })
  })

  it('home, /berlin and /leistungen/bueroreinigung each open with a different review', () => {
    const first = ['/', '/berlin', '/leistungen/bueroreinigung'].map((url) =>
      squash(loadPage(url)('main .reviews blockquote').first().text()),
    )
    for (const quote of first) expect(quote.length).toBeGreaterThan(0)
    expect(new Set(first).size).toBe(first.length)
  })

  it('on /leistungen/bueroreinigung each review is tagged for office cleaning or names no service', () => {
    const url = '/leistungen/bueroreinigung'
    const $ = loadPage(url)
    const quotes = $('main .reviews blockquote')
      .toArray()
      .map((quote) => squash($(quote).text()))
    expect(quotes.length).toBeGreaterThan(0)
    for (const quote of quotes) {
      const review = trust.kundenstimmen.find((candidate) => squash(candidate.text) === quote)!
      const services = (review.seiten ?? []).filter(isServicePage)
      expect(services.length === 0 || services.includes(url), `${review.name}: ${services.join(', ')}`).toBe(true)
    }
  })
})
