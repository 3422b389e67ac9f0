// PLACEHOLDER IMAGES — we have no real photos yet.
// Draws calm flat illustrations as SVG and renders them with sharp to content/bilder/*.jpg,
// and writes the logo mark to public/logo.svg and public/favicon.svg.
// Replace any of these files with a real photo under the SAME file name; nothing else needs to change.
// Existing files are kept, so real photos are never overwritten; `--force` redraws every placeholder.
// Run: npx tsx scripts/make-placeholder-images.ts [--force]
import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const IMAGE_DIR = path.join(ROOT, 'content', 'bilder')
const PUBLIC_DIR = path.join(ROOT, 'public')

const C = {
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

// ---------------------------------------------------------------------------
// SVG helpers
// ---------------------------------------------------------------------------

type Attrs = Record<string, string | number | undefined>
type Point = readonly [number, number]
type Stop = readonly [offset: number, color: string, opacity?: number]

const r1 = (v: number): number => Math.round(v * 10) / 10

function el(tag: string, attrs: Attrs = {}, children = ''): string {
  const a = Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([k, v]) => `${k}="${typeof v === 'number' ? r1(v) : v}"`)
    .join(' ')
  return children ? `<${tag} ${a}>${children}</${tag}>` : `<${tag} ${a}/>`
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}): string =>
  el('rect', { x, y, width: w, height: h, fill, ...extra })
const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string =>
  el('circle', { cx, cy, r, fill, ...extra })
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}): string =>
  el('ellipse', { cx, cy, rx, ry, fill, ...extra })
const pointList = (points: readonly Point[]): string => points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ')
const poly = (points: readonly Point[], fill: string, extra: Attrs = {}): string =>
  el('polygon', { points: pointList(points), fill, ...extra })
const polyline = (points: readonly Point[], stroke: string, width: number, extra: Attrs = {}): string =>
  el('polyline', { points: pointList(points), fill: 'none', stroke, 'stroke-width': width, ...extra })
const pathEl = (d: string, fill: string, extra: Attrs = {}): string => el('path', { d, fill, ...extra })
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra: Attrs = {}): string =>
  el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, 'stroke-linecap': 'round', ...extra })
const group = (children: string, extra: Attrs = {}): string => el('g', extra, children)

function stops(list: readonly Stop[]): string {
  return list
    .map(([offset, color, opacity]) => el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity }))
    .join('')
}
/** Linear gradient in bounding-box units; default direction top to bottom. */
function linear(id: string, list: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  return el('linearGradient', { id, x1, y1, x2, y2 }, stops(list))
}
function radial(id: string, list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
  return el('radialGradient', { id, cx, cy, r }, stops(list))
}
function blur(id: string, deviation: number): string {
  return el('filter', { id, x: '-50%', y: '-50%', width: '200%', height: '200%' }, el('feGaussianBlur', { stdDeviation: deviation }))
}

/** Four-pointed sparkle; `waist` controls how slim the points are (0.1 slim … 0.35 chubby). */
function sparklePath(cx: number, cy: number, r: number, waist = 0.2): string {
  const k = r * waist
  const p = (x: number, y: number): string => `${r1(x)} ${r1(y)}`
  return (
    `M${p(cx, cy - r)}Q${p(cx + k, cy - k)} ${p(cx + r, cy)}Q${p(cx + k, cy + k)} ${p(cx, cy + r)}` +
    `Q${p(cx - k, cy + k)} ${p(cx - r, cy)}Q${p(cx - k, cy - k)} ${p(cx, cy - r)}Z`
  )
}
const sparkle = (cx: number, cy: number, r: number, opacity = 0.95, fill: string = C.white): string =>
  pathEl(sparklePath(cx, cy, r), fill, { opacity })

/** A big sparkle with two small companions — the recurring "clean" motif. */
function sparkleCluster(cx: number, cy: number, r: number, opacity = 0.95): string {
  return (
    circle(cx, cy, r * 0.9, C.white, { opacity: 0.25 * opacity, filter: 'url(#glow)' }) +
    sparkle(cx, cy, r, opacity) +
    sparkle(cx + r * 0.95, cy - r * 0.75, r * 0.38, opacity * 0.9) +
    sparkle(cx - r * 0.85, cy + r * 0.7, r * 0.26, opacity * 0.8)
  )
}

/** Soft contact shadow under an object standing on the floor. */
const shadow = (cx: number, cy: number, rx: number, ry: number, opacity = 0.18): string =>
  ellipse(cx, cy, rx, ry, '#0b2540', { opacity, filter: 'url(#soft)' })

/** Every scene gets these shared filters. */
const SHARED_DEFS = blur('soft', 8) + blur('glow', 18) + blur('haze', 40)

