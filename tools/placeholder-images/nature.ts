// Trees and shrubs for the outdoor scenes.
import { C, circle, ellipse, poly, rect } from './svg.ts'

/** Round deciduous tree standing on (cx, bottom), about 300 units tall at scale 1. */
export function tree(cx: number, bottom: number, scale: number, leaf: string = C.leaf): string {
  const s = scale
  return (
    rect(cx - 10 * s, bottom - 130 * s, 20 * s, 130 * s, '#7a5a40') +
    circle(cx, bottom - 200 * s, 90 * s, leaf) +
    circle(cx - 60 * s, bottom - 160 * s, 60 * s, leaf) +
    circle(cx + 62 * s, bottom - 170 * s, 64 * s, leaf) +
    circle(cx - 20 * s, bottom - 240 * s, 50 * s, '#ffffff', { opacity: 0.1 })
  )
}

/** Pine of the Brandenburg kind: tall bare trunk with a flat, dark crown. */
export function pine(cx: number, bottom: number, scale: number): string {
  const s = scale
  return (
    rect(cx - 7 * s, bottom - 280 * s, 14 * s, 280 * s, '#a0603c') +
    ellipse(cx, bottom - 300 * s, 70 * s, 36 * s, '#2f6b52') +
    ellipse(cx - 36 * s, bottom - 270 * s, 48 * s, 24 * s, '#2a5f49') +
    ellipse(cx + 40 * s, bottom - 276 * s, 44 * s, 22 * s, '#357a5d')
  )
}

/** Low rounded bush, (cx, bottom) at its base. */
export const bush = (cx: number, bottom: number, w: number, color = '#5b9e7d'): string =>
  ellipse(cx, bottom - w * 0.3, w * 0.5, w * 0.34, color) +
  ellipse(cx - w * 0.2, bottom - w * 0.4, w * 0.24, w * 0.2, '#ffffff', { opacity: 0.12 })

/** A small leaf, tilted by `angle` degrees, for gutters and paving. */
export const leaf = (cx: number, cy: number, size: number, angle: number, color = '#c98a3a'): string =>
  ellipse(cx, cy, size, size * 0.45, color, { transform: `rotate(${angle} ${cx} ${cy})` }) +
  poly(
    [
      [cx - size, cy],
      [cx + size, cy],
      [cx + size, cy + 1],
      [cx - size, cy + 1],
    ],
    '#8a5a24',
    { transform: `rotate(${angle} ${cx} ${cy})`, opacity: 0.5 },
  )
