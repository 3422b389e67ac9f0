import { FontaineTransform } from 'fontaine'
import { pathToFileURL } from 'node:url'
import type { Plugin } from 'vite'
import { fontFileFor } from './brand-font-subset-plugin.ts'

/**
 * Adds a local fallback face (Arial and friends, resized with fontaine's metrics) for every
 * @font-face the site's stylesheet imports, and appends it to the font-family lists in that file, so
 * text set in the fallback takes the same space as the brand font: a page opened before the font arrived
 * (font-display: optional keeps it in the fallback) looks and breaks almost as in the brand face.
 * fontaine's own Vite plugin is not called for CSS in this build, so its transform runs here.
 */
export function brandFontFallback(): Plugin {
  const fontaine = FontaineTransform.vite({
    fallbacks: ['Arial', 'Helvetica Neue', 'Roboto'],
    // url() in font.css names the brand font's subset (same metrics as the npm file)
    resolvePath: (id) => pathToFileURL(fontFileFor(id)),
  }) as Plugin & { transform: { handler: (code: string, id: string) => Promise<{ code: string } | undefined> } }
  return {
    name: 'brand-font-fallback',
    enforce: 'pre',
    transform: {
      filter: { id: /components\/styles\/index\.css$/ },
      handler: async (code, id) => {
        const result = await fontaine.transform.handler(code, id)
        return result && { ...result, code: withBoldFaces(withLiberationSans(result.code)) }
      },
    },
  }
}

// fontaine has no metrics for Liberation Sans, the Arial of Linux desktops (and of the test browser):
// it is metric-compatible with Arial, so Arial's face is repeated for it. Without it such a system
// shows its wider default sans-serif, and pages that miss the brand font run longer.
const ARIAL_FACE = /@font-face\s*\{[^}]*local\(\s*["']?Arial["']?\s*\)[^}]*\}/

function withLiberationSans(css: string): string {
  const face = ARIAL_FACE.exec(css)?.[0]
  if (!face) throw new Error('brand-font-fallback: fontaine wrote no Arial fallback face to copy for Liberation Sans')
  return css.replace(face, `${face}\n${face.replace(/local\([^)]*\)/, 'local("Liberation Sans")')}`)
}

// Browsers embolden a regular local face without widening it, so bold text in the fallback ran about 4 %
// narrower than the brand face's bold: a heading could wrap one line less and move when the brand face
// arrived. Each local face therefore gets its bold sibling for weights 550–800, sized to the brand face at
// 800 (the page title; lighter bold text then sets at most 2 % wider, which moved nothing in the tests).
// Widths are capsize's average character widths (bold ÷ regular: Arial 983/913, Helvetica Neue 480/450,
// Roboto 926/911; Liberation Sans is Arial's twin); the brand face at 800 is 4.2 % wider than at 400
// (measured over this site's text).
const BRAND_BOLD_WIDENING = 1.042
const BOLD_FACES: Record<string, { local: string; widening: number }> = {
  Arial: { local: 'Arial Bold', widening: 983 / 913 },
  'Liberation Sans': { local: 'Liberation Sans Bold', widening: 983 / 913 },
  'Helvetica Neue': { local: 'Helvetica Neue Bold', widening: 480 / 450 },
  Roboto: { local: 'Roboto Bold', widening: 926 / 911 },
}
const FALLBACK_FACE = /@font-face\s*\{[^}]*font-family:\s*["']?[^;"']* fallback["']?;[^}]*\}/g

function withBoldFaces(css: string): string {
  return css.replace(FALLBACK_FACE, (face) => {
    const local = /local\(\s*["']?([^"')]+)["']?\s*\)/.exec(face)?.[1]
    const bold = local ? BOLD_FACES[local] : undefined
    if (!bold) return face
    const sizeAdjust = Number(/size-adjust:\s*([\d.]+)%/.exec(face)?.[1])
    const boldAdjust = (sizeAdjust * BRAND_BOLD_WIDENING) / bold.widening
    const boldFace = face
      .replace(/local\([^)]*\)/, `local("${bold.local}")`)
      .replace(/size-adjust:\s*[\d.]+%/, `size-adjust:${boldAdjust.toFixed(2)}%`)
      // ascent, descent and line gap are given relative to the adjusted size: rescale them
      .replace(
        /(ascent|descent|line-gap)-override:\s*([\d.]+)%/g,
        (_, name: string, value: string) =>
          `${name}-override:${((Number(value) * sizeAdjust) / boldAdjust).toFixed(4)}%`,
      )
      .replace(/font-weight:[^;}]*/, 'font-weight:550 800')
    return `${face.replace(/font-weight:[^;}]*/, 'font-weight:200 549')}\n${boldFace}`
  })
}
