import { C, rect, circle, ellipse, pathEl, line, poly, svgDoc } from '../svg.ts'
import { cardboardBox, shadow, wheel } from '../props.ts'
import { interior, outdoor } from '../backdrops.ts'
import { cleaner, SKIN, HAIR } from '../people.ts'

/** Clearance: old furniture and boxes leave the flat on a sack truck; a skip waits outside the open door. */
export function houseClearance(w: number, h: number): string {
  const view =
    outdoor(w, h, 560, '#b7c1ca') +
    // skip container with old furniture
    poly(
      [
        [120, 700],
        [560, 700],
        [620, 540],
        [60, 540],
      ],
      '#e07a2f',
    ) +
    rect(60, 530, 560, 18, '#c4621f') +
    rect(150, 470, 120, 80, '#a0603c') +
    rect(300, 440, 60, 110, '#8c7a9e') +
    pathEl('M390 540l40 -110l30 10l-40 110z', '#c9a27a') +
    rect(460, 480, 110, 60, '#9fb0bf')
  const armchair =
    rect(820, 560, 220, 180, '#7d8f6a', { rx: 30 }) +
    rect(800, 640, 260, 110, '#6c7d5b', { rx: 26 }) +
    rect(830, 740, 20, 40, '#5a4030') +
    rect(1010, 740, 20, 40, '#5a4030')
  const lamp =
    line(1120, 780, 1120, 480, '#5f6d7b', 6) +
    poly(
      [
        [1080, 480],
        [1160, 480],
        [1140, 420],
        [1100, 420],
      ],
      '#f2cc8f',
    ) +
    ellipse(1120, 782, 34, 8, '#5f6d7b')
  const sackTruck =
    shadow(700, 860, 110, 10) +
    line(620, 380, 690, 850, '#3d4b59', 12) +
    line(770, 850, 690, 850, '#3d4b59', 12) +
    cardboardBox(640, 846, 130, 120) +
    cardboardBox(650, 726, 110, 100) +
    cardboardBox(660, 626, 90, 80, true) +
    wheel(700, 858, 26)
  const person = cleaner(560, 880, 1.0, {
    skin: SKIN[0],
    hair: HAIR.brown,
    hairStyle: 'short',
    stance: 30,
    armLeft: { elbow: [-20, -240], hand: [30, -220] },
    armRight: { elbow: [60, -300], hand: [70, -380] },
  })
  const body =
    interior(w, h, 800, '#f1ebe0', '#d8cab4') +
    rect(60, 80, 520, 720, C.white) +
    `<svg x="80" y="100" width="480" height="700" viewBox="0 0 700 900" preserveAspectRatio="xMidYMid slice">${view}</svg>` +
    rect(0, 800, w, 100, '#d8cab4') +
    armchair +
    lamp +
    pathEl('M870 820q80 -30 220 0v50q-110 -30 -220 0z', '#a98f7a') +
    circle(1080, 845, 24, '#8e7561') +
    person +
    sackTruck
  return svgDoc(w, h, '', body)
}
