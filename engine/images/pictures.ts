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
  const candidates = (picture.sources.jpeg ?? picture.sources.jpg ?? '').split(', ').map((entry) => {
    const [src = '', width = '0w'] = entry.split(' ')
    return { src, width: Number.parseInt(width, 10) }
  })
  const largest = candidates.sort((a, b) => b.width - a.width)[0]
  const ratio = picture.img.h / picture.img.w
  if (!largest?.src) return { src: picture.img.src, width: picture.img.w, height: picture.img.h }
  return { src: largest.src, width: largest.width, height: Math.round(largest.width * ratio) }
}
