import { C, rect, circle, pathEl, linear, radial, svgDoc } from '../svg.ts'
import { sparklePath, sparkle } from '../props.ts'

/** Default social share image: calm navy gradient with a large sparkle mark. */
export function ogDefault(w: number, h: number): string {
  const defs =
    linear(
      'bg',
      [
        [0, '#083d6b'],
        [0.6, C.navy],
        [1, C.blue],
      ],
      0,
      0,
      1,
      1,
    ) +
    radial('halo', [
      [0, C.white, 0.28],
      [1, C.white, 0],
    ]) +
    linear(
      'wave',
      [
        [0, C.teal, 0.85],
        [1, '#14988d', 0.6],
      ],
      0,
      0,
      1,
      0,
    )
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
