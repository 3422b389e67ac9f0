import { C, el, rect, circle, poly, pathEl, line, group, linear, radial, svgDoc } from '../svg.ts'
import { sparkle, sparkleCluster, shadow, bucket, cloud } from '../props.ts'
import { cleaner, HAIR, SKIN } from '../people.ts'

type Variant = 'gable' | 'tower' | 'erker' | 'balcony' | 'attic'
type House = { x: number; w: number; floors: 3 | 4; wall: string; shade: string; variant: Variant }

const STUCCO = '#fbf7f0'
const SLATE = '#7f8d9b'
const COPPER = '#7fb8a6'

/**
 * Leipzig/Dresden street: ornate pastel Gründerzeit facades (pediments, cornices, a corner-style
 * tower bay, a curved gable), street trees, a tram under its overhead line, one shop window being cleaned.
 */
export function saxonyTownhouses(w: number, h: number): string {
  const baseY = 720 // foot of the facades
  const groundTop = 590 // top of the ground floor
  const curbY = 776
  const wireY = 604
  const defs =
    linear('sky', [
      [0, '#9fcbed'],
      [0.6, '#dcecf9'],
      [1, '#f7ebdc'],
    ]) +
    linear('glassW', [
      [0, '#4d7aa3'],
      [1, '#a8c8e2'],
    ]) +
    linear('shop', [
      [0, '#2d4a64'],
      [1, '#5a7d9c'],
    ]) +
    linear(
      'towerShade',
      [
        [0, '#0b2540', 0.14],
        [0.35, '#0b2540', 0],
        [1, '#0b2540', 0.18],
      ],
      0,
      0,
      1,
      0,
    ) +
    linear(
      'domeShade',
      [
        [0, C.white, 0.25],
        [0.4, C.white, 0],
        [1, '#0b2540', 0.2],
      ],
      0,
      0,
      1,
      0,
    ) +
    linear('road', [
      [0, '#d9d3c8'],
      [1, '#cbc3b6'],
    ]) +
    linear('tramGlass', [
      [0, '#34516b'],
      [1, '#5f86a8'],
    ]) +
    radial('sun', [
      [0, '#fff7ea', 0.9],
      [1, '#fff7ea', 0],
    ]) +
    el('clipPath', { id: 'shopClip' }, rect(972, 610, 176, 96, '#000')) +
    el(
      'mask',
      { id: 'wiped', maskUnits: 'userSpaceOnUse', x: 960, y: 600, width: 200, height: 120 },
      rect(960, 600, 200, 120, C.white) +
        pathEl('M960 632H1110C1126 632 1126 664 1110 664H1000C984 664 984 692 1000 692H1090', 'none', {
          stroke: '#000',
          'stroke-width': 30,
          'stroke-linejoin': 'round',
        }),
    )

  const houses: House[] = [
    { x: -10, w: 330, floors: 4, wall: '#f2dcc6', shade: '#e3c6aa', variant: 'balcony' },
    { x: 320, w: 330, floors: 4, wall: '#d9e7f1', shade: '#bfd3e2', variant: 'tower' },
    { x: 650, w: 300, floors: 3, wall: '#f3e7c4', shade: '#e2d2a2', variant: 'gable' },
    { x: 950, w: 340, floors: 4, wall: '#dcebdf', shade: '#c0d8c6', variant: 'erker' },
    { x: 1290, w: 320, floors: 4, wall: '#f2d9d6', shade: '#e0bdb8', variant: 'attic' },
  ]

  // --- building blocks --------------------------------------------------------------------------
  const windowAt = (
    wx: number,
    wy: number,
    ww: number,
    wh: number,
    hood: 'pediment' | 'segment' | 'flat' | 'none',
  ): string => {
    let s =
      rect(wx - 6, wy - 6, ww + 12, wh + 12, STUCCO, { rx: 2 }) +
      rect(wx, wy, ww, wh, 'url(#glassW)') +
      rect(wx + ww / 2 - 2, wy, 4, wh, C.white) +
      rect(wx, wy + wh * 0.32, ww, 4, C.white) +
      poly(
        [
          [wx + ww * 0.6, wy],
          [wx + ww * 0.85, wy],
          [wx + ww * 0.3, wy + wh],
          [wx + ww * 0.05, wy + wh],
        ],
        C.white,
        { opacity: 0.14 },
      ) +
      rect(wx - 10, wy + wh + 5, ww + 20, 6, STUCCO, { rx: 1 })
    if (hood === 'pediment')
      s +=
        poly(
          [
            [wx - 12, wy - 8],
            [wx + ww + 12, wy - 8],
            [wx + ww / 2, wy - 30],
          ],
          STUCCO,
        ) + rect(wx - 12, wy - 10, ww + 24, 5, '#e9e0d2')
    if (hood === 'segment')
      s += pathEl(`M${wx - 12} ${wy - 8}Q${wx + ww / 2} ${wy - 34} ${wx + ww + 12} ${wy - 8}Z`, STUCCO)
    if (hood === 'flat')
      s +=
        rect(wx - 11, wy - 16, ww + 22, 8, STUCCO, { rx: 1 }) +
        rect(wx - 6, wy - 9, ww + 12, 3, '#0b2540', { opacity: 0.08 })
    return s
  }
  /** Little stucco panel with a garland swag under a window. */
  const swag = (cx: number, y: number, width: number, tone: string): string =>
    rect(cx - width / 2, y, width, 16, tone, { rx: 2 }) +
    pathEl(
      `M${cx - width / 2 + 4} ${y + 4}Q${cx - width / 4} ${y + 16} ${cx} ${y + 4}Q${cx + width / 4} ${y + 16} ${cx + width / 2 - 4} ${y + 4}`,
      'none',
      {
        stroke: STUCCO,
        'stroke-width': 2.5,
      },
    ) +
    circle(cx, y + 4, 2.5, STUCCO)
  const balconyRail = (x: number, y: number, width: number): string =>
    rect(x, y + 24, width, 7, '#3d4b59') +
    line(x, y, x + width, y, '#3d4b59', 4) +
    Array.from({ length: Math.floor(width / 9) + 1 }, (_, i) =>
      line(x + i * 9, y, x + i * 9, y + 24, '#3d4b59', 2.2),
    ).join('') +
    pathEl(`M${x + width / 2 - 14} ${y + 14}q14 -14 28 0q-14 14 -28 0z`, 'none', {
      stroke: '#3d4b59',
      'stroke-width': 2,
    })

  const house = (hs: House): string => {
    const { x, w: hw } = hs
    const floorH = (f: number): number => (f === 0 ? 110 : f === hs.floors - 1 ? 84 : 92)
    const floorTops: number[] = []
    let y = groundTop
    for (let f = 0; f < hs.floors; f++) {
      y -= floorH(f)
      floorTops.push(y)
    }
    const top = y - 26 // frieze + cornice
    const cols = Math.round(hw / 80)
    const colW = hw / cols
    const mid = Math.floor(cols / 2)
    let s = ''

    // roof first (behind the cornice)
    if (hs.variant === 'attic') {
      s += rect(x + 6, top - 34, hw - 12, 34, hs.wall) + rect(x + 2, top - 40, hw - 4, 8, STUCCO)
      for (let b = x + 18; b < x + hw - 12; b += 14) s += rect(b, top - 30, 6, 28, STUCCO, { rx: 3 })
      s += [x + 20, x + hw - 20]
        .map((ux) => pathEl(`M${ux - 10} ${top - 40}h20l-4 -14q8 -12 -6 -22q-14 10 -6 22z`, STUCCO))
        .join('')
    } else {
      s += poly(
        [
          [x + 8, top],
          [x + hw - 8, top],
          [x + hw - 34, top - 62],
          [x + 34, top - 62],
        ],
        SLATE,
      )
      s += rect(x + hw * 0.22, top - 92, 20, 40, '#a08c7c') + rect(x + hw * 0.22 - 3, top - 96, 26, 6, '#8a7868')
      for (let c = 0; c < cols; c++) {
        if (hs.variant === 'gable' && Math.abs(c - (cols - 1) / 2) < 1) continue
        const dx = x + c * colW + colW / 2
        s +=
          rect(dx - 14, top - 46, 28, 32, STUCCO) +
          rect(dx - 8, top - 40, 16, 24, '#6b8fb0') +
          rect(dx - 1, top - 40, 2, 24, STUCCO) +
          poly(
            [
              [dx - 19, top - 44],
              [dx + 19, top - 44],
              [dx, top - 62],
            ],
            '#6b7885',
          )
      }
    }

    // facade body, quoins, frieze and cornice with dentils
    s += rect(x, top, hw, baseY - top, hs.wall)
    for (let qy = top + 26; qy < groundTop; qy += 22) {
      const k = Math.round((qy - top) / 22) % 2
      s += rect(x, qy, 14 + k * 8, 18, hs.shade) + rect(x + hw - 14 - k * 8, qy, 14 + k * 8, 18, hs.shade)
    }
    s +=
      rect(x, top, hw, 26, hs.shade) +
      rect(x - 4, top - 4, hw + 8, 10, STUCCO) +
      Array.from({ length: Math.floor(hw / 16) }, (_, i) => rect(x + 6 + i * 16, top + 8, 8, 7, STUCCO)).join('') +
      rect(x, top + 22, hw, 4, '#0b2540', { opacity: 0.07 })

    // upper floors
    floorTops.forEach((ft, f) => {
      const fh = floorH(f)
      s += rect(x, ft + fh - 7, hw, 7, STUCCO, { opacity: f === 0 ? 1 : 0.75 })
      for (let c = 0; c < cols; c++) {
        const ww = 40
        const wx = x + c * colW + colW / 2 - ww / 2
        const wy = ft + (f === 0 ? 30 : 26)
        const wh = fh - (f === 0 ? 58 : 50)
        if (hs.variant === 'tower' && c === cols - 1) continue
        if (hs.variant === 'erker' && c === mid && f < hs.floors - 1) continue
        const hood = f === 0 ? 'pediment' : f === 1 ? 'segment' : f === hs.floors - 1 ? 'none' : 'flat'
        s += windowAt(wx, wy, ww, wh, hood)
        if (f === 0) s += swag(wx + ww / 2, wy + wh + 14, ww + 10, hs.shade)
        if (hs.variant === 'balcony' && f < 2 && (c === 1 || c === cols - 2))
          s += balconyRail(wx - 14, wy + wh - 22, ww + 28)
      }
    })

    // variant extras
    if (hs.variant === 'gable') {
      const cx = x + hw / 2
      s +=
        pathEl(
          `M${cx - 84} ${top + 2}C${cx - 84} ${top - 40} ${cx - 50} ${top - 40} ${cx - 48} ${top - 70}C${cx - 46} ${top - 104} ${cx - 20} ${top - 118} ${cx} ${top - 124}` +
            `C${cx + 20} ${top - 118} ${cx + 46} ${top - 104} ${cx + 48} ${top - 70}C${cx + 50} ${top - 40} ${cx + 84} ${top - 40} ${cx + 84} ${top + 2}Z`,
          hs.wall,
          { stroke: STUCCO, 'stroke-width': 8, 'stroke-linejoin': 'round' },
        ) +
        circle(cx, top - 62, 22, STUCCO) +
        circle(cx, top - 62, 15, 'url(#glassW)') +
        line(cx - 15, top - 62, cx + 15, top - 62, C.white, 3) +
        line(cx, top - 77, cx, top - 47, C.white, 3) +
        pathEl(`M${cx - 8} ${top - 124}h16l-3 -14h-10z`, STUCCO) +
        circle(cx, top - 142, 6, STUCCO) +
        swag(cx, top - 26, 80, hs.shade)
    }
    if (hs.variant === 'erker') {
      const ex = x + mid * colW + colW / 2 - 46
      const ey = floorTops[hs.floors - 2]! - 10
      s +=
        rect(ex - 8, ey, 108, groundTop - ey - 4, hs.shade) +
        rect(ex, ey + 8, 92, groundTop - ey - 20, hs.wall) +
        rect(ex - 12, groundTop - 14, 116, 14, STUCCO, { rx: 3 }) +
        pathEl(`M${ex - 8} ${groundTop}q54 30 108 0z`, hs.shade) +
        balconyRail(ex - 10, ey - 30, 112)
      for (let f = 0; f < hs.floors - 1; f++) {
        const ft = floorTops[f]!
        const fh = floorH(f)
        s +=
          windowAt(ex + 10, ft + 24, 30, fh - 50, f === 0 ? 'flat' : 'none') +
          windowAt(ex + 52, ft + 24, 30, fh - 50, f === 0 ? 'flat' : 'none')
      }
      s += rect(ex + 92, ey + 8, 8, groundTop - ey - 20, '#0b2540', { opacity: 0.08 })
    }
    if (hs.variant === 'tower') {
      const tw = 84
      const tx = x + hw - tw + 10
      const ty = top - 10
      const dome =
        `M${tx + 2} ${ty - 52}C${tx + 2} ${ty - 90} ${tx + tw / 2 - 10} ${ty - 84} ${tx + tw / 2 - 8} ${ty - 106}` +
        `H${tx + tw / 2 + 8}C${tx + tw / 2 + 10} ${ty - 84} ${tx + tw - 2} ${ty - 90} ${tx + tw - 2} ${ty - 52}Z`
      s += rect(tx, ty, tw, groundTop - ty, hs.wall) + rect(tx, ty, tw, groundTop - ty, 'url(#towerShade)')
      floorTops.forEach((ft, f) => {
        const fh = floorH(f)
        s +=
          windowAt(tx + 22, ft + 26, 40, fh - 52, f === 0 ? 'segment' : 'none') +
          rect(tx, ft + fh - 7, tw, 7, STUCCO, { opacity: 0.8 })
      })
      s +=
        pathEl(`M${tx - 4} ${groundTop}q${tw / 2 + 4} 36 ${tw + 8} 0z`, hs.shade) +
        rect(tx - 6, ty - 10, tw + 12, 14, STUCCO) +
        rect(tx + 6, ty - 46, tw - 12, 36, hs.wall) +
        [0, 1, 2].map((i) => rect(tx + 16 + i * 22, ty - 40, 10, 24, '#6b8fb0', { rx: 5 })).join('') +
        rect(tx + 2, ty - 52, tw - 4, 8, STUCCO) +
        pathEl(dome, COPPER) +
        pathEl(dome, 'url(#domeShade)') +
        rect(tx + tw / 2 - 9, ty - 122, 18, 18, COPPER) +
        pathEl(
          `M${tx + tw / 2 - 11} ${ty - 122}Q${tx + tw / 2} ${ty - 138} ${tx + tw / 2 + 11} ${ty - 122}Z`,
          '#6a9f8c',
        ) +
        line(tx + tw / 2, ty - 136, tx + tw / 2, ty - 156, '#6a9f8c', 3) +
        circle(tx + tw / 2, ty - 146, 4, '#d9b36c')
    }

    // ground floor: rusticated base, arched portal, shop windows
    s += rect(x, groundTop, hw, baseY - groundTop, hs.shade, { opacity: 0.45 })
    for (let ry = groundTop + 16; ry < baseY; ry += 18) s += rect(x, ry, hw, 2, hs.shade)
    s += rect(x - 2, groundTop - 6, hw + 4, 10, STUCCO)
    const doorX = x + hw - 76
    s +=
      pathEl(
        `M${doorX - 10} ${baseY}V${groundTop + 48}A40 40 0 0 1 ${doorX + 70} ${groundTop + 48}V${baseY}Z`,
        STUCCO,
      ) +
      pathEl(`M${doorX} ${baseY}V${groundTop + 50}A30 30 0 0 1 ${doorX + 60} ${groundTop + 50}V${baseY}Z`, '#5b4636') +
      rect(doorX + 29, groundTop + 52, 2, baseY - groundTop - 52, '#3f3026') +
      rect(doorX + 25, groundTop + 6, 10, 16, STUCCO) +
      rect(doorX - 14, baseY - 6, 88, 6, '#c9bcaa')
    if (hs.variant !== 'erker') {
      s +=
        rect(x + 22, groundTop + 18, hw - 130, baseY - groundTop - 26, STUCCO, { rx: 2 }) +
        rect(x + 30, groundTop + 26, hw - 146, baseY - groundTop - 40, 'url(#shop)') +
        rect(x + 30 + (hw - 146) / 2 - 2, groundTop + 26, 4, baseY - groundTop - 40, STUCCO) +
        poly(
          [
            [x + 70, groundTop + 26],
            [x + 96, groundTop + 26],
            [x + 60, baseY - 14],
            [x + 34, baseY - 14],
          ],
          C.white,
          { opacity: 0.12 },
        )
    }
    s += rect(x + hw - 2, top, 2, baseY - top, '#0b2540', { opacity: 0.1 })
    return s
  }

  // the shop window in the erker house is the one being cleaned
  const shop =
    rect(964, 602, 192, 112, STUCCO, { rx: 2 }) +
    rect(972, 610, 176, 96, 'url(#shop)') +
    group(
      poly(
        [
          [1000, 610],
          [1030, 610],
          [990, 706],
          [960, 706],
        ],
        C.white,
        { opacity: 0.14 },
      ) + circle(1120, 700, 40, '#7fb8a6', { opacity: 0.25, filter: 'url(#soft)' }),
      { 'clip-path': 'url(#shopClip)' },
    ) +
    group(rect(972, 610, 176, 96, '#e9eef2', { opacity: 0.45 }), {
      mask: 'url(#wiped)',
      'clip-path': 'url(#shopClip)',
    }) +
    rect(1058, 610, 4, 96, STUCCO)

  const tree = (cx: number, s: number): string =>
    rect(cx - 6 * s, curbY - 200 * s, 12 * s, 200 * s, '#5b4a3c') +
    group(
      circle(cx - 46 * s, curbY - 236 * s, 58 * s, C.leaf) +
        circle(cx + 40 * s, curbY - 250 * s, 66 * s, C.teal) +
        circle(cx - 4 * s, curbY - 300 * s, 60 * s, '#4fa283') +
        circle(cx + 64 * s, curbY - 196 * s, 44 * s, '#2f7f64') +
        circle(cx - 70 * s, curbY - 186 * s, 40 * s, '#3f8f73'),
    ) +
    circle(cx - 24 * s, curbY - 306 * s, 26 * s, C.white, { opacity: 0.12 })

  // tram overhead line: poles with brackets, messenger wire with droppers, contact wire
  const poles = [720, 1420]
  const overhead =
    poles
      .map(
        (px) =>
          rect(px - 5, wireY - 50, 10, curbY + 4 - wireY + 50, '#3d4b59') +
          line(px, wireY - 40, px - 70, wireY - 2, '#3d4b59', 4),
      )
      .join('') +
    pathEl(
      `M-20 ${wireY - 24}Q${(poles[0]! - 20) / 2} ${wireY - 6} ${poles[0]! - 70} ${wireY - 24}Q${(poles[0]! + poles[1]!) / 2 - 70} ${wireY - 6} ${poles[1]! - 70} ${wireY - 24}Q${(poles[1]! + w) / 2} ${wireY - 6} ${w + 20} ${wireY - 24}`,
      'none',
      {
        stroke: '#3d4b59',
        'stroke-width': 2,
      },
    ) +
    Array.from({ length: 24 }, (_, i) =>
      line(i * 70 + 20, wireY - 18, i * 70 + 20, wireY, '#3d4b59', 1.2, { opacity: 0.7 }),
    ).join('') +
    line(-20, wireY, w + 20, wireY, '#2f3d4a', 2.5)

  // the tram: three segments, rounded cab on the left, pantograph up to the wire
  const tx = 40
  const tw = 660
  const tTop = 676
  const tBottom = 862
  const cab = `M${tx + 40} ${tTop}H${tx + tw}V${tBottom}H${tx + 18}Q${tx} ${tBottom} ${tx} ${tBottom - 30}V${tTop + 60}Q${tx} ${tTop} ${tx + 40} ${tTop}Z`
  const doors = [tx + 150, tx + 380, tx + 580]
  const tram =
    shadow(tx + tw / 2, tBottom + 8, tw * 0.52, 10, 0.25) +
    // pantograph
    pathEl(
      `M${tx + 300} ${tTop - 8}L${tx + 336} ${tTop - 40}L${tx + 306} ${wireY + 4}M${tx + 372} ${tTop - 8}L${tx + 336} ${tTop - 40}`,
      'none',
      {
        stroke: '#2f3d4a',
        'stroke-width': 4,
        'stroke-linejoin': 'round',
      },
    ) +
    rect(tx + 282, wireY - 2, 50, 6, '#2f3d4a', { rx: 2 }) +
    rect(tx + 290, tTop - 10, 92, 12, '#9fb0bf', { rx: 4 }) +
    rect(tx + 470, tTop - 12, 120, 14, '#c8d3dd', { rx: 5 }) +
    pathEl(cab, '#f4f6f8') +
    rect(tx + 6, tTop + 28, tw - 6, 66, 'url(#tramGlass)') +
    pathEl(
      `M${tx + 2} ${tTop + 94}V${tTop + 56}Q${tx + 6} ${tTop + 28} ${tx + 40} ${tTop + 28}H${tx + 70}V${tTop + 94}Z`,
      '#2a4560',
    ) +
    [220, 440].map((sx) => rect(tx + sx - 5, tTop, 10, tBottom - tTop, '#dfe5ea')).join('') +
    Array.from({ length: 9 }, (_, i) => rect(tx + 92 + i * 64, tTop + 28, 5, 66, '#f4f6f8')).join('') +
    rect(tx, tTop + 100, tw, 16, C.navy) +
    rect(tx, tTop + 116, tw, 6, C.blue) +
    pathEl(
      `M${tx} ${tBottom - 34}H${tx + tw}V${tBottom}H${tx + 18}Q${tx} ${tBottom} ${tx} ${tBottom - 30}Z`,
      '#5a9bd4',
    ) +
    doors
      .map(
        (dx) =>
          rect(dx, tTop + 22, 64, tBottom - tTop - 30, '#e6ecf1', { rx: 3 }) +
          rect(dx + 5, tTop + 28, 25, tBottom - tTop - 42, '#7fa3c2', { rx: 2 }) +
          rect(dx + 34, tTop + 28, 25, tBottom - tTop - 42, '#7fa3c2', { rx: 2 }),
      )
      .join('') +
    poly(
      [
        [tx + 120, tTop + 28],
        [tx + 150, tTop + 28],
        [tx + 124, tTop + 94],
        [tx + 94, tTop + 94],
      ],
      C.white,
      { opacity: 0.18 },
    ) +
    circle(tx + 14, tBottom - 48, 7, '#fff3d6') +
    rect(tx + 30, tTop + 6, 120, 14, '#2a4560', { rx: 3 })

  const street =
    rect(0, baseY, w, curbY - baseY, '#e8e1d5') +
    Array.from({ length: 40 }, (_, i) => rect(i * 44, baseY, 2, curbY - baseY, '#d9d0c2')).join('') +
    rect(0, curbY, w, 8, '#c9bcaa') +
    rect(0, curbY + 8, w, h - curbY - 8, 'url(#road)') +
    rect(0, 840, w, 44, '#c4bcaf') +
    [846, 874].map((ry) => rect(0, ry, w, 5, '#9aa4ad') + rect(0, ry, w, 1.5, C.white, { opacity: 0.7 })).join('')

  // the dome silhouette of the old town in the haze, behind the lower house
  const skyline = group(
    rect(760, 210, 80, 80, '#bfd2e4') +
      pathEl('M760 214C760 150 790 130 800 90C810 130 840 150 840 214Z', '#bfd2e4') +
      rect(792, 56, 16, 40, '#bfd2e4') +
      pathEl('M790 58Q800 36 810 58Z', '#bfd2e4') +
      rect(600, 230, 60, 80, '#c9d9e7') +
      rect(910, 190, 30, 120, '#c9d9e7') +
      poly(
        [
          [905, 192],
          [945, 192],
          [925, 120],
        ],
        '#c9d9e7',
      ),
  )

  const person = cleaner(1196, 758, 0.32, {
    skin: SKIN[0],
    hair: HAIR.dark,
    hairStyle: 'short',
    back: true,
    stance: 24,
    armLeft: { elbow: [-110, -330], hand: [-190, -290] },
    armRight: { elbow: [60, -250], hand: [50, -190] },
  })
  // hand-held squeegee at the end of the raised arm
  const squeegee = rect(1131, 652, 14, 20, '#3d4b59', { rx: 3 }) + rect(1124, 636, 8, 52, C.ink, { rx: 3 })

  const body =
    rect(0, 0, w, h, 'url(#sky)') +
    circle(1460, 120, 200, 'url(#sun)') +
    cloud(260, 90, 380, 0.7) +
    cloud(1100, 70, 320, 0.55) +
    skyline +
    houses.map(house).join('') +
    shop +
    street +
    tree(860, 1) +
    tree(1520, 0.95) +
    overhead +
    shadow(1200, 760, 40, 6, 0.2) +
    bucket(1226, 760, 34, 26, C.blue) +
    person +
    squeegee +
    tram +
    sparkleCluster(1030, 640, 20) +
    sparkle(1096, 690, 10, 0.9) +
    sparkle(470, 140, 14, 0.8)
  return svgDoc(w, h, defs, body)
}
