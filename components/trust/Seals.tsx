import type { ReactNode } from 'react'
import type { Seal } from '../../engine/site/trust-schema.ts'
import { trust } from '../../engine/site/site-data.ts'

// Simple drawn marks (no logos of real bodies): a guild shield, an insurance umbrella, a quality
// rosette and a certificate ring; the titles and texts come from content/vertrauen.yaml.
const marks: Record<Seal['zeichen'], ReactNode> = {
  Innung: <path d="M24 4l16 6v12c0 10-7 17-16 22C15 39 8 32 8 22V10z M17 23l5 5 9-10" />,
  Versicherung: (
    <>
      <path d="M6 24a18 18 0 0 1 36 0z M24 6v-2 M24 24v14a4 4 0 0 1-8 0" />
      <path d="M6 24c3-3 6-3 9 0 3-3 6-3 9 0 3-3 6-3 9 0 3-3 6-3 9 0" />
    </>
  ),
  Gütezeichen: (
    <path d="M24 5l4 4 6-1 1 6 5 3-3 5 3 5-5 3-1 6-6-1-4 4-4-4-6 1-1-6-5-3 3-5-3-5 5-3 1-6 6 1z M18 24l4 4 8-8" />
  ),
  Zertifikat: <path d="M24 6a18 18 0 1 0 0.1 0z M24 12a12 12 0 1 0 0.1 0z M19 24l4 4 7-8" />,
}

/**
 * A row of membership and certificate marks from `siegel` in content/vertrauen.yaml, each a drawn
 * mark with a title and one line. No props.
 *
 * ```mdx
 * <Seals />
 * ```
 */
export function Seals() {
  return (
    <ul className="seals" aria-label={trust.siegel.titel}>
      {trust.siegel.liste.map((seal) => (
        <li key={seal.titel}>
          <svg viewBox="0 0 48 48" width="44" height="44" aria-hidden="true" focusable="false">
            {marks[seal.zeichen]}
          </svg>
          <span>
            <strong>{seal.titel}</strong>
            {seal.text}
          </span>
        </li>
      ))}
    </ul>
  )
}
