import { C, el, rect, circle, ellipse, poly, pathEl, line, group, linear, svgDoc, random } from '../svg.ts'
import { sparkle, sparkleCluster, shadow, bucket, plant, cloud } from '../props.ts'
import { cleaner, HAIR, SKIN } from '../people.ts'

/** Winter garden seen from the lawn: glass front and roof, one column already squeegeed clean from a pole. */
export function conservatory(w: number, h: number): string {
  const glassTop = 330
  const transom = 440
  const glassBottom = 720
  const x0 = 200
  const colW = 115
  const cols = 8
  const x1 = x0 + cols * colW
  const cleanCol = 3 // column 545–660
  const cleanX = x0 + cleanCol * colW
  const squeegee = { x: 601, y: 420 }
  const defs =
    linear('sky', [
      [0, '#a5d0f0'],
      [1, '#e6f2fb'],
    ]) +
    linear('house', [
      [0, '#f5eee2'],
      [1, '#ece2d2'],
    ]) +
    linear('inside', [
      [0, '#efe6d6'],
      [1, '#e1d4bf'],
    ]) +
    linear('lawn', [
      [0, '#a7d1b4'],
      [1, '#86bf9c'],
    ]) +
    linear('tint', [
      [0, '#7fb6e2', 0.45],
      [1, '#cfe5f6', 0.2],
    ]) +
    linear('roofGlass', [
      [0, '#bfdcf1'],
      [1, '#e1eff9'],
    ]) +
    el('clipPath', { id: 'glassArea' }, rect(x0, glassTop, x1 - x0, glassBottom - glassTop, '#000')) +
    el(
      'mask',
      { id: 'dirt', maskUnits: 'userSpaceOnUse', x: 0, y: 0, width: w, height: h },
      rect(0, 0, w, h, C.white) +
        rect(cleanX, transom, colW, glassBottom - transom, '#000') +
        rect(cleanX, glassTop, colW, squeegee.y - glassTop - 4, '#000'),
    )

  const houseWindow = (x: number): string =>
    rect(x - 8, 150, 136, 110, C.white, { rx: 3 }) +
    rect(x, 158, 120, 94, '#a9cfee') +
    rect(x + 57, 158, 6, 94, C.white) +
    poly(
      [
        [x + 14, 158],
        [x + 40, 158],
        [x + 10, 220],
        [x, 220],
        [x, 190],
      ],
      C.white,
      { opacity: 0.3 },
    )
  const house =
    rect(0, 0, w, h, 'url(#sky)') +
    cloud(260, 60, 300, 0.8) +
    cloud(960, 40, 260, 0.6) +
    rect(0, 96, w, 650, 'url(#house)') +
    rect(-10, 84, w + 20, 18, '#7f8d9b', { rx: 4 }) +
    rect(0, 100, w, 8, '#0b2540', { opacity: 0.08 }) +
    houseWindow(300) +
    houseWindow(720) +
    group(circle(30, 420, 90, C.leaf) + circle(70, 560, 110, '#4fa283') + circle(10, 640, 90, C.teal), {
      opacity: 0.95,
    })

  // interior seen through the glass
  const rnd = random(5)
  const leafy = (cx: number, base: number, s: number): string =>
    Array.from({ length: 7 }, (_, i) => {
      const a = -150 + i * 20 + rnd() * 10
      const len = (70 + rnd() * 40) * s
      const rad = (a * Math.PI) / 180
      const ex = cx + Math.cos(rad) * len
      const ey = base - 40 * s + Math.sin(rad) * len
      return (
        line(cx, base - 40 * s, ex, ey, '#2f7f64', 3 * s) +
        ellipse(ex, ey, 22 * s, 13 * s, i % 2 ? C.leaf : C.teal, {
          transform: `rotate(${Math.round(a)} ${Math.round(ex)} ${Math.round(ey)})`,
        })
      )
    }).join('') +
    poly(
      [
        [cx - 34 * s, base - 44 * s],
        [cx + 34 * s, base - 44 * s],
        [cx + 26 * s, base],
        [cx - 26 * s, base],
      ],
      '#d9a27c',
    )
  const chair =
    pathEl('M760 700V600Q760 560 800 560H860Q900 560 900 600V700Z', '#d2ab7c') +
    rect(750, 640, 160, 30, '#e0bd92', { rx: 12 }) +
    rect(768, 612, 124, 30, C.sky, { rx: 12 }) +
    pathEl('M770 590h120M770 620h120', 'none', { stroke: '#c29a6b', 'stroke-width': 3, opacity: 0.6 })
  const interior =
    rect(x0, glassTop - 80, x1 - x0, glassBottom - glassTop + 80, 'url(#inside)') +
    rect(x0, 660, x1 - x0, 60, '#d8c9b2') +
    leafy(330, 700, 1.3) +
    plant(470, 700, 1.1, '#d9a27c') +
    chair +
    rect(960, 620, 90, 10, C.white, { rx: 4 }) +
    rect(1000, 630, 10, 70, '#9fb0bf') +
    leafy(1070, 700, 1.1) +
    line(640, glassTop, 640, 400, '#9fb0bf', 2) +
    plant(640, 440, 0.6, C.white)

  // glass overlays
  const reflections =
    poly(
      [
        [x0 + 20, glassTop],
        [x0 + 90, glassTop],
        [x0 - 40, glassBottom],
        [x0 - 110, glassBottom],
      ],
      C.white,
      { opacity: 0.25 },
    ) +
    poly(
      [
        [760, glassTop],
        [800, glassTop],
        [700, glassBottom],
        [660, glassBottom],
      ],
      C.white,
      { opacity: 0.18 },
    ) +
    poly(
      [
        [1000, glassTop],
        [1080, glassTop],
        [960, glassBottom],
        [880, glassBottom],
      ],
      C.white,
      { opacity: 0.2 },
    )
  const smudges = Array.from({ length: 90 }, () =>
    circle(x0 + rnd() * (x1 - x0), glassTop + rnd() * (glassBottom - glassTop), 2 + rnd() * 5, C.white, {
      opacity: 0.3 + rnd() * 0.3,
    }),
  ).join('')
  const smears = Array.from({ length: 14 }, (_, i) => {
    const x = x0 + 20 + i * 66 + rnd() * 20
    const y = glassTop + 40 + rnd() * 260
    return pathEl(`M${Math.round(x)} ${Math.round(y)}q30 -40 70 -10t60 -20`, 'none', {
      stroke: C.white,
      'stroke-width': 12,
      opacity: 0.22,
      'stroke-linecap': 'round',
    })
  }).join('')
  const dirt = group(
    rect(x0, glassTop, x1 - x0, glassBottom - glassTop, '#e8ebec', { opacity: 0.6 }) + smears + smudges,
    { mask: 'url(#dirt)', 'clip-path': 'url(#glassArea)' },
  )
  const drips = Array.from({ length: 6 }, (_, i) => {
    const x = cleanX + 12 + i * 17 + rnd() * 6
    const y = squeegee.y + 10
    const len = 12 + rnd() * 24
    return line(x, y, x, y + len, C.white, 3, { opacity: 0.6 }) + circle(x, y + len, 3.5, C.white, { opacity: 0.7 })
  }).join('')

  const frame =
    Array.from({ length: cols + 1 }, (_, i) =>
      rect(x0 + i * colW - 5, glassTop, 10, glassBottom - glassTop, C.white),
    ).join('') +
    rect(x0 - 6, transom - 5, x1 - x0 + 12, 10, C.white) +
    rect(x0 - 10, glassTop - 8, x1 - x0 + 20, 14, C.white, { rx: 3 }) +
    rect(x0 - 10, glassBottom - 4, x1 - x0 + 20, 10, C.white)
  const roof =
    poly(
      [
        [x0 - 10, glassTop - 4],
        [x1 + 10, glassTop - 4],
        [x1 - 30, 262],
        [x0 + 30, 262],
      ],
      'url(#roofGlass)',
    ) +
    Array.from({ length: cols + 1 }, (_, i) => {
      const bx = x0 + i * colW
      const tx = x0 + 30 + (i * (x1 - x0 - 60)) / cols
      return line(bx, glassTop - 4, tx, 262, C.white, 7)
    }).join('') +
    rect(x0 + 24, 256, x1 - x0 - 48, 10, C.white, { rx: 3 }) +
    poly(
      [
        [x0 + 120, 324],
        [x0 + 200, 324],
        [x0 + 230, 268],
        [x0 + 170, 268],
      ],
      C.white,
      { opacity: 0.35 },
    )

  const plinth =
    rect(x0 - 16, glassBottom + 4, x1 - x0 + 32, 40, '#d8cfc2') +
    rect(x0 - 16, glassBottom + 4, x1 - x0 + 32, 6, '#e8e1d6')

  const lawn =
    rect(0, 740, w, h - 740, 'url(#lawn)') +
    rect(x0 - 16, 744, x1 - x0 + 32, 26, '#6fae8a', { rx: 12 }) +
    Array.from({ length: 26 }, (_, i) =>
      circle(x0 + i * 36 + (i % 3) * 7, 750 + (i % 2) * 10, 6, ['#f4d27a', C.white, '#f3b6b6'][i % 3]!),
    ).join('') +
    ellipse(340, 830, 70, 16, '#e4ddd0') +
    ellipse(470, 868, 80, 18, '#e4ddd0') +
    ellipse(200, 800, 56, 13, '#e4ddd0')

  // pole from the lower hand up to the squeegee; the cleaner stands with the back to us
  const feet = { x: 750, y: 872 }
  const s = 0.64
  const hand = (lx: number, ly: number): [number, number] => [feet.x + lx * s, feet.y + ly * s]
  const upper = hand(-80, -450)
  const lower = hand(40, -250)
  const dx = upper[0] - lower[0]
  const dy = upper[1] - lower[1]
  const tipT = (squeegee.y - lower[1]) / dy
  const tip: [number, number] = [lower[0] + dx * tipT, squeegee.y]
  const butt: [number, number] = [lower[0] - dx * 0.45, lower[1] - dy * 0.45]
  const pole =
    line(butt[0], butt[1], tip[0], tip[1], '#c8d3dd', 9) +
    line(butt[0], butt[1], lower[0] + dx * 0.3, lower[1] + dy * 0.3, '#9fb0bf', 12)
  const squeegeeHead =
    rect(tip[0] - 8, tip[1] - 6, 16, 20, '#3d4b59', { rx: 4 }) +
    rect(tip[0] - 54, tip[1] - 12, 108, 12, C.ink, { rx: 4 }) +
    rect(tip[0] - 50, tip[1] - 3, 100, 5, C.teal, { rx: 2 })
  const person = cleaner(feet.x, feet.y, s, {
    skin: SKIN[2],
    hair: HAIR.black,
    hairStyle: 'cap',
    back: true,
    stance: 26,
    armLeft: { elbow: [-72, -378], hand: [-80, -450] },
    armRight: { elbow: [62, -272], hand: [40, -250] },
  })

  const body =
    house +
    group(interior, { 'clip-path': 'url(#glassArea)' }) +
    rect(x0, glassTop, x1 - x0, glassBottom - glassTop, 'url(#tint)') +
    group(reflections, { 'clip-path': 'url(#glassArea)' }) +
    dirt +
    poly(
      [
        [cleanX + 60, transom],
        [cleanX + 96, transom],
        [cleanX + 30, transom + 130],
        [cleanX + 4, transom + 130],
      ],
      C.white,
      { opacity: 0.4 },
    ) +
    drips +
    frame +
    roof +
    plinth +
    lawn +
    pole +
    squeegeeHead +
    person +
    shadow(925, 884, 60, 8, 0.15) +
    bucket(880, 880, 90, 64, C.blue) +
    sparkleCluster(cleanX + 70, 520, 30) +
    sparkle(cleanX + 26, 620, 14, 0.85) +
    sparkle(cleanX + 30, 360, 12, 0.85) +
    sparkle(1040, 120, 16, 0.6)
  return svgDoc(w, h, defs, body)
}
