import {
  C,
  type Attrs,
  type Point,
  r1,
  el,
  rect,
  circle,
  ellipse,
  pathEl,
  group,
  linear,
  radial,
  svgDoc,
} from '../svg.ts'
import { sparkle } from '../props.ts'

/**
 * Stylised service-area map of eastern Germany: Baltic Sea at the top, Mecklenburg-Vorpommern,
 * Brandenburg with Berlin, Sachsen in palette tints, neighbours in a neutral tone, round city markers.
 * Drawn from rough lon/lat outlines — deliberately simplified, not for navigation.
 */
export function serviceAreaMap(w: number, h: number): string {
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
    return `M${r1(start[0])} ${r1(start[1])}${chains.map((c) => curve(c.map(P))).join('')}Z`
  }
  const open = (chain: readonly LonLat[]): string => {
    const start = P(chain[0]!)
    return `M${r1(start[0])} ${r1(start[1])}${curve(chain.map(P))}`
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
    return `${d}Z`
  }

  // --- border chains (lon, lat), each running from one junction to the next -------------------
  const coastMV: LonLat[] = [
    [10.92, 53.96],
    [11.1, 53.99],
    [11.25, 54.0],
    [11.4, 53.93],
    [11.52, 53.98],
    [11.56, 54.08],
    [11.75, 54.15],
    [12.1, 54.19],
    [12.3, 54.27],
    [12.4, 54.37],
    [12.52, 54.46],
    [12.72, 54.44],
    [12.98, 54.44],
    [13.06, 54.36],
    [13.1, 54.29],
    [13.3, 54.18],
    [13.45, 54.12],
    [13.7, 54.13],
    [13.82, 54.05],
    [14.0, 53.98],
    [14.22, 53.93],
  ]
  const mvPoland: LonLat[] = [
    [14.22, 53.93],
    [14.25, 53.75],
    [14.3, 53.55],
    [14.41, 53.33],
  ]
  const mvBrandenburg: LonLat[] = [
    [14.41, 53.33],
    [14.1, 53.43],
    [13.7, 53.45],
    [13.35, 53.27],
    [12.95, 53.2],
    [12.45, 53.27],
    [12.0, 53.32],
    [11.6, 53.22],
    [11.27, 53.12],
  ]
  const mvWest: LonLat[] = [
    [11.27, 53.12],
    [10.95, 53.3],
    [10.62, 53.4],
    [10.72, 53.6],
    [10.95, 53.72],
    [10.86, 53.86],
    [10.92, 53.96],
  ]
  const oderNeisse: LonLat[] = [
    [14.41, 53.33],
    [14.3, 53.05],
    [14.15, 52.85],
    [14.55, 52.6],
    [14.55, 52.35],
    [14.7, 52.1],
    [14.72, 51.88],
    [14.62, 51.72],
    [14.72, 51.55],
  ]
  const brandenburgSachsen: LonLat[] = [
    [14.72, 51.55],
    [14.35, 51.5],
    [14.0, 51.45],
    [13.6, 51.38],
    [13.25, 51.42],
    [13.15, 51.6],
  ]
  const brandenburgWest: LonLat[] = [
    [13.15, 51.6],
    [12.8, 51.72],
    [12.45, 51.86],
    [12.25, 52.02],
    [12.3, 52.22],
    [12.2, 52.45],
    [12.25, 52.65],
    [11.95, 52.85],
    [11.6, 53.02],
    [11.27, 53.12],
  ]
  const sachsenSouthEast: LonLat[] = [
    [14.72, 51.55],
    [14.97, 51.35],
    [14.99, 51.12],
    [15.04, 50.93],
    [14.82, 50.86],
    [14.6, 50.88],
    [14.38, 50.97],
    [14.25, 50.86],
    [13.9, 50.77],
    [13.55, 50.7],
    [13.3, 50.58],
    [12.95, 50.42],
    [12.55, 50.38],
    [12.2, 50.22],
  ]
  const sachsenWest: LonLat[] = [
    [12.2, 50.22],
    [12.1, 50.32],
    [12.28, 50.6],
    [12.55, 50.9],
    [12.3, 51.08],
    [12.15, 51.3],
    [12.2, 51.55],
    [12.6, 51.6],
    [12.9, 51.68],
    [13.15, 51.6],
  ]
  const coastEast: LonLat[] = [
    [14.22, 53.93],
    [14.6, 53.98],
    [15.1, 54.08],
    [15.7, 54.2],
    [16.3, 54.38],
    [16.9, 54.6],
    [17.5, 54.76],
    [18.1, 54.84],
    [18.6, 54.8],
  ]

  // --- shapes ---------------------------------------------------------------------------------
  // Land is everything below the Baltic coast; the sea is the background colour.
  const westBaltic: LonLat[] = [
    [9.6, 55.5],
    [9.62, 55.15],
    [9.55, 54.85],
    [10.0, 54.62],
    [9.9, 54.45],
    [10.2, 54.42],
    [10.75, 54.3],
    [11.08, 54.36],
    [11.02, 54.15],
    [10.82, 54.05],
    [10.92, 53.96],
  ]
  const pt = (at: LonLat): string => P(at).map(r1).join(' ')
  const land =
    `M-60 ${h + 60}L-60 -80L${pt(westBaltic[0]!)}` +
    curve(westBaltic.map(P)) +
    curve(coastMV.map(P)) +
    curve(coastEast.map(P)) +
    `L${w + 60} ${h + 60}Z`
  const rugen = closed([
    [13.15, 54.28],
    [13.35, 54.22],
    [13.6, 54.26],
    [13.73, 54.33],
    [13.64, 54.42],
    [13.66, 54.52],
    [13.54, 54.58],
    [13.42, 54.68],
    [13.3, 54.62],
    [13.25, 54.5],
    [13.13, 54.4],
  ])
  // national borders beyond the service area (Poland–Czechia, Germany–Czechia)
  const czechPoland: LonLat[] = [
    [15.04, 50.93],
    [15.35, 50.98],
    [15.8, 50.75],
    [16.3, 50.65],
    [16.4, 50.4],
    [16.9, 50.45],
    [17.3, 50.25],
    [17.75, 50.1],
    [18.3, 49.95],
    [18.7, 49.85],
  ]
  const germanyCzechWest: LonLat[] = [
    [12.2, 50.22],
    [12.15, 50.05],
    [12.45, 49.8],
  ]
  // neighbouring federal states, as faint lines only
  const stateLines: LonLat[][] = [
    [
      [10.62, 53.4],
      [10.3, 53.42],
      [10.0, 53.5],
      [9.6, 53.58],
      [9.2, 53.85],
      [8.7, 53.95],
    ],
    [
      [11.45, 53.06],
      [11.2, 52.95],
      [10.85, 52.85],
      [10.95, 52.6],
      [10.95, 52.35],
      [11.05, 52.15],
      [10.95, 52.05],
      [10.65, 51.95],
      [10.6, 51.75],
      [10.7, 51.6],
    ],
    [
      [10.7, 51.6],
      [10.9, 51.45],
      [11.3, 51.4],
      [11.45, 51.25],
      [11.8, 51.2],
      [12.1, 51.12],
      [12.3, 51.08],
    ],
    [
      [10.7, 51.6],
      [10.2, 51.45],
      [10.0, 51.3],
      [9.95, 51.1],
      [10.2, 50.9],
      [10.05, 50.6],
      [10.4, 50.4],
      [10.85, 50.35],
      [11.2, 50.45],
      [11.5, 50.4],
      [11.9, 50.4],
      [12.1, 50.32],
    ],
  ]

  const mv = region(coastMV, mvPoland, mvBrandenburg, mvWest)
  const bb = region(rev(mvBrandenburg), oderNeisse, brandenburgSachsen, brandenburgWest)
  const sn = region(rev(brandenburgSachsen), sachsenSouthEast, sachsenWest)
  // Berlin, drawn about 1.5× its true size so it stays visible around its marker
  const berlinAt: LonLat = [13.4, 52.51]
  const grow = (at: LonLat): LonLat => [
    berlinAt[0] + (at[0] - berlinAt[0]) * 1.5,
    berlinAt[1] + (at[1] - berlinAt[1]) * 1.5,
  ]
  const berlin = closed(
    (
      [
        [13.1, 52.46],
        [13.22, 52.38],
        [13.42, 52.34],
        [13.62, 52.38],
        [13.76, 52.46],
        [13.74, 52.56],
        [13.6, 52.64],
        [13.42, 52.67],
        [13.25, 52.64],
        [13.12, 52.56],
      ] as const
    ).map(grow),
  )

  const tint = { mv: '#bfe0d6', bb: '#cbdff1', berlin: '#9cc3e6', sn: '#e8dec9' }
  const defs =
    linear('sea', [
      [0, '#c4def3'],
      [1, '#deedf9'],
    ]) +
    linear('landTone', [
      [0, '#f2efe9'],
      [1, '#f6f4ef'],
    ]) +
    radial(
      'fade',
      [
        [0.6, C.white, 0],
        [1, C.white, 0.7],
      ],
      0.5,
      0.5,
      0.75,
    ) +
    el(
      'filter',
      { id: 'lift', x: '-10%', y: '-10%', width: '120%', height: '120%' },
      el('feGaussianBlur', { stdDeviation: 10 }),
    )

  const water =
    rect(0, 0, w, h, 'url(#sea)') +
    // pale shallow-water band along every coast
    pathEl(land, 'none', { stroke: '#e9f3fb', 'stroke-width': 18, 'stroke-linejoin': 'round' }) +
    pathEl(rugen, 'none', { stroke: '#e9f3fb', 'stroke-width': 14, 'stroke-linejoin': 'round' }) +
    pathEl(land, 'url(#landTone)')

  const dashed: Attrs = {
    stroke: C.steel,
    'stroke-width': 1.6,
    'stroke-dasharray': '6 6',
    'stroke-linecap': 'round',
    opacity: 0.45,
  }
  const context =
    stateLines.map((l) => pathEl(open(l), 'none', { ...dashed, opacity: 0.3 })).join('') +
    pathEl(open(czechPoland), 'none', dashed) +
    pathEl(open(germanyCzechWest), 'none', dashed)

  const areaStroke: Attrs = { stroke: C.white, 'stroke-width': 3, 'stroke-linejoin': 'round' }
  const areas =
    // soft shadow so the service area lifts off the neighbouring land
    group(pathEl(mv + bb + sn + rugen, '#0b2540'), {
      opacity: 0.13,
      filter: 'url(#lift)',
      transform: 'translate(0 8)',
    }) +
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

  // Labels: a map without names reads as decoration. Plain sans with a white halo, like a road atlas;
  // the page's alt text names the same places for screen readers.
  const font = "'Liberation Sans', 'DejaVu Sans', Arial, sans-serif"
  const label = (x: number, y: number, text: string, size: number, attrs: Attrs = {}): string =>
    el(
      'text',
      {
        x,
        y,
        'font-family': font,
        'font-size': size,
        'font-weight': 700,
        fill: '#0b2540',
        stroke: C.white,
        'stroke-width': size * 0.28,
        'stroke-linejoin': 'round',
        'paint-order': 'stroke',
        ...attrs,
      },
      text,
    )
  /** city name beside its pin head; `side` puts it left of the pin where the right is crowded */
  const cityLabel = ([lon, lat]: LonLat, name: string, side: 'left' | 'right' = 'right', size = 32): string => {
    const [x, y] = P([lon, lat])
    const r = name === 'Berlin' ? 21 : 13
    const dx = r + 8
    return label(side === 'right' ? x + dx : x - dx, y - r * 2.1 + size * 0.36, name, size, {
      'text-anchor': side === 'right' ? 'start' : 'end',
    })
  }
  /** state name: spaced capitals in a muted tone, centred on a point inside the state */
  const stateLabel = (at: LonLat, lines: readonly string[]): string => {
    const [x, y] = P(at)
    return lines
      .map((line, i) =>
        label(x, y + i * 31, line, 25, {
          'text-anchor': 'middle',
          'letter-spacing': 3,
          fill: '#41566b',
          'font-weight': 700,
        }),
      )
      .join('')
  }
  const labels =
    label(...P([11.7, 54.72]), 'Ostsee', 30, { 'font-style': 'italic', fill: '#3d6f99', stroke: 'none', 'font-weight': 400 }) +
    stateLabel([13.45, 53.86], ['MECKLENBURG-', 'VORPOMMERN']) +
    stateLabel([13.55, 52.98], ['BRANDENBURG']) +
    stateLabel([13.3, 51.33], ['SACHSEN']) +
    cityLabel([12.1, 54.09], 'Rostock') +
    cityLabel([11.41, 53.63], 'Schwerin', 'left') +
    cityLabel(berlinAt, 'Berlin', 'right', 40) +
    cityLabel([13.06, 52.39], 'Potsdam', 'left') +
    cityLabel([14.55, 52.35], 'Frankfurt (Oder)') +
    cityLabel([14.33, 51.76], 'Cottbus', 'left') +
    cityLabel([12.37, 51.34], 'Leipzig', 'left') +
    cityLabel([12.92, 50.83], 'Chemnitz', 'left') +
    cityLabel([13.74, 51.05], 'Dresden')

  const body =
    water +
    context +
    areas +
    rect(0, 0, w, h, 'url(#fade)') +
    markers +
    labels +
    sparkle(1010, 95, 22, 0.85) +
    sparkle(1050, 70, 9, 0.75)
  return svgDoc(w, h, defs, body)
}
