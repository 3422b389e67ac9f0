import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import subsetFont from 'subset-font'
import type { Plugin } from 'vite'

const require = createRequire(import.meta.url)

/** The name components/styles/font.css gives the brand font file; the build serves the subset under it. */
export const BRAND_FONT_ID = '@brand-font/plus-jakarta-sans.woff2'
const SOURCE = '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2'
// next to the project's node_modules, wherever the build is started from
const SUBSET_FILE = fileURLToPath(
  new URL('../../node_modules/.cache/brand-font/plus-jakarta-sans.woff2', import.meta.url),
)

const range = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)).join('')

/**
 * What German text on this site is set in: ASCII, German letters, the accented letters of common
 * names and loanwords (Café, Séverine), German quotes and dashes, € and the like. A character
 * outside it is drawn by the metric-matched local fallback, so a rare one still shows.
 */
export const BRAND_FONT_CHARACTERS =
  range(0x20, 0x7e) + '\u00a0\u00adÄÖÜäöüßéèêëàáâçñóôúíïÉÈÀ§°²³©®«»·×½' + 'Œœ‚‘’„“”–—…•€™₂'

/**
 * The font weights the stylesheet uses (regular text 400 to titles 800). The fontsource file spans
 * 200–800; dropping the unused thin end saves a third of the file.
 */
const WEIGHTS = { min: 400, max: 800 }

/**
 * Serves the brand font cut to BRAND_FONT_CHARACTERS and WEIGHTS: 27 KB → about 16 KB, so on a slow
 * phone it arrives in the first round trip of its connection instead of the third. The file is
 * written before the build starts and named by its content like every asset.
 */
export function brandFontSubset(): Plugin {
  return {
    name: 'brand-font-subset',
    async config() {
      const subset = await subsetFont(readFileSync(require.resolve(SOURCE)), BRAND_FONT_CHARACTERS, {
        targetFormat: 'woff2',
        variationAxes: { wght: WEIGHTS },
      })
      mkdirSync(path.dirname(SUBSET_FILE), { recursive: true })
      writeFileSync(SUBSET_FILE, subset)
      return { resolve: { alias: [{ find: BRAND_FONT_ID, replacement: SUBSET_FILE }] } }
    },
  }
}

/** The file behind a font url() in the stylesheet: the subset for BRAND_FONT_ID, else the npm file. */
export function fontFileFor(id: string): string {
  return id === BRAND_FONT_ID ? SUBSET_FILE : require.resolve(id)
}
