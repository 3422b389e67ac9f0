import type { Frontmatter } from '../content/frontmatter-schema.ts'
import type { FaqEntry } from '../content/remark-faq-data.ts'
import { largestJpeg } from '../images/pictures.ts'
import { company, siteOrigin } from '../site/site-data.ts'
import { openingHoursSpecification } from '../site/opening-hours.ts'

type JsonLdBlock = NonNullable<Frontmatter['jsonLd']>[number]
type CompanyFact = NonNullable<JsonLdBlock['firmendaten']>[number]

/**
 * Company facts a JSON-LD block can take from content/firma.yaml by listing them under `firmendaten`,
 * so phone, e-mail and address are written once for the whole site.
 */
export const companyFacts: Record<CompanyFact, () => unknown> = {
  name: () => company.name,
  alternateName: () => company.kurzname,
  description: () => company.beschreibung,
  url: () => `${siteOrigin}/`,
  logo: () => `${siteOrigin}/logo.svg`,
  image: () => siteOrigin + largestJpeg('og-standard.jpg').src,
  telephone: () => company.telefon.replace(/ /g, ''),
  email: () => company.email,
  address: () => ({
    '@type': 'PostalAddress',
    streetAddress: company.adresse.strasse,
    postalCode: company.adresse.plz,
    addressLocality: company.adresse.ort,
    addressRegion: company.adresse.bundesland,
    addressCountry: company.adresse.land,
  }),
  addressLocality: () => ({
    '@type': 'PostalAddress',
    addressLocality: company.adresse.ort,
    addressRegion: company.adresse.bundesland,
    addressCountry: company.adresse.land,
  }),
  geo: () => ({
    '@type': 'GeoCoordinates',
    latitude: company.adresse.breitengrad,
    longitude: company.adresse.laengengrad,
  }),
  openingHoursSpecification: () => openingHoursSpecification(company.oeffnungszeiten),
  priceRange: () => company.preisspanne,
  paymentAccepted: () => company.zahlungsarten.join(', '),
  currenciesAccepted: () => company.waehrung,
  sameAs: () => company.social.flatMap((s) => (s.link ? [s.link] : [])),
}

/**
 * Frontmatter JSON-LD blocks → complete schema.org objects (company facts first, page values win).
 * A FAQPage block without mainEntity gets the questions of the page's <Faq> blocks.
 */
export function buildJsonLd(blocks: Frontmatter['jsonLd'], faq: FaqEntry[] = []): object[] {
  return (blocks ?? []).map((block) => {
    const filled = withCompanyFacts(block) as Record<string, unknown>
    if (filled['@type'] === 'FAQPage' && filled.mainEntity === undefined) filled.mainEntity = faqEntities(faq)
    return { '@context': 'https://schema.org', ...filled }
  })
}

function faqEntities(faq: FaqEntry[]) {
  return faq.map(({ question, answer }) => ({
    '@type': 'Question',
    name: question,
    acceptedAnswer: { '@type': 'Answer', text: answer },
  }))
}

/** Replaces `firmendaten: [...]` at any depth (e.g. a Service's provider) with those facts. */
function withCompanyFacts(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withCompanyFacts)
  if (typeof value !== 'object' || value === null) return value
  const { firmendaten, '@type': type, ...rest } = value as Record<string, unknown>
  const keys = (Array.isArray(firmendaten) ? firmendaten : []) as CompanyFact[]
  const unknown = keys.filter((key) => !(key in companyFacts))
  if (unknown.length > 0)
    throw new Error(
      `firmendaten: unbekannte Angabe ${unknown.join(', ')}; erlaubt: ${Object.keys(companyFacts).join(', ')}`,
    )
  const facts = Object.fromEntries(
    keys.map((key) => [key === 'addressLocality' ? 'address' : key, companyFacts[key]()]),
  )
  const nested = Object.fromEntries(Object.entries(rest).map(([key, inner]) => [key, withCompanyFacts(inner)]))
  return { ...(type === undefined ? {} : { '@type': type }), ...facts, ...nested }
}
