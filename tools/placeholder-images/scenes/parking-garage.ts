import { C, el, rect, circle, pathEl, line, poly, group, svgDoc, linear } from '../svg.ts'
import { sparkleCluster, shadow, wheel } from '../props.ts'
import { scrubber } from '../machines.ts'

/** Underground car park: concrete columns, bay markings, a parked car and a scrubber-dryer at work. */
export function parkingGarage(w: number, h: number): string {
  const floorY = 470
  const defs = linear('concrete', [
    [0, '#7c8996'],
    [1, '#b9c3cc'],
  ])
  const ceiling =
    rect(0, 0, w, floorY, '#5d6b79') +
    [0, 1, 2].map((i) => rect(0, 60 + i * 70, w, 22, '#4c5866')).join('') +
    [200, 600, 1000]
      .map(
        (x) =>
          rect(x - 90, 110, 180, 16, '#f3f8fb', { rx: 6 }) +
          rect(x - 120, 100, 240, 60, '#fff8e0', { opacity: 0.25, filter: 'url(#glow)' }),
      )
      .join('') +
    rect(0, 300, w, floorY - 300, '#6b7886')
  const floor =
    rect(0, floorY, w, h - floorY, 'url(#concrete)') +
    [-300, 0, 300, 600, 900, 1200, 1500]
      .map((x) => line(x * 0.4 + 360, floorY, x, h, '#f2f2f2', 6, { opacity: 0.85 }))
      .join('') +
    line(0, floorY + 40, w, floorY + 40, '#f2f2f2', 5, { opacity: 0.6 }) +
    poly(
      [
        [0, 720],
        [640, 700],
        [640, 800],
        [0, 860],
      ],
      C.white,
      { opacity: 0.22 },
    )
  const column = (x: number, top: number, bottom: number, cw: number): string =>
    rect(x, top, cw, bottom - top, '#c6ced6') +
    rect(x + cw * 0.7, top, cw * 0.3, bottom - top, '#a7b2bc') +
    el('clipPath', { id: `band${x}` }, rect(x, bottom - 60, cw, 60, '#000')) +
    group(
      rect(x, bottom - 60, cw, 60, '#f2c230') +
        Array.from({ length: 10 }, (_, i) =>
          poly(
            [
              [x + i * 26 - 60, bottom],
              [x + i * 26 - 47, bottom],
              [x + i * 26 - 7, bottom - 60],
              [x + i * 26 - 20, bottom - 60],
            ],
            '#1d2b3a',
          ),
        ).join(''),
      { 'clip-path': `url(#band${x})` },
    ) +
    circle(x + cw / 2, top + (bottom - top) * 0.35, cw * 0.3, C.blue) +
    pathEl(
      `M${x + cw * 0.42} ${top + (bottom - top) * 0.35 + cw * 0.16}v${-cw * 0.32}h${cw * 0.12}a${cw * 0.08} ${cw * 0.08} 0 0 1 0 ${cw * 0.16}h${-cw * 0.12}`,
      'none',
      { stroke: C.white, 'stroke-width': cw * 0.06 },
    )
  const car =
    shadow(300, 600, 190, 14, 0.3) +
    pathEl(
      'M120 590V540Q124 510 160 504L220 450Q240 436 280 436H380Q410 436 430 456L480 504Q510 508 510 540V590Z',
      C.teal,
    ) +
    pathEl('M232 500L270 456H318V500ZM334 500V456H378Q396 456 408 470L430 500Z', '#bfe3f3') +
    rect(120, 560, 390, 10, '#0b4f49') +
    wheel(200, 592, 30) +
    wheel(430, 592, 30)
  const body =
    ceiling +
    floor +
    column(560, 0, floorY + 6, 70) +
    column(1000, 0, floorY + 40, 110) +
    column(40, 0, floorY + 20, 80) +
    car +
    shadow(820, 800, 220, 12, 0.3) +
    scrubber(820, 800, 0.9) +
    sparkleCluster(300, 770, 28)
  return svgDoc(w, h, defs, body)
}
