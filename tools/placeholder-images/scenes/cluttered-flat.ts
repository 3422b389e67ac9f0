import { C, rect, circle, ellipse, pathEl, poly, svgDoc, random } from '../svg.ts'
import { rubbishBag, cardboardBox } from '../props.ts'
import { interior, windowView } from '../backdrops.ts'
import { cleaner, SKIN, HAIR } from '../people.ts'

/** Heavily cluttered living room: piles of bags, papers, bottles and boxes; a cleaner starts clearing a path. */
export function clutteredFlat(w: number, h: number): string {
  const rnd = random(31)
  const papers = (x: number, bottom: number, n: number): string =>
    Array.from({ length: n }, (_, i) =>
      rect(x + (rnd() - 0.5) * 14, bottom - (i + 1) * 12, 120, 11, i % 3 ? '#ece6d8' : '#d8d0bd', { rx: 2 }),
    ).join('')
  const bottles = Array.from({ length: 9 }, (_, i) => {
    const x = 520 + i * 26 + rnd() * 8
    const color = ['#6f9b6a', '#8a6d4a', '#9ccbe9'][i % 3]!
    return rect(x, 690, 18, 60, color, { rx: 6 }) + rect(x + 5, 670, 8, 22, color)
  }).join('')
  const sofa =
    rect(60, 470, 440, 200, '#8c7a9e', { rx: 24 }) +
    rect(40, 550, 480, 140, '#7d6b8f', { rx: 24 }) +
    ellipse(150, 530, 90, 50, '#e07a5f') +
    ellipse(260, 510, 80, 44, '#9ccbe9') +
    ellipse(360, 540, 100, 50, '#d9b88c') +
    ellipse(220, 470, 60, 30, '#81b29a')
  const table =
    rect(660, 560, 300, 18, '#a0603c') +
    rect(680, 578, 14, 90, '#7a4a2c') +
    rect(926, 578, 14, 90, '#7a4a2c') +
    ellipse(730, 548, 50, 12, C.white) +
    ellipse(730, 536, 46, 11, '#f1ede6') +
    ellipse(730, 524, 42, 10, C.white) +
    rect(800, 500, 90, 60, '#c99a62') +
    circle(920, 540, 18, '#e9eef2')
  const person = cleaner(1090, 900, 1.0, {
    skin: SKIN[2],
    hair: HAIR.black,
    hairStyle: 'cap',
    stance: 26,
    armLeft: { elbow: [-60, -230], hand: [-80, -160] },
    armRight: { elbow: [50, -240], hand: [40, -170] },
  })
  const body =
    interior(w, h, 660, '#e6dfcf', '#c9bda8') +
    windowView(600, 90, 300, 280) +
    pathEl('M580 70h340v40h-340z', '#8a9bab') +
    poly(
      [
        [585, 80],
        [700, 80],
        [650, 400],
        [585, 400],
      ],
      '#a98f7a',
    ) +
    poly(
      [
        [915, 80],
        [800, 80],
        [850, 400],
        [915, 400],
      ],
      '#a98f7a',
    ) +
    sofa +
    table +
    papers(40, 770, 8) +
    papers(190, 780, 12) +
    cardboardBox(330, 770, 150, 110, true) +
    rubbishBag(120, 790, 0.8, '#5f6d7b') +
    rubbishBag(520, 790, 0.9, '#2f3b48') +
    bottles +
    rubbishBag(860, 770, 1.1, '#4a5866') +
    rubbishBag(700, 790, 0.9, '#2f3b48') +
    cardboardBox(940, 690, 120, 90) +
    papers(950, 600, 6) +
    person
  return svgDoc(w, h, '', body)
}
