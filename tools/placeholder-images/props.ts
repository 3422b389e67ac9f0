// Reusable objects drawn into several scenes: sparkles, shadows, cleaning supplies, plants, clouds.
import { C, r1, rect, circle, ellipse, poly, pathEl, group } from './svg.ts'

/** Four-pointed sparkle; `waist` controls how slim the points are (0.1 slim … 0.35 chubby). */
export function sparklePath(cx: number, cy: number, r: number, waist = 0.2): string {
  const k = r * waist
  const p = (x: number, y: number): string => `${r1(x)} ${r1(y)}`
  return (
    `M${p(cx, cy - r)}Q${p(cx + k, cy - k)} ${p(cx + r, cy)}Q${p(cx + k, cy + k)} ${p(cx, cy + r)}` +
    `Q${p(cx - k, cy + k)} ${p(cx - r, cy)}Q${p(cx - k, cy - k)} ${p(cx, cy - r)}Z`
  )
}
export const sparkle = (cx: number, cy: number, r: number, opacity = 0.95, fill: string = C.white): string =>
  pathEl(sparklePath(cx, cy, r), fill, { opacity })

/** A big sparkle with two small companions — the recurring "clean" motif. */
export function sparkleCluster(cx: number, cy: number, r: number, opacity = 0.95): string {
  return (
    circle(cx, cy, r * 0.9, C.white, { opacity: 0.25 * opacity, filter: 'url(#glow)' }) +
    sparkle(cx, cy, r, opacity) +
    sparkle(cx + r * 0.95, cy - r * 0.75, r * 0.38, opacity * 0.9) +
    sparkle(cx - r * 0.85, cy + r * 0.7, r * 0.26, opacity * 0.8)
  )
}

/** Soft contact shadow under an object standing on the floor. */
export const shadow = (cx: number, cy: number, rx: number, ry: number, opacity = 0.18): string =>
  ellipse(cx, cy, rx, ry, '#0b2540', { opacity, filter: 'url(#soft)' })

export function sprayBottle(x: number, bottom: number, scale: number, body: string): string {
  const s = scale
  return group(
    rect(x, bottom - 70 * s, 34 * s, 70 * s, body, { rx: 8 * s }) +
      rect(x + 4 * s, bottom - 48 * s, 26 * s, 22 * s, C.white, { rx: 3 * s, opacity: 0.85 }) +
      rect(x + 9 * s, bottom - 82 * s, 16 * s, 14 * s, C.white, { rx: 3 * s }) +
      pathEl(`M${x + 6 * s} ${bottom - 82 * s}h${26 * s}l${8 * s} ${-10 * s}h${-30 * s}z`, C.white) +
      rect(x + 20 * s, bottom - 78 * s, 5 * s, 16 * s, '#c8d3dd', { rx: 2 * s }),
  )
}

export function bucket(x: number, bottom: number, w: number, h: number, color: string): string {
  const inset = w * 0.1
  return group(
    poly(
      [
        [x, bottom - h],
        [x + w, bottom - h],
        [x + w - inset, bottom],
        [x + inset, bottom],
      ],
      color,
    ) +
      rect(x - 4, bottom - h - 6, w + 8, 12, color, { rx: 6 }) +
      rect(x - 4, bottom - h - 6, w + 8, 5, C.white, { rx: 3, opacity: 0.35 }) +
      rect(x + inset + 6, bottom - h + 16, 8, h - 26, C.white, { rx: 4, opacity: 0.18 }) +
      pathEl(`M${x + 6} ${bottom - h}Q${x + w / 2} ${bottom - h - w * 0.55} ${x + w - 6} ${bottom - h}`, 'none', {
        stroke: '#c8d3dd',
        'stroke-width': 4,
      }),
  )
}

export function clothStack(x: number, bottom: number, w: number, colors: readonly string[]): string {
  return colors.map((color, i) => rect(x + (i % 2) * 4, bottom - (i + 1) * 15, w, 14, color, { rx: 6 })).join('')
}

export function wheel(cx: number, cy: number, r: number): string {
  return circle(cx, cy, r, C.ink) + circle(cx, cy, r * 0.4, '#9fb0bf')
}

