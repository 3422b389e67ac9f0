import { C, type Point, el, rect, circle, poly, polyline, pathEl, line, group, linear, radial, svgDoc } from '../svg.ts'
import { sparkle, sparkleCluster, shadow, plant } from '../props.ts'

/** Altbau stairwell: oak treads, white risers, navy handrail, two-tone wall, arched window with light. */
export function stairwell(w: number, h: number): string {
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
    linear('wall', [
      [0, '#f7f0e4'],
      [1, '#eee3d2'],
    ]) +
    linear('glass', [
      [0, '#8ec4ec'],
      [1, '#e3f1fb'],
    ]) +
    linear(
      'beam',
      [
        [0, C.white, 0.5],
        [1, C.white, 0],
      ],
      1,
      0,
      0,
      1,
    ) +
    radial('lamp', [
      [0, '#fffaf0', 0.95],
      [0.4, '#fff4df', 0.5],
      [1, '#fff4df', 0],
    ]) +
    linear('door', [
      [0, '#175f9e'],
      [1, C.navy],
    ]) +
    el('clipPath', { id: 'archView' }, rect(450, 50, 190, 300, '#000')) +
    el(
      'pattern',
      { id: 'tiles', width: 40, height: 40, patternUnits: 'userSpaceOnUse' },
      rect(0, 0, 40, 40, '#e8dccb') +
        poly(
          [
            [20, 0],
            [40, 20],
            [20, 40],
            [0, 20],
          ],
          '#cfdbe5',
        ),
    )

  const wainscotPts: Point[] = [[0, wainscot(0)]]
  for (let x = 0; x <= w; x += 20) wainscotPts.push([x, wainscot(x)])
  const wallPaint =
    poly([...wainscotPts, [w, h], [0, h]], '#d6e6f2') + polyline(wainscotPts, C.navy, 5, { opacity: 0.7 })

  const arch = (x: number, y: number, ww: number, hh: number): string =>
    `M${x} ${y + hh}V${y + ww / 2}A${ww / 2} ${ww / 2} 0 0 1 ${x + ww} ${y + ww / 2}V${y + hh}Z`
  const win = { x: 450, y: 50, w: 190, h: 300 }
  const windowEl =
    pathEl(arch(win.x - 14, win.y - 14, win.w + 28, win.h + 28), C.white) +
    pathEl(arch(win.x, win.y, win.w, win.h), 'url(#glass)') +
    group(circle(490, 320, 44, '#8fc4b1') + circle(600, 330, 54, '#7fb8a6'), {
      opacity: 0.7,
      filter: 'url(#soft)',
      'clip-path': 'url(#archView)',
    }) +
    rect(win.x + win.w / 2 - 4, win.y, 8, win.h, C.white) +
    rect(win.x, win.y + 150, win.w, 8, C.white) +
    rect(win.x - 24, win.y + win.h + 14, win.w + 48, 12, C.white, { rx: 3 }) +
    poly(
      [
        [470, 360],
        [640, 360],
        [560, 840],
        [140, 840],
      ],
      'url(#beam)',
      { opacity: 0.55, filter: 'url(#soft)' },
    )

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
      poly(
        [
          [x0, y],
          [x0 + dx, y + dy],
          [x0 + dx, y + dy + rise],
          [x0, y + rise],
        ],
        '#f6f1e8',
      ) +
      poly(
        [
          [x0, y],
          [x1, y],
          [x1 + dx, y + dy],
          [x0 + dx, y + dy],
        ],
        '#d9b88c',
      ) +
      line(x0 + 8, y - 1, x1 - 2, y - 1, '#ecd4b0', 3)
  }
  flight +=
    poly(
      [
        [endX, topY],
        [w + 10, topY],
        [w + 10, topY + dy],
        [endX + dx, topY + dy],
      ],
      '#d9b88c',
    ) +
    poly(
      [
        [1030, topY - 6],
        [1140, topY - 6],
        [1150, topY - 30],
        [1048, topY - 30],
      ],
      C.teal,
      { opacity: 0.85 },
    )
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
    poly(
      [
        [a, beneath(a) + 34],
        [b, beneath(b) + 34],
        [b, floorY - 28],
        [a, floorY - 28],
      ],
      'none',
      {
        stroke: '#dccdb6',
        'stroke-width': 5,
      },
    )
  const stringer =
    poly(
      [
        [startX + run, floorY],
        [endX, topY + 46],
        [w + 10, topY + 46],
        [w + 10, floorY],
      ],
      '#f1e7d8',
    ) +
    panel(430, 650) +
    panel(690, 910) +
    panel(950, 1160) +
    poly(profile, '#fbf7f0') +
    polyline(
      [
        [endX, topY + 46],
        [underside, floorY],
      ],
      '#d8ccb9',
      6,
    ) +
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
    polyline(
      [
        [startX, railY(startX)],
        [endX, railY(endX)],
        [w + 10, railY(endX)],
      ],
      C.navy,
      14,
      {
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      },
    ) +
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
