import { describe, expect, it } from 'vitest'
import { builtPages, loadPage } from '../support/built-site.ts'

// Each drawing (stand-in for a photo) shows its subject, so a visitor should not meet the same one
// on page after page: no source image appears on more than three built pages.
const MAX_PAGES_PER_IMAGE = 3

/** "/assets/static/team-kueche.BkqlGgFK.jpg" (any width or format) → "team-kueche" */
const sourceName = (src: string): string | undefined => /\/([^/]+?)\.[\w-]+\.(?:jpe?g|png|webp|avif)$/.exec(src)?.[1]

describe('drawing reuse', () => {
  it(`shows no drawing on more than ${MAX_PAGES_PER_IMAGE} pages`, () => {
    const pagesByImage = new Map<string, string[]>()
    for (const url of builtPages) {
      const $ = loadPage(url)
      const images = new Set(
        // a named contact's portrait goes wherever that person is listed (a different face for the same name
        // would be wrong, also in the contact box beside the questions), so only the scene drawings count
        $('main img, main source')
          .not('.contacts img, .contacts source, .faq-help img, .faq-help source')
          .map((_, element) => ($(element).attr('src') ?? $(element).attr('srcset') ?? '').split(/[\s,]/)[0])
          .get()
          .map((src) => sourceName(src ?? ''))
          .filter((name): name is string => name !== undefined),
      )
      for (const image of images) pagesByImage.set(image, [...(pagesByImage.get(image) ?? []), url])
    }
    expect(pagesByImage.size).toBeGreaterThan(10)
    const overused = [...pagesByImage].filter(([, pages]) => pages.length > MAX_PAGES_PER_IMAGE)
    console.log(
      `Zeichnungen: ${pagesByImage.size}, höchstens auf ${Math.max(...[...pagesByImage.values()].map((p) => p.length))} Seiten`,
    )
    expect(Object.fromEntries(overused)).toEqual({})
  })
})
