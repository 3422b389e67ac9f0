import { z } from 'zod'
import { iconNames } from './icon-names.ts'
import { rangeText } from '../validation/zod-bounds.ts'
import type { FieldHints } from '../validation/validate-yaml.ts'

/**
 * Short frontmatter keys from which the page head builds its schema.org data (engine/render/page-json-ld.ts),
 * so editors name what a page is instead of writing JSON-LD.
 */
export const pageKinds = [
  'Organisation',
  'Über-uns-Seite',
  'Kontaktseite',
  'FAQ',
  'Standort',
  'Regionalseite',
  'Regionalseite kurz',
  'Regionalseite kurz mit Bild und Lage',
] as const
export type PageKind = (typeof pageKinds)[number]

// a service page is named by its file name in content/leistungen/, e.g. bueroreinigung
const serviceSlug = z.string().regex(/^[a-z0-9-]+$/)

/** A catalogue: its name → the service pages it lists, or (one level deeper) named sub-catalogues. */
const catalogue = z.record(
  z.string().trim().min(3),
  z.union([z.array(serviceSlug).min(1), z.record(z.string().trim().min(3), z.array(serviceSlug).min(1))]),
)

export const structuredDataFields = {
  strukturdaten: z.union([z.enum(pageKinds), z.array(z.enum(pageKinds)).min(1)]).optional(),
  leistung: z
    .object({
      name: z.string().trim().min(3).max(80),
      art: z.string().trim().min(3).max(80).optional(),
      kategorie: z.string().trim().min(3).max(80).optional(),
      // shown on the service's card in <ServiceTabs>; not part of the structured data
      symbol: z.enum(iconNames).optional(),
    })
    .strict()
    .optional(),
  einsatzgebiet: z
    .object({ bundesland: z.string().trim().min(2).optional(), orte: z.array(z.string().trim().min(2)).min(1) })
    .strict()
    .optional(),
  angebote: catalogue.refine((value) => Object.keys(value).length === 1, 'Genau ein Katalogname').optional(),
}

export type ServiceFields = NonNullable<z.output<typeof structuredDataFields.leistung>>
export type Catalogue = NonNullable<z.output<typeof structuredDataFields.angebote>>

export const structuredDataHints: FieldHints = {
  strukturdaten: `Was die Seite für Suchmaschinen ist, einer oder eine Liste von: ${pageKinds.join(', ')}.`,
  'strukturdaten.*': `Erlaubt: ${pageKinds.join(', ')}.`,
  leistung:
    'Nur auf Leistungsseiten: name (z. B. Büroreinigung), optional kategorie (z. B. Gewerbliche Reinigung) und art.',
  'leistung.name':
    `Name der Leistung, ${rangeText(structuredDataFields.leistung, 'name')} Zeichen, z. B. Büroreinigung.`,
  'leistung.art':
    'Oberbegriff, nur wenn er vom Namen abweicht, z. B. Fensterreinigung für „Fenster- und Glasreinigung“.',
  'leistung.kategorie': 'Bereich der Leistung, z. B. Gewerbliche Reinigung oder Private Reinigung.',
  'leistung.symbol': 'Zeichen auf der Karte der Leistung: einer der erlaubten Namen, z. B. monitor, home, window.',
  einsatzgebiet: 'Auf Regionalseiten: orte als Liste, z. B. orte: [Leipzig, Dresden], optional bundesland: Sachsen.',
  'einsatzgebiet.orte': 'Liste der Orte in eckigen Klammern, z. B. [Leipzig, Dresden].',
  angebote:
    'Katalogname und Leistungsseiten (Dateinamen aus content/leistungen/ ohne .mdx), ' +
    'z. B. "Reinigungsleistungen in Berlin: [bueroreinigung, praxisreinigung]".',
}
