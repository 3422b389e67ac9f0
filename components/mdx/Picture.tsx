import { getPicture, smallestSrc } from '../../engine/images/pictures.ts'

export interface PictureProps {
  /** file name in content/bilder/, e.g. "team-kueche.jpg" */
  src: string
  /** what the image shows (required; the build stops when it is missing) */
  alt: string
  /** how wide the image is shown, as an HTML sizes value */
  sizes?: string
  /** true only for the first large image of a page (hero): loads at once with high priority */
  priority?: boolean
  /** a small picture such as a face (a few rem wide): only the smallest AVIF and JPEG file, no size choice */
  thumbnail?: boolean
  className?: string
}

const mime: Record<string, string> = { avif: 'image/avif', webp: 'image/webp' }

/**
 * Responsive image, in MDX as `<Image>`: AVIF and WebP in three widths plus a JPEG fallback, with
 * width and height set so nothing jumps while it loads. Images load lazily unless `priority` is set.
 * For most images the Markdown form `![Beschreibung](datei.jpg)` is enough; `<Image>` adds `sizes`
 * and `priority`.
 *
 * Props:
 * - `src` (required): file name in content/bilder/, e.g. "team-kueche.jpg"
 * - `alt` (required): what the image shows; the build stops when it is missing or empty
 * - `sizes` (optional): how wide the image is shown, as an HTML sizes value, so the browser loads a
 *   fitting file; it does not change the displayed size. Default "(min-width: 72rem) 36rem, 100vw"
 * - `priority` (optional, default off): only for a large image at the very top of a page
 * - `className` (optional): for developers; not needed in content
 *
 * ```mdx
 * <Image src="team-praxis.jpg" sizes="100vw"
 *   alt="Helle Arztpraxis: eine Reinigungskraft wischt den Empfangstresen ab" />
 * ```
 */
export function Picture({
  src,
  alt,
  sizes = '(min-width: 72rem) 36rem, 100vw',
  priority = false,
  thumbnail = false,
  className,
}: PictureProps) {
  const picture = getPicture(src)
  const fallbackSrcSet = picture.sources.jpeg ?? picture.sources.jpg
  if (thumbnail) return <Thumbnail sources={picture.sources} size={picture.img} alt={alt} className={className} />
  return (
    <picture className={className}>
      {Object.entries(picture.sources)
        .filter(([format]) => mime[format])
        .map(([format, srcSet]) => (
          <source key={format} type={mime[format]} srcSet={srcSet} sizes={sizes} />
        ))}
      <img
        src={picture.img.src}
        srcSet={fallbackSrcSet}
        sizes={sizes}
        width={picture.img.w}
        height={picture.img.h}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'sync' : 'async'}
      />
    </picture>
  )
}

/**
 * Markdown images use the same responsive pipeline as `<Image>`. The text in square brackets is the
 * description (alt text, required); the file must exist in content/bilder/. A text in quotes after the
 * file name is shown under the image as its caption (e.g. in a `<Gallery>`); a part after „ – “ stands on
 * a line of its own in lighter type, for the facts of a reference („Lagerhalle in Ludwigsfelde – 4.000 m²,
 * wöchentlich“).
 *
 * ```mdx
 * ![Reinigungskraft zieht eine Fensterscheibe streifenfrei ab](team-fensterreinigung.jpg "Fensterreinigung")
 * ```
 */
export function MarkdownImage({ src, alt, title }: { src?: string; alt?: string; title?: string }) {
  const picture = <Picture src={src ?? ''} alt={alt ?? ''} />
  if (!title) return picture
  const [place, ...details] = title.split(' – ')
  // spans, not <figure>: Markdown puts images inside a paragraph, where a figure is not allowed
  return (
    <span className="captioned">
      {picture}
      <span className="caption">
        {place}
        {details.length > 0 && (
          <span className="caption-detail">
            {/* read out as one caption, shown as two lines */}
            <span className="sr-only"> – </span>
            {details.join(' – ')}
          </span>
        )}
      </span>
    </span>
  )
}

/** A face or another picture shown a few rem wide: one AVIF file and one JPEG, so the page's HTML stays short. */
function Thumbnail({
  sources,
  size,
  alt,
  className,
}: {
  sources: Record<string, string>
  size: { w: number; h: number }
  alt: string
  className?: string
}) {
  const jpeg = sources.jpeg ?? sources.jpg ?? ''
  return (
    <picture className={className}>
      {sources.avif && <source type="image/avif" srcSet={smallestSrc(sources.avif)} />}
      <img src={smallestSrc(jpeg)} width={size.w} height={size.h} alt={alt} loading="lazy" decoding="async" />
    </picture>
  )
}
