import { C, rect, circle, pathEl, line, svgDoc } from '../svg.ts'
import { sparkleCluster, sparkle, mist, shadow } from '../props.ts'
import { interior, windowView } from '../backdrops.ts'

/** Long pleated curtain panel from (x, top) to bottom, `folds` pleats wide. */
function curtain(x: number, top: number, bottom: number, folds: number, color: string): string {
  let d = ''
  for (let i = 0; i < folds; i++)
    d += rect(x + i * 34, top, 34, bottom - top, i % 2 ? color : '#ffffff', { opacity: i % 2 ? 1 : 0.35 })
  return (
    rect(x, top, folds * 34, bottom - top, color) +
    d +
    Array.from({ length: folds }, (_, i) => circle(x + i * 34 + 17, top - 6, 8, '#8a9bab')).join('')
  )
}

/** Living room: long curtains at one window, a venetian blind at the other, and a steamer freshening the fabric. */
export function curtains(w: number, h: number): string {
  const blind = Array.from({ length: 16 }, (_, i) =>
    rect(720, 130 + i * 24, 380, 16, '#f4efe6', { stroke: '#d8cdb9', 'stroke-width': 2 }),
  ).join('')
  const steamer =
    shadow(560, 860, 80, 10) +
    rect(500, 740, 120, 120, C.teal, { rx: 20 }) +
    rect(520, 760, 80, 50, '#bfe3dc', { rx: 10, opacity: 0.8 }) +
    line(560, 740, 560, 300, '#9fb0bf', 10) +
    pathEl('M600 790Q700 700 460 520Q420 480 440 430', 'none', { stroke: C.ink, 'stroke-width': 10 }) +
    rect(410, 400, 80, 40, C.navy, { rx: 12, transform: 'rotate(-70 450 420)' }) +
    mist(400, 420, 60, 7)
  const body =
    interior(w, h, 840, '#f6efe3') +
    windowView(150, 140, 380, 560) +
    rect(60, 90, 560, 12, '#8a9bab', { rx: 6 }) +
    curtain(70, 100, 830, 5, '#3f8f9c') +
    curtain(440, 100, 830, 5, '#3f8f9c') +
    windowView(720, 130, 380, 400) +
    rect(700, 110, 420, 24, '#d8cdb9', { rx: 6 }) +
    blind +
    line(1090, 140, 1090, 560, '#a79b86', 3) +
    steamer +
    // basket with a folded curtain
    pathEl('M820 860L800 740H1080L1060 860Z', '#d9b88c') +
    rect(812, 706, 256, 46, '#9ccbe9', { rx: 18 }) +
    sparkleCluster(890, 350, 26) +
    sparkle(300, 300, 16, 0.8)
  return svgDoc(w, h, '', body)
}
