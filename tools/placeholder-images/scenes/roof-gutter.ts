import { C, rect, pathEl, svgDoc, random, el, group } from '../svg.ts'
import { bucket, ladder } from '../props.ts'
import { cleaner, SKIN, HAIR } from '../people.ts'
import { leaf } from '../nature.ts'

/** Eaves close-up: a cleaner on a ladder scoops leaves out of a half-blocked rain gutter. */
export function roofGutter(w: number, h: number): string {
  const gutterY = 430
  const rnd = random(8)
  const tileRows = Array.from({ length: 8 }, (_, r) =>
    Array.from({ length: 14 }, (_, c) => {
      const x = c * 92 + (r % 2) * 46 - 46
      const y = 40 + r * 50
      return pathEl(`M${x} ${y}h92v38q-46 22 -92 0z`, r % 2 ? '#b85a3a' : '#c4653f', {
        stroke: '#9b4930',
        'stroke-width': 3,
      })
    }).join(''),
  ).join('')
  const roof =
    el('clipPath', { id: 'roofEdge' }, rect(0, 0, w, gutterY - 10, '#000')) +
    group(rect(0, 0, w, gutterY, '#9b4930') + tileRows, { 'clip-path': 'url(#roofEdge)' })
  const leavesIn = Array.from({ length: 34 }, () =>
    leaf(
      560 + rnd() * 620,
      gutterY - 6 + rnd() * 26,
      14 + rnd() * 8,
      rnd() * 180,
      ['#c98a3a', '#a5552f', '#d9a441', '#7f8f3a'][Math.floor(rnd() * 4)],
    ),
  ).join('')
  const falling = Array.from({ length: 6 }, (_, i) =>
    leaf(600 + i * 90, 560 + rnd() * 260, 16, rnd() * 180, '#c98a3a'),
  ).join('')
  const gutter =
    rect(0, gutterY - 8, w, 14, '#6f8090') +
    pathEl(
      `M0 ${gutterY}H${w}V${gutterY + 40}Q${w} ${gutterY + 70} ${w - 30} ${gutterY + 70}H30Q0 ${gutterY + 70} 0 ${gutterY + 40}Z`,
      '#a9b7c4',
    ) +
    rect(0, gutterY, w, 10, '#d4dde5') +
    leavesIn +
    rect(120, gutterY + 60, 54, h - gutterY, '#a9b7c4') +
    rect(132, gutterY + 60, 10, h - gutterY, C.white, { opacity: 0.35 })
  const wall =
    rect(0, gutterY + 70, w, h, C.cream) + rect(260, 620, 220, 280, C.sky, { stroke: C.white, 'stroke-width': 14 })
  const person = cleaner(760, 960, 0.95, {
    skin: SKIN[1],
    hair: HAIR.dark,
    hairStyle: 'cap',
    back: true,
    armLeft: { elbow: [-70, -400], hand: [-110, -500] },
    armRight: { elbow: [70, -300], hand: [90, -250] },
  })
  const body =
    wall +
    gutter +
    roof +
    ladder(640, 960, 780, 420) +
    person +
    bucket(830, 760, 90, 80, C.teal) +
    leaf(865, 680, 16, 30) +
    leaf(850, 690, 14, 120, '#a5552f') +
    falling
  return svgDoc(w, h, '', body)
}
