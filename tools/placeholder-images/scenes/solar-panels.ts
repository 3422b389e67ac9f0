import { C, type Point, rect, poly, line, svgDoc, random, circle } from '../svg.ts'
import { sparkleCluster, mist } from '../props.ts'
import { outdoor } from '../backdrops.ts'
import { tree } from '../nature.ts'

/** Pitched roof covered with photovoltaic modules; a water-fed brush has cleaned the left half. */
export function solarPanels(w: number, h: number): string {
  // roof face as a trapezoid: ridge (top) narrower than the eaves (bottom)
  const top = 170
  const eaves = 640
  const at = (u: number, v: number): Point => {
    const left = 170 + (40 - 170) * v
    const right = 1030 + (1160 - 1030) * v
    return [left + (right - left) * u, top + (eaves - top) * v]
  }
  const cols = 6
  const rows = 4
  const rnd = random(5)
  let modules = ''
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const [u0, u1, v0, v1] = [
        0.05 + c * 0.15 + 0.006,
        0.05 + (c + 1) * 0.15 - 0.006,
        0.08 + r * 0.21 + 0.008,
        0.08 + (r + 1) * 0.21 - 0.008,
      ]
      const corners = [at(u0, v0), at(u1, v0), at(u1, v1), at(u0, v1)]
      modules += poly(corners, '#173f6b')
      // cell grid: 3 lines each way
      for (let k = 1; k < 4; k++) {
        const u = u0 + ((u1 - u0) * k) / 4
        const v = v0 + ((v1 - v0) * k) / 4
        modules += line(...at(u, v0), ...at(u, v1), '#2d5f93', 2) + line(...at(u0, v), ...at(u1, v), '#2d5f93', 2)
      }
      const dirty = c >= 3
      if (dirty) {
        modules += poly(corners, '#c9b99a', { opacity: 0.5 })
        for (let d = 0; d < 6; d++) {
          const [x, y] = at(u0 + rnd() * (u1 - u0), v0 + rnd() * (v1 - v0))
          modules += circle(x, y, 3 + rnd() * 6, '#efe6d2', { opacity: 0.7 })
        }
      } else {
        const [a, b] = [at(u0 + (u1 - u0) * 0.15, v0), at(u0 + (u1 - u0) * 0.35, v0)]
        const [c2, d2] = [at(u0 + (u1 - u0) * 0.05, v1), at(u0 + (u1 - u0) * -0.1, v1)]
        modules += poly([a, b, c2, d2], C.white, { opacity: 0.22 })
      }
    }
  }
  const roof =
    poly([at(0, 0), at(1, 0), at(1, 1), at(0, 1)], '#b65a3c') +
    rect(150, top - 16, 900, 20, '#8e412a', { rx: 6 }) +
    rect(880, 60, 70, 130, '#9c4a31') +
    rect(870, 50, 90, 18, '#7e3a26') +
    modules
  const wall = rect(60, eaves, 1080, h - eaves, C.cream) + rect(30, eaves - 6, 1140, 26, '#8a9bab', { rx: 12 })
  const windows = [200, 540, 880]
    .map((x) => rect(x, eaves + 90, 120, 150, C.sky, { stroke: C.white, 'stroke-width': 12 }))
    .join('')
  const brush =
    line(1210, 900, 560, 330, '#c8d3dd', 12) +
    line(1210, 900, 760, 505, C.teal, 16) +
    rect(500, 300, 130, 34, C.navy, { rx: 12, transform: 'rotate(-48 565 317)' }) +
    mist(560, 360, 90, 3)
  const body =
    outdoor(w, h, 700, '#a9cfae') +
    tree(60, 720, 1.1) +
    roof +
    wall +
    windows +
    brush +
    sparkleCluster(330, 260, 34) +
    sparkleCluster(210, 520, 22)
  return svgDoc(w, h, '', body)
}
