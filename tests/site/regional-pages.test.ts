import type { CheerioAPI } from 'cheerio'
import { describe, expect, it } from 'vitest'
import { telHref } from '../../engine/site/phone'
import { company } from '../../engine/site/site-data'
import { loadPage } from '../support/built-site'

// Spec §3: the local-business field sets of the regional pages, key by key.
const reducedSet = ['@context', '@type', 'name', 'telephone', 'email', 'address', 'url', 'priceRange', 'openingHoursSpecification', 'areaServed']
const fullSet = [...reducedSet, 'alternateName', 'description', 'image', 'geo', 'paymentAccepted', 'currenciesAccepted', 'hasOfferCatalog']
const potsdamSet = [...reducedSet, 'image', 'geo', 'hasOfferCatalog']
const fullAddress = ['@type', 'streetAddress', 'postalCode', 'addressLocality', 'addressRegion', 'addressCountry']
const reducedAddress = ['@type', 'addressLocality', 'addressRegion', 'addressCountry']

// Spec §9 fixes the 12 Berlin districts, Brandenburg areas and Potsdam districts (a product requirement, not copy).
const berlinDistricts = [
  'Charlottenburg-Wilmersdorf', 'Friedrichshain-Kreuzberg', 'Lichtenberg', 'Marzahn-Hellersdorf', 'Mitte', 'Neukölln',
  'Pankow', 'Reinickendorf', 'Spandau', 'Steglitz-Zehlendorf', 'Tempelhof-Schöneberg', 'Treptow-Köpenick',
]
const brandenburgAreas = [
  'Potsdam', 'Brandenburg an der Havel', 'Cottbus', 'Frankfurt (Oder)', 'Oranienburg', 'Eberswalde',
  'Fürstenwalde', 'Rathenow', 'Neuruppin', 'Senftenberg', 'Strausberg', 'Schwedt',
]
const potsdamDistricts = [
  'Innenstadt', 'Sanssouci', 'Babelsberg', 'Bornim', 'Eiche', 'Groß Glienicke',
  'Golm', 'Kirchsteigfeld', 'Klein Glienicke', 'Nedlitz', 'Stern', 'Waldstadt',
]

interface Region {
  url: string
  region: string
  keys: string[]
  addressKeys: string[]
  /** names that must appear as items of the page's area grid (section id) */
  areas?: { section: string; names: string[] }
}

const regions: Region[] = [
  { url: '/berlin', region: 'DE-BE', keys: fullSet, addressKeys: fullAddress, areas: { section: '#bezirke', names: berlinDistricts } },
  { url: '/brandenburg', region: 'DE-BB', keys: fullSet, addressKeys: fullAddress, areas: { section: '#einsatzgebiete', names: brandenburgAreas } },
  { url: '/potsdam', region: 'DE-BB', keys: potsdamSet, addressKeys: reducedAddress, areas: { section: '#stadtteile', names: potsdamDistricts } },
  { url: '/sachsen', region: 'DE-SN', keys: reducedSet, addressKeys: reducedAddress },
  { url: '/mecklenburg-vorpommern', region: 'DE-MV', keys: reducedSet, addressKeys: reducedAddress },
]

function localBusiness($: CheerioAPI): Record<string, any> {
  const blocks = $('script[type="application/ld+json"]').map((_, s) => JSON.parse($(s).text()) as Record<string, any>).get()
  const business = blocks.filter((block) => block['@type'] === 'HomeAndConstructionBusiness')
  expect(business, 'genau ein LocalBusiness-Block').toHaveLength(1)
  return business[0]!
}

const text = ($: CheerioAPI, selector: string) => $(selector).text().replace(/\s+/g, ' ')
// a card's title is its bold text or its link
const cardTitles = ($: CheerioAPI, section: string) =>
  $(`${section} .card-body`).map((_, el) => $(el).children('strong, a').first().text().trim()).get()
const stepTitles = ($: CheerioAPI) => $('main .steps ol > li > strong').map((_, el) => $(el).text().replace(/:$/, '')).get()

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
    expect($('meta[name="ICBM"]').attr('content')).toBe($('meta[name="geo.position"]').attr('content')!.replace(';', ', '))
  })

  it('leads to the quote page and is linked from header and footer', () => {
    expect($('main a[href="/angebot-erhalten"]').length).toBeGreaterThan(0)
    const home = loadPage('/')
    expect(home(`header a[href="${url}"]`).length).toBeGreaterThan(0)
    expect(home(`footer a[href="${url}"]`).length).toBeGreaterThan(0)
  })

  if (areas) {
    it(`names all ${areas.names.length} districts or areas in its grid`, () => {
      const titles = cardTitles($, areas.section)
      expect(titles).toHaveLength(areas.names.length)
      for (const name of areas.names) expect(titles.some((title) => title.startsWith(name)), name).toBe(true)
    })
  }
})

