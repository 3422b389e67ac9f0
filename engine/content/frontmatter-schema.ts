import { z } from 'zod'
import { rangeText } from '../validation/zod-bounds.ts'
import type { FieldHints } from '../validation/validate-yaml.ts'
import { structuredDataFields, structuredDataHints } from './structured-data-schema.ts'

/** Company facts a JSON-LD block may pull from content/firma.yaml (see structured-data.ts). */
export const companyFactKeys = [
  'name',
  'alternateName',
  'description',
  'url',
  'logo',
  'image',
  'telephone',
  'email',
  'address',
  'addressLocality',
  'geo',
  'openingHoursSpecification',
  'priceRange',
  'paymentAccepted',
  'currenciesAccepted',
  'sameAs',
] as const

const jsonLdBlock = z
  .object({
    '@type': z.string().regex(/^[A-Z][A-Za-z]+$/),
    firmendaten: z.array(z.enum(companyFactKeys)).optional(),
  })
  .catchall(z.unknown())

/**
 * Frontmatter of every page in content/. Limits follow what search engines display:
 * titles are cut after about 60 characters, descriptions after about 155–160.
 */
export const frontmatterSchema = z
  .object({
    title: z.string().trim().min(10).max(60),
    description: z.string().trim().min(50).max(160),
    keywords: z.array(z.string().trim().min(2).max(60)).min(1).max(12),
    ogImage: z
      .string()
      .regex(/^[\w\-/]+\.(jpg|jpeg|png)$/)
      .optional(),
    ogImageAlt: z.string().trim().min(5).max(160).optional(),
    geo: z
      .object({
        region: z.string().regex(/^DE-[A-Z]{2}$/),
        placename: z.string().trim().min(2),
        position: z.tuple([z.number().min(47).max(56), z.number().min(5).max(16)]),
      })
      .strict()
      .optional(),
    ...structuredDataFields,
    // escape hatch for data the keys above do not cover
    jsonLd: z.array(jsonLdBlock).min(1).optional(),
    noindex: z.boolean().default(false),
    aktionsleiste: z.boolean().default(true),
    canonical: z
      .string()
      .regex(/^\/[a-z0-9\-/]*$/)
      .optional(),
  })
  .strict()

export type Frontmatter = z.output<typeof frontmatterSchema>

export const frontmatterHints: FieldHints = {
  title:
    `Schreiben Sie einen Seitentitel mit ${rangeText(frontmatterSchema, 'title')} Zeichen, ` +
    'z. B. "Büroreinigung in Berlin | Musterglanz". Längere Titel schneiden Suchmaschinen ab.',
  description:
    `Schreiben Sie ${rangeText(frontmatterSchema, 'description')} Zeichen: was die Seite bietet, für wen und wo. ` +
    'Suchmaschinen zeigen diesen Text unter dem Titel.',
  keywords: `Geben Sie ${rangeText(frontmatterSchema, 'keywords')} Suchbegriffe als Liste an, je Zeile "- Begriff".`,
  ogImage: 'Dateiname eines Bildes aus content/bilder/, z. B. og-standard.jpg (jpg oder png).',
  ogImageAlt: `Kurze Beschreibung des Vorschaubildes (${rangeText(frontmatterSchema, 'ogImageAlt')} Zeichen).`,
  geo: 'Angeben als region (z. B. DE-BE), placename (z. B. Berlin) und position [Breitengrad, Längengrad].',
  'geo.region':
    'Ländercode und Bundesland nach ISO 3166-2, z. B. DE-BE (Berlin), DE-BB (Brandenburg), DE-SN (Sachsen).',
  'geo.position': 'Zwei Zahlen in eckigen Klammern: [Breitengrad, Längengrad], z. B. [52.52, 13.405].',
  ...structuredDataHints,
  jsonLd:
    'Nur für Sonderfälle: Liste strukturierter Daten; jeder Eintrag braucht "@type" (z. B. Organization, Service). ' +
    'Üblich sind strukturdaten, leistung, einsatzgebiet und angebote.',
  'jsonLd.*.@type':
    'Tragen Sie im Feld "@type" (mit Anführungszeichen geschrieben) einen schema.org-Typ ein, ' +
    'z. B. Organization, LocalBusiness oder Service.',
  'jsonLd.*.firmendaten': `Liste von Firmenangaben aus content/firma.yaml, erlaubt: ${companyFactKeys.join(', ')}.`,
  noindex: 'true (Seite nicht in Suchmaschinen) oder false.',
  aktionsleiste:
    'false blendet die Leiste Anrufen/WhatsApp/Angebot am unteren Rand auf Handys aus ' +
    '(dann schwebt der runde Chat-Knopf über der Seite), sonst weglassen.',
  canonical: 'Pfad der Hauptversion dieser Seite, z. B. / oder /leistungen/bueroreinigung (klein, ohne Domain).',
}
