import { C, rect, line, poly, pathEl, svgDoc } from '../svg.ts'
import { sparkleCluster, shadow, wheel } from '../props.ts'
import { outdoor } from '../backdrops.ts'
import { cleaner, SKIN, HAIR } from '../people.ts'

/** Building site: a new block in scaffolding, a tower crane, fence and sand pile; a cleaner sweeps the entrance. */
export function buildingSite(w: number, h: number): string {
  const ground = 700
  const shell =
    rect(260, 220, 560, ground - 220, '#c9cfd4') +
    Array.from({ length: 4 }, (_, r) =>
      Array.from({ length: 5 }, (_, c) => rect(290 + c * 105, 250 + r * 110, 70, 70, '#55636f')).join(''),
    ).join('') +
    rect(480, 580, 120, 120, '#3d4b59')
  let scaffold = ''
  for (let x = 240; x <= 840; x += 100) scaffold += line(x, 200, x, ground, '#d9a441', 6)
  for (let y = 310; y < ground; y += 110)
    scaffold += rect(230, y, 620, 10, '#a0603c') + line(240, y + 10, 840, y + 10, '#d9a441', 4)
  let mast = ''
  for (let y = 80; y < ground; y += 40)
    mast += line(960, y, 1000, y + 40, '#f2c230', 4) + line(1000, y, 960, y + 40, '#f2c230', 4)
  const crane =
    rect(956, 60, 48, ground - 60, 'none', { stroke: '#e0a91f', 'stroke-width': 6 }) +
    mast +
    rect(520, 60, 680, 24, '#f2c230') +
    line(980, 60, 980, 10, '#e0a91f', 8) +
    line(980, 10, 560, 60, '#8a9bab', 3) +
    line(980, 10, 1180, 60, '#8a9bab', 3) +
    rect(1110, 84, 80, 50, '#5f6d7b') +
    line(660, 84, 660, 300, '#3d4b59', 3) +
    rect(620, 300, 80, 30, '#a0603c')
  const fence =
    Array.from(
      { length: 7 },
      (_, i) =>
        rect(i * 180 - 20, 640, 170, 120, 'none', { stroke: '#9fb0bf', 'stroke-width': 5 }) +
        pathEl(`M${i * 180 - 20} 640l170 120M${i * 180 + 150} 640l-170 120`, 'none', {
          stroke: '#c8d3dd',
          'stroke-width': 2,
        }),
    ).join('') +
    Array.from({ length: 6 }, (_, i) => rect(180 + i * 60, 760, 60, 20, i % 2 ? C.white : '#d64545')).join('')
  const person = cleaner(760, 880, 0.95, {
    skin: SKIN[1],
    hair: HAIR.dark,
    hairStyle: 'cap',
    stance: 30,
    armLeft: { elbow: [-50, -230], hand: [-70, -170] },
    armRight: { elbow: [20, -260], hand: [-10, -300] },
    held: line(-10, -320, -150, -10, '#5f6d7b', 10) + rect(-250, -20, 170, 26, C.ink, { rx: 6 }),
  })
  const body =
    outdoor(w, h, ground, '#c7b79a') +
    shell +
    scaffold +
    crane +
    pathEl('M20 760Q120 640 240 760Z', '#d9b88c') +
    fence +
    rect(0, 780, w, 120, '#b8a98d') +
    shadow(300, 870, 90, 8) +
    poly(
      [
        [230, 820],
        [370, 820],
        [350, 860],
        [250, 860],
      ],
      '#5f6d7b',
    ) +
    line(370, 830, 440, 800, '#3d4b59', 8) +
    wheel(240, 860, 20) +
    person +
    sparkleCluster(520, 840, 24)
  return svgDoc(w, h, '', body)
}
