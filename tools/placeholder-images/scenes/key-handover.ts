import { C, circle, group, line, linear, pathEl, rect, svgDoc } from '../svg.ts'
import { interior, windowView } from '../backdrops.ts'
import { deskSlab, pen, plant, shadow, sparkle } from '../props.ts'

/**
 * A key handover: a signed handover record on a desk with a key ring and a transponder fob on it, a pen,
 * and on the wall a locked key cabinet with numbered hooks and tags that carry no address.
 */
export function keyHandover(w: number, h: number): string {
  const deskTop = 650
  const defs =
    linear('desk', [
      [0, '#e8d5b7'],
      [1, '#d9c19c'],
    ]) +
    linear('paper', [
      [0, C.white],
      [1, '#f3f6f9'],
    ]) +
    linear('steel', [
      [0, '#dfe6ec'],
      [1, '#b9c6d2'],
    ]) +
    linear('brass', [
      [0, '#f3d27a'],
      [1, '#c9962e'],
    ])

  // the key cabinet on the wall: open door on the right shows hooks with numbered tags
  const hooks = [0, 1, 2]
    .flatMap((row) =>
      [0, 1, 2, 3].map((col) => {
        const x = 800 + col * 62
        const y = 190 + row * 92
        const tag = [C.teal, C.blue, '#c2410c', C.navy][(row + col) % 4]!
        return (
          circle(x, y, 5, '#6f8294') +
          line(x, y, x, y + 22, '#8a9bab', 2) +
          rect(x - 14, y + 22, 28, 40, tag, { rx: 6 }) +
          circle(x, y + 30, 4, C.white, { opacity: 0.8 }) +
          rect(x - 8, y + 42, 16, 5, C.white, { rx: 2, opacity: 0.7 })
        )
      }),
    )
    .join('')
  const cabinet =
    shadow(890, 500, 170, 14, 0.12) +
    rect(760, 150, 270, 330, 'url(#steel)', { rx: 14, stroke: '#9fb0bf', 'stroke-width': 4 }) +
    rect(776, 166, 238, 298, '#eef2f5', { rx: 8 }) +
    hooks +
    // the open door, seen edge-on, with its lock
    pathEl('M1030 158L1092 182L1092 464L1030 480Z', '#c8d3dd', { stroke: '#9fb0bf', 'stroke-width': 3 }) +
    rect(1052, 302, 20, 40, '#6f8294', { rx: 6 }) +
    circle(1062, 316, 5, C.ink)

  const room = interior(w, h, deskTop + 40) + windowView(80, 120, 360, 360) + cabinet

  const desk = deskSlab(w, h, deskTop)

  // the handover record: a form with two signature lines, lying slightly turned
  const record = group(
    shadow(0, 190, 250, 16, 0.2) +
      rect(-230, -190, 460, 380, 'url(#paper)', { rx: 8, stroke: '#d8e0e7', 'stroke-width': 3 }) +
      rect(-190, -156, 200, 18, C.navy, { rx: 4 }) +
      rect(-190, -126, 130, 10, '#c8d3dd', { rx: 4 }) +
      [0, 1, 2]
        .map(
          (i) =>
            rect(-190, -88 + i * 38, 26, 26, 'none', { rx: 5, stroke: C.teal, 'stroke-width': 3 }) +
            pathEl(`M-184 ${-76 + i * 38}l6 6 11-12`, 'none', {
              stroke: C.teal,
              'stroke-width': 4,
              'stroke-linecap': 'round',
            }) +
            rect(-148, -80 + i * 38, 230, 10, '#c8d3dd', { rx: 4 }),
        )
        .join('') +
      line(-190, 120, -30, 120, '#9fb0bf', 2) +
      line(30, 120, 190, 120, '#9fb0bf', 2) +
      pathEl('M-180 110C-160 86 -140 122 -118 100S-80 96 -60 108', 'none', {
        stroke: C.blue,
        'stroke-width': 4,
        'stroke-linecap': 'round',
      }) +
      pathEl('M44 112C60 92 80 118 100 98S140 100 170 104', 'none', {
        stroke: C.navy,
        'stroke-width': 4,
        'stroke-linecap': 'round',
      }),
    { transform: `translate(560 ${deskTop - 160}) rotate(-4)` },
  )

  // a key ring with two keys and a transponder fob, lying on the record
  const key = (angle: number, color: string) =>
    group(
      circle(0, 0, 26, color) +
        circle(0, 0, 10, '#f5e9d6') +
        rect(20, -9, 120, 18, color, { rx: 4 }) +
        pathEl('M100 9v16h12v-10h10v14h12V9', color),
      { transform: `rotate(${angle})` },
    )
  const keyRing = group(
    shadow(40, 70, 150, 12, 0.16) +
      circle(0, 0, 34, 'none', { stroke: '#8a9bab', 'stroke-width': 7 }) +
      group(key(18, 'url(#brass)'), { transform: 'translate(22 22)' }) +
      group(key(-24, 'url(#steel)'), { transform: 'translate(26 -16)' }) +
      // the transponder fob
      group(
        pathEl('M-20 0C-20 -40 20 -40 20 0L14 70C10 84 -10 84 -14 70Z', C.navy) +
          circle(0, 40, 12, C.blue) +
          circle(0, -12, 7, '#f5e9d6'),
        { transform: 'translate(-30 40) rotate(28)' },
      ),
    { transform: `translate(600 ${deskTop - 70})` },
  )

  const penOnDesk = pen(930, deskTop + 14, -12)

  const body =
    room +
    desk +
    plant(150, deskTop + 6, 0.95) +
    record +
    keyRing +
    penOnDesk +
    sparkle(700, 300, 22) +
    sparkle(420, 250, 14, 0.8)
  return svgDoc(w, h, defs, body)
}
