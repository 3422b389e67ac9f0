import { C, rect, circle, pathEl, svgDoc } from '../svg.ts'
import { sprayBottle, mist, sparkle, sparkleCluster } from '../props.ts'
import { interior } from '../backdrops.ts'
import { cleaner, SKIN, HAIR } from '../people.ts'

/** Corridor: a cleaner in mask and gloves sprays disinfectant on a door handle next to a hand-sanitiser dispenser. */
export function disinfection(w: number, h: number): string {
  const door =
    rect(420, 120, 330, 720, C.white) +
    rect(436, 136, 298, 704, '#d9e8f2') +
    rect(470, 170, 230, 280, '#e9f2f8') +
    rect(660, 470, 72, 26, '#8a9bab', { rx: 10 }) +
    rect(650, 450, 26, 66, '#b3c0cc', { rx: 8 }) +
    rect(640, 560, 80, 140, '#c8d3dd', { rx: 6 })
  const dispenser =
    rect(180, 300, 120, 190, C.white, { rx: 18, stroke: '#c8d3dd', 'stroke-width': 4 }) +
    rect(214, 480, 52, 30, '#c8d3dd', { rx: 6 }) +
    pathEl('M240 340q-34 46 -34 70a34 34 0 0 0 68 0q0 -24 -34 -70z', C.teal) +
    rect(234, 386, 12, 44, C.white) +
    rect(218, 402, 44, 12, C.white) +
    circle(240, 530, 6, C.teal)
  const glove = '#7cc6e8'
  const person = cleaner(930, 860, 1.2, {
    skin: SKIN[0],
    hair: HAIR.blond,
    hairStyle: 'bun',
    stance: 26,
    armLeft: { elbow: [-80, -250], hand: [-150, -300] },
    armRight: { elbow: [60, -240], hand: [50, -170] },
  })
  const mask =
    pathEl('M906 428q24 -8 48 0v26q-24 16 -48 0z', C.white) +
    pathEl('M903 432l-28 -12M957 432l26 -12', 'none', { stroke: '#c8d3dd', 'stroke-width': 3 })
  const gloves = circle(750, 500, 14, glove) + circle(990, 656, 14, glove)
  const body =
    interior(w, h, 840, '#e4eef5') +
    door +
    dispenser +
    person +
    mask +
    sprayBottle(730, 540, 0.9, C.teal) +
    gloves +
    mist(680, 480, 70, 4) +
    sparkleCluster(560, 260, 26) +
    sparkle(330, 660, 16, 0.8)
  return svgDoc(w, h, '', body)
}
