import { C, rect, circle, line, pathEl, svgDoc } from '../svg.ts'
import { cardboardBox, bucket, sparkleCluster, sparkle } from '../props.ts'
import { interior, windowView } from '../backdrops.ts'
import { cleaner, SKIN, HAIR } from '../people.ts'

/** Empty flat on moving day: taped boxes by the door, pale marks where pictures hung, a cleaner mopping. */
export function movingOut(w: number, h: number): string {
  const mark = (x: number, y: number, mw: number, mh: number): string =>
    rect(x, y, mw, mh, C.white, { opacity: 0.55 }) + circle(x + mw / 2, y - 10, 3, '#8a9bab')
  const person = cleaner(640, 860, 1.05, {
    skin: SKIN[3],
    hair: HAIR.black,
    hairStyle: 'bun',
    stance: 26,
    armLeft: { elbow: [-60, -230], hand: [-40, -190] },
    armRight: { elbow: [40, -250], hand: [20, -290] },
    held: line(0, -330, -150, 0, '#8a9bab', 10) + rect(-230, -10, 170, 20, C.teal, { rx: 8 }),
  })
  const body =
    interior(w, h, 720, '#e9eef0', '#d9c4a4') +
    Array.from({ length: 12 }, (_, i) => rect(0, 720 + i * 16, w, 2, '#c9b08c')).join('') +
    windowView(420, 100, 320, 380) +
    mark(120, 160, 170, 120) +
    mark(160, 320, 90, 110) +
    // door to the hallway
    rect(920, 140, 220, 580, '#f8f6f2', { stroke: '#d8d2c6', 'stroke-width': 6 }) +
    circle(1110, 440, 9, '#b3c0cc') +
    cardboardBox(840, 860, 180, 140) +
    cardboardBox(1010, 880, 170, 150) +
    cardboardBox(880, 720, 130, 110) +
    cardboardBox(1030, 730, 120, 100, true) +
    pathEl('M60 860h220a30 30 0 0 1 0 -60h-220z', '#a0603c') +
    bucket(300, 880, 100, 70, '#5a9bd4') +
    person +
    pathEl('M380 880Q500 840 640 870', 'none', {
      stroke: C.white,
      'stroke-width': 30,
      opacity: 0.4,
      'stroke-linecap': 'round',
    }) +
    sparkleCluster(470, 820, 24) +
    sparkle(700, 300, 18, 0.8)
  return svgDoc(w, h, '', body)
}