describe('regional page contents (spec §2)', () => {
  it('/berlin: key figures, 3 steps, 6 FAQ items, guarantee, references and the Berlin promises', () => {
    const $ = loadPage('/berlin')
    const stats = text($, 'main .stats')
    for (const figure of ['15+', '100+', '24/7']) expect(stats).toContain(figure)
    expect(stepTitles($)).toEqual(['Anfrage', 'Angebot', 'Termin vereinbaren'])
    expect($('main [data-island="Faq"] h3')).toHaveLength(6)
    expect($('main a[href="/referenzen"]').length).toBe(1)
    expect(text($, 'main')).toMatch(/30 Minuten/)
    expect(text($, 'main')).toMatch(/Anfahrt[^.]*kostenlos/)
  })

  it('/brandenburg: six pain points, about 20 further services with "Alle Leistungen", 4 work samples', () => {
    const $ = loadPage('/brandenburg')
    expect($('main h2:contains("Kennen Sie das?")').closest('section').find('li')).toHaveLength(6)
    const services = $('#weitere-leistungen ul').first().children('li')
    expect(services.length).toBeGreaterThanOrEqual(18)
    expect($('#weitere-leistungen a[href="/leistungen"]').text()).toBe('Alle Leistungen')
    expect($('main h2:contains("Arbeitsbeispiele")').closest('section').find('li')).toHaveLength(4)
  })

  it('/potsdam: map with text alternative, 12 districts, statistics, 4 steps, 15 services, 8 FAQ items', () => {
    const $ = loadPage('/potsdam')
    expect($('#stadtteile img').attr('alt')).toMatch(/Karte/)
    expect(cardTitles($, '#stadtteile')).toHaveLength(12)
    const stats = text($, 'main .stats')
    for (const figure of ['60+', '5,0', '100 %', '24 h']) expect(stats).toContain(figure)
    expect(stepTitles($)).toEqual(['Anfrage', 'Angebot', 'Durchführung', 'Kontrolle'])
    expect($('main h2:contains("Unsere Leistungen in Potsdam")').closest('section').find('li')).toHaveLength(15)
    expect($('main [data-island="Faq"] h3')).toHaveLength(8)
    expect($('main a').filter((_, a) => $(a).text().includes('Unverbindlich anfragen')).length).toBeGreaterThan(0)
  })

  it('/sachsen: four service cards, 18 services, 4 steps, 8-image gallery, 3 testimonials, Leipzig', () => {
    const $ = loadPage('/sachsen')
    const cards = $('main h2:contains("wichtigsten Leistungen")').closest('section').find('li a')
    expect(cards.map((_, a) => $(a).attr('href')).get()).toEqual([
      '/leistungen/bueroreinigung', '/leistungen/haushaltsreinigung', '/leistungen/grundreinigung', '/leistungen/fensterreinigung',
    ])
    expect($('main h2:contains("Alle Leistungen in Sachsen")').closest('section').find('li')).toHaveLength(18)
    expect(stepTitles($)).toEqual(['Kontaktaufnahme', 'Beratung', 'Terminplanung', 'Durchführung'])
    expect($('main .gallery img')).toHaveLength(8)
    const quotes = $('main .testimonials blockquote')
    expect(quotes).toHaveLength(3)
    // first name, initial and city, e.g. "Katrin M., Leipzig"
    quotes.each((_, q) => void expect($(q).children('p').last().text()).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\., \p{Lu}/u))
    expect(text($, 'main')).toContain('Leipzig')
  })

  it('/mecklenburg-vorpommern: badges, three service groups, catchment list, call button and form link', () => {
    const $ = loadPage('/mecklenburg-vorpommern')
    const hero = text($, 'main .hero')
    for (const badge of [/landesweit/i, /24 Stunden|24 h/, /versichert/i, /zertifiziert/i]) expect(hero).toMatch(badge)
    expect($('main [data-tabs] [role="tab"], main [data-tabs] h3').map((_, el) => $(el).text().trim()).get()).toEqual(
      expect.arrayContaining(['Gewerblich', 'Privat', 'Spezial']),
    )
    const catchment = text($, '#einzugsgebiet')
    for (const town of ['Rostock', 'Schwerin']) expect(catchment).toContain(town)
    expect($(`main a[href="${telHref(company.telefon)}"]`).length).toBeGreaterThan(0)
  })
})
