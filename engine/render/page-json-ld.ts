import type { Frontmatter } from '../content/frontmatter-schema.ts'
import type { ContentPage } from '../content/pages.ts'
import { servicesBySlug } from '../content/services.ts'
import type { Catalogue, PageKind, ServiceFields } from '../content/structured-data-schema.ts'
import { company } from '../site/site-data.ts'
import { buildJsonLd, type companyFacts } from './structured-data.ts'

type Fact = keyof typeof companyFacts
type Block = Record<string, unknown>

// which company facts each kind of page describes in its structured data
const contact: Fact[] = ['name', 'telephone', 'email', 'url', 'openingHoursSpecification']
const regionShort: Fact[] = [...contact, 'addressLocality', 'priceRange']
const factsOf: Record<Exclude<PageKind, 'FAQ' | 'Über-uns-Seite' | 'Kontaktseite'>, Fact[]> = {
  Organisation: ['name', 'url', 'logo', 'telephone', 'email', 'address', 'description', 'sameAs'],
  Standort: [...contact, 'address'],
  Regionalseite: [
    ...contact,
    'address',
    'alternateName',
    'description',
    'image',
    'geo',
    'priceRange',
    'paymentAccepted',
    'currenciesAccepted',
  ],
  'Regionalseite kurz': regionShort,
  'Regionalseite kurz mit Bild und Lage': [...regionShort, 'image', 'geo'],
}
const businessType = {
  Organisation: 'Organization',
  Standort: 'HomeAndConstructionBusiness',
  Regionalseite: 'HomeAndConstructionBusiness',
} as Record<string, string>

/**
 * The page's schema.org data from its short frontmatter keys (`leistung`, `strukturdaten`, `einsatzgebiet`,
 * `angebote`), content/firma.yaml and the service pages; an editor's own `jsonLd` entries follow.
 */
export function pageJsonLd(page: ContentPage): object[] {
  const fm = page.frontmatter
  const kinds = fm.strukturdaten === undefined ? [] : [fm.strukturdaten].flat()
  const generated = [...(fm.leistung ? [service(page, fm.leistung)] : []), ...kinds.map((kind) => forKind(page, kind))]
  return [...buildJsonLd(generated.map(clean) as Frontmatter['jsonLd'], page.faq), ...buildJsonLd(fm.jsonLd, page.faq)]
}

function forKind(page: ContentPage, kind: PageKind): Block {
  const fm = page.frontmatter
  if (kind === 'FAQ') return { '@type': 'FAQPage' }
  if (kind === 'Über-uns-Seite' || kind === 'Kontaktseite') {
    return {
      '@type': kind === 'Kontaktseite' ? 'ContactPage' : 'AboutPage',
      name: fm.title,
      description: fm.description,
      inLanguage: 'de-DE',
    }
  }
  const block: Block = { '@type': businessType[kind] ?? 'HomeAndConstructionBusiness', firmendaten: factsOf[kind] }
  if (kind === 'Organisation')
    block.areaServed = company.regionen.map(({ name }) => ({ '@type': 'AdministrativeArea', name }))
  if (fm.einsatzgebiet) {
    const { bundesland, orte } = fm.einsatzgebiet
    block.areaServed = [
      ...(bundesland ? [{ '@type': 'State', name: bundesland }] : []),
      ...orte.map((name) => ({ '@type': 'City', name })),
    ]
  }
  if (fm.angebote) block.hasOfferCatalog = catalogue(page, fm.angebote)
  return block
}

/** A service page (or the overview): the Service, offered by the company in all its regions. */
function service(page: ContentPage, fields: ServiceFields): Block {
  return {
    '@type': 'Service',
    name: fields.name,
    serviceType: fields.art ?? fields.name,
    category: fields.kategorie,
    description: page.frontmatter.description,
    provider: { '@type': 'Organization', firmendaten: ['name', 'url', 'telephone'] },
    areaServed: company.regionen.map(({ name }) => name),
    hasOfferCatalog: page.frontmatter.angebote ? catalogue(page, page.frontmatter.angebote) : undefined,
  }
}

/** `angebote`: one named catalogue of service pages; in sub-catalogues the group names the category. */
function catalogue(page: ContentPage, value: Catalogue): Block {
  const [name, entries] = Object.entries(value)[0]!
  const itemListElement = Array.isArray(entries)
    ? entries.map((slug) => offer(page, slug, true))
    : Object.entries(entries).map(([group, slugs]) => ({
        '@type': 'OfferCatalog',
        name: group,
        itemListElement: slugs.map((slug) => offer(page, slug, false)),
      }))
  return { '@type': 'OfferCatalog', name, itemListElement }
}

function offer(page: ContentPage, slug: string, withCategory: boolean): Block {
  const found = servicesBySlug.get(slug)
  if (!found)
    throw new Error(
      `${page.file}: angebote nennt „${slug}“, aber content/leistungen/${slug}.mdx hat kein Feld leistung`,
    )
  const category = withCategory ? found.kategorie : undefined
  return { '@type': 'Offer', itemOffered: { '@type': 'Service', name: found.name, ...(category ? { category } : {}) } }
}

/** Drops keys left undefined (an absent category or catalogue), at any depth. */
function clean(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(clean)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, inner]) => (inner === undefined ? [] : [[key, clean(inner)]])),
  )
}
