import { C, rect, circle, pathEl, poly, line, svgDoc } from '../svg.ts'
import { outdoor } from '../backdrops.ts'

/** Baltic coast in Mecklenburg-Vorpommern: lighthouse on the dune, a pier, wicker beach chairs, gulls. */
export function balticCoast(w: number, h: number): string {
  const sea = 470
  const lighthouse =
    poly(
      [
        [170, 520],
        [270, 520],
        [250, 170],
        [190, 170],
      ],
      C.white,
    ) +
    [0, 1, 2]
      .map((i) =>
        poly(
          [
            [186 + i * 4, 230 + i * 100],
            [254 - i * 4, 230 + i * 100],
            [258 - i * 4, 280 + i * 100],
            [182 + i * 4, 280 + i * 100],
          ],
          '#d64545',
        ),
      )
      .join('') +
    rect(180, 130, 80, 44, '#f2d675') +
    rect(172, 170, 96, 12, C.ink) +
    poly(
      [
        [176, 130],
        [264, 130],
        [220, 90],
      ],
      '#d64545',
    )
  const beachChair = (x: number, y: number, stripe: string): string =>
    rect(x, y - 110, 150, 110, '#e2c79a') +
    pathEl(`M${x - 6} ${y - 110}V${y - 200}Q${x + 75} ${y - 260} ${x + 156} ${y - 200}V${y - 110}Z`, '#d9b88c') +
    pathEl(`M${x + 10} ${y - 120}V${y - 190}Q${x + 75} ${y - 236} ${x + 140} ${y - 190}V${y - 120}Z`, stripe) +
    Array.from({ length: 4 }, (_, i) => rect(x + 10 + i * 36, y - 230, 16, 110, C.white, { opacity: 0.6 })).join('') +
    rect(x - 6, y - 14, 162, 14, '#b8996a')
  const gull = (x: number, y: number): string =>
    pathEl(`M${x - 22} ${y}q12 -14 22 0q10 -14 22 0`, 'none', { stroke: C.ink, 'stroke-width': 4 })
  const body =
    outdoor(w, h, sea, '#3f85c0') +
    pathEl(`M0 ${sea + 60}Q300 ${sea + 40} 600 ${sea + 70}T1200 ${sea + 60}V${h}H0Z`, '#f0e2c2') +
    pathEl(`M0 ${sea + 60}Q300 ${sea + 40} 600 ${sea + 70}T1200 ${sea + 60}`, 'none', {
      stroke: C.white,
      'stroke-width': 10,
      opacity: 0.8,
    }) +
    // pier with a pavilion
    rect(700, sea - 20, 500, 16, '#a0603c') +
    Array.from({ length: 9 }, (_, i) => line(720 + i * 58, sea - 4, 720 + i * 58, sea + 40, '#7a4a2c', 6)).join('') +
    rect(1040, sea - 80, 110, 60, C.white) +
    poly(
      [
        [1030, sea - 80],
        [1160, sea - 80],
        [1095, sea - 120],
      ],
      C.navy,
    ) +
    // dune with grass and the lighthouse
    pathEl('M0 560Q160 440 380 560Z', '#e6d3a8') +
    lighthouse +
    Array.from({ length: 14 }, (_, i) =>
      pathEl(`M${30 + i * 24} 560q6 -40 -8 -70`, 'none', { stroke: '#8aa25a', 'stroke-width': 4 }),
    ).join('') +
    beachChair(520, 800, '#3d7dca') +
    beachChair(760, 830, '#5fc2b5') +
    gull(420, 160) +
    gull(480, 200) +
    gull(900, 140) +
    circle(1050, 110, 50, '#fff4c2', { opacity: 0.9 })
  return svgDoc(w, h, '', body)
}
