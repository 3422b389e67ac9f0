import { C, circle, ellipse, line, linear, pathEl, rect, svgDoc } from '../svg.ts'
import { interior, windowView } from '../backdrops.ts'
import { cleaningTrolley, plant, shadow, sparkle, sparkleCluster } from '../props.ts'
import { cleaner, HAIR, SKIN } from '../people.ts'

/** An office before work starts: dawn behind the skyline, the clock at ten to six, a cleaner wiping a desk. */
export function earlyOffice(w: number, h: number): string {
  const floorY = 660
  const deskTop = 590
  const defs =
    linear('dawn', [
      [0, '#3d5f94'],
      [0.45, '#c9a3b6'],
      [0.75, '#f6b98a'],
      [1, '#fde4c4'],
    ]) +
    linear('deskWood', [
      [0, '#f4f6f8'],
      [1, '#dfe5ea'],
    ])

  // the window looks east: a sky turning from night blue to apricot, the sun just over the roofs
  const skyline = [
    [0, 70, 150],
    [60, 55, 210],
    [125, 80, 130],
    [215, 45, 250],
    [270, 90, 170],
    [370, 60, 120],
    [440, 70, 190],
    [520, 100, 140],
  ]
    .map(([x, bw, bh]) => rect(100 + x!, 470 - bh!, bw!, bh! + 20, '#2c3f5c'))
    .join('')
  const lit = [
    [235, 260],
    [235, 300],
    [80, 330],
    [460, 320],
    [460, 360],
  ]
    .map(([x, y]) => rect(100 + x!, y!, 14, 10, '#f7d58b', { opacity: 0.9 }))
    .join('')
  const view = rect(100, 90, 560, 400, 'url(#dawn)') + circle(430, 470, 70, '#fff1d6', { opacity: 0.95 }) + skyline + lit
  const room =
    interior(w, h, floorY) +
    windowView(100, 90, 560, 380, view) +
    // ceiling lights already on
    [330, 900].map((x) => line(x, 0, x, 40, '#9fb0bf', 3) + rect(x - 70, 40, 140, 16, C.ink, { rx: 8 })).join('') +
    [330, 900].map((x) => ellipse(x, 70, 110, 30, '#fff6df', { opacity: 0.7, filter: 'url(#glow)' })).join('')

  // the wall clock at ten to six
  const clock =
    circle(960, 220, 62, C.white, { stroke: C.navy, 'stroke-width': 8 }) +
    Array.from({ length: 12 }, (_, i) => {
      const a = (i * Math.PI) / 6
      return line(960 + Math.sin(a) * 46, 220 - Math.cos(a) * 46, 960 + Math.sin(a) * 52, 220 - Math.cos(a) * 52, C.ink, 4)
    }).join('') +
    line(960, 220, 960 + Math.sin((-60 * Math.PI) / 180) * 44, 220 - Math.cos((-60 * Math.PI) / 180) * 44, C.ink, 5) +
    line(960, 220, 960 + Math.sin((175 * Math.PI) / 180) * 30, 220 - Math.cos((175 * Math.PI) / 180) * 30, C.ink, 7) +
    circle(960, 220, 6, C.teal)

  const desk =
    shadow(700, floorY + 150, 330, 14, 0.16) +
    rect(430, deskTop + 18, 12, floorY + 140 - deskTop - 18, '#3d4b59') +
    rect(958, deskTop + 18, 12, floorY + 140 - deskTop - 18, '#3d4b59') +
    rect(400, deskTop, 600, 22, 'url(#deskWood)', { rx: 4 }) +
    rect(400, deskTop + 18, 600, 5, '#c3ccd5') +
    // a dark screen, keyboard and a mug left from yesterday
    rect(560, deskTop - 18, 16, 18, '#3d4b59') +
    rect(530, deskTop - 6, 76, 6, '#3d4b59', { rx: 3 }) +
    rect(470, deskTop - 122, 196, 110, '#24374a', { rx: 8 }) +
    rect(478, deskTop - 114, 180, 94, '#2f4a63', { rx: 4 }) +
    rect(690, deskTop - 8, 120, 8, '#c8d3dd', { rx: 3 }) +
    rect(430, deskTop - 44, 38, 44, C.white, { rx: 6 }) +
    rect(430, deskTop - 30, 38, 8, C.teal)

  const chair = rect(560, deskTop + 40, 110, 90, C.blue, { rx: 18 }) + rect(606, deskTop + 128, 16, 70, '#3d4b59')

  const wiper = cleaner(1060, 860, 0.95, {
    skin: SKIN[2],
    hair: HAIR.black,
    hairStyle: 'bun',
    stance: 22,
    armLeft: { elbow: [-92, -262], hand: [-176, -282] },
    armRight: { elbow: [52, -236], hand: [44, -172] },
  })
  const cloth = pathEl(`M872 ${deskTop - 8}q24 -10 54 -4q8 9 -2 18q-30 6 -54 -2q-6 -7 2 -12z`, '#5fc2b5')

  const body =
    room +
    clock +
    plant(1130, floorY + 6, 1.0) +
    chair +
    desk +
    sparkleCluster(800, deskTop - 40, 26) +
    cleaningTrolley(40, 880, 0.95) +
    shadow(1060, 862, 90, 10, 0.18) +
    wiper +
    cloth +
    sparkle(700, 170, 14, 0.9)
  return svgDoc(w, h, defs, body)
}
