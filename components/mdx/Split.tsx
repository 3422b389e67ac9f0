import type { ReactNode } from 'react'
import { Picture } from './Picture.tsx'

/**
 * Text next to a photo on wide screens (photo left, text right); on narrower screens the photo
 * comes first, the text below.
 *
 * Props:
 * - `image` (required): file name in content/bilder/
 * - `alt` (required): what the photo shows; the build stops when it is missing or empty
 * - `reverse` (optional, default off): write `reverse` to put the photo on the right
 * - `wideOnly` (optional, default off): show the photo only where it stands beside the text (wide
 *   screens); on phones the text stands alone. For pictures that only fill space, e.g. a map next to a list
 *
 * ```mdx
 * <Split image="team-bodenreinigung.jpg" alt="Glänzender, frisch gewischter Boden" reverse>
 * ## Über uns
 * Text …
 * </Split>
 * ```
 */
export function Split({
  image,
  alt,
  reverse = false,
  wideOnly = false,
  children,
}: {
  image: string
  alt: string
  reverse?: boolean
  wideOnly?: boolean
  children: ReactNode
}) {
  const classes = ['split', reverse && 'split-reverse', wideOnly && 'split-wide-only'].filter(Boolean).join(' ')
  return (
    <div className={classes}>
      <Picture className="split-image" src={image} alt={alt} sizes="(min-width: 64rem) 34rem, 100vw" />
      <div className="split-text flow">{children}</div>
    </div>
  )
}
