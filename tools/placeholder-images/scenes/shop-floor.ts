import { C, rect, circle, line, pathEl, svgDoc, random } from '../svg.ts'
import { sparkleCluster, sparkle, bucket } from '../props.ts'
import { interior } from '../backdrops.ts'
import { cleaner, SKIN, HAIR } from '../people.ts'

const GOODS = ['#e07a5f', '#f2cc8f', '#81b29a', '#3d7dca', '#f4a261', '#e9c46a', '#9c89b8', '#5fc2b5']

/** Shop floor after closing: stocked shelves, the till, and a cleaner mopping the aisle. */
export function shopFloor(w: number, h: number): string {
  const rnd = random(21)
  const shelf = (x: number, sw: number): string => {
    let goods = ''
    for (let row = 0; row < 4; row++) {
      const y = 200 + row * 120
      for (let gx = x + 12; gx < x + sw - 40; gx += 34 + Math.floor(rnd() * 10)) {
        const gh = 50 + rnd() * 40
        goods += rect(gx, y + 96 - gh, 28, gh, GOODS[Math.floor(rnd() * GOODS.length)]!, { rx: 3 })
      }
      goods += rect(x, y + 96, sw, 14, '#c8d3dd')
    }
    return rect(x - 10, 170, sw + 20, 510, '#e7edf2') + goods + rect(x - 10, 160, sw + 20, 26, C.navy)
  }
  const till =
    rect(40, 560, 330, 200, C.navy, { rx: 8 }) +
    rect(40, 546, 330, 24, '#dfe7ee', { rx: 6 }) +
    rect(250, 460, 90, 70, C.ink, { rx: 6 }) +
    rect(258, 468, 74, 50, '#5fc2b5', { opacity: 0.8 }) +
    rect(285, 528, 20, 20, C.ink)
  const person = cleaner(760, 860, 1.0, {
    skin: SKIN[2],
    hair: HAIR.dark,
    hairStyle: 'ponytail',
    stance: 26,
    armLeft: { elbow: [-60, -230], hand: [-40, -190] },
    armRight: { elbow: [40, -250], hand: [20, -290] },
    held: line(0, -330, -150, 0, '#8a9bab', 10) + rect(-230, -10, 170, 20, C.teal, { rx: 8 }),
  })
  const body =
    interior(w, h, 680, '#f1ede6') +
    shelf(420, 360) +
    shelf(820, 360) +
    pathEl('M0 680H1200V900H0Z', '#dfe5ea') +
    pathEl('M420 900L560 690H760L1000 900Z', C.white, { opacity: 0.35 }) +
    till +
    circle(100, 110, 60, '#fff6da', { filter: 'url(#glow)' }) +
    person +
    bucket(960, 870, 110, 80, '#5a9bd4') +
    sparkleCluster(560, 800, 26) +
    sparkle(200, 820, 16, 0.8)
  return svgDoc(w, h, '', body)
}
