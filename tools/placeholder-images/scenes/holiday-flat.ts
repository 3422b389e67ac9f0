import { C, rect, circle, ellipse, pathEl, poly, svgDoc } from '../svg.ts'
import { sparkleCluster, sparkle, plant, shadow } from '../props.ts'
import { interior, windowView } from '../backdrops.ts'

/** Holiday flat ready for the next guests: made bed, folded towels, a key with a house tag, lake view. */
export function holidayFlat(w: number, h: number): string {
  const lake =
    rect(520, 300, 420, 220, '#6fa8d6') +
    ellipse(600, 300, 200, 40, '#5f9e7f') +
    ellipse(860, 296, 160, 34, '#4f8e6f') +
    poly(
      [
        [740, 380],
        [740, 300],
        [790, 372],
      ],
      C.white,
    ) +
    rect(700, 382, 100, 14, C.navy, { rx: 6 })
  const towel = (x: number, y: number, color: string): string =>
    rect(x, y, 150, 34, color, { rx: 10 }) + rect(x, y, 150, 8, C.white, { opacity: 0.5, rx: 4 })
  const key =
    circle(1000, 640, 18, 'none', { stroke: '#d9b36c', 'stroke-width': 8 }) +
    rect(1016, 636, 70, 8, '#d9b36c') +
    rect(1070, 644, 8, 14, '#d9b36c') +
    pathEl('M940 610l30 -26l30 26v40h-60z', C.teal)
  const body =
    interior(w, h, 700, '#f3ede2', '#c9a27a') +
    windowView(560, 110, 340, 300, lake) +
    // bed
    rect(80, 360, 440, 200, '#a0603c', { rx: 14 }) +
    shadow(360, 860, 360, 14) +
    rect(40, 560, 700, 270, C.white, { rx: 16 }) +
    rect(40, 690, 700, 140, '#9ccbe9', { rx: 16 }) +
    rect(40, 690, 700, 16, '#7fb6e4') +
    ellipse(190, 560, 110, 44, '#f7f9fb', { stroke: '#dfe7ee', 'stroke-width': 4 }) +
    ellipse(430, 560, 110, 44, '#f7f9fb', { stroke: '#dfe7ee', 'stroke-width': 4 }) +
    towel(300, 620, '#5fc2b5') +
    towel(310, 590, C.white) +
    circle(370, 582, 12, '#e07a5f') +
    // bedside table with key, suitcase
    rect(900, 660, 200, 180, '#d9b88c', { rx: 8 }) +
    rect(916, 720, 168, 10, '#c09a6a') +
    key +
    plant(1050, 650, 0.7) +
    rect(780, 660, 90, 200, '#3d7dca', { rx: 14 }) +
    rect(805, 610, 40, 54, 'none', { stroke: C.ink, 'stroke-width': 8, rx: 6 }) +
    sparkleCluster(440, 470, 26) +
    sparkle(1000, 200, 16, 0.8)
  return svgDoc(w, h, '', body)
}
