import { C, type Point, rect, poly, line, svgDoc, random, circle } from '../svg.ts'
import { sparkleCluster, mist, plant } from '../props.ts'
import { bush } from '../nature.ts'
import { cleaner, SKIN, HAIR } from '../people.ts'

/** Stone terrace and steps: the cleaned slabs are light, the rest still green with moss; a surface cleaner at work. */
export function stoneTerrace(w: number, h: number): string {
  const rnd = random(17)
  const top = 430
  // slabs in simple perspective: rows get taller towards the viewer
  const rowsY = [430, 470, 520, 580, 650, 735, 830, 940]
  const xAt = (x: number, y: number): number => 600 + (x - 600) * (0.55 + ((y - top) / (h - top)) * 0.75)
  let slabs = ''
  for (let r = 0; r < rowsY.length - 1; r++) {
    const y0 = rowsY[r]!
    const y1 = rowsY[r + 1]!
    for (let c = -6; c < 8; c++) {
      const x0 = c * 150 + (r % 2) * 75
      const quad: Point[] = [
        [xAt(x0, y0), y0],
        [xAt(x0 + 150, y0), y0],
        [xAt(x0 + 150, y1), y1],
        [xAt(x0, y1), y1],
      ]
      const clean = x0 < 560 - r * 30
      slabs += poly(
        quad,
        clean
          ? ['#e9dfcd', '#e2d6c1', '#efe6d6'][Math.floor(rnd() * 3)]!
          : ['#8d9a7a', '#7f8d6c', '#96a183'][Math.floor(rnd() * 3)]!,
        { stroke: clean ? '#cbbda5' : '#6b7858', 'stroke-width': 4 },
      )
      if (!clean)
        for (let m = 0; m < 3; m++)
          slabs += circle(quad[0]![0] + rnd() * 120, y0 + rnd() * (y1 - y0), 4 + rnd() * 6, '#5e7a4a', { opacity: 0.7 })
    }
  }
  const house =
    rect(0, 0, w, top, '#efe6d8') +
    rect(120, 80, 360, 330, C.sky, { stroke: C.white, 'stroke-width': 14 }) +
    rect(640, 60, 220, 370, '#3d5a7a', { stroke: C.white, 'stroke-width': 12 })
  const steps = [0, 1, 2]
    .map((i) =>
      rect(900 + i * 40, top + 40 + i * 70, 400, 70, i % 2 ? '#d8cdb9' : '#e2d6c1', {
        stroke: '#bfb29b',
        'stroke-width': 4,
      }),
    )
    .join('')
  const machine =
    line(560, 520, 620, 760, '#3d4b59', 12) +
    rect(530, 500, 60, 22, C.ink, { rx: 8 }) +
    poly(
      [
        [600, 760],
        [760, 760],
        [790, 820],
        [570, 820],
      ],
      C.teal,
    ) +
    rect(560, 810, 240, 20, C.navy, { rx: 8 }) +
    line(700, 760, 820, 560, C.ink, 8) +
    mist(680, 830, 120, 9)
  const person = cleaner(470, 880, 1.0, {
    skin: SKIN[1],
    hair: HAIR.blond,
    hairStyle: 'ponytail',
    stance: 30,
    armLeft: { elbow: [40, -250], hand: [80, -300] },
    armRight: { elbow: [70, -250], hand: [110, -330] },
  })
  const body =
    house +
    rect(0, top - 10, w, 10, '#bfb29b') +
    slabs +
    steps +
    bush(1120, 440, 160) +
    plant(80, 520, 1.1) +
    person +
    machine +
    sparkleCluster(260, 650, 30)
  return svgDoc(w, h, '', body)
}
