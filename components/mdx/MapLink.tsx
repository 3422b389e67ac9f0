import type { ReactNode } from 'react'
import { company } from '../../engine/site/site-data.ts'
import { Picture } from './Picture.tsx'

/**
 * How wide the map shows (map-link.css): at most 28rem on wide screens, where it stands beside a
 * band's text, the content width below. The build makes 480, 960 and 1200 px files, so a laptop
 * loads the 480 px file (960 px at double density) and a phone the 960 or 1200 px one.
 */
const MAP_SIZES = '(min-width: 64rem) 28rem, calc(100vw - 2.5rem)'

/** OpenStreetMap at the company address from content/firma.yaml (no embedded map: nothing loads from third parties). */
export function mapHref(): string {
  const { breitengrad: lat, laengengrad: lon } = company.adresse
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`
}

/**
 * A map picture linking to the company address on OpenStreetMap (same tab; the position comes from
 * `adresse.breitengrad` and `adresse.laengengrad` in content/firma.yaml), with the link text below.
 * Nothing is loaded from OpenStreetMap until the visitor clicks.
 *
 * Props:
 * - `image` (required): file name of the map picture in content/bilder/, e.g. "karte-anfahrt.jpg"
 * - `alt` (required): what the map picture shows; the build stops when it is missing or empty
 *
 * The text between the tags is the link text.
 *
 * ```mdx
 * <MapLink image="karte-anfahrt.jpg" alt="Stadtplan von Berlin-Mitte mit einer Markierung an unserer Adresse">
 *   Adresse auf OpenStreetMap öffnen
 * </MapLink>
 * ```
 */
export function MapLink({ image, alt, children }: { image: string; alt: string; children: ReactNode }) {
  return (
    <a className="map-link" href={mapHref()} rel="noopener noreferrer">
      <Picture src={image} alt={alt} sizes={MAP_SIZES} />
      <span>{children}</span>
    </a>
  )
}
