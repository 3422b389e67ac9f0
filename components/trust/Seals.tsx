import { trust } from '../../engine/site/site-data.ts'
import { SealMark } from './seal-marks.tsx'

/**
 * A row of membership and certificate marks from `siegel` in content/vertrauen.yaml: each a drawn seal
 * (its shape from `zeichen`, its label from `aufschrift`) beside its title and one line. No props.
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
          <SealMark seal={seal} />
          <span>
            <strong>{seal.titel}</strong>
            <span className="seal-text">{seal.text}</span>
          </span>
        </li>
      ))}
    </ul>
  )
}
