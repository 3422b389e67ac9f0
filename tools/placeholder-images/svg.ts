// SVG building blocks for the placeholder illustrations: palette, element helpers, gradients,
// filters, the document wrapper and a seeded random generator.

export const C = {
  navy: '#0b4f8a',
  blue: '#1f6fb2',
  sky: '#dcecf9',
  teal: '#0f766e',
  white: '#ffffff',
  warm: '#fbf8f3',
  cream: '#f4efe6',
  ink: '#1d2b3a',
  steel: '#8a9bab',
  leaf: '#3f8f73',
} as const

export type Attrs = Record<string, string | number | undefined>
export type Point = readonly [number, number]
export type Stop = readonly [offset: number, color: string, opacity?: number]

export const r1 = (v: number): number => Math.round(v * 10) / 10

export function el(tag: string, attrs: Attrs = {}, children = ''): string {
  const a = Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([k, v]) => `${k}="${typeof v === 'number' ? r1(v) : v}"`)
    .join(' ')
  return children ? `<${tag} ${a}>${children}</${tag}>` : `<${tag} ${a}/>`
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}): string =>
  el('rect', { x, y, width: w, height: h, fill, ...extra })
export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string =>
  el('circle', { cx, cy, r, fill, ...extra })
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}): string =>
  el('ellipse', { cx, cy, rx, ry, fill, ...extra })
export const pointList = (points: readonly Point[]): string => points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ')
export const poly = (points: readonly Point[], fill: string, extra: Attrs = {}): string =>
  el('polygon', { points: pointList(points), fill, ...extra })
export const polyline = (points: readonly Point[], stroke: string, width: number, extra: Attrs = {}): string =>
  el('polyline', { points: pointList(points), fill: 'none', stroke, 'stroke-width': width, ...extra })
export const pathEl = (d: string, fill: string, extra: Attrs = {}): string => el('path', { d, fill, ...extra })
export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra: Attrs = {},
): string => el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...extra })
export const group = (children: string, extra: Attrs = {}): string => el('g', extra, children)

export function stops(list: readonly Stop[]): string {
  return list
    .map(([offset, color, opacity]) => el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity }))
    .join('')
}
/** Linear gradient in bounding-box units; default direction top to bottom. */
export function linear(id: string, list: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  return el('linearGradient', { id, x1, y1, x2, y2 }, stops(list))
}
export function radial(id: string, list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
  return el('radialGradient', { id, cx, cy, r }, stops(list))
}
export function blur(id: string, deviation: number): string {
  return el(
    'filter',
    { id, x: '-50%', y: '-50%', width: '200%', height: '200%' },
    el('feGaussianBlur', { stdDeviation: deviation }),
  )
}

/** Every scene gets these shared filters and the gradients used by shared parts (backdrops, machines). */
export const SHARED_DEFS =
  blur('soft', 8) +
  blur('glow', 18) +
  blur('haze', 40) +
  linear('bdSky', [
    [0, '#7fb6e4'],
    [1, '#e3f0fa'],
  ]) +
  linear('bdWall', [
    [0, C.warm],
    [1, '#efe8dc'],
  ]) +
  linear('bdFloor', [
    [0, '#d8cab4'],
    [1, '#efe6d8'],
  ]) +
  linear('bdGlass', [
    [0, '#86bfea'],
    [1, '#e0effa'],
  ]) +
  linear('scrubberBody', [
    [0, '#2f86cf'],
    [1, C.navy],
  ])

export function svgDoc(w: number, h: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs>${SHARED_DEFS}${defs}</defs>${body}</svg>`
  )
}

/** Deterministic pseudo-random numbers so every run produces identical files. */
export function random(seed: number): () => number {
  let t = seed >>> 0
  return () => {
    t = (t + 0x6d2b79f5) >>> 0
    let x = Math.imul(t ^ (t >>> 15), 1 | t)
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296
  }
}

/** A scene draws one image of the given size and returns the SVG document. */
export type Scene = (w: number, h: number) => string

/** Smooth open path through the points (Catmull-Rom turned into cubic Béziers), starting with M. */
export function smoothPath(pts: readonly Point[]): string {
  const first = pts[0]
  if (!first) return ''
  let d = `M${r1(first[0])} ${r1(first[1])}`
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[Math.max(0, i - 1)]!
    const p1 = pts[i]!
    const p2 = pts[i + 1]!
    const p3 = pts[Math.min(pts.length - 1, i + 2)]!
    d +=
      `C${r1(p1[0] + (p2[0] - p0[0]) / 6)} ${r1(p1[1] + (p2[1] - p0[1]) / 6)} ` +
      `${r1(p2[0] - (p3[0] - p1[0]) / 6)} ${r1(p2[1] - (p3[1] - p1[1]) / 6)} ${r1(p2[0])} ${r1(p2[1])}`
  }
  return d
}
