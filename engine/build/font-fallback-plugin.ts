import { FontaineTransform } from 'fontaine'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import type { Plugin } from 'vite'

const require = createRequire(import.meta.url)

/**
 * Adds a local fallback face (Arial and friends, resized with fontaine's metrics) for every
 * @font-face the site's stylesheet imports, and appends it to the font-family lists in that file, so
 * text set in the fallback takes the same space as the brand font and nothing moves when it swaps in.
 * fontaine's own Vite plugin is not called for CSS in this build, so its transform runs here.
 */
export function brandFontFallback(): Plugin {
  const fontaine = FontaineTransform.vite({
    fallbacks: ['Arial', 'Helvetica Neue', 'Roboto', 'Liberation Sans'],
    // url() in font.css names the font file by its npm package path
    resolvePath: (id) => pathToFileURL(require.resolve(id)),
  }) as Plugin & { transform: { handler: (code: string, id: string) => Promise<{ code: string } | undefined> } }
  return {
    name: 'brand-font-fallback',
    enforce: 'pre',
    transform: {
      filter: { id: /components\/styles\/index\.css$/ },
      handler: (code, id) => fontaine.transform.handler(code, id),
    },
  }
}
