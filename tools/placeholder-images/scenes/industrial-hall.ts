import { C, rect, line, poly, svgDoc, random } from '../svg.ts'
import { sparkleCluster, shadow } from '../props.ts'
import { scrubber } from '../machines.ts'

/** Production hall: steel trusses, high-bay racking with pallets, yellow walkway lines, scrubber-dryer. */
export function industrialHall(w: number, h: number): string {
  const floorY = 560
  const rnd = random(4)
  let truss = ''
  for (let x = 0; x < w; x += 120)
    truss += line(x, 40, x + 60, 110, '#5f6d7b', 5) + line(x + 60, 110, x + 120, 40, '#5f6d7b', 5)
  const roof =
    rect(0, 0, w, 130, '#d5dde4') + line(0, 40, w, 40, '#5f6d7b', 8) + line(0, 110, w, 110, '#5f6d7b', 8) + truss
  const windows = Array.from({ length: 8 }, (_, i) =>
    rect(40 + i * 145, 160, 120, 80, '#bfe0f5', { stroke: C.white, 'stroke-width': 6 }),
  ).join('')
  const rack = (x: number, rw: number): string => {
    let levels = ''
    for (let l = 0; l < 4; l++) {
      const y = 300 + l * 66
      for (let p = 0; p < 3; p++) {
        const px = x + 16 + p * ((rw - 32) / 3)
        const pw = (rw - 32) / 3 - 12
        levels +=
          rect(px, y - 46, pw, 42, ['#c99a62', '#3d7dca', '#e6e1d6', '#81b29a'][Math.floor(rnd() * 4)]!) +
          rect(px - 4, y - 6, pw + 8, 6, '#a07a4a')
      }
      levels += rect(x, y, rw, 10, '#e07a2f')
    }
    return rect(x, 240, 14, floorY - 240, C.blue) + rect(x + rw - 14, 240, 14, floorY - 240, C.blue) + levels
  }
  const floor =
    rect(0, floorY, w, h - floorY, '#b9c4cc') +
    poly(
      [
        [380, floorY],
        [420, floorY],
        [200, h],
        [130, h],
      ],
      '#f2c230',
    ) +
    poly(
      [
        [760, floorY],
        [800, floorY],
        [1100, h],
        [1030, h],
      ],
      '#f2c230',
    ) +
    poly(
      [
        [420, floorY],
        [760, floorY],
        [1030, h],
        [200, h],
      ],
      '#c7d1d8',
    ) +
    poly(
      [
        [440, 700],
        [900, 700],
        [960, 780],
        [380, 780],
      ],
      C.white,
      { opacity: 0.25 },
    )
  const body =
    rect(0, 0, w, floorY, '#e3e8ec') +
    roof +
    windows +
    rect(0, 250, w, floorY - 250, '#cfd7de') +
    rack(20, 340) +
    rack(840, 340) +
    rect(470, 300, 260, floorY - 300, '#9aa8b5') +
    rect(490, 320, 220, floorY - 320, '#8696a4') +
    floor +
    shadow(640, 840, 240, 14, 0.3) +
    scrubber(660, 840, 0.95) +
    sparkleCluster(300, 800, 26)
  return svgDoc(w, h, '', body)
}
