import { readdirSync } from 'node:fs'
import path from 'node:path'
import type { CheerioAPI } from 'cheerio'
import { describe, expect, it } from 'vitest'
import { builtPages, loadPage } from '../support/built-site.ts'

// Which image each service and region page shows at the top, and a word its alt text must contain
// so the description names the subject. Test data about subjects, not copy: when an editor swaps in
// a photo of the same subject under the same file name, nothing here changes.
const SERVICE_IMAGES: Record<string, readonly [file: string, subject: string]> = {
  baustellenreinigung: ['baustelle.jpg', 'Baustelle'],
  bueroreinigung: ['buero-morgens.jpg', 'Büro'],
  containerreinigung: ['muelltonnen-hof.jpg', 'Container'],
  dachrinnenreinigung: ['dachrinne.jpg', 'Dachrinne'],
  desinfektion: ['desinfektion-tuergriff.jpg', 'Desinfektion'],
  einzelhandel: ['ladenflaeche.jpg', 'Laden'],
  entruempelung: ['entruempelung-mulde.jpg', 'Entrümpelung'],
  fassadenreinigung: ['team-glasfassade.jpg', 'Fassade'],
  fensterreinigung: ['team-fensterreinigung.jpg', 'Fensterscheibe'],
  ferienwohnung: ['ferienwohnung.jpg', 'Ferienwohnung'],
  gardinenreinigung: ['gardinen-jalousie.jpg', 'Gardinen'],
  'gewerbliche-reinigung': ['ueber-uns-team.jpg', 'Geschäftsgebäude'],
  grundreinigung: ['team-bodenreinigung.jpg', 'Boden'],
  haushaltsreinigung: ['team-kueche.jpg', 'Küche'],
  hotelreinigung: ['team-hotel.jpg', 'Hotelzimmer'],
  industriereinigung: ['industriehalle.jpg', 'Industriehalle'],
  kitareinigung: ['kita-gruppenraum.jpg', 'Kita'],
  klimaanlagenreinigung: ['klimaanlage.jpg', 'Klimaanlage'],
  kuechenreinigung: ['team-kueche.jpg', 'Küche'],
  messiewohnung: ['vollgestellte-wohnung.jpg', 'vollgestellte Wohnung'],
  praxisreinigung: ['team-praxis.jpg', 'Praxis'],
  solaranlagenreinigung: ['solaranlage-dach.jpg', 'Solar'],
  steinreinigung: ['steinterrasse.jpg', 'Steinplatten'],
  taubenabwehr: ['taubenabwehr-sims.jpg', 'Tauben'],
  tiefgaragenreinigung: ['tiefgarage.jpg', 'Tiefgarage'],
  umzugsreinigung: ['umzug-leere-wohnung.jpg', 'Umzugskartons'],
  unterhaltsreinigung: ['team-treppenhaus.jpg', 'Treppenhaus'],
  veranstaltungsreinigung: ['veranstaltungssaal.jpg', 'Veranstaltungssaal'],
}

const REGION_IMAGES: Record<string, readonly [file: string, subject: string]> = {
  '/berlin': ['fassade-berlin.jpg', 'Berlin'],
  '/brandenburg': ['brandenburg-see.jpg', 'Brandenburg'],
  '/potsdam': ['potsdam-sanssouci.jpg', 'Potsdam'],
  '/sachsen': ['sachsen-altbau.jpg', 'Sächsisch'],
  '/mecklenburg-vorpommern': ['ostseekueste.jpg', 'Ostsee'],
}

/** "/assets/static/solaranlage-dach.BkqlGgFK.jpg" → "solaranlage-dach": the source file the build processed. */
function sourceName(src: string | undefined): string {
  const match = /\/([^/]+?)\.[\w-]+\.(?:jpe?g|png|webp|avif)$/.exec(src ?? '')
  if (!match?.[1]) throw new Error(`Unerwartete Bildadresse: ${src}`)
  return match[1]
}
const stem = (file: string): string => file.replace(/\.(jpe?g|png)$/, '')

function heroImage($: CheerioAPI): { name: string; alt: string } {
  const img = $('picture.hero-image img')
  expect(img, 'Seite ohne Hero-Bild').toHaveLength(1)
  return { name: sourceName(img.attr('src')), alt: img.attr('alt') ?? '' }
}

const servicePages = readdirSync(path.resolve('content/leistungen'))
  .filter((file) => file.endsWith('.mdx') && file !== 'index.mdx')
  .map((file) => file.replace(/\.mdx$/, ''))
  .sort()

describe('images show what the page is about', () => {
  it('every row of the table is a service page in content/leistungen', () => {
    expect(Object.keys(SERVICE_IMAGES).filter((slug) => !servicePages.includes(slug))).toEqual([])
  })

  // a page an editor adds later has no row yet: it still needs a described hero image
  const newPages = servicePages.filter((slug) => !(slug in SERVICE_IMAGES))
  it.skipIf(newPages.length === 0).each(newPages)(
    '/leistungen/%s (not in the table) shows a described hero image',
    (slug) => {
      expect(heroImage(loadPage(`/leistungen/${slug}`)).alt.length).toBeGreaterThanOrEqual(10)
    },
  )

  it.each(Object.entries(SERVICE_IMAGES))('/leistungen/%s shows its subject', (slug, [file, subject]) => {
    const hero = heroImage(loadPage(`/leistungen/${slug}`))
    expect(hero.name).toBe(stem(file))
    expect(hero.alt.toLowerCase()).toContain(subject.toLowerCase())
  })

  it.each(Object.entries(REGION_IMAGES))('%s shows its region', (url, [file, subject]) => {
    const hero = heroImage(loadPage(url))
    expect(hero.name).toBe(stem(file))
    expect(hero.alt.toLowerCase()).toContain(subject.toLowerCase())
  })

  it('each card on /leistungen shows the image of the service it links to', () => {
    const $ = loadPage('/leistungen')
    const cards = $('.cards-linked li').toArray()
    expect(cards.length).toBeGreaterThan(0)
    for (const card of cards) {
      const href = $(card).find('a[href^="/leistungen/"]').attr('href') ?? ''
      const slug = /^\/leistungen\/([\w-]+)$/.exec(href)?.[1]
      if (!slug || !builtPages.includes(href))
        throw new Error(`Karte ohne Leistungsseite: ${$(card).text().slice(0, 60)}`)
      const img = $(card).find('picture img')
      // the card shows the image at the top of the page it links to; the window card in the private
      // section may show the conservatory instead of the plain pane
      const hero = heroImage(loadPage(href)).name
      const allowed = slug === 'fensterreinigung' ? [hero, 'team-wintergarten'] : [hero]
      expect(allowed, `Karte ${slug}`).toContain(sourceName(img.attr('src')))
    }
  })
})

describe('galleries', () => {
  it.each(builtPages)('%s: no gallery shows the same image twice', (url) => {
    const $ = loadPage(url)
    $('.gallery').each((_, gallery) => {
      const names = $(gallery)
        .find('picture img')
        .toArray()
        .map((img) => sourceName($(img).attr('src')))
      expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([])
    })
  })

  it.each(builtPages)('%s: no alt text presents a drawing as the result of our cleaning', (url) => {
    const $ = loadPage(url)
    const claims = $('img[alt]')
      .toArray()
      .map((img) => $(img).attr('alt') ?? '')
      .filter((alt) => /\bnach (?:der|unserer) (?:\S+ )?\S*reinigung\b/i.test(alt))
    expect(claims).toEqual([])
  })
})
