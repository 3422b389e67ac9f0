import { C, rect, circle, ellipse, poly, pathEl, line, group, linear, radial, svgDoc, random } from '../svg.ts'
import { sparkle, cloud } from '../props.ts'

/** Berlin street: a row of Altbau facades, TV tower silhouette in the hazy distance, street trees. */
export function berlinFacade(w: number, h: number): string {
  const streetY = 820
  const defs =
    linear('sky', [
      [0, '#9cc7e8'],
      [0.55, '#dcecf9'],
      [1, '#f8e6d4'],
    ]) +
    linear('glassW', [
      [0, '#4d7aa3'],
      [1, '#a8c8e2'],
    ]) +
    linear('shop', [
      [0, '#2d4a64'],
      [1, '#5a7d9c'],
    ]) +
    linear(
      'side',
      [
        [0, '#0b2540', 0],
        [1, '#0b2540', 0.1],
      ],
      0,
      0,
      1,
      0,
    ) +
    linear('street', [
      [0, '#e6ded2'],
      [1, '#d6ccbe'],
    ]) +
    radial('sun', [
      [0, '#fff7ea', 0.9],
      [1, '#fff7ea', 0],
    ])

  const tower = (x: number, color: string): string =>
    group(
      poly(
        [
          [x - 13, 720],
          [x + 13, 720],
          [x + 6, 300],
          [x - 6, 300],
        ],
        color,
      ) +
        circle(x, 262, 40, color) +
        ellipse(x, 306, 20, 6, color) +
        rect(x - 5, 150, 10, 90, color) +
        rect(x - 2, 56, 4, 100, color) +
        circle(x - 14, 250, 12, C.white, { opacity: 0.3 }),
    )

  const rnd = random(42)
  const distant = Array.from({ length: 14 }, (_, i) => {
    const bh = 40 + rnd() * 90
    return rect(i * 120 - 10, 620 - bh, 110 + rnd() * 40, bh + 100, '#c9d9e7')
  }).join('')

  type House = { x: number; w: number; top: number; wall: string; trim: string; arched: boolean; balcony: boolean }
  const houses: House[] = [
    { x: 0, w: 300, top: 300, wall: '#efe2c8', trim: '#e2d2b2', arched: false, balcony: true },
    { x: 300, w: 340, top: 250, wall: '#dde6ec', trim: '#c9d6df', arched: true, balcony: false },
    { x: 640, w: 320, top: 320, wall: '#ead2c2', trim: '#dcc0ad', arched: false, balcony: false },
    { x: 960, w: 330, top: 440, wall: '#e9dbbb', trim: '#d9c79f', arched: true, balcony: true },
    { x: 1290, w: 310, top: 290, wall: '#e7e9e2', trim: '#d4d8cd', arched: false, balcony: false },
  ]
  const house = (hs: House): string => {
    const { x, w: hw, top } = hs
    const groundTop = streetY - 130
    const cols = Math.floor(hw / 80)
    const colW = hw / cols
    const floors = Math.max(2, Math.floor((groundTop - top - 30) / 100))
    const floorH = (groundTop - top - 30) / floors
    let s =
      // mansard roof with dormers and a chimney
      poly(
        [
          [x + 10, top],
          [x + hw - 10, top],
          [x + hw - 40, top - 54],
          [x + 40, top - 54],
        ],
        '#7f8d9b',
      ) +
      rect(x + hw * 0.7, top - 84, 22, 40, '#9a8a7c') +
      Array.from({ length: cols - 1 }, (_, i) => {
        const cx = x + (i + 1) * colW
        return (
          rect(cx - 14, top - 44, 28, 32, '#f3eee6') +
          poly(
            [
              [cx - 20, top - 44],
              [cx + 20, top - 44],
              [cx, top - 62],
            ],
            '#6b7885',
          )
        )
      }).join('') +
      rect(x, top, hw, streetY - top, hs.wall) +
      rect(x - 3, top, hw + 6, 16, hs.trim) +
      rect(x, top + 16, hw, 5, '#0b2540', { opacity: 0.08 })
    for (let f = 0; f < floors; f++) {
      const fy = top + 30 + f * floorH
      s += rect(x, fy + floorH - 8, hw, 6, hs.trim)
      for (let c = 0; c < cols; c++) {
        const wx = x + c * colW + colW / 2 - 20
        const wy = fy + 14
        const wh = floorH - 40
        s += rect(wx - 5, wy - 5, 50, wh + 10, C.white, { rx: hs.arched ? 6 : 1 })
        s += rect(wx, wy, 40, wh, 'url(#glassW)', { rx: hs.arched ? 4 : 0 })
        s += rect(wx + 18, wy, 4, wh, C.white) + rect(wx, wy + wh * 0.35, 40, 4, C.white)
        s += poly(
          [
            [wx + 26, wy],
            [wx + 36, wy],
            [wx + 14, wy + wh],
            [wx + 4, wy + wh],
          ],
          C.white,
          { opacity: 0.15 },
        )
        s += hs.arched
          ? pathEl(`M${wx - 10} ${wy - 8}Q${wx + 20} ${wy - 26} ${wx + 50} ${wy - 8}Z`, hs.trim)
          : rect(wx - 10, wy - 14, 60, 8, hs.trim)
        s += rect(wx - 8, wy + wh + 4, 56, 6, hs.trim)
        if (hs.balcony && f === 1 && c === Math.floor(cols / 2)) {
          const by = wy + wh - 26
          s += rect(wx - 26, by + 26, 92, 8, '#3d4b59')
          for (let b = 0; b <= 8; b++) s += line(wx - 22 + b * 10.5, by, wx - 22 + b * 10.5, by + 26, '#3d4b59', 3)
          s += line(wx - 24, by, wx + 64, by, '#3d4b59', 4)
        }
      }
    }
    // ground floor: shop window with awning + arched entrance
    s +=
      rect(x, groundTop - 6, hw, 10, hs.trim) +
      rect(x + 20, groundTop + 26, hw * 0.55, 96, 'url(#shop)', { rx: 2 }) +
      poly(
        [
          [x + 20, groundTop + 4],
          [x + 20 + hw * 0.55, groundTop + 4],
          [x + 30 + hw * 0.55, groundTop + 30],
          [x + 10, groundTop + 30],
        ],
        hs.arched ? C.teal : C.navy,
      ) +
      pathEl(
        `M${x + hw - 90} ${streetY}V${groundTop + 50}A34 34 0 0 1 ${x + hw - 22} ${groundTop + 50}V${streetY}Z`,
        '#5b4636',
      ) +
      pathEl(
        `M${x + hw - 80} ${streetY}V${groundTop + 52}A24 24 0 0 1 ${x + hw - 32} ${groundTop + 52}V${streetY}Z`,
        '#6e5642',
      ) +
      rect(x, top, hw, streetY - top, 'url(#side)') +
      rect(x + hw - 2, top, 2, streetY - top, '#0b2540', { opacity: 0.12 })
    return s
  }

  const tree = (cx: number, scale: number): string =>
    rect(cx - 7 * scale, streetY - 150 * scale, 14 * scale, 160 * scale, '#5b4a3c') +
    group(
      circle(cx - 50 * scale, streetY - 200 * scale, 70 * scale, C.leaf) +
        circle(cx + 40 * scale, streetY - 220 * scale, 80 * scale, C.teal) +
        circle(cx - 10 * scale, streetY - 270 * scale, 72 * scale, '#4fa283') +
        circle(cx + 70 * scale, streetY - 160 * scale, 52 * scale, '#2f7f64') +
        circle(cx - 80 * scale, streetY - 150 * scale, 46 * scale, '#3f8f73'),
      { opacity: 0.96 },
    ) +
    circle(cx - 30 * scale, streetY - 270 * scale, 30 * scale, C.white, { opacity: 0.12 })

  const lamp = (x: number): string =>
    rect(x - 4, streetY - 230, 8, 240, '#2f3d4a') +
    poly(
      [
        [x - 16, streetY - 262],
        [x + 16, streetY - 262],
        [x + 10, streetY - 230],
        [x - 10, streetY - 230],
      ],
      '#2f3d4a',
    ) +
    rect(x - 12, streetY - 258, 24, 24, '#fff3d6', { opacity: 0.9 }) +
    poly(
      [
        [x - 20, streetY - 262],
        [x + 20, streetY - 262],
        [x, streetY - 284],
      ],
      '#2f3d4a',
    )

  const body =
    rect(0, 0, w, h, 'url(#sky)') +
    circle(1440, 160, 220, 'url(#sun)') +
    cloud(300, 130, 420, 0.7) +
    cloud(980, 90, 360, 0.55) +
    group(tower(1150, '#9fb7cc'), { opacity: 0.9 }) +
    distant +
    houses.map(house).join('') +
    rect(0, streetY, w, h - streetY, 'url(#street)') +
    rect(0, streetY, w, 8, '#c9bcaa') +
    rect(0, 868, w, 6, '#cfc3b2') +
    tree(560, 1) +
    tree(1420, 0.9) +
    lamp(1000) +
    lamp(160) +
    sparkle(1118, 250, 16, 0.85) +
    sparkle(430, 210, 14, 0.7)
  return svgDoc(w, h, defs, body)
}
