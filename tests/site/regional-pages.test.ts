import type { CheerioAPI } from 'cheerio'
import { describe, expect, it } from 'vitest'
import { telHref } from '../../engine/site/phone.ts'
import { content, loadPage, site } from '../support/built-site.ts'
import { fullFields, reducedFields, reducedWithImageFields } from '../support/business-field-sets.ts'
import { blocksOf, contentFileFor, readMdx } from '../support/site-content.ts'
import { expectAreaGridFromContent, expectBlocksFromContent, expectFaqFromContent } from '../support/content-checks.ts'

// The local-business field sets of the regional pages, key by key.
const fullAddress = ['@type', 'streetAddress', 'postalCode', 'addressLocality', 'addressRegion', 'addressCountry']
const reducedAddress = ['@type', 'addressLocality', 'addressRegion', 'addressCountry']

// The 12 Berlin districts, Brandenburg areas and Potsdam districts are a product requirement, not copy:
// the grids may name more places, never fewer. The grids themselves are checked against the content files.
const berlinDistricts = [
  'Charlottenburg-Wilmersdorf',
  'Friedrichshain-Kreuzberg',
  'Lichtenberg',
  'Marzahn-Hellersdorf',
  'Mitte',
  'Neukölln',
  'Pankow',
  'Reinickendorf',
  'Spandau',
  'Steglitz-Zehlendorf',
  'Tempelhof-Schöneberg',
  'Treptow-Köpenick',
]
const brandenburgAreas = [
  'Potsdam',
  'Brandenburg an der Havel',
  'Cottbus',
  'Frankfurt (Oder)',
  'Oranienburg',
  'Eberswalde',
  'Fürstenwalde',
  'Rathenow',
  'Neuruppin',
  'Senftenberg',
  'Strausberg',
  'Schwedt',
]
const potsdamDistricts = [
  'Innenstadt',
  'Sanssouci',
  'Babelsberg',
  'Bornim',
  'Eiche',
  'Groß Glienicke',
  'Golm',
  'Kirchsteigfeld',
  'Klein Glienicke',
  'Nedlitz',
  'Stern',
  'Waldstadt',
]

interface Region {
  url: string
  region: string
  keys: string[]
  addressKeys: string[]
  /** names that must appear as items of the page's area grid (section id) */
  areas?: { section: string; names: string[] }
}

const { company } = content

const regions: Region[] = [
  {
    url: '/berlin',
    region: 'DE-BE',
    keys: fullFields,
    addressKeys: fullAddress,
    areas: { section: '#bezirke', names: berlinDistricts },
  },
  {
    url: '/brandenburg',
    region: 'DE-BB',
    keys: fullFields,
    addressKeys: fullAddress,
    areas: { section: '#einsatzgebiete', names: brandenburgAreas },
  },
  {
    url: '/potsdam',
    region: 'DE-BB',
    keys: reducedWithImageFields,
    addressKeys: reducedAddress,
    areas: { section: '#stadtteile', names: potsdamDistricts },
  },
  { url: '/sachsen', region: 'DE-SN', keys: reducedFields, addressKeys: reducedAddress },
  { url: '/mecklenburg-vorpommern', region: 'DE-MV', keys: reducedFields, addressKeys: reducedAddress },
]

function localBusiness($: CheerioAPI): Record<string, any> {
  const blocks = $('script[type="application/ld+json"]')
    .map((_, s) => JSON.parse($(s).text()) as Record<string, any>)
    .get()
  const business = blocks.filter((block) => block['@type'] === 'HomeAndConstructionBusiness')
  expect(business, 'genau ein LocalBusiness-Block').toHaveLength(1)
  return business[0]!
}