function svgDoc(w: number, h: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs>${SHARED_DEFS}${defs}</defs>${body}</svg>`
  )
}

/** Deterministic pseudo-random numbers so every run produces identical files. */
function random(seed: number): () => number {
  let t = seed >>> 0
  return () => {
    t = (t + 0x6d2b79f5) >>> 0
    let x = Math.imul(t ^ (t >>> 15), 1 | t)
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296
  }
}

// ---------------------------------------------------------------------------
// Reusable props
// ---------------------------------------------------------------------------

function sprayBottle(x: number, bottom: number, scale: number, body: string): string {
  const s = scale
  return group(
    rect(x, bottom - 70 * s, 34 * s, 70 * s, body, { rx: 8 * s }) +
      rect(x + 4 * s, bottom - 48 * s, 26 * s, 22 * s, C.white, { rx: 3 * s, opacity: 0.85 }) +
      rect(x + 9 * s, bottom - 82 * s, 16 * s, 14 * s, C.white, { rx: 3 * s }) +
      pathEl(
        `M${x + 6 * s} ${bottom - 82 * s}h${26 * s}l${8 * s} ${-10 * s}h${-30 * s}z`,
        C.white,
      ) +
      rect(x + 20 * s, bottom - 78 * s, 5 * s, 16 * s, '#c8d3dd', { rx: 2 * s }),
  )
}

function bucket(x: number, bottom: number, w: number, h: number, color: string): string {
  const inset = w * 0.1
  return group(
    poly([[x, bottom - h], [x + w, bottom - h], [x + w - inset, bottom], [x + inset, bottom]], color) +
      rect(x - 4, bottom - h - 6, w + 8, 12, color, { rx: 6 }) +
      rect(x - 4, bottom - h - 6, w + 8, 5, C.white, { rx: 3, opacity: 0.35 }) +
      rect(x + inset + 6, bottom - h + 16, 8, h - 26, C.white, { rx: 4, opacity: 0.18 }) +
      pathEl(
        `M${x + 6} ${bottom - h}Q${x + w / 2} ${bottom - h - w * 0.55} ${x + w - 6} ${bottom - h}`,
        'none',
        { stroke: '#c8d3dd', 'stroke-width': 4 },
      ),
  )
}

function clothStack(x: number, bottom: number, w: number, colors: readonly string[]): string {
  return colors
    .map((color, i) => rect(x + (i % 2) * 4, bottom - (i + 1) * 15, w, 14, color, { rx: 6 }))
    .join('')
}

function wheel(cx: number, cy: number, r: number): string {
  return circle(cx, cy, r, C.ink) + circle(cx, cy, r * 0.4, '#9fb0bf')
}

function plant(cx: number, bottom: number, scale: number, pot: string = C.white): string {
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

function cloud(cx: number, cy: number, w: number, opacity = 0.7): string {
  return group(
    ellipse(cx, cy, w * 0.5, w * 0.12, C.white) +
      ellipse(cx - w * 0.15, cy - w * 0.08, w * 0.2, w * 0.13, C.white) +
      ellipse(cx + w * 0.12, cy - w * 0.1, w * 0.24, w * 0.16, C.white),
    { opacity, filter: 'url(#soft)' },
  )
}

// ---------------------------------------------------------------------------
// Scenes (one function per image)
// ---------------------------------------------------------------------------

/** Bright open-plan office: window front, shiny floor with reflections, desks, cleaning cart. */
function heroOffice(w: number, h: number): string {
  const floorY = 712
  const defs =
    linear('sky', [[0, '#9fcdf0'], [0.7, '#dcecf9'], [1, '#f1f8fd']]) +
    linear('ceiling', [[0, '#ece8e1'], [1, '#f7f5f0']]) +
    linear('floor', [[0, '#e4ebf1'], [1, '#c9d7e3']]) +
    linear('shine', [[0, C.white, 0.9], [1, C.white, 0]]) +
    linear('frameRefl', [[0, '#34516b', 0.3], [1, '#34516b', 0]]) +
    linear('screen', [[0, '#2f5877'], [1, '#1d3a52']], 0, 0, 1, 1) +
    linear('vignette', [[0, '#0b2540', 0], [1, '#0b2540', 0.12]])

  const ceiling =
    rect(0, 0, w, 116, 'url(#ceiling)') +
    [0, 1, 2, 3].map((i) => rect(190 + i * 430, 46, 260, 12, C.white, { rx: 6 })).join('') +
    [0, 1, 2, 3].map((i) => ellipse(320 + i * 430, 70, 200, 26, C.white, { opacity: 0.5, filter: 'url(#glow)' })).join('') +
    rect(0, 110, w, 8, '#d6d0c5')

  const rnd = random(7)
  const skylineFar = Array.from({ length: 16 }, (_, i) => {
    const bw = 90 + rnd() * 80
    const bh = 120 + rnd() * 160
    return rect(i * 125 - 20, floorY - 16 - bh, bw, bh, '#c3dbee')
  }).join('')
  const skylineNear = Array.from({ length: 9 }, (_, i) => {
    const bw = 130 + rnd() * 90
    const bh = 80 + rnd() * 130
    return rect(i * 230 + 40, floorY - 16 - bh, bw, bh, '#aecbe4')
  }).join('')

  const mullions = Array.from({ length: 9 }, (_, i) => rect(i * 240 - 7, 118, 14, floorY - 118, '#3d5a75')).join('')
  const glass =
    rect(0, 118, w, floorY - 118, 'url(#sky)') +
    cloud(420, 260, 420, 0.75) +
    cloud(1380, 230, 520, 0.6) +
    skylineFar +
    skylineNear +
    poly([[300, 118], [470, 118], [250, floorY], [80, floorY]], C.white, { opacity: 0.16 }) +
    poly([[520, 118], [570, 118], [350, floorY], [300, floorY]], C.white, { opacity: 0.14 }) +
    poly([[1290, 118], [1470, 118], [1250, floorY], [1070, floorY]], C.white, { opacity: 0.14 }) +
    mullions +
    rect(0, 196, w, 9, '#3d5a75') +
    rect(0, floorY - 18, w, 18, '#ebe6dc') +
    rect(0, floorY - 4, w, 4, '#d3ccbf')

  const floorReflections =
    Array.from({ length: 8 }, (_, i) => rect(i * 240 + 16, floorY, 208, 250, 'url(#shine)', { opacity: 0.55 })).join('') +
    Array.from({ length: 9 }, (_, i) => rect(i * 240 - 7, floorY, 14, 200, 'url(#frameRefl)')).join('') +
    [742, 780, 832, 900, 990].map((y) => rect(0, y, w, 2, '#b6c6d4', { opacity: 0.55 })).join('') +
    ellipse(1100, 930, 520, 60, C.white, { opacity: 0.45, filter: 'url(#haze)' })

  const chair = (x: number, color: string): string =>
    rect(x, 722, 84, 70, color, { rx: 16 }) + rect(x + 36, 790, 12, 30, '#3d4b59') + shadow(x + 42, 872, 60, 7, 0.1)
  const monitor = (x: number): string =>
    rect(x + 62, 760, 16, 22, '#3d4b59') +
    rect(x + 40, 778, 60, 6, '#3d4b59', { rx: 3 }) +
    rect(x, 676, 140, 86, '#24374a', { rx: 6 }) +
    rect(x + 6, 682, 128, 74, 'url(#screen)', { rx: 3 }) +
    poly([[x + 70, 682], [x + 100, 682], [x + 60, 756], [x + 30, 756]], C.white, { opacity: 0.08 })
  const desk = (x: number, width: number): string =>
    shadow(x + width / 2, 878, width * 0.55, 10, 0.14) +
    rect(x + 24, 796, 10, 80, '#3d4b59') +
    rect(x + width - 34, 796, 10, 80, '#3d4b59') +
    rect(x + width / 2 - 4, 796, 8, 70, '#3d4b59', { opacity: 0.6 }) +
    rect(x, 782, width, 16, C.white, { rx: 3 }) +
    rect(x, 794, width, 4, '#c9d3dc')
  const furniture =
    chair(250, C.blue) +
    chair(520, C.teal) +
    chair(1010, C.blue) +
    desk(150, 620) +
    monitor(230) +
    monitor(500) +
    rect(660, 758, 70, 24, '#e9eef3', { rx: 4 }) +
    desk(900, 460) +
    monitor(990) +
    plant(1240, 782, 0.8, C.sky) +
    plant(1380, 880, 1.15)

  const cartX = 1480
  const cart =
    shadow(1650, 1038, 230, 16, 0.22) +
    // hanging waste bag on the left side
    pathEl('M1400 780h80v200q-40 22-80 0z', '#dde4ea') +
    pathEl('M1420 800v160M1448 800v170', 'none', { stroke: '#c3cdd6', 'stroke-width': 4 }) +
    rect(1392, 770, 96, 16, C.navy, { rx: 6 }) +
    // mop handle behind the frame
    line(1742, 620, 1716, 930, '#c8d3dd', 11) +
    circle(1743, 614, 9, C.teal) +
    // frame
    rect(cartX, 760, 14, 260, C.navy, { rx: 4 }) +
    rect(cartX + 316, 760, 14, 260, C.navy, { rx: 4 }) +
    rect(cartX - 10, 800, 350, 14, C.navy, { rx: 5 }) +
    rect(cartX - 10, 896, 350, 14, C.navy, { rx: 5 }) +
    rect(cartX - 10, 992, 350, 18, C.navy, { rx: 6 }) +
    rect(cartX - 10, 800, 350, 4, C.white, { opacity: 0.25 }) +
    // things on the shelves
    sprayBottle(cartX + 20, 800, 1, C.teal) +
    sprayBottle(cartX + 66, 800, 0.9, C.blue) +
    clothStack(cartX + 130, 800, 90, [C.sky, '#9ccbe9', C.white, '#bfe3dc']) +
    rect(cartX + 240, 748, 64, 52, '#e7edf2', { rx: 6 }) +
    rect(cartX + 240, 748, 64, 10, '#c8d3dd', { rx: 4 }) +
    clothStack(cartX + 30, 896, 110, ['#bfe3dc', C.white, C.sky]) +
    bucket(cartX + 150, 896, 96, 68, C.teal) +
    bucket(cartX + 22, 992, 130, 74, C.blue) +
    bucket(cartX + 170, 992, 130, 74, '#5a9bd4') +
    wheel(cartX + 14, 1030, 20) +
    wheel(cartX + 316, 1030, 20)

  const body =
    ceiling +
    glass +
    rect(0, floorY, w, h - floorY, 'url(#floor)') +
    floorReflections +
    furniture +
    cart +
    sparkleCluster(1080, 945, 40) +
    sparkle(760, 1010, 16, 0.8) +
    sparkle(1345, 370, 26, 0.85) +
    rect(0, h - 160, w, 160, 'url(#vignette)')
  return svgDoc(w, h, defs, body)
}

/** Close-up of a large window pane: squeegee wiping haze off in overlapping S-strokes. */
function windowCleaning(w: number, h: number): string {
  const g = { x: 160, y: 120, w: 880, h: 680 }
  const swath = 'M120 196L930 196C1010 196 1010 360 930 360L330 360C250 360 250 520 330 520L640 520'
  const defs =
    linear('wall', [[0, '#f8f3eb'], [1, '#ebe3d5']]) +
    linear('glass', [[0, '#4d9bd8'], [0.65, '#a9d1f0'], [1, '#dcecf9']]) +
    linear('blade', [[0, '#5d7082'], [1, '#3b4a59']], 0, 0, 1, 0) +
    el('clipPath', { id: 'pane' }, rect(g.x, g.y, g.w, g.h, '#000')) +
    el(
      'mask',
      { id: 'clean', maskUnits: 'userSpaceOnUse', x: 0, y: 0, width: w, height: h },
      rect(0, 0, w, h, C.white) +
        pathEl(swath, 'none', {
          stroke: '#000',
          'stroke-width': 156,
          'stroke-linejoin': 'round',
          'stroke-linecap': 'butt',
        }),
    )

  const rnd = random(11)
  const smudges = Array.from({ length: 70 }, () =>
    circle(g.x + rnd() * g.w, g.y + rnd() * g.h, 2 + rnd() * 5, C.white, { opacity: 0.35 + rnd() * 0.3 }),
  ).join('')
  const drips = Array.from({ length: 7 }, (_, i) => {
    const x = 672 + i * 9 + rnd() * 6
    const len = 30 + rnd() * 60
    const y = 440 + i * 22
    return line(x, y, x, y + len, C.white, 3, { opacity: 0.6 }) + circle(x, y + len, 4, C.white, { opacity: 0.75 })
  }).join('')

  const outside = group(
    rect(g.x, g.y, g.w, g.h, 'url(#glass)') +
      cloud(380, 300, 360, 0.8) +
      cloud(820, 230, 300, 0.65) +
      group(
        rect(700, 560, 170, 260, '#b9d5ec') +
          rect(860, 620, 200, 200, '#c6ddf0') +
          circle(250, 720, 110, '#7fb8a6') +
          circle(360, 760, 90, '#8fc4b1') +
          circle(180, 800, 90, '#6fae98'),
        { filter: 'url(#soft)', opacity: 0.8 },
      ),
    { 'clip-path': 'url(#pane)' },
  )

  const film = group(
    rect(g.x, g.y, g.w, g.h, '#e9eef2', { opacity: 0.62 }) + smudges,
    { mask: 'url(#clean)', 'clip-path': 'url(#pane)' },
  )

  const shine = group(
    poly([[250, 140], [300, 140], [190, 330], [160, 330], [160, 300]], C.white, { opacity: 0.45 }) +
      poly([[330, 140], [350, 140], [250, 310], [230, 310]], C.white, { opacity: 0.35 }) +
      poly([[820, 300], [860, 300], [780, 440], [740, 440]], C.white, { opacity: 0.3 }),
    { 'clip-path': 'url(#pane)' },
  )

  const squeegee =
    // handle (angled down-right), drawn first so the blade sits on top
    line(664, 520, 800, 610, C.teal, 30) +
    line(770, 590, 880, 662, C.navy, 40) +
    line(780, 590, 870, 650, C.white, 6, { opacity: 0.25 }) +
    rect(646, 500, 36, 40, '#9fb0bf', { rx: 8 }) +
    rect(640, 436, 24, 168, 'url(#blade)', { rx: 5 }) +
    rect(634, 432, 8, 176, '#17212b', { rx: 3 })

  const frame =
    rect(104, 62, 992, 796, '#0b2540', { opacity: 0.1, filter: 'url(#soft)', rx: 12 }) +
    rect(110, 70, 980, 780, C.white, { rx: 10 }) +
    rect(140, 100, 920, 720, '#e4eaf0', { rx: 4 }) +
    rect(1066, 420, 14, 84, '#cfd8e0', { rx: 6 }) +
    rect(60, 846, 1080, 30, C.white, { rx: 6 }) +
    rect(60, 872, 1080, 6, '#ddd3c4')

  const body =
    rect(0, 0, w, h, 'url(#wall)') +
    frame +
    outside +
    film +
    shine +
    group(drips, { 'clip-path': 'url(#pane)' }) +
    squeegee +
    sparkleCluster(300, 250, 34) +
    sparkle(900, 190, 20, 0.85) +
    sparkle(480, 455, 16, 0.8)
  return svgDoc(w, h, defs, body)
}

/** Teal hallway, walk-behind scrubber leaving a glossy lane on a light floor. */
function floorCleaning(w: number, h: number): string {
  const floorY = 470
  const groundY = 800
  const vp: Point = [600, 300]
  const defs =
    linear('wall', [[0, '#0c6a63'], [1, '#2a9086']]) +
    linear('floor', [[0, '#cbdbe3'], [1, '#eef4f7']]) +
    linear('wallRefl', [[0, C.teal, 0.45], [1, C.teal, 0]]) +
    linear('winRefl', [[0, C.white, 0.45], [1, C.white, 0]]) +
    linear('machine', [[0, '#2f86cf'], [1, C.navy]]) +
    linear('lane', [[0, C.white, 0], [1, C.white, 0.7]], 0, 0, 1, 0) +
    linear('fade', [[0, C.white], [0.7, '#000']]) +
    el('clipPath', { id: 'floorClip' }, rect(0, floorY, w, h - floorY, '#000')) +
    el('mask', { id: 'reflFade', maskUnits: 'userSpaceOnUse', x: 0, y: groundY, width: w, height: h - groundY }, rect(0, groundY, w, h - groundY, 'url(#fade)'))

  const windows = [90, 470, 850]
    .map((x) => rect(x, 70, 260, 250, C.white, { opacity: 0.16, rx: 6 }) + rect(x + 128, 70, 4, 250, C.teal, { opacity: 0.5 }))
    .join('')
  const wall =
    rect(0, 0, w, floorY, 'url(#wall)') +
    windows +
    rect(0, 372, w, 14, C.white, { opacity: 0.28 }) +
    rect(0, floorY - 14, w, 14, '#e4efee')

  const floorLines =
    Array.from({ length: 21 }, (_, i) => {
      const x = -1500 + i * 210
      return line(vp[0], vp[1], x, h + 400, '#b2c4d0', 2, { opacity: 0.55 })
    }).join('') + [496, 532, 582, 650, 742, 866].map((y) => rect(0, y, w, 2, '#b2c4d0', { opacity: 0.6 })).join('')
  const floor =
    rect(0, floorY, w, h - floorY, 'url(#floor)') +
    group(floorLines, { 'clip-path': 'url(#floorClip)' }) +
    rect(0, floorY, w, 150, 'url(#wallRefl)') +
    [90, 470, 850].map((x) => rect(x, floorY, 260, 160, 'url(#winRefl)')).join('') +
    poly([[0, 720], [560, 736], [560, 812], [0, 860]], 'url(#lane)')

  const machine = (): string =>
    // squeegee at the back
    rect(520, 740, 60, 14, '#3d4b59', { rx: 5 }) +
    rect(492, 772, 56, 22, C.ink, { rx: 8 }) +
    rect(512, 748, 16, 30, '#3d4b59', { rx: 4 }) +
    rect(488, 790, 64, 6, '#17212b', { rx: 3 }) +
    // handle
    line(580, 620, 470, 440, '#3d4b59', 16) +
    line(470, 440, 446, 402, C.navy, 26) +
    rect(486, 452, 40, 26, '#2a3a4a', { rx: 6, transform: 'rotate(-58 506 465)' }) +
    circle(505, 466, 5, '#5fd3c0') +
    // brush deck and body
    rect(690, 738, 210, 56, C.ink, { rx: 20 }) +
    rect(880, 752, 26, 30, '#9fb0bf', { rx: 8 }) +
    rect(540, 598, 340, 156, 'url(#machine)', { rx: 40 }) +
    rect(560, 582, 300, 36, C.sky, { rx: 18 }) +
    rect(560, 684, 300, 10, C.white, { opacity: 0.6, rx: 5 }) +
    rect(600, 618, 120, 8, C.white, { opacity: 0.25, rx: 4 }) +
    circle(760, 650, 18, '#dcecf9', { opacity: 0.9 }) +
    circle(760, 650, 8, C.teal) +
    wheel(604, 766, 36)

  const mopBucket =
    shadow(1080, 800, 80, 10, 0.15) +
    line(1040, 520, 1070, 760, '#c8d3dd', 10) +
    bucket(1010, 800, 130, 90, '#5a9bd4')

  const body =
    wall +
    floor +
    group(group(machine(), { transform: `translate(0 ${2 * groundY}) scale(1 -1)` }), { mask: 'url(#reflFade)', opacity: 0.28 }) +
    shadow(700, 800, 230, 12, 0.25) +
    machine() +
    mopBucket +
    sparkleCluster(330, 770, 30) +
    sparkle(150, 810, 16, 0.8) +
    sparkle(980, 610, 14, 0.7) +
    sparkle(640, 592, 12, 0.9)
  return svgDoc(w, h, defs, body)
}

/** Altbau stairwell: oak treads, white risers, navy handrail, two-tone wall, arched window with light. */
function stairwell(w: number, h: number): string {
  const floorY = 840
  const run = 70
  const rise = 46
  const steps = 11
  const startX = 120
  const dx = 70
  const dy = -40
  const topY = floorY - steps * rise
  const endX = startX + steps * run
  const slope = rise / run
  const wainscot = (x: number): number => Math.max(topY + dy - 140, floorY + dy - 140 - (x - startX - dx) * slope)

  const defs =
    linear('wall', [[0, '#f7f0e4'], [1, '#eee3d2']]) +
    linear('glass', [[0, '#8ec4ec'], [1, '#e3f1fb']]) +
    linear('beam', [[0, C.white, 0.5], [1, C.white, 0]], 1, 0, 0, 1) +
    radial('lamp', [[0, '#fffaf0', 0.95], [0.4, '#fff4df', 0.5], [1, '#fff4df', 0]]) +
    linear('door', [[0, '#175f9e'], [1, C.navy]]) +
    el('clipPath', { id: 'archView' }, rect(450, 50, 190, 300, '#000')) +
    el(
      'pattern',
      { id: 'tiles', width: 40, height: 40, patternUnits: 'userSpaceOnUse' },
      rect(0, 0, 40, 40, '#e8dccb') + poly([[20, 0], [40, 20], [20, 40], [0, 20]], '#cfdbe5'),
    )

  const wainscotPts: Point[] = [[0, wainscot(0)]]
  for (let x = 0; x <= w; x += 20) wainscotPts.push([x, wainscot(x)])
  const wallPaint =
    poly([...wainscotPts, [w, h], [0, h]], '#d6e6f2') +
    polyline(wainscotPts, C.navy, 5, { opacity: 0.7 })

  const arch = (x: number, y: number, ww: number, hh: number): string =>
    `M${x} ${y + hh}V${y + ww / 2}A${ww / 2} ${ww / 2} 0 0 1 ${x + ww} ${y + ww / 2}V${y + hh}Z`
  const win = { x: 450, y: 50, w: 190, h: 300 }
  const windowEl =
    pathEl(arch(win.x - 14, win.y - 14, win.w + 28, win.h + 28), C.white) +
    pathEl(arch(win.x, win.y, win.w, win.h), 'url(#glass)') +
    group(circle(490, 320, 44, '#8fc4b1') + circle(600, 330, 54, '#7fb8a6'), { opacity: 0.7, filter: 'url(#soft)', 'clip-path': 'url(#archView)' }) +
    rect(win.x + win.w / 2 - 4, win.y, 8, win.h, C.white) +
    rect(win.x, win.y + 150, win.w, 8, C.white) +
    rect(win.x - 24, win.y + win.h + 14, win.w + 48, 12, C.white, { rx: 3 }) +
    poly([[470, 360], [640, 360], [560, 840], [140, 840]], 'url(#beam)', { opacity: 0.55, filter: 'url(#soft)' })

  const door =
    rect(990, 30, 170, topY + dy - 30 + 6, C.white) +
    rect(1004, 46, 142, topY + dy - 46, 'url(#door)') +
    rect(1020, 64, 48, 100, '#0b2540', { opacity: 0.18, rx: 3 }) +
    rect(1082, 64, 48, 100, '#0b2540', { opacity: 0.18, rx: 3 }) +
    rect(1020, 180, 48, 90, '#0b2540', { opacity: 0.18, rx: 3 }) +
    rect(1082, 180, 48, 90, '#0b2540', { opacity: 0.18, rx: 3 }) +
    circle(1126, 168, 7, '#d9b36c')

  // treads + risers going up from the bottom left, then the landing
  let flight = ''
  for (let i = 0; i < steps; i++) {
    const x0 = startX + i * run
    const x1 = x0 + run
    const y = floorY - (i + 1) * rise
    flight +=
      poly([[x0, y], [x0 + dx, y + dy], [x0 + dx, y + dy + rise], [x0, y + rise]], '#f6f1e8') +
      poly([[x0, y], [x1, y], [x1 + dx, y + dy], [x0 + dx, y + dy]], '#d9b88c') +
      line(x0 + 8, y - 1, x1 - 2, y - 1, '#ecd4b0', 3)
  }
  flight +=
    poly([[endX, topY], [w + 10, topY], [w + 10, topY + dy], [endX + dx, topY + dy]], '#d9b88c') +
    poly([[1030, topY - 6], [1140, topY - 6], [1150, topY - 30], [1048, topY - 30]], C.teal, { opacity: 0.85 })
  const profile: Point[] = [[startX, floorY]]
  for (let i = 0; i < steps; i++) {
    const x0 = startX + i * run
    const y = floorY - (i + 1) * rise
    profile.push([x0, y], [x0 + run, y])
  }
  const underside = endX - (floorY - (topY + 46)) / slope
  profile.push([w + 10, topY], [w + 10, topY + 46], [endX, topY + 46], [underside, floorY])
  const beneath = (x: number): number => (x < endX ? topY + 46 + (endX - x) * slope : topY + 46)
  const panel = (a: number, b: number): string =>
    poly([[a, beneath(a) + 34], [b, beneath(b) + 34], [b, floorY - 28], [a, floorY - 28]], 'none', {
      stroke: '#dccdb6',
      'stroke-width': 5,
    })
  const stringer =
    poly([[startX + run, floorY], [endX, topY + 46], [w + 10, topY + 46], [w + 10, floorY]], '#f1e7d8') +
    panel(430, 650) +
    panel(690, 910) +
    panel(950, 1160) +
    poly(profile, '#fbf7f0') +
    polyline([[endX, topY + 46], [underside, floorY]], '#d8ccb9', 6) +
    rect(endX, topY + 40, w - endX, 6, '#d8ccb9')

  const railY = (x: number): number => Math.max(topY - 100, floorY - 100 - (x - startX) * slope)
  let balusters = ''
  for (let i = 0; i < steps; i++) {
    const x = startX + i * run + run / 2
    const y = floorY - (i + 1) * rise
    balusters += line(x, y, x, railY(x), C.navy, 5)
  }
  for (let x = endX + 40; x < w; x += 60) balusters += line(x, topY, x, railY(x), C.navy, 5)
  const railing =
    balusters +
    polyline([[startX, railY(startX)], [endX, railY(endX)], [w + 10, railY(endX)]], C.navy, 14, {
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }) +
    rect(startX - 14, railY(startX) - 20, 26, floorY - railY(startX) + 20, C.navy, { rx: 4 }) +
    circle(startX - 1, railY(startX) - 26, 15, C.navy)

  const body =
    rect(0, 0, w, h, 'url(#wall)') +
    wallPaint +
    circle(250, 240, 120, 'url(#lamp)') +
    circle(250, 240, 26, '#fffaf0') +
    rect(236, 262, 28, 10, '#c9bba5', { rx: 4 }) +
    windowEl +
    door +
    plant(1170, topY + dy + 14, 0.75) +
    rect(0, floorY, w, h - floorY, 'url(#tiles)') +
    rect(0, floorY, w, 6, '#d8ccb9') +
    flight +
    stringer +
    shadow(380, floorY + 6, 280, 10, 0.12) +
    railing +
    sparkleCluster(420, 700, 26) +
    sparkle(790, 390, 20, 0.9) +
    sparkle(600, 120, 18, 0.9)
  return svgDoc(w, h, defs, body)
}

/** Kitchen: warm white upper cabinets, mint subway tiles, navy base units, window over the sink. */
function kitchen(w: number, h: number): string {
  const counterY = 540
  const defs =
    linear('wall', [[0, C.warm], [1, '#efe8dc']]) +
    linear('glass', [[0, '#86bfea'], [1, '#e0effa']]) +
    linear('counter', [[0, '#f1ebe0'], [1, '#dfd5c5']]) +
    linear('oven', [[0, '#2b3d50'], [1, C.ink]]) +
    linear('underLight', [[0, '#fff8e8', 0.8], [1, '#fff8e8', 0]]) +
    linear('steel', [[0, '#c7d2dc'], [1, '#8b9cad']], 0, 0, 1, 0) +
    el('clipPath', { id: 'view' }, rect(474, 96, 252, 304, '#000')) +
    el(
      'pattern',
      { id: 'subway', width: 80, height: 40, patternUnits: 'userSpaceOnUse' },
      rect(0, 0, 80, 40, '#f4fbfa') +
        rect(0, 2, 78, 17, '#cfe9e4', { rx: 2 }) +
        rect(-40, 22, 78, 17, '#c6e4de', { rx: 2 }) +
        rect(40, 22, 78, 17, '#c6e4de', { rx: 2 }),
    )

  const upperDoor = (x: number): string =>
    rect(x, 70, 184, 250, '#fdfcf9', { rx: 4, stroke: '#e4dccf', 'stroke-width': 3 }) +
    rect(x + 16, 86, 152, 218, 'none', { rx: 3, stroke: '#ece5d9', 'stroke-width': 3 }) +
    rect(x + 80, 292, 24, 6, '#9fb0bf', { rx: 3 })
  const upper =
    rect(30, 320, 400, 10, '#0b2540', { opacity: 0.06 }) +
    rect(770, 320, 400, 10, '#0b2540', { opacity: 0.06 }) +
    upperDoor(38) +
    upperDoor(232) +
    upperDoor(778) +
    upperDoor(972)

  const windowEl =
    rect(456, 78, 288, 340, C.white, { rx: 4 }) +
    group(
      rect(474, 96, 252, 304, 'url(#glass)') +
        cloud(560, 170, 180, 0.8) +
        group(circle(520, 390, 60, '#7fb8a6') + circle(640, 410, 70, '#6fae98') + circle(720, 370, 44, '#8fc4b1'), {
          opacity: 0.75,
          filter: 'url(#soft)',
        }),
      { 'clip-path': 'url(#view)' },
    ) +
    rect(596, 96, 8, 304, C.white) +
    poly([[500, 96], [550, 96], [480, 230], [474, 230], [474, 150]], C.white, { opacity: 0.3 }) +
    rect(440, 412, 320, 14, C.white, { rx: 4 })

  const baseDoor = (x: number, width: number): string =>
    rect(x, 600, width - 6, 226, C.navy, { rx: 3 }) +
    rect(x + 8, 608, width - 22, 210, '#0d5694', { rx: 2 }) +
    rect(x + width / 2 - 30, 618, 54, 7, '#cfd8e0', { rx: 3 })
  const drawer = (x: number, width: number): string =>
    rect(x, 568, width - 6, 28, C.navy, { rx: 3 }) + rect(x + width / 2 - 30, 578, 54, 6, '#cfd8e0', { rx: 3 })
  const base =
    rect(0, 566, w, 270, '#083d6b') +
    [0, 200, 400, 600, 1000].map((x) => drawer(x + 4, 200)).join('') +
    [0, 200, 400, 600, 1000].map((x) => baseDoor(x + 4, 200)).join('') +
    rect(806, 568, 188, 262, '#cfd8e0', { rx: 4 }) +
    rect(820, 620, 160, 190, 'url(#oven)', { rx: 6 }) +
    rect(832, 590, 136, 8, '#8b9cad', { rx: 4 }) +
    poly([[880, 620], [920, 620], [870, 810], [830, 810]], C.white, { opacity: 0.08 }) +
    rect(0, 830, w, 16, '#082f52') +
    // tea towel on the oven handle
    pathEl('M880 586h44v70q-22 10-44 0z', '#e8f4f2') +
    rect(880, 630, 44, 6, C.teal, { opacity: 0.7 })

  const counter =
    rect(0, counterY, w, 28, 'url(#counter)') +
    rect(0, counterY, w, 4, C.white, { opacity: 0.8 }) +
    rect(0, counterY + 24, w, 4, '#cbbfae')

  const sink =
    rect(506, counterY + 4, 188, 8, '#aab8c5', { rx: 3 }) +
    pathEl(`M640 ${counterY}V470Q640 440 610 440H586`, 'none', {
      stroke: 'url(#steel)',
      'stroke-width': 13,
      'stroke-linecap': 'round',
    }) +
    rect(630, counterY - 12, 22, 14, '#9fb0bf', { rx: 3 }) +
    line(664, counterY - 20, 664, counterY - 38, '#9fb0bf', 8)

  const kettleX = 910
  const kettle =
    rect(820, counterY - 6, 220, 8, C.ink, { rx: 3 }) +
    pathEl(
      `M${kettleX - 50} ${counterY - 8}Q${kettleX - 56} ${counterY - 90} ${kettleX} ${counterY - 96}Q${kettleX + 56} ${counterY - 90} ${kettleX + 50} ${counterY - 8}Z`,
      C.teal,
    ) +
    pathEl(`M${kettleX + 44} ${counterY - 50}L${kettleX + 84} ${counterY - 82}L${kettleX + 88} ${counterY - 74}L${kettleX + 50} ${counterY - 30}Z`, C.teal) +
    pathEl(`M${kettleX - 34} ${counterY - 90}Q${kettleX} ${counterY - 150} ${kettleX + 34} ${counterY - 90}`, 'none', {
      stroke: C.ink,
      'stroke-width': 9,
      'stroke-linecap': 'round',
    }) +
    ellipse(kettleX, counterY - 96, 16, 6, C.ink) +
    ellipse(kettleX - 22, counterY - 56, 8, 22, C.white, { opacity: 0.3 })

  const leftCounter =
    rect(60, 382, 110, 150, '#d2ab7c', { rx: 18, transform: `rotate(-6 115 ${counterY})` }) +
    circle(108, 402, 8, '#b88f60') +
    plant(260, counterY, 0.9) +
    rect(340, counterY - 74, 52, 74, C.white, { rx: 8 }) +
    line(352, counterY - 72, 340, counterY - 130, '#9fb0bf', 6) +
    line(366, counterY - 72, 368, counterY - 140, '#c9a27a', 7) +
    line(380, counterY - 72, 396, counterY - 124, '#9fb0bf', 6) +
    ellipse(1100, counterY - 20, 70, 22, C.white) +
    rect(1030, counterY - 22, 140, 22, C.white) +
    circle(1078, counterY - 34, 16, '#f2d675') +
    circle(1106, counterY - 38, 17, '#f5dc82') +
    circle(1132, counterY - 32, 15, '#ecce62')

  const body =
    rect(0, 0, w, h, 'url(#wall)') +
    rect(0, 330, w, counterY - 330, 'url(#subway)') +
    rect(0, 330, w, 80, 'url(#underLight)') +
    upper +
    windowEl +
    base +
    counter +
    sink +
    kettle +
    leftCounter +
    rect(0, 846, w, h - 846, '#e2d4bf') +
    [0, 1, 2, 3, 4, 5].map((i) => rect(i * 240 - 30, 846, 2, h - 846, '#cdbda5')).join('') +
    sparkleCluster(560, 500, 28) +
    sparkle(620, 450, 14, 0.9) +
    sparkle(900, 700, 22, 0.8) +
    sparkle(150, 470, 14, 0.85)
  return svgDoc(w, h, defs, body)
}

/** Cleaning cart with equipment on the pavement in front of a modern glass office facade. */
function aboutTeam(w: number, h: number): string {
  const groundY = 700
  const floorContact = 858
  const vp: Point = [600, 480]
  const defs =
    linear('sky', [[0, '#bcdcf3'], [1, '#eef6fc']]) +
    linear('panel', [[0, '#3386c8'], [1, C.navy]]) +
    linear('lobby', [[0, '#cfe3f3'], [1, '#9fc3e0']]) +
    linear('pavement', [[0, '#dfe4e8'], [1, '#f1f3f5']]) +
    linear('skyRefl', [[0, C.white, 0.35], [1, C.white, 0]], 0, 0, 1, 1) +
    el('clipPath', { id: 'facade' }, rect(0, 30, w, 560, '#000')) +
    el('clipPath', { id: 'ground' }, rect(0, groundY, w, h - groundY, '#000'))

  const rnd = random(23)
  const cols = 8
  const rows = 5
  const cw = w / cols
  const rh = 112
  let panels = ''
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = c * cw
      const y = 38 + r * rh
      panels += rect(x + 6, y + 6, cw - 12, rh - 22, 'url(#panel)')
      const lit = rnd()
      if (lit > 0.55) panels += rect(x + 6, y + 6, cw - 12, rh - 22, C.white, { opacity: r1((lit - 0.55) * 0.35) })
    }
  }
  const facade =
    rect(0, 0, w, h, 'url(#sky)') +
    cloud(180, 20, 300, 0.6) +
    rect(0, 30, w, 560, '#e3eaf0') +
    panels +
    group(
      poly([[200, 30], [520, 30], [80, 590], [-240, 590]], 'url(#skyRefl)') +
        poly([[700, 30], [820, 30], [380, 590], [260, 590]], C.white, { opacity: 0.1 }) +
        cloud(900, 150, 340, 0.25) +
        cloud(300, 380, 260, 0.18),
      { 'clip-path': 'url(#facade)' },
    ) +
    Array.from({ length: rows }, (_, r) => rect(0, 38 + r * rh + rh - 16, w, 10, '#d3dde6')).join('') +
    rect(0, 590, w, 110, '#d3dde6') +
    rect(40, 600, 1120, 100, 'url(#lobby)') +
    [40, 320, 600, 880, 1160].map((x) => rect(x - 5, 600, 10, 100, '#8aa3b8')).join('') +
    rect(470, 612, 2, 88, '#8aa3b8') +
    rect(730, 612, 2, 88, '#8aa3b8') +
    rect(420, 578, 360, 20, C.white, { rx: 3 }) +
    rect(420, 596, 360, 8, '#0b2540', { opacity: 0.1 })

  const paveLines =
    Array.from({ length: 17 }, (_, i) => line(vp[0], vp[1], -1400 + i * 250, h + 300, '#c9d1d8', 2)).join('') +
    [716, 744, 786, 846].map((y) => rect(0, y, w, 2, '#c9d1d8')).join('')
  const pavement =
    rect(0, groundY, w, h - groundY, 'url(#pavement)') +
    group(paveLines, { 'clip-path': 'url(#ground)' }) +
    rect(0, groundY, w, 6, '#c3ccd4')

  const cart =
    shadow(600, floorContact, 300, 18, 0.22) +
    // squeegee pole leaning on the right
    line(900, floorContact - 4, 960, 420, '#c8d3dd', 10) +
    rect(900, 404, 120, 18, C.ink, { rx: 6, transform: 'rotate(8 960 413)' }) +
    // mop handle rising out of the front bucket
    line(470, 740, 520, 430, '#c8d3dd', 11) +
    circle(521, 424, 9, C.teal) +
    // waste bag on the right side
    pathEl('M680 596h120v210q-60 28-120 0z', '#e1e7ec') +
    pathEl('M700 620v170M738 620v186M776 620v170', 'none', { stroke: '#c8d2da', 'stroke-width': 4 }) +
    rect(668, 584, 144, 20, C.navy, { rx: 8 }) +
    // frame
    line(360, 826, 334, 546, C.navy, 14) +
    line(322, 546, 366, 546, C.navy, 18) +
    rect(360, 596, 312, 14, C.navy, { rx: 5 }) +
    rect(370, 604, 12, 220, C.navy, { rx: 4 }) +
    rect(652, 604, 12, 220, C.navy, { rx: 4 }) +
    rect(340, 814, 480, 18, C.navy, { rx: 6 }) +
    rect(340, 814, 480, 4, C.white, { opacity: 0.25 }) +
    // top tray items
    sprayBottle(392, 596, 1.1, C.teal) +
    sprayBottle(440, 596, 1, C.blue) +
    clothStack(500, 596, 100, [C.sky, C.white, '#9ccbe9', '#bfe3dc']) +
    rect(612, 556, 48, 40, '#e7edf2', { rx: 5 }) +
    // middle shelf + buckets
    rect(376, 700, 282, 12, C.navy, { rx: 4 }) +
    clothStack(400, 700, 120, ['#bfe3dc', C.white, C.sky]) +
    rect(540, 664, 90, 36, '#e7edf2', { rx: 5 }) +
    bucket(392, 814, 120, 86, C.blue) +
    bucket(528, 814, 120, 86, C.teal) +
    wheel(372, 844, 18) +
    wheel(630, 844, 18) +
    wheel(796, 844, 18)

  const planter =
    shadow(1050, 856, 120, 10, 0.15) +
    rect(950, 740, 200, 116, '#cfd6dc', { rx: 6 }) +
    rect(950, 740, 200, 14, '#e3e8ec', { rx: 6 }) +
    group(circle(990, 710, 50, C.leaf) + circle(1060, 690, 62, C.teal) + circle(1120, 716, 46, '#4fa283') + circle(1040, 730, 40, '#2f7f64'))

  const body =
    facade +
    pavement +
    planter +
    plant(150, 850, 1.3, '#cfd6dc') +
    cart +
    sparkleCluster(880, 170, 34) +
    sparkle(250, 300, 18, 0.8) +
    sparkle(560, 520, 16, 0.9)
  return svgDoc(w, h, defs, body)
}

/** Berlin street: a row of Altbau facades, TV tower silhouette in the hazy distance, street trees. */
function berlinFacade(w: number, h: number): string {
  const streetY = 820
  const defs =
    linear('sky', [[0, '#9cc7e8'], [0.55, '#dcecf9'], [1, '#f8e6d4']]) +
    linear('glassW', [[0, '#4d7aa3'], [1, '#a8c8e2']]) +
    linear('shop', [[0, '#2d4a64'], [1, '#5a7d9c']]) +
    linear('side', [[0, '#0b2540', 0], [1, '#0b2540', 0.1]], 0, 0, 1, 0) +
    linear('street', [[0, '#e6ded2'], [1, '#d6ccbe']]) +
    radial('sun', [[0, '#fff7ea', 0.9], [1, '#fff7ea', 0]])

  const tower = (x: number, color: string): string =>
    group(
      poly([[x - 13, 720], [x + 13, 720], [x + 6, 300], [x - 6, 300]], color) +
        circle(x, 262, 40, color) +
        ellipse(x, 306, 20, 6, color) +
        rect(x - 5, 150, 10, 90, color) +
        rect(x - 2, 56, 4, 100, color) +
        circle(x - 14, 250, 12, C.white, { opacity: 0.3 }),
    )

  const rnd = random(42)
  const distant = Array.from({ length: 14 }, (_, i) => {
    const bh = 40 + rnd() * 90
    return rect(i * 120 - 10, 620 - bh, 110 + rnd() * 40, bh + 100, '#c9d9e7')
  }).join('')

  type House = { x: number; w: number; top: number; wall: string; trim: string; arched: boolean; balcony: boolean }
  const houses: House[] = [
    { x: 0, w: 300, top: 300, wall: '#efe2c8', trim: '#e2d2b2', arched: false, balcony: true },
    { x: 300, w: 340, top: 250, wall: '#dde6ec', trim: '#c9d6df', arched: true, balcony: false },
    { x: 640, w: 320, top: 320, wall: '#ead2c2', trim: '#dcc0ad', arched: false, balcony: false },
    { x: 960, w: 330, top: 440, wall: '#e9dbbb', trim: '#d9c79f', arched: true, balcony: true },
    { x: 1290, w: 310, top: 290, wall: '#e7e9e2', trim: '#d4d8cd', arched: false, balcony: false },
  ]
  const house = (hs: House): string => {
    const { x, w: hw, top } = hs
    const groundTop = streetY - 130
    const cols = Math.floor(hw / 80)
    const colW = hw / cols
    const floors = Math.max(2, Math.floor((groundTop - top - 30) / 100))
    const floorH = (groundTop - top - 30) / floors
    let s =
      // mansard roof with dormers and a chimney
      poly([[x + 10, top], [x + hw - 10, top], [x + hw - 40, top - 54], [x + 40, top - 54]], '#7f8d9b') +
      rect(x + hw * 0.7, top - 84, 22, 40, '#9a8a7c') +
      Array.from({ length: cols - 1 }, (_, i) => {
        const cx = x + (i + 1) * colW
        return rect(cx - 14, top - 44, 28, 32, '#f3eee6') + poly([[cx - 20, top - 44], [cx + 20, top - 44], [cx, top - 62]], '#6b7885')
      }).join('') +
      rect(x, top, hw, streetY - top, hs.wall) +
      rect(x - 3, top, hw + 6, 16, hs.trim) +
      rect(x, top + 16, hw, 5, '#0b2540', { opacity: 0.08 })
    for (let f = 0; f < floors; f++) {
      const fy = top + 30 + f * floorH
      s += rect(x, fy + floorH - 8, hw, 6, hs.trim)
      for (let c = 0; c < cols; c++) {
        const wx = x + c * colW + colW / 2 - 20
        const wy = fy + 14
        const wh = floorH - 40
        s += rect(wx - 5, wy - 5, 50, wh + 10, C.white, { rx: hs.arched ? 6 : 1 })
        s += rect(wx, wy, 40, wh, 'url(#glassW)', { rx: hs.arched ? 4 : 0 })
        s += rect(wx + 18, wy, 4, wh, C.white) + rect(wx, wy + wh * 0.35, 40, 4, C.white)
        s += poly([[wx + 26, wy], [wx + 36, wy], [wx + 14, wy + wh], [wx + 4, wy + wh]], C.white, { opacity: 0.15 })
        s += hs.arched
          ? pathEl(`M${wx - 10} ${wy - 8}Q${wx + 20} ${wy - 26} ${wx + 50} ${wy - 8}Z`, hs.trim)
          : rect(wx - 10, wy - 14, 60, 8, hs.trim)
        s += rect(wx - 8, wy + wh + 4, 56, 6, hs.trim)
        if (hs.balcony && f === 1 && c === Math.floor(cols / 2)) {
          const by = wy + wh - 26
          s += rect(wx - 26, by + 26, 92, 8, '#3d4b59')
          for (let b = 0; b <= 8; b++) s += line(wx - 22 + b * 10.5, by, wx - 22 + b * 10.5, by + 26, '#3d4b59', 3)
          s += line(wx - 24, by, wx + 64, by, '#3d4b59', 4)
        }
      }
    }
    // ground floor: shop window with awning + arched entrance
    s +=
      rect(x, groundTop - 6, hw, 10, hs.trim) +
      rect(x + 20, groundTop + 26, hw * 0.55, 96, 'url(#shop)', { rx: 2 }) +
      poly([[x + 20, groundTop + 4], [x + 20 + hw * 0.55, groundTop + 4], [x + 30 + hw * 0.55, groundTop + 30], [x + 10, groundTop + 30]], hs.arched ? C.teal : C.navy) +
      pathEl(`M${x + hw - 90} ${streetY}V${groundTop + 50}A34 34 0 0 1 ${x + hw - 22} ${groundTop + 50}V${streetY}Z`, '#5b4636') +
      pathEl(`M${x + hw - 80} ${streetY}V${groundTop + 52}A24 24 0 0 1 ${x + hw - 32} ${groundTop + 52}V${streetY}Z`, '#6e5642') +
      rect(x, top, hw, streetY - top, 'url(#side)') +
      rect(x + hw - 2, top, 2, streetY - top, '#0b2540', { opacity: 0.12 })
    return s
  }

  const tree = (cx: number, scale: number): string =>
    rect(cx - 7 * scale, streetY - 150 * scale, 14 * scale, 160 * scale, '#5b4a3c') +
    group(
      circle(cx - 50 * scale, streetY - 200 * scale, 70 * scale, C.leaf) +
        circle(cx + 40 * scale, streetY - 220 * scale, 80 * scale, C.teal) +
        circle(cx - 10 * scale, streetY - 270 * scale, 72 * scale, '#4fa283') +
        circle(cx + 70 * scale, streetY - 160 * scale, 52 * scale, '#2f7f64') +
        circle(cx - 80 * scale, streetY - 150 * scale, 46 * scale, '#3f8f73'),
      { opacity: 0.96 },
    ) +
    circle(cx - 30 * scale, streetY - 270 * scale, 30 * scale, C.white, { opacity: 0.12 })

  const lamp = (x: number): string =>
    rect(x - 4, streetY - 230, 8, 240, '#2f3d4a') +
    poly([[x - 16, streetY - 262], [x + 16, streetY - 262], [x + 10, streetY - 230], [x - 10, streetY - 230]], '#2f3d4a') +
    rect(x - 12, streetY - 258, 24, 24, '#fff3d6', { opacity: 0.9 }) +
    poly([[x - 20, streetY - 262], [x + 20, streetY - 262], [x, streetY - 284]], '#2f3d4a')

  const body =
    rect(0, 0, w, h, 'url(#sky)') +
    circle(1440, 160, 220, 'url(#sun)') +
    cloud(300, 130, 420, 0.7) +
    cloud(980, 90, 360, 0.55) +
    group(tower(1150, '#9fb7cc'), { opacity: 0.9 }) +
    distant +
    houses.map(house).join('') +
    rect(0, streetY, w, h - streetY, 'url(#street)') +
    rect(0, streetY, w, 8, '#c9bcaa') +
    rect(0, 868, w, 6, '#cfc3b2') +
    tree(560, 1) +
    tree(1420, 0.9) +
    lamp(1000) +
    lamp(160) +
    sparkle(1118, 250, 16, 0.85) +
    sparkle(430, 210, 14, 0.7)
  return svgDoc(w, h, defs, body)
}

/** Default social share image: calm navy gradient with a large sparkle mark. */
function ogDefault(w: number, h: number): string {
  const defs =
    linear('bg', [[0, '#083d6b'], [0.6, C.navy], [1, C.blue]], 0, 0, 1, 1) +
    radial('halo', [[0, C.white, 0.28], [1, C.white, 0]]) +
    linear('wave', [[0, C.teal, 0.85], [1, '#14988d', 0.6]], 0, 0, 1, 0)
  const rings = [150, 230, 320, 420]
    .map((r) => circle(860, 305, r, 'none', { stroke: C.white, 'stroke-width': 2, opacity: 0.07 }))
    .join('')
  const body =
    rect(0, 0, w, h, 'url(#bg)') +
    circle(860, 305, 300, 'url(#halo)') +
    rings +
    pathEl(`M0 540C240 490 420 600 700 560S1060 500 ${w} 540V${h}H0Z`, 'url(#wave)') +
    pathEl(`M0 585C280 545 520 630 800 600S1080 560 ${w} 590V${h}H0Z`, C.sky, { opacity: 0.12 }) +
    pathEl(sparklePath(860, 300, 170, 0.22), C.white) +
    sparkle(1040, 140, 44, 0.9) +
    sparkle(700, 450, 26, 0.8) +
    sparkle(180, 140, 14, 0.35) +
    sparkle(300, 420, 10, 0.3)
  return svgDoc(w, h, defs, body)
}

/**
 * Stylised service-area map of eastern Germany: Baltic Sea at the top, Mecklenburg-Vorpommern,
 * Brandenburg with Berlin, Sachsen in palette tints, neighbours in a neutral tone, round city markers.
 * Drawn from rough lon/lat outlines — deliberately simplified, not for navigation.
 */
function serviceAreaMap(w: number, h: number): string {
  type LonLat = readonly [lon: number, lat: number]
  const scale = 176
  const latTop = 55.1
  const lonMid = 12.82
  const kx = scale * 0.68 // slightly wider than true scale so the area reads well in landscape
  const P = ([lon, lat]: LonLat): Point => [w / 2 + (lon - lonMid) * kx, (latTop - lat) * scale]

  /** Catmull-Rom curve through a chain of points, as cubic segments (without the leading M). */
  const curve = (pts: readonly Point[], tension = 1): string => {
    let d = ''
    for (let i = 0; i < pts.length - 1; i++) {
      const p0 = pts[Math.max(0, i - 1)]!
      const p1 = pts[i]!
      const p2 = pts[i + 1]!
      const p3 = pts[Math.min(pts.length - 1, i + 2)]!
      const k = tension / 6
      d +=
        `C${r1(p1[0] + (p2[0] - p0[0]) * k)} ${r1(p1[1] + (p2[1] - p0[1]) * k)} ` +
        `${r1(p2[0] - (p3[0] - p1[0]) * k)} ${r1(p2[1] - (p3[1] - p1[1]) * k)} ${r1(p2[0])} ${r1(p2[1])}`
    }
    return d
  }
  const rev = (chain: readonly LonLat[]): LonLat[] => [...chain].reverse()
  /** Closed shape from border chains that meet end to end; each chain is smoothed on its own so shared borders match. */
  const region = (...chains: (readonly LonLat[])[]): string => {
    const first = chains[0]![0]!
    const start = P(first)
    return `M${r1(start[0])} ${r1(start[1])}` + chains.map((c) => curve(c.map(P))).join('') + 'Z'
  }
  const open = (chain: readonly LonLat[]): string => {
    const start = P(chain[0]!)
    return `M${r1(start[0])} ${r1(start[1])}` + curve(chain.map(P))
  }
  const closed = (pts: readonly LonLat[]): string => {
    const p = pts.map(P)
    const n = p.length
    const at = (i: number): Point => p[((i % n) + n) % n]!
    let d = `M${r1(at(0)[0])} ${r1(at(0)[1])}`
    for (let i = 0; i < n; i++) {
      const p0 = at(i - 1)
      const p1 = at(i)
      const p2 = at(i + 1)
      const p3 = at(i + 2)
      d +=
        `C${r1(p1[0] + (p2[0] - p0[0]) / 6)} ${r1(p1[1] + (p2[1] - p0[1]) / 6)} ` +
        `${r1(p2[0] - (p3[0] - p1[0]) / 6)} ${r1(p2[1] - (p3[1] - p1[1]) / 6)} ${r1(p2[0])} ${r1(p2[1])}`
    }
    return d + 'Z'
  }

  // --- border chains (lon, lat), each running from one junction to the next -------------------
  const coastMV: LonLat[] = [
    [10.92, 53.96], [11.1, 53.99], [11.25, 54.0], [11.4, 53.93], [11.52, 53.98], [11.56, 54.08],
    [11.75, 54.15], [12.1, 54.19], [12.3, 54.27], [12.4, 54.37], [12.52, 54.46], [12.72, 54.44],
    [12.98, 54.44], [13.06, 54.36], [13.1, 54.29], [13.3, 54.18], [13.45, 54.12], [13.7, 54.13],
    [13.82, 54.05], [14.0, 53.98], [14.22, 53.93],
  ]
  const mvPoland: LonLat[] = [[14.22, 53.93], [14.25, 53.75], [14.3, 53.55], [14.41, 53.33]]
  const mvBrandenburg: LonLat[] = [
    [14.41, 53.33], [14.1, 53.43], [13.7, 53.45], [13.35, 53.27], [12.95, 53.2], [12.45, 53.27],
    [12.0, 53.32], [11.6, 53.22], [11.27, 53.12],
  ]
  const mvWest: LonLat[] = [[11.27, 53.12], [10.95, 53.3], [10.62, 53.4], [10.72, 53.6], [10.95, 53.72], [10.86, 53.86], [10.92, 53.96]]
  const oderNeisse: LonLat[] = [
    [14.41, 53.33], [14.3, 53.05], [14.15, 52.85], [14.55, 52.6], [14.55, 52.35], [14.7, 52.1],
    [14.72, 51.88], [14.62, 51.72], [14.72, 51.55],
  ]
  const brandenburgSachsen: LonLat[] = [
    [14.72, 51.55], [14.35, 51.5], [14.0, 51.45], [13.6, 51.38], [13.25, 51.42], [13.15, 51.6],
  ]
  const brandenburgWest: LonLat[] = [
    [13.15, 51.6], [12.8, 51.72], [12.45, 51.86], [12.25, 52.02], [12.3, 52.22], [12.2, 52.45],
    [12.25, 52.65], [11.95, 52.85], [11.6, 53.02], [11.27, 53.12],
  ]
  const sachsenSouthEast: LonLat[] = [
    [14.72, 51.55], [14.97, 51.35], [14.99, 51.12], [15.04, 50.93], [14.82, 50.86], [14.6, 50.88],
    [14.38, 50.97], [14.25, 50.86], [13.9, 50.77], [13.55, 50.7], [13.3, 50.58], [12.95, 50.42],
    [12.55, 50.38], [12.2, 50.22],
  ]
  const sachsenWest: LonLat[] = [
    [12.2, 50.22], [12.1, 50.32], [12.28, 50.6], [12.55, 50.9], [12.3, 51.08], [12.15, 51.3],
    [12.2, 51.55], [12.6, 51.6], [12.9, 51.68], [13.15, 51.6],
  ]
  const coastEast: LonLat[] = [
    [14.22, 53.93], [14.6, 53.98], [15.1, 54.08], [15.7, 54.2], [16.3, 54.38], [16.9, 54.6],
    [17.5, 54.76], [18.1, 54.84], [18.6, 54.8],
  ]

  // --- shapes ---------------------------------------------------------------------------------
  // Land is everything below the Baltic coast; the sea is the background colour.
  const westBaltic: LonLat[] = [
    [9.6, 55.5], [9.62, 55.15], [9.55, 54.85], [10.0, 54.62], [9.9, 54.45], [10.2, 54.42], [10.75, 54.3],
    [11.08, 54.36], [11.02, 54.15], [10.82, 54.05], [10.92, 53.96],
  ]
  const pt = (at: LonLat): string => P(at).map(r1).join(' ')
  const land =
    `M-60 ${h + 60}L-60 -80L${pt(westBaltic[0]!)}` +
    curve(westBaltic.map(P)) +
    curve(coastMV.map(P)) +
    curve(coastEast.map(P)) +
    `L${w + 60} ${h + 60}Z`
  const rugen = closed([
    [13.15, 54.28], [13.35, 54.22], [13.6, 54.26], [13.73, 54.33], [13.64, 54.42], [13.66, 54.52],
    [13.54, 54.58], [13.42, 54.68], [13.3, 54.62], [13.25, 54.5], [13.13, 54.4],
  ])
  // national borders beyond the service area (Poland–Czechia, Germany–Czechia)
  const czechPoland: LonLat[] = [
    [15.04, 50.93], [15.35, 50.98], [15.8, 50.75], [16.3, 50.65], [16.4, 50.4], [16.9, 50.45],
    [17.3, 50.25], [17.75, 50.1], [18.3, 49.95], [18.7, 49.85],
  ]
  const germanyCzechWest: LonLat[] = [[12.2, 50.22], [12.15, 50.05], [12.45, 49.8]]
  // neighbouring federal states, as faint lines only
  const stateLines: LonLat[][] = [
    [[10.62, 53.4], [10.3, 53.42], [10.0, 53.5], [9.6, 53.58], [9.2, 53.85], [8.7, 53.95]],
    [[11.45, 53.06], [11.2, 52.95], [10.85, 52.85], [10.95, 52.6], [10.95, 52.35], [11.05, 52.15], [10.95, 52.05], [10.65, 51.95], [10.6, 51.75], [10.7, 51.6]],
    [[10.7, 51.6], [10.9, 51.45], [11.3, 51.4], [11.45, 51.25], [11.8, 51.2], [12.1, 51.12], [12.3, 51.08]],
    [[10.7, 51.6], [10.2, 51.45], [10.0, 51.3], [9.95, 51.1], [10.2, 50.9], [10.05, 50.6], [10.4, 50.4], [10.85, 50.35], [11.2, 50.45], [11.5, 50.4], [11.9, 50.4], [12.1, 50.32]],
  ]

  const mv = region(coastMV, mvPoland, mvBrandenburg, mvWest)
  const bb = region(rev(mvBrandenburg), oderNeisse, brandenburgSachsen, brandenburgWest)
  const sn = region(rev(brandenburgSachsen), sachsenSouthEast, sachsenWest)
  // Berlin, drawn about 1.5× its true size so it stays visible around its marker
  const berlinAt: LonLat = [13.4, 52.51]
  const grow = (at: LonLat): LonLat => [berlinAt[0] + (at[0] - berlinAt[0]) * 1.5, berlinAt[1] + (at[1] - berlinAt[1]) * 1.5]
  const berlin = closed(
    (
      [
        [13.1, 52.46], [13.22, 52.38], [13.42, 52.34], [13.62, 52.38], [13.76, 52.46], [13.74, 52.56],
        [13.6, 52.64], [13.42, 52.67], [13.25, 52.64], [13.12, 52.56],
      ] as const
    ).map(grow),
  )

  const tint = { mv: '#bfe0d6', bb: '#cbdff1', berlin: '#9cc3e6', sn: '#e8dec9' }
  const defs =
    linear('sea', [[0, '#c4def3'], [1, '#deedf9']]) +
    linear('landTone', [[0, '#f2efe9'], [1, '#f6f4ef']]) +
    radial('fade', [[0.6, C.white, 0], [1, C.white, 0.7]], 0.5, 0.5, 0.75) +
    el('filter', { id: 'lift', x: '-10%', y: '-10%', width: '120%', height: '120%' }, el('feGaussianBlur', { stdDeviation: 10 }))

  const water =
    rect(0, 0, w, h, 'url(#sea)') +
    // pale shallow-water band along every coast
    pathEl(land, 'none', { stroke: '#e9f3fb', 'stroke-width': 18, 'stroke-linejoin': 'round' }) +
    pathEl(rugen, 'none', { stroke: '#e9f3fb', 'stroke-width': 14, 'stroke-linejoin': 'round' }) +
    pathEl(land, 'url(#landTone)')

  const dashed: Attrs = { stroke: C.steel, 'stroke-width': 1.6, 'stroke-dasharray': '6 6', 'stroke-linecap': 'round', opacity: 0.45 }
  const context =
    stateLines.map((l) => pathEl(open(l), 'none', { ...dashed, opacity: 0.3 })).join('') +
    pathEl(open(czechPoland), 'none', dashed) +
    pathEl(open(germanyCzechWest), 'none', dashed)

  const areaStroke: Attrs = { stroke: C.white, 'stroke-width': 3, 'stroke-linejoin': 'round' }
  const areas =
    // soft shadow so the service area lifts off the neighbouring land
    group(pathEl(mv + bb + sn + rugen, '#0b2540'), { opacity: 0.13, filter: 'url(#lift)', transform: 'translate(0 8)' }) +
    pathEl(mv, tint.mv, areaStroke) +
    pathEl(rugen, tint.mv, areaStroke) +
    pathEl(bb, tint.bb, areaStroke) +
    pathEl(sn, tint.sn, areaStroke) +
    pathEl(berlin, tint.berlin, { ...areaStroke, 'stroke-width': 2.5 })

  /** Location pin: round head with a white ring and centre dot, tip exactly on the city. */
  const pin = (at: LonLat, r: number, color: string): string => {
    const [x, y] = P(at)
    const cy = y - r * 2.1
    const d =
      `M${r1(x)} ${r1(y)}C${r1(x - r * 0.35)} ${r1(y - r * 0.6)} ${r1(x - r)} ${r1(cy + r * 0.75)} ${r1(x - r)} ${r1(cy)}` +
      `A${r1(r)} ${r1(r)} 0 1 1 ${r1(x + r)} ${r1(cy)}` +
      `C${r1(x + r)} ${r1(cy + r * 0.75)} ${r1(x + r * 0.35)} ${r1(y - r * 0.6)} ${r1(x)} ${r1(y)}Z`
    return (
      ellipse(x, y, r * 0.9, r * 0.3, '#0b2540', { opacity: 0.3, filter: 'url(#soft)' }) +
      pathEl(d, color, { stroke: C.white, 'stroke-width': r * 0.28, 'stroke-linejoin': 'round' }) +
      circle(x, cy, r * 0.42, C.white)
    )
  }
  const cities: readonly (readonly [LonLat, string])[] = [
    [[12.1, 54.09], C.teal], // Rostock
    [[11.41, 53.63], C.teal], // Schwerin
    [[13.06, 52.39], C.blue], // Potsdam
    [[14.55, 52.35], C.blue], // Frankfurt (Oder)
    [[14.33, 51.76], C.blue], // Cottbus
    [[12.37, 51.34], C.teal], // Leipzig
    [[12.92, 50.83], C.teal], // Chemnitz
    [[13.74, 51.05], C.teal], // Dresden
  ]
  const markers = cities.map(([at, color]) => pin(at, 13, color)).join('') + pin(berlinAt, 21, C.navy)

  const body =
    water +
    context +
    areas +
    rect(0, 0, w, h, 'url(#fade)') +
    markers +
    sparkle(1010, 95, 22, 0.85) +
    sparkle(1050, 70, 9, 0.75)
  return svgDoc(w, h, defs, body)
}

/** Logo mark (also used as favicon): rounded navy square with a white sparkle. */
function logoMark(): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">' +
    `<rect width="64" height="64" rx="14" fill="${C.navy}"/>` +
    `<path d="${sparklePath(32, 32, 23, 0.2)}" fill="#fff"/></svg>\n`
  )
}

// ---------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------

type Job = { file: string; width: number; height: number; draw: (w: number, h: number) => string }

const JOBS: readonly Job[] = [
  { file: 'hero-bueroreinigung.jpg', width: 1920, height: 1080, draw: heroOffice },
  { file: 'team-fensterreinigung.jpg', width: 1200, height: 900, draw: windowCleaning },
  { file: 'team-bodenreinigung.jpg', width: 1200, height: 900, draw: floorCleaning },
  { file: 'team-treppenhaus.jpg', width: 1200, height: 900, draw: stairwell },
  { file: 'team-kueche.jpg', width: 1200, height: 900, draw: kitchen },
  { file: 'ueber-uns-team.jpg', width: 1200, height: 900, draw: aboutTeam },
  { file: 'fassade-berlin.jpg', width: 1600, height: 900, draw: berlinFacade },
  { file: 'og-standard.jpg', width: 1200, height: 630, draw: ogDefault },
  { file: 'karte-einsatzgebiet.jpg', width: 1200, height: 900, draw: serviceAreaMap },
]

async function renderJpeg(svg: string, width: number, height: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 })
    .resize(width, height, { fit: 'fill' })
    .flatten({ background: C.white })
    .jpeg({ quality: 78, mozjpeg: true, progressive: true })
    .toBuffer()
}

const force = process.argv.includes('--force')

async function main(): Promise<void> {
  await mkdir(IMAGE_DIR, { recursive: true })
  for (const job of JOBS) {
    const target = path.join(IMAGE_DIR, job.file)
    if (existsSync(target) && !force) {
      console.log(`${path.relative(ROOT, target)}  vorhanden, nicht überschrieben`)
      continue
    }
    const data = await renderJpeg(job.draw(job.width, job.height), job.width, job.height)
    await writeFile(target, data)
    console.log(`${path.relative(ROOT, target)}  ${job.width}x${job.height}  ${data.length} bytes`)
  }
  const mark = logoMark()
  for (const file of ['logo.svg', 'favicon.svg']) {
    const target = path.join(PUBLIC_DIR, file)
    if (existsSync(target) && !force) continue
    await writeFile(target, mark)
    console.log(`${path.relative(ROOT, target)}  ${Buffer.byteLength(mark)} bytes`)
  }
}

await main()
