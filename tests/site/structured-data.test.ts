import { readFileSync } from 'node:fs'
import { globSync } from 'tinyglobby'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { urlForContentFile } from '../../engine/content/routes.ts'
import { company, siteOrigin } from '../../engine/site/site-data.ts'
import { loadPage } from '../support/built-site.ts'
import { contactFields, fullFields, reducedFields, reducedWithImageFields } from '../support/business-field-sets.ts'

// The built JSON-LD of every page against what its frontmatter (leistung, strukturdaten, einsatzgebiet,
// angebote) and content/firma.yaml say, page kind by page kind.
type Data = Record<string, any>
const frontmatterOf = (file: string): Data => parse(readFileSync(file, 'utf8').split(/^---$/m)[1]!) as Data
const pages = globSync('content/**/*.mdx')
  .filter((file) => !file.startsWith('content/blog/'))
  .flatMap((file) => {
    const url = urlForContentFile(file)
    return url === null ? [] : [{ file, url, fm: frontmatterOf(file) }]
  })
const slugOf = (file: string) => file.replace(/^.*\//, '').replace(/\.mdx$/, '')
const services = new Map(
  pages
    .filter((page) => page.file.startsWith('content/leistungen/'))
    .map((page) => [slugOf(page.file), page.fm.leistung as Data]),
)

const regionNames = company.regionen.map((region) => region.name)
const provider = {
  '@type': 'Organization',
  name: company.name,
  url: `${siteOrigin}/`,
  telephone: company.telefon.replace(/ /g, ''),
}
const keySets: Record<string, string[]> = {
  Standort: contactFields,
  Regionalseite: fullFields,
  'Regionalseite kurz': reducedFields,
  'Regionalseite kurz mit Bild und Lage': reducedWithImageFields,
}
const typeOf: Record<string, string> = {
  Organisation: 'Organization',
  'Über-uns-Seite': 'AboutPage',
  Kontaktseite: 'ContactPage',
  FAQ: 'FAQPage',
}

function blocksOf(url: string): Data[] {
  const $ = loadPage(url)
  return $('script[type="application/ld+json"]')
    .map((_, s) => JSON.parse($(s).text()) as Data)
    .get()
}

/** Offer names of a catalogue, as `angebote` lists them (names from the service pages). */
function offerNames(value: Data): unknown {
  return Array.isArray(value)
    ? value.map((slug: string) => services.get(slug)!.name)
    : Object.fromEntries(Object.entries(value).map(([k, v]) => [k, offerNames(v)]))
}
function builtOfferNames(catalogue: Data): unknown {
  const items = catalogue.itemListElement as Data[]
  return items[0]!['@type'] === 'Offer'
    ? items.map((item) => item.itemOffered.name)
    : Object.fromEntries(items.map((group) => [group.name, builtOfferNames(group)]))
}

describe.each(pages)('$url', ({ url, fm }) => {
  const blocks = blocksOf(url)
  const kinds: string[] = fm.strukturdaten === undefined ? [] : [fm.strukturdaten].flat()

  it('has exactly the blocks its frontmatter asks for, in order', () => {
    const expected = [
      ...(fm.leistung ? ['Service'] : []),
      ...kinds.map((kind) => typeOf[kind] ?? 'HomeAndConstructionBusiness'),
    ]
    const own = blocks.map((block) => block['@type']).filter((type) => type !== 'JobPosting')
    expect(own).toEqual(expected)
    for (const block of blocks) expect(block['@context']).toBe('https://schema.org')
  })

  if (fm.leistung) {
    it('describes its service: name, type, category, page description, provider and regions', () => {
      const { name, art, kategorie } = fm.leistung as Data
      const service = blocks[0]!
      expect(service).toMatchObject({
        name,
        serviceType: art ?? name,
        description: fm.description,
        provider,
        areaServed: regionNames,
      })
      expect(service.category).toBe(kategorie)
    })
  }

  for (const kind of kinds) {
    it(`${kind}: generated from firma.yaml and the page`, () => {
      const block = blocks.find((b) => b['@type'] === (typeOf[kind] ?? 'HomeAndConstructionBusiness'))!
      if (keySets[kind]) expect(Object.keys(block).sort()).toEqual([...keySets[kind]].sort())
      if (kind === 'Organisation') {
        expect(block).toMatchObject({ name: company.name, email: company.email, description: company.beschreibung })
        expect(block.areaServed.map((area: Data) => area.name)).toEqual(regionNames)
      }
      if (kind === 'Über-uns-Seite' || kind === 'Kontaktseite')
        expect(block).toMatchObject({ name: fm.title, description: fm.description })
      if (kind === 'FAQ') expect(block.mainEntity.length).toBeGreaterThan(0)
      if (fm.einsatzgebiet) {
        const { bundesland, orte } = fm.einsatzgebiet as Data
        expect(block.areaServed.map((area: Data) => area.name)).toEqual([...(bundesland ? [bundesland] : []), ...orte])
      }
    })
  }

  if (fm.angebote) {
    it('offers the services its catalogue lists, named and categorised by their own pages', () => {
      const catalogue = blocks.find((block) => block.hasOfferCatalog)!.hasOfferCatalog as Data
      const [name, entries] = Object.entries(fm.angebote as Data)[0]!
      expect(catalogue.name).toBe(name)
      expect(builtOfferNames(catalogue)).toEqual(offerNames(entries))
      if (Array.isArray(entries)) {
        expect(catalogue.itemListElement.map((item: Data) => item.itemOffered.category)).toEqual(
          entries.map((slug: string) => services.get(slug)!.kategorie),
        )
      }
    })
  }
})
