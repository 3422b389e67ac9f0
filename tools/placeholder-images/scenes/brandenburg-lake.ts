import { C, rect, poly, pathEl, ellipse, svgDoc } from '../svg.ts'
import { outdoor } from '../backdrops.ts'
import { pine, bush } from '../nature.ts'

/** Brandenburg landscape: pine woods, a lake, a field and a brick village church. */
export function brandenburgLake(w: number, h: number): string {
  const church =
    rect(600, 330, 300, 170, '#b5573a') +
    poly(
      [
        [590, 330],
        [910, 330],
        [850, 250],
        [650, 250],
      ],
      '#7c3a28',
    ) +
    rect(480, 230, 130, 270, '#a84f34') +
    poly(
      [
        [470, 230],
        [620, 230],
        [545, 80],
      ],
      '#5f6d7b',
    ) +
    pathEl('M520 300a25 25 0 0 1 50 0v50h-50z', '#3d2a22') +
    [650, 740, 830].map((x) => pathEl(`M${x} 420a18 18 0 0 1 36 0v50h-36z`, '#3d2a22')).join('') +
    rect(480, 230, 130, 10, '#8e412a')
  const body =
    outdoor(w, h, 500, '#b8d08a') +
    ellipse(600, 500, 700, 40, '#7aa86a') +
    church +
    rect(0, 500, w, 40, '#9cbf73') +
    pathEl('M0 560Q300 540 600 560T1200 560V680Q900 700 600 680T0 680Z', '#5b9bd0') +
    pathEl('M100 600h240M700 620h300M400 650h180', 'none', { stroke: C.white, 'stroke-width': 4, opacity: 0.6 }) +
    rect(0, 690, w, 210, '#e3c770') +
    Array.from({ length: 9 }, (_, i) =>
      pathEl(`M${i * 150 - 40} 900L${i * 150 + 40} 700`, 'none', { stroke: '#d4b457', 'stroke-width': 6 }),
    ).join('') +
    pine(80, 600, 1.3) +
    pine(190, 590, 1.1) +
    pine(1060, 600, 1.35) +
    pine(1160, 610, 1.2) +
    pine(960, 580, 0.9) +
    bush(300, 560, 120) +
    bush(880, 560, 100)
  return svgDoc(w, h, '', body)
}
