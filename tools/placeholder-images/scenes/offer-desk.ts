import { C, circle, group, line, linear, pathEl, rect, svgDoc } from '../svg.ts'
import { interior, windowView } from '../backdrops.ts'
import { deskSlab, pen, plant, shadow, sparkle } from '../props.ts'

/** A written fixed-price offer on a clipboard, with calculator, pen and coffee on a bright office desk. */
export function offerDesk(w: number, h: number): string {
  const deskTop = 560
  const defs =
    linear('desk', [
      [0, '#e8d5b7'],
      [1, '#d9c19c'],
    ]) +
    linear('paper', [
      [0, C.white],
      [1, '#f3f6f9'],
    ])

  const room =
    interior(w, h, deskTop + 40) +
    windowView(90, 90, 380, 360) +
    // a framed certificate on the wall, the firm's seal in miniature
    rect(820, 130, 220, 160, C.white, { rx: 6, stroke: '#d8cfc0', 'stroke-width': 4 }) +
    circle(930, 200, 38, C.navy) +
    circle(930, 200, 28, 'none', { stroke: C.white, 'stroke-width': 3, opacity: 0.7 }) +
    rect(870, 252, 120, 8, '#d8cfc0', { rx: 4 })

  const desk = deskSlab(w, h, deskTop)

  // the clipboard lies tilted on the desk; the sheet shows a small table and a price line
  const sheet = group(
    shadow(0, 210, 230, 18, 0.2) +
      rect(-210, -230, 420, 440, C.navy, { rx: 18 }) +
      rect(-190, -200, 380, 396, 'url(#paper)', { rx: 6 }) +
      rect(-60, -246, 120, 40, '#9fb0bf', { rx: 10 }) +
      rect(-40, -236, 80, 18, '#6f8294', { rx: 6 }) +
      rect(-160, -170, 180, 18, C.navy, { rx: 4 }) +
      rect(-160, -140, 120, 10, '#c8d3dd', { rx: 4 }) +
      [0, 1, 2, 3]
        .map(
          (i) =>
            rect(-160, -100 + i * 40, 200, 10, '#c8d3dd', { rx: 4 }) +
            rect(90, -100 + i * 40, 70, 10, '#9fb0bf', { rx: 4 }) +
            line(-160, -78 + i * 40, 160, -78 + i * 40, '#e3e9ee', 2),
        )
        .join('') +
      rect(-160, 78, 320, 52, C.sky, { rx: 8 }) +
      rect(-140, 96, 110, 16, C.navy, { rx: 4 }) +
      // an approval stamp beside the price: a teal ring with a tick
      circle(120, 104, 22, C.teal) +
      pathEl('M109 104l8 8 15-16', 'none', { stroke: C.white, 'stroke-width': 5, 'stroke-linecap': 'round' }) +
      pathEl('M-150 170C-120 146 -100 186 -70 160S-20 150 0 166', 'none', {
        stroke: C.blue,
        'stroke-width': 4,
        'stroke-linecap': 'round',
      }),
    { transform: `translate(640 ${deskTop - 150}) rotate(-6)` },
  )

  const calculator = group(
    shadow(0, 120, 90, 10, 0.18) +
      rect(-80, -110, 160, 230, C.ink, { rx: 16 }) +
      rect(-62, -90, 124, 50, '#cfe6d8', { rx: 6 }) +
      [0, 1, 2]
        .flatMap((row) =>
          [0, 1, 2].map((col) => rect(-58 + col * 42, -20 + row * 42, 32, 32, '#3d4b59', { rx: 6 })),
        )
        .join(''),
    { transform: `translate(1010 ${deskTop - 20}) rotate(8)` },
  )

  const penOnDesk = pen(300, deskTop + 20, -18)

  const coffee =
    shadow(230, deskTop + 6, 60, 8, 0.16) +
    rect(180, deskTop - 90, 100, 96, C.white, { rx: 14 }) +
    pathEl(`M280 ${deskTop - 70}q40 4 36 34t-36 26`, 'none', { stroke: C.white, 'stroke-width': 12 }) +
    rect(180, deskTop - 60, 100, 16, C.teal, { opacity: 0.9 })

  const body =
    room +
    desk +
    plant(1110, deskTop + 6, 0.9) +
    coffee +
    penOnDesk +
    sheet +
    calculator +
    sparkle(860, 330, 26) +
    sparkle(400, 300, 16, 0.8)
  return svgDoc(w, h, defs, body)
}
