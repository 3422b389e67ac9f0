import { XMLParser, XMLValidator } from 'fast-xml-parser'
import type { CheerioAPI } from 'cheerio'
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx'
import { toString } from 'mdast-util-to-string'
import { visit } from 'unist-util-visit'
import { expect } from 'vitest'
import { FEED_PATH, SITEMAP_PATH } from '../../engine/build/output-paths.ts'
import { telHref, whatsAppHref } from '../../engine/site/phone.ts'
import type { BuiltSite } from './built-dist.ts'
import {
  blocksOf,
  cardTitles,
  contentFileFor,
  faqQuestions,
  mainHeading,
  originOf,
  readMdx,
  type SiteContent,
} from './site-content.ts'

// Checks of a built site against its own content/: the normal suite runs them on the project, the
// routine-edits test on a changed copy. Expected values always come from the content files.

// soft hyphens (U+00AD, break points for long words on phones) are invisible to readers
const visibleText = (text: string) => text.replaceAll('\u00ad', '').replace(/\s+/g, ' ').trim()

export function jsonLdBlocks($: CheerioAPI): Record<string, any>[] {
  return $('script[type="application/ld+json"]')
    .map((_, s) => JSON.parse($(s).text()) as Record<string, any>)
    .get()
}

/** Every `telephone` value at any depth of a page's JSON-LD. */
function jsonLdTelephones(value: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) jsonLdTelephones(item, found)
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'telephone' && typeof inner === 'string') found.add(inner)
      else jsonLdTelephones(inner, found)
    }
  }
  return found
}

/** firma.yaml's phone and WhatsApp numbers are the only ones in links and structured data, on every page. */
export function expectNumbersFromContent(site: BuiltSite, { company, trust }: SiteContent): void {
  // the named contacts' direct lines (vertrauen.yaml), in their cards or the box beside the questions, are the
  // only other tel: links
  const directLines = new Set(trust.ansprechpersonen.map((person) => telHref(person.telefon)))
  const tel = new Set<string>()
  const whatsApp = new Set<string>()
  const telephones = new Set<string>()
  for (const url of site.pages) {
    const $ = site.loadPage(url)
    $('a[href^="tel:"]').each((_, a) => {
      const href = $(a).attr('href')!
      if (!directLines.has(href) || !$(a).closest('.contacts, .faq-help').length) tel.add(href)
    })
    $('a[href^="https://wa.me/"]').each((_, a) => void whatsApp.add($(a).attr('href')!.split('?')[0]!))
    jsonLdTelephones(jsonLdBlocks($), telephones)
  }
  expect([...tel]).toEqual([telHref(company.telefon)])
  expect([...whatsApp]).toEqual([whatsAppHref(company.whatsapp)])
  expect([...telephones]).toEqual([telHref(company.telefon).replace('tel:', '')])
}

/** The home page's Organization block carries the company facts of firma.yaml. */
export function expectOrganizationFromContent(site: BuiltSite, content: SiteContent): void {
  const { company } = content
  const organization = jsonLdBlocks(site.loadPage('/')).find((block) => block['@type'] === 'Organization')
  expect(organization).toMatchObject({
    name: company.name,
    telephone: telHref(company.telefon).replace('tel:', ''),
    email: company.email,
    address: { addressCountry: company.adresse.land },
  })
  // the areas served are the regions of firma.yaml
  expect(organization?.areaServed).toEqual(
    company.regionen.map(({ name }) => ({ '@type': 'AdministrativeArea', name })),
  )
}

/** Every <Faq> of the page's content file shows its questions, in order, one accordion per block. */
export function expectFaqFromContent(site: BuiltSite, content: SiteContent, url: string): string[][] {
  const expected = faqQuestions(readMdx(content.root, contentFileFor(content.root, url)).tree)
  const $ = site.loadPage(url)
  const shown = $('main .faq')
    .map((_, faq) => [
      $(faq)
        .find('h3')
        .map((_, h) => visibleText($(h).text()))
        .get(),
    ])
    .get() as string[][]
  expect(shown).toEqual(expected)
  return expected
}