describe.each(regions)('$url', ({ url, region, keys, addressKeys, areas }) => {
  const $ = loadPage(url)

  it('has a LocalBusiness block with exactly the field set of its spec variant', () => {
    const data = localBusiness($)
    expect(Object.keys(data).sort()).toEqual([...keys].sort())
    expect(Object.keys(data.address).sort()).toEqual([...addressKeys].sort())
    expect(data).toMatchObject({
      name: company.name,
      telephone: telHref(company.telefon).replace('tel:', ''),
      email: company.email,
      address: { addressCountry: 'DE', addressLocality: company.adresse.ort },
    })
    expect(data.areaServed.length).toBeGreaterThan(0)
    for (const area of data.areaServed) expect(area.name).toBeTruthy()
  })

  it('sets title, description, keywords, Open Graph and geo meta tags', () => {
    expect($('title').text().length).toBeGreaterThan(10)
    for (const name of ['description', 'keywords', 'geo.region', 'geo.placename', 'geo.position', 'ICBM']) {
      expect($(`meta[name="${name}"]`).attr('content'), name).toBeTruthy()
    }
    for (const property of ['og:title', 'og:description', 'og:image', 'og:url']) {
      expect($(`meta[property="${property}"]`).attr('content'), property).toBeTruthy()
    }
    expect($('meta[name="geo.region"]').attr('content')).toBe(region)
    expect($('meta[name="geo.position"]').attr('content')).toMatch(/^\d{2}\.\d+;\d{1,2}\.\d+$/)
    expect($('meta[name="ICBM"]').attr('content')).toBe(
      $('meta[name="geo.position"]').attr('content')!.replace(';', ', '),
    )
  })

  it('shows the FAQ, steps, figures, gallery, quotes and tabs its content file writes', () => {
    expectFaqFromContent(site, content, url)
    expectBlocksFromContent(site, content, url)
  })

  it('leads to the quote page and is linked from header and footer', () => {
    expect($(`main a[href="${content.chrome.angebot_seite}"]`).length).toBeGreaterThan(0)
    const home = loadPage('/')
    expect(home(`header a[href="${url}"]`).length).toBeGreaterThan(0)
    expect(home(`footer a[href="${url}"]`).length).toBeGreaterThan(0)
  })

  if (areas) {
    it(`shows the grid ${areas.section} of its content file, naming all ${areas.names.length} required places`, () => {
      const titles = expectAreaGridFromContent(site, content, url, areas.section.slice(1))
      for (const name of areas.names)
        expect(
          titles.some((title) => title.startsWith(name)),
          name,
        ).toBe(true)
    })
  }
})

// Each regional page has certain sections; their texts and counts come from the content files
// (checked above), here only that the sections are there.
describe('regional page sections', () => {
  const sections = (url: string) => {
    const { tree } = readMdx(content.root, contentFileFor(content.root, url))
    return { tree, $: loadPage(url) }
  }

  it('/berlin: key figures, steps, FAQ, a link to the references and a phone link', () => {
    const { tree, $ } = sections('/berlin')
    for (const block of ['Stats', 'Steps', 'Faq']) expect(blocksOf(tree, block).length, block).toBeGreaterThan(0)
    expect($('main a[href="/referenzen"]').length).toBeGreaterThan(0)
    expect($(`main a[href="${telHref(company.telefon)}"]`).length).toBeGreaterThan(0)
  })

  it('/brandenburg: further services with a link to all services', () => {
    const { $ } = sections('/brandenburg')
    expect($('#weitere-leistungen ul').first().children('li').length).toBeGreaterThan(0)
    expect($('#weitere-leistungen a[href="/leistungen"]')).toHaveLength(1)
  })

  it('/potsdam: a map with a text alternative, figures, steps and FAQ', () => {
    const { tree, $ } = sections('/potsdam')
    expect($('#stadtteile img').attr('alt')?.length).toBeGreaterThan(20)
    for (const block of ['Stats', 'Steps', 'Faq']) expect(blocksOf(tree, block).length, block).toBeGreaterThan(0)
  })

  it('/sachsen: service cards that lead to service pages, steps, gallery and testimonials', () => {
    const { tree, $ } = sections('/sachsen')
    const cards = $('main .cards-linked a[href^="/leistungen/"], main .cards a[href^="/leistungen/"]')
      .map((_, a) => $(a).attr('href'))
      .get()
    expect(cards.length).toBeGreaterThan(0)
    for (const href of cards) expect(content.servicePages).toContain(href)
    for (const block of ['Steps', 'Gallery', 'Testimonials'])
      expect(blocksOf(tree, block).length, block).toBeGreaterThan(0)
    // first name, initial and city, e.g. "Katrin M., Leipzig"
    $('main .testimonials blockquote').each(
      (_, q) => void expect($(q).children('p').last().text()).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\., \p{Lu}/u),
    )
  })

  it('/mecklenburg-vorpommern: service groups as tabs, a catchment area, call button and form link', () => {
    const { tree, $ } = sections('/mecklenburg-vorpommern')
    expect(blocksOf(tree, 'ServiceTabs').length).toBeGreaterThan(0)
    expect($('#einzugsgebiet li').length).toBeGreaterThan(0)
    expect($(`main a[href="${telHref(company.telefon)}"]`).length).toBeGreaterThan(0)
  })
})