export function plant(cx: number, bottom: number, scale: number, pot: string = C.white): string {
  const s = scale
  const leaves: [number, number, number, number, string][] = [
    [-28, -78, 14, 40, C.leaf],
    [22, -84, 13, 44, C.teal],
    [-6, -100, 12, 46, '#2f7f64'],
    [36, -60, 11, 32, '#4fa283'],
    [-40, -52, 11, 30, C.teal],
  ]
  const leafShapes = leaves
    .map(([dx, dy, rx, ry, color]) =>
      ellipse(cx + dx * s, bottom + dy * s, rx * s, ry * s, color, {
        transform: `rotate(${r1(dx * 0.9)} ${r1(cx + dx * s)} ${r1(bottom + dy * s)})`,
      }),
    )
    .join('')
  return (
    leafShapes +
    poly(
      [
        [cx - 30 * s, bottom - 52 * s],
        [cx + 30 * s, bottom - 52 * s],
        [cx + 24 * s, bottom],
        [cx - 24 * s, bottom],
      ],
      pot,
    ) +
    rect(cx - 32 * s, bottom - 56 * s, 64 * s, 9 * s, pot, { rx: 3 * s }) +
    rect(cx + 8 * s, bottom - 46 * s, 8 * s, 40 * s, '#0b2540', { opacity: 0.06, rx: 3 * s })
  )
}

export function cloud(cx: number, cy: number, w: number, opacity = 0.7): string {
  return group(
    ellipse(cx, cy, w * 0.5, w * 0.12, C.white) +
      ellipse(cx - w * 0.15, cy - w * 0.08, w * 0.2, w * 0.13, C.white) +
      ellipse(cx + w * 0.12, cy - w * 0.1, w * 0.24, w * 0.16, C.white),
    { opacity, filter: 'url(#soft)' },
  )
}

/** Housekeeping trolley, about 300 × 300 units at scale 1, standing on (x, bottom) with its left edge at x. */
export function cleaningTrolley(x: number, bottom: number, scale: number): string {
  const s = scale
  const X = (v: number): number => x + v * s
  const Y = (v: number): number => bottom - v * s
  const towel = (tx: number, ty: number, tw: number, color: string): string =>
    rect(X(tx), Y(ty + 14), tw * s, 14 * s, color, { rx: 6 * s }) +
    rect(X(tx), Y(ty + 14), tw * s, 4 * s, C.white, { rx: 3 * s, opacity: 0.4 })
  return (
    shadow(X(150), bottom, 170 * s, 12 * s, 0.2) +
    // linen bag hanging on the right end
    pathEl(`M${X(226)} ${Y(262)}h${84 * s}v${200 * s}q${-42 * s} ${22 * s} ${-84 * s} 0z`, '#e6edf3') +
    pathEl(`M${X(246)} ${Y(240)}v${170 * s}M${X(270)} ${Y(240)}v${180 * s}M${X(294)} ${Y(240)}v${170 * s}`, 'none', {
      stroke: '#cdd7e0',
      'stroke-width': 4 * s,
    }) +
    rect(X(218), Y(272), 100 * s, 16 * s, C.navy, { rx: 6 * s }) +
    // frame and shelves
    rect(X(0), Y(280), 12 * s, 262 * s, C.navy, { rx: 4 * s }) +
    rect(X(214), Y(280), 12 * s, 262 * s, C.navy, { rx: 4 * s }) +
    rect(X(-8), Y(190), 242 * s, 12 * s, C.navy, { rx: 4 * s }) +
    rect(X(-8), Y(100), 242 * s, 12 * s, C.navy, { rx: 4 * s }) +
    rect(X(-8), Y(34), 242 * s, 16 * s, C.navy, { rx: 5 * s }) +
    rect(X(-8), Y(280), 242 * s, 12 * s, C.navy, { rx: 4 * s }) +
    // top: spray bottles and a caddy
    sprayBottle(X(14), Y(280), 0.85 * s, C.teal) +
    sprayBottle(X(52), Y(280), 0.8 * s, C.blue) +
    rect(X(104), Y(316), 96 * s, 36 * s, '#e7edf2', { rx: 6 * s }) +
    rect(X(104), Y(316), 96 * s, 8 * s, '#c8d3dd', { rx: 4 * s }) +
    // shelves: towels and linen
    towel(18, 190, 88, C.white) +
    towel(22, 204, 84, C.white) +
    towel(18, 218, 88, C.sky) +
    towel(20, 232, 86, C.white) +
    towel(118, 190, 86, '#bfe3dc') +
    towel(114, 204, 90, C.white) +
    towel(118, 218, 86, C.white) +
    towel(18, 100, 96, C.white) +
    towel(22, 114, 92, '#9ccbe9') +
    towel(18, 128, 96, C.white) +
    towel(20, 142, 94, C.white) +
    bucket(X(128), Y(100), 78 * s, 56 * s, C.teal) +
    bucket(X(20), Y(34), 100 * s, 56 * s, C.blue) +
    rect(X(136), Y(80), 74 * s, 46 * s, '#e7edf2', { rx: 6 * s }) +
    wheel(X(10), Y(10), 13 * s) +
    wheel(X(216), Y(10), 13 * s)
  )
}

