import { getPicture } from '../../engine/images/pictures'

export interface PictureProps {
  /** file name in content/bilder/, e.g. "team-kueche.jpg" */
  src: string
  /** what the image shows (required; the build stops when it is missing) */
  alt: string
  /** how wide the image is shown, as an HTML sizes value */
  sizes?: string
  /** true only for the first large image of a page (hero): loads at once with high priority */
  priority?: boolean
  className?: string
}

const mime: Record<string, string> = { avif: 'image/avif', webp: 'image/webp' }

/**
 * Responsive image: AVIF and WebP in three widths plus a JPEG fallback, with width and height set
 * so nothing jumps while it loads. Below-the-fold images load lazily.
 */
export function Picture({ src, alt, sizes = '(min-width: 72rem) 36rem, 100vw', priority = false, className }: PictureProps) {
  const picture = getPicture(src)
  const fallbackSrcSet = picture.sources.jpeg ?? picture.sources.jpg
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

/** Markdown images (![Beschreibung](datei.jpg)) use the same responsive pipeline. */
export function MarkdownImage({ src, alt }: { src?: string; alt?: string }) {
  return <Picture src={src ?? ''} alt={alt ?? ''} />
}
