import { C, rect, circle, ellipse, pathEl, poly, svgDoc } from '../svg.ts'
import { sparkle, sparkleCluster, sprayBottle } from '../props.ts'
import { interior, windowView } from '../backdrops.ts'
import { cleaner, SKIN, HAIR } from '../people.ts'

/** Kindergarten group room: drawings on the wall, small chairs at a low table, building blocks, a cleaner wiping. */
export function kitaRoom(w: number, h: number): string {
  const drawing = (x: number, y: number, tint: string): string =>
    rect(x, y, 110, 86, C.white, { transform: `rotate(${(x % 7) - 3} ${x + 55} ${y + 43})` }) +
    circle(x + 30, y + 28, 14, '#f2c230') +
    poly(
      [
        [x + 50, y + 74],
        [x + 76, y + 40],
        [x + 100, y + 74],
      ],
      tint,
    ) +
    rect(x + 10, y + 74, 90, 4, '#81b29a')
  const chair = (x: number, color: string): string =>
    rect(x, 620, 70, 14, color, { rx: 5 }) +
    rect(x + 56, 540, 14, 94, color, { rx: 5 }) +
    rect(x + 4, 634, 10, 70, color) +
    rect(x + 56, 634, 10, 70, color)
  const blocks =
    rect(180, 790, 60, 60, '#e07a5f') +
    rect(250, 790, 60, 60, '#3d7dca') +
    rect(214, 730, 60, 60, '#f2c230') +
    poly(
      [
        [214, 730],
        [244, 690],
        [274, 730],
      ],
      '#81b29a',
    ) +
    rect(330, 810, 40, 40, '#9c89b8')
  const person = cleaner(980, 860, 1.0, {
    skin: SKIN[1],
    hair: HAIR.red,
    hairStyle: 'bun',
    stance: 26,
    armLeft: { elbow: [-90, -250], hand: [-200, -290] },
    armRight: { elbow: [50, -240], hand: [40, -180] },
  })
  const body =
    interior(w, h, 700, '#fdf3d8', '#d6e8df') +
    rect(0, 440, w, 10, '#f2c230', { opacity: 0.6 }) +
    windowView(80, 80, 260, 260) +
    drawing(420, 110, '#e07a5f') +
    drawing(560, 150, '#3d7dca') +
    drawing(700, 100, '#9c89b8') +
    // coat hooks with small jackets
    rect(860, 300, 300, 16, '#c99a62', { rx: 6 }) +
    pathEl('M900 316h50l10 100h-70z', '#e07a5f') +
    pathEl('M990 316h50l10 100h-70z', '#81b29a') +
    pathEl('M1080 316h50l10 100h-70z', '#3d7dca') +
    ellipse(560, 800, 420, 70, '#f7c9b6', { opacity: 0.8 }) +
    ellipse(560, 800, 300, 48, '#f9dccf') +
    chair(380, '#e07a5f') +
    chair(700, '#3d7dca') +
    rect(440, 560, 300, 22, '#f2c230', { rx: 10 }) +
    rect(460, 582, 16, 150, '#d9a441') +
    rect(704, 582, 16, 150, '#d9a441') +
    blocks +
    person +
    rect(740, 550, 60, 14, '#5fc2b5', { rx: 6 }) +
    sprayBottle(1040, 700, 0.8, C.teal) +
    sparkleCluster(600, 520, 26) +
    sparkle(300, 660, 16, 0.8)
  return svgDoc(w, h, '', body)
}