/** A page from content/: its title and main heading as written there. */
export function expectPageFromContent(site: BuiltSite, content: SiteContent, url: string): void {
  const { frontmatter, tree } = readMdx(content.root, contentFileFor(content.root, url))
  const $ = site.loadPage(url)
  expect($('title').text()).toBe(frontmatter.title)
  expect(visibleText($('main h1').text())).toBe(mainHeading(tree))
}

/** A service page: Service JSON-LD with the provider from firma.yaml, a way to a quote and a phone link. */
export function expectServicePage(site: BuiltSite, { company, chrome }: SiteContent, url: string): void {
  const $ = site.loadPage(url)
  const service = jsonLdBlocks($).find((block) => block['@type'] === 'Service')
  expect(service, `${url}: Service JSON-LD`).toBeDefined()
  expect(service!.name).toBeTruthy()
  expect(service!.provider).toMatchObject({
    '@type': 'Organization',
    name: company.name,
    telephone: telHref(company.telefon).replace('tel:', ''),
  })
  expect($(`main a[href="${chrome.angebot_seite}"], main a[href="/anfrage"]`).length).toBeGreaterThan(0)
  expect($(`main a[href="${telHref(company.telefon)}"]`).length).toBeGreaterThan(0)
}

/** The sitemap lists these pages under the site's origin. */
export function expectInSitemap(site: BuiltSite, content: SiteContent, urls: readonly string[]): void {
  const sitemap = site.readFile(SITEMAP_PATH)
  for (const url of urls) expect(sitemap).toContain(`<loc>${originOf(content)}${url}</loc>`)
}

/** /blog lists every article file newest first, counts topics, and the feed has one entry per article. */
export function expectJournalFromContent(site: BuiltSite, content: SiteContent): void {
  const { articles, chrome } = content
  expect(site.pages.filter((url) => url.startsWith('/blog/'))).toEqual(articles.map((article) => article.url).sort())
  const $ = site.loadPage('/blog')
  const teasers = $('main article.article-teaser')
  expect(teasers.map((_, a) => visibleText($(a).find('h2').first().text())).get()).toEqual(
    articles.map((article) => article.frontmatter.title),
  )
  expect(teasers.map((_, a) => $(a).find('time').attr('datetime')).get()).toEqual(
    articles.map((article) => article.frontmatter.date),
  )
  expect(teasers.map((_, a) => $(a).find('.article-category').text()).get()).toEqual(
    articles.map((article) => article.frontmatter.category),
  )

  const counts = new Map<string, number>()
  for (const { frontmatter } of articles) counts.set(frontmatter.category, (counts.get(frontmatter.category) ?? 0) + 1)
  const topics = $('main .topic-list li')
  expect(topics.map((_, li) => $(li).find('a').text()).get()).toEqual([...counts.keys()])
  topics.each((_, li) => {
    const count = counts.get($(li).find('a').text())!
    expect($(li).find('.topic-count').text()).toBe(
      count === 1 ? chrome.blog.anzahl_eins : chrome.blog.anzahl.replace('{anzahl}', String(count)),
    )
  })

  const xml = site.readFile(FEED_PATH)
  expect(XMLValidator.validate(xml)).toBe(true)
  const entries = [new XMLParser({ ignoreAttributes: false }).parse(xml).feed.entry].flat()
  expect(entries.map((entry: { id: string }) => entry.id)).toEqual(
    articles.map((article) => `${originOf(content)}${article.url}`),
  )
  expect(entries[0].title['#text']).toBe(articles[0]!.frontmatter.title)
  expectInSitemap(
    site,
    content,
    articles.map((article) => article.url),
  )
}

/** The frame shows rahmen.yaml's texts: chat title and the menu labels. */
export function expectFrameFromContent(site: BuiltSite, { chrome }: SiteContent, url = '/'): void {
  const $ = site.loadPage(url)
  expect($('.chat-title').text()).toBe(chrome.chat.titel)
  const menu = $('nav.desktop-nav a')
    .map((_, a) => ({ href: $(a).attr('href'), text: visibleText($(a).text()) }))
    .get()
  for (const item of chrome.navigation) {
    const text = menu.find((link) => link.href === item.href)?.text ?? ''
    expect(text.startsWith(item.label), `Menüpunkt ${item.href}: „${text}“ statt „${item.label}“`).toBe(true)
    if (item.badge) expect(text).toContain(item.badge)
  }
}

