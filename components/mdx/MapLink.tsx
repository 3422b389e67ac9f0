import type { ReactNode } from 'react'
import { company } from '../../engine/site/site-data'
import { Picture } from './Picture'

/** OpenStreetMap at the company address from content/firma.yaml (no embedded map: nothing loads from third parties). */
export function mapHref(): string {
  const { breitengrad: lat, laengengrad: lon } = company.adresse
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`
}

/**
 * A map picture linking to the company address on OpenStreetMap (new tab), with the link text below.
 *
 * ```mdx
 * <MapLink image="karte-anfahrt.jpg" alt="Stadtplan mit Markierung unseres Büros">Standort auf OpenStreetMap ansehen</MapLink>
 * ```
 */
export function MapLink({ image, alt, children }: { image: string; alt: string; children: ReactNode }) {
  return (
    <a className="map-link" href={mapHref()} rel="noopener noreferrer">
      <Picture src={image} alt={alt} sizes="(min-width: 72rem) 36rem, 100vw" />
      <span>{children}</span>
    </a>
  )
}
