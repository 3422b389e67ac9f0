import { C, type Point, el, rect, circle, ellipse, pathEl, group, radial, smoothPath, svgDoc, random } from '../svg.ts'
import { sparklePath } from '../props.ts'

/**
 * Directions map around the office in Berlin-Mitte: street grid, the Spree with a canal,
 * parks, a suburban railway line and one large pin in the middle. Deliberately without any labels.
 */
export function directionsMap(w: number, h: number): string {
  const pinAt: Point = [w / 2, h / 2 + 20]
  const defs =
    radial(
      'fade',
      [
        [0.55, C.white, 0],
        [1, C.white, 0.75],
      ],
      0.5,
      0.5,
      0.75,
    ) +
    radial('pulse', [
      [0, C.navy, 0.22],
      [1, C.navy, 0],
    ]) +
    el('clipPath', { id: 'frame' }, rect(0, 0, w, h, '#000'))

  const stroke = (d: string, color: string, width: number, extra = {}): string =>
    pathEl(d, 'none', {
      stroke: color,
      'stroke-width': width,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
      ...extra,
    })

  // minor streets: a slightly irregular grid, turned a little so it does not look like graph paper
  const rnd = random(77)
  const xs: number[] = []
  for (let x = -500; x < w + 500; x += 96 + rnd() * 56) xs.push(x)
  const ys: number[] = []
  for (let y = -500; y < h + 500; y += 84 + rnd() * 50) ys.push(y)
  const gridD =
    xs.map((x) => `M${Math.round(x)} -500V${h + 500}`).join('') +
    ys.map((y) => `M-500 ${Math.round(y)}H${w + 500}`).join('')
  // some blocks get a slightly darker courtyard-block footprint
  let blocks = ''
  for (let i = 0; i < xs.length - 1; i++) {
    for (let j = 0; j < ys.length - 1; j++) {
      if (rnd() < 0.45) continue
      const bx = xs[i]! + 12
      const by = ys[j]! + 12
      const bw = xs[i + 1]! - xs[i]! - 24
      const bh = ys[j + 1]! - ys[j]! - 24
      blocks += pathEl(
        `M${Math.round(bx)} ${Math.round(by)}h${Math.round(bw)}v${Math.round(bh)}h${-Math.round(bw)}z` +
          `M${Math.round(bx + 16)} ${Math.round(by + 16)}v${Math.round(bh - 32)}h${Math.round(bw - 32)}v${-Math.round(bh - 32)}z`,
        '#e6e0d4',
      )
    }
  }
  const grid = group(blocks + stroke(gridD, '#e2dccf', 13) + stroke(gridD, C.white, 8), {
    transform: `rotate(-12 ${pinAt[0]} ${pinAt[1]})`,
  })

  // parks
  const bigPark = `${smoothPath([
    [-60, 170],
    [120, 150],
    [300, 190],
    [350, 300],
    [320, 430],
    [180, 470],
    [-60, 460],
  ])}Z`
  const parks =
    pathEl(bigPark, '#cfe6d6') +
    stroke('M-20 250Q120 300 260 240M40 420Q160 330 300 380M150 170Q170 300 120 460', C.white, 4, { opacity: 0.8 }) +
    ellipse(210, 330, 46, 24, '#b9dbf2') +
    group(
      [
        [90, 220],
        [250, 420],
        [300, 260],
        [30, 380],
        [180, 250],
      ]
        .map(([x, y]) => circle(x!, y!, 16, '#b4d8c1'))
        .join(''),
    ) +
    rect(840, 110, 120, 96, '#cfe6d6', { rx: 14, transform: 'rotate(-12 900 158)' }) +
    circle(900, 158, 12, '#b4d8c1') +
    pathEl(
      `${smoothPath([
        [820, 660],
        [960, 620],
        [1060, 700],
        [960, 760],
        [840, 740],
      ])}Z`,
      '#cfe6d6',
    ) +
    rect(380, 120, 90, 70, '#cfe6d6', { rx: 12, transform: 'rotate(-12 425 155)' })

  // water: the Spree with an island arm, plus a canal joining from the south-west
  const spree = smoothPath([
    [-40, 610],
    [160, 590],
    [330, 560],
    [470, 560],
    [600, 530],
    [720, 500],
    [840, 430],
    [980, 380],
    [1100, 360],
    [1240, 330],
  ])
  const arm = smoothPath([
    [470, 560],
    [560, 600],
    [680, 580],
    [780, 470],
  ])
  const canal = smoothPath([
    [-40, 780],
    [120, 740],
    [240, 690],
    [300, 630],
    [330, 566],
  ])
  const water =
    stroke(spree, '#d6e8f5', 62) +
    stroke(arm, '#d6e8f5', 34) +
    stroke(canal, '#d6e8f5', 26) +
    stroke(spree, '#a9d0ee', 48) +
    stroke(arm, '#a9d0ee', 22) +
    stroke(canal, '#a9d0ee', 15) +
    stroke(spree, '#bcdcf3', 8, { opacity: 0.5 })

  // main roads over everything else: the crossings with the river read as bridges
  const mainRoads = [
    smoothPath([
      [-40, 360],
      [200, 350],
      [420, 330],
      [600, 318],
      [820, 290],
      [1000, 250],
      [1240, 210],
    ]),
    smoothPath([
      [520, -40],
      [548, 160],
      [570, 320],
      [590, 520],
      [620, 700],
      [650, 840],
    ]),
    smoothPath([
      [-40, 700],
      [180, 640],
      [380, 520],
      [520, 440],
      [700, 420],
      [880, 330],
      [1000, 160],
      [1060, -40],
    ]),
    smoothPath([
      [860, 840],
      [900, 640],
      [960, 500],
      [1040, 380],
      [1240, 470],
    ]),
  ]
  const roads =
    mainRoads.map((d) => stroke(d, '#d9cfbf', 24)).join('') +
    mainRoads.map((d) => stroke(d, C.white, 18)).join('') +
    stroke(mainRoads[0]!, '#f7e7c4', 18) +
    stroke(mainRoads[1]!, '#f7e7c4', 18)

  // suburban railway on its viaduct: a grey line with white sleepers
  const rail = smoothPath([
    [-40, 250],
    [200, 258],
    [420, 236],
    [640, 222],
    [860, 200],
    [1060, 150],
    [1240, 120],
  ])
  const railway =
    stroke(rail, '#8a9bab', 8) + stroke(rail, C.white, 4, { 'stroke-dasharray': '10 14', 'stroke-linecap': 'butt' })
  const station = (x: number, y: number): string =>
    rect(x - 11, y - 11, 22, 22, C.blue, { rx: 6, stroke: C.white, 'stroke-width': 4 })

  const [px, py] = pinAt
  const r = 46
  const cy = py - r * 2.1
  const pinPath =
    `M${px} ${py}C${px - r * 0.35} ${py - r * 0.6} ${px - r} ${cy + r * 0.75} ${px - r} ${cy}` +
    `A${r} ${r} 0 1 1 ${px + r} ${cy}C${px + r} ${cy + r * 0.75} ${px + r * 0.35} ${py - r * 0.6} ${px} ${py}Z`
  const pin =
    circle(px, py, 150, 'url(#pulse)') +
    circle(px, py, 70, 'none', { stroke: C.navy, 'stroke-width': 3, opacity: 0.25 }) +
    circle(px, py, 110, 'none', { stroke: C.navy, 'stroke-width': 2, opacity: 0.12 }) +
    ellipse(px, py, r * 0.9, r * 0.3, '#0b2540', { opacity: 0.35, filter: 'url(#soft)' }) +
    pathEl(pinPath, C.navy, { stroke: C.white, 'stroke-width': 10, 'stroke-linejoin': 'round' }) +
    circle(px, cy, r * 0.62, C.white) +
    pathEl(sparklePath(px, cy, r * 0.5, 0.22), C.navy)

  const body =
    rect(0, 0, w, h, '#efebe3') +
    group(grid + parks + water + railway + roads + station(420, 236) + station(860, 200) + station(240, 352), {
      'clip-path': 'url(#frame)',
    }) +
    rect(0, 0, w, h, 'url(#fade)') +
    pin
  return svgDoc(w, h, defs, body)
}
