import { IMAGE_DIR } from '../content/image-files.ts'

// Every photo in content/bilder/ becomes AVIF, WebP and JPEG in three widths at build time.
const pictures = import.meta.glob<ImagetoolsPicture>('/content/bilder/**/*.{jpg,jpeg,png}', {
  eager: true,
  import: 'default',
  query: { w: '480;960;1440', format: 'avif;webp;jpg', as: 'picture' },
})

/** The processed picture for a file name as editors write it (e.g. "team-kueche.jpg"). */
export function getPicture(name: string): ImagetoolsPicture {
  const picture = pictures[`/${IMAGE_DIR}/${name}`]
  if (!picture) throw new Error(`Bild „${name}“ nicht in ${IMAGE_DIR}/ gefunden`)
  return picture
}

/** The largest JPEG variant: used where one plain URL is needed (Open Graph, structured data). */
export function largestJpeg(name: string): { src: string; width: number; height: number } {
  const picture = getPicture(name)
  const largest = srcSetCandidates(picture.sources.jpeg ?? picture.sources.jpg ?? '').sort(
    (a, b) => b.width - a.width,
  )[0]
  const ratio = picture.img.h / picture.img.w
  if (!largest?.src) return { src: picture.img.src, width: picture.img.w, height: picture.img.h }
  return { src: largest.src, width: largest.width, height: Math.round(largest.width * ratio) }
}

/** "/a.480.avif 480w, /a.800.avif 800w" → [{ src: "/a.480.avif", width: 480 }, …] */
export function srcSetCandidates(srcSet: string): { src: string; width: number }[] {
  return srcSet.split(', ').map((entry) => {
    const [src = '', width = '0w'] = entry.trim().split(' ')
    return { src, width: Number.parseInt(width, 10) }
  })
}

/** The smallest file of a srcset, for a picture shown only a few rem wide (a face). */
export const smallestSrc = (srcSet: string): string =>
  srcSetCandidates(srcSet).sort((a, b) => a.width - b.width)[0]?.src ?? ''