/** Leaning ladder from its foot (x1, y1) to its top (x2, y2); rungs every ~55 units. */
export function ladder(x1: number, y1: number, x2: number, y2: number, color = '#9fb0bf'): string {
  const len = Math.hypot(x2 - x1, y2 - y1)
  const nx = ((y2 - y1) / len) * 26
  const ny = (-(x2 - x1) / len) * 26
  const rungs = Array.from({ length: Math.floor(len / 55) }, (_, i) => {
    const t = (i + 0.6) / (len / 55)
    const x = x1 + (x2 - x1) * t
    const y = y1 + (y2 - y1) * t
    return `M${r1(x - nx)} ${r1(y - ny)}L${r1(x + nx)} ${r1(y + ny)}`
  }).join('')
  return (
    pathEl(rungs, 'none', { stroke: color, 'stroke-width': 7 }) +
    pathEl(
      `M${r1(x1 - nx)} ${r1(y1 - ny)}L${r1(x2 - nx)} ${r1(y2 - ny)}M${r1(x1 + nx)} ${r1(y1 + ny)}L${r1(x2 + nx)} ${r1(y2 + ny)}`,
      'none',
      {
        stroke: color,
        'stroke-width': 10,
        'stroke-linecap': 'round',
      },
    )
  )
}

/** Fine spray or water mist: a soft cloud of droplets around (cx, cy). */
export function mist(cx: number, cy: number, r: number, seed = 1): string {
  let t = seed * 9301 + 49297
  const rnd = (): number => (t = (t * 9301 + 49297) % 233280) / 233280
  const drops = Array.from({ length: 40 }, () => {
    const a = rnd() * Math.PI * 2
    const d = Math.sqrt(rnd()) * r
    return circle(cx + Math.cos(a) * d, cy + Math.sin(a) * d * 0.7, 2 + rnd() * 4, C.white, {
      opacity: 0.5 + rnd() * 0.4,
    })
  }).join('')
  return ellipse(cx, cy, r, r * 0.7, C.white, { opacity: 0.35, filter: 'url(#soft)' }) + drops
}

/** Cardboard moving box standing on (x, bottom), tape across the top face. */
export function cardboardBox(x: number, bottom: number, w: number, h: number, open = false): string {
  const lid = h * 0.18
  return group(
    rect(x, bottom - h, w, h, '#c99a62') +
      rect(x + w * 0.62, bottom - h, w * 0.38, h, '#b5874f') +
      (open
        ? poly(
            [
              [x, bottom - h],
              [x - w * 0.12, bottom - h - lid],
              [x + w * 0.4, bottom - h - lid],
              [x + w * 0.5, bottom - h],
            ],
            '#d9ae78',
          )
        : rect(x + w * 0.26, bottom - h, w * 0.12, h * 0.4, '#e8d3b0')) +
      rect(x + w * 0.12, bottom - h * 0.45, w * 0.3, h * 0.14, C.white, { opacity: 0.55, rx: 2 }),
  )
}

/** Knotted rubbish bag sitting on (cx, bottom). */
export function rubbishBag(cx: number, bottom: number, size: number, color = '#2f3b48'): string {
  const s = size
  return (
    shadow(cx, bottom, 60 * s, 6 * s, 0.18) +
    pathEl(
      `M${cx - 58 * s} ${bottom}Q${cx - 74 * s} ${bottom - 70 * s} ${cx - 18 * s} ${bottom - 104 * s}L${cx - 10 * s} ${bottom - 118 * s}` +
        `L${cx + 10 * s} ${bottom - 118 * s}L${cx + 18 * s} ${bottom - 104 * s}Q${cx + 74 * s} ${bottom - 70 * s} ${cx + 58 * s} ${bottom}Z`,
      color,
    ) +
    pathEl(
      `M${cx - 10 * s} ${bottom - 118 * s}l-14 ${-16 * s}M${cx + 10 * s} ${bottom - 118 * s}l14 ${-16 * s}`,
      'none',
      {
        stroke: color,
        'stroke-width': 8 * s,
        'stroke-linecap': 'round',
      },
    ) +
    ellipse(cx - 26 * s, bottom - 60 * s, 10 * s, 26 * s, C.white, { opacity: 0.14 })
  )
}

/** The front of a wooden desk seen head-on, its top at `top` (needs the `desk` gradient in the scene's defs). */
export function deskSlab(w: number, h: number, top: number): string {
  return (
    rect(0, top, w, 44, 'url(#desk)') +
    rect(0, top, w, 8, '#f5e9d6') +
    rect(0, top + 44, w, h - top - 44, '#c9b08a') +
    rect(0, top + 44, w, 10, '#0b2540', { opacity: 0.12 })
  )
}

/** A blue ballpoint pen lying at (x, y), turned by `angle` degrees. */
export const pen = (x: number, y: number, angle: number): string =>
  group(rect(-110, -7, 200, 14, C.blue, { rx: 7 }) + rect(90, -5, 26, 10, '#c8d3dd', { rx: 3 }), {
    transform: `translate(${x} ${y}) rotate(${angle})`,
  })