/** The cards of a page's area grid (<Section id=…>) are the ones its content file lists. */
export function expectAreaGridFromContent(
  site: BuiltSite,
  content: SiteContent,
  url: string,
  sectionId: string,
): string[] {
  const expected = cardTitles(readMdx(content.root, contentFileFor(content.root, url)).tree, sectionId)
  const $ = site.loadPage(url)
  const shown = [
    ...$(`#${sectionId} .card-body`)
      .map((_, el) => visibleText($(el).children('strong, a').first().text()))
      .get(),
    ...$(`#${sectionId} .tags li`)
      .map((_, el) => visibleText($(el).text()))
      .get(),
  ]
  expect(shown).toEqual(expected)
  return expected
}

/** Bold lead-ins of a block's list items ("**Anfrage:** …" → "Anfrage"), as <Steps> and <Stats> show them. */
function boldLeads(block: MdxJsxFlowElement): string[] {
  const leads: string[] = []
  visit(block, 'listItem', (item) => {
    let lead: string | undefined
    visit(item, 'strong', (node) => void (lead ??= toString(node).trim().replace(/:$/, '')))
    if (lead !== undefined) leads.push(lead)
  })
  return leads
}

/**
 * The page's <Steps>, <Stats>, <Gallery>, <Testimonials> and <ServiceTabs> show what its content file
 * writes: step titles, figures, number of images and quotes, tab names.
 */
export function expectBlocksFromContent(site: BuiltSite, content: SiteContent, url: string): void {
  const { tree } = readMdx(content.root, contentFileFor(content.root, url))
  const $ = site.loadPage(url)
  const texts = (selector: string) =>
    $(selector)
      .map((_, el) => visibleText($(el).text()).replace(/:$/, ''))
      .get()
  expect(texts('main .steps ol > li > strong'), `${url}: Schritte`).toEqual(blocksOf(tree, 'Steps').flatMap(boldLeads))
  const stats = visibleText($('main .stats').text())
  for (const figure of blocksOf(tree, 'Stats').flatMap(boldLeads)) expect(stats, `${url}: Kennzahl`).toContain(figure)
  const images = blocksOf(tree, 'Gallery').map((gallery) => {
    let count = 0
    visit(gallery, 'image', () => void count++)
    return count
  })
  expect(
    $('main .gallery')
      .map((_, gallery) => $(gallery).find('img').length)
      .get(),
    `${url}: Galerie`,
  ).toEqual(images)
  const quotes = blocksOf(tree, 'Testimonials').reduce(
    (sum, block) => sum + block.children.filter((child) => child.type === 'blockquote').length,
    0,
  )
  expect($('main .testimonials blockquote'), `${url}: Kundenstimmen`).toHaveLength(quotes)
  const tabNames = blocksOf(tree, 'ServiceTabs').flatMap((tabs) =>
    tabs.children.filter((child) => child.type === 'heading').map((heading) => toString(heading).trim()),
  )
  expect(texts('main [data-tabs] [role="tab"]'), `${url}: Reiter`).toEqual(tabNames)
}

/** Where each titled list block renders its points. */
const LIST_BLOCKS = { Cards: 'main .cards', Features: 'main .features' } as const

/** Each <Cards> (or <Features>) block of the page shows the point titles its content file writes, in order. */
export function expectCardsFromContent(
  site: BuiltSite,
  content: SiteContent,
  url: string,
  block: keyof typeof LIST_BLOCKS = 'Cards',
): string[][] {
  const { tree } = readMdx(content.root, contentFileFor(content.root, url))
  const expected = blocksOf(tree, block).map((cards) => {
    const titles: string[] = []
    visit(cards, 'listItem', (item) => {
      let title: string | undefined
      visit(
        item,
        (node) =>
          void (
            title === undefined &&
            (node.type === 'strong' || node.type === 'link') &&
            (title = toString(node).trim())
          ),
      )
      titles.push(title ?? '')
    })
    return titles
  })
  const $ = site.loadPage(url)
  const shown = $(LIST_BLOCKS[block])
    .map((_, cards) => [
      $(cards)
        .find('li')
        .map((_, li) => visibleText($(li).find('strong, a').first().text()))
        .get(),
    ])
    .get() as string[][]
  expect(shown, `${url}: ${block}`).toEqual(expected)
  return expected
}
