import type { ReactNode } from 'react'
import { Picture } from './Picture'

/**
 * Text next to a photo (photo left; `reverse` puts it right). On phones the photo comes first.
 *
 * ```mdx
 * <Split image="ueber-uns-team.jpg" alt="Reinigungswagen vor einem Bürogebäude">
 * ## Über uns
 * Text …
 * </Split>
 * ```
 */
export function Split({ image, alt, reverse = false, children }: { image: string; alt: string; reverse?: boolean; children: ReactNode }) {
  return (
    <div className={`split${reverse ? ' split-reverse' : ''}`}>
      <Picture className="split-image" src={image} alt={alt} sizes="(min-width: 64rem) 34rem, 100vw" />
      <div className="split-text flow">{children}</div>
    </div>
  )
}
