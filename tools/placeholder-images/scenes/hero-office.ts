import { C, rect, circle, ellipse, poly, pathEl, line, linear, svgDoc, random } from '../svg.ts'
import { sparkle, sparkleCluster, shadow, sprayBottle, bucket, clothStack, wheel, plant, cloud } from '../props.ts'

/** Bright open-plan office: window front, shiny floor with reflections, desks, cleaning cart. */
export function heroOffice(w: number, h: number): string {
  const floorY = 712
  const defs =
    linear('sky', [
      [0, '#9fcdf0'],
      [0.7, '#dcecf9'],
      [1, '#f1f8fd'],
    ]) +
    linear('ceiling', [
      [0, '#ece8e1'],
      [1, '#f7f5f0'],
    ]) +
    linear('floor', [
      [0, '#e4ebf1'],
      [1, '#c9d7e3'],
    ]) +
    linear('shine', [
      [0, C.white, 0.9],
      [1, C.white, 0],
    ]) +
    linear('frameRefl', [
      [0, '#34516b', 0.3],
      [1, '#34516b', 0],
    ]) +
    linear(
      'screen',
      [
        [0, '#2f5877'],
        [1, '#1d3a52'],
      ],
      0,
      0,
      1,
      1,
    ) +
    linear('vignette', [
      [0, '#0b2540', 0],
      [1, '#0b2540', 0.12],
    ])

  const ceiling =
    rect(0, 0, w, 116, 'url(#ceiling)') +
    [0, 1, 2, 3].map((i) => rect(190 + i * 430, 46, 260, 12, C.white, { rx: 6 })).join('') +
    [0, 1, 2, 3]
      .map((i) => ellipse(320 + i * 430, 70, 200, 26, C.white, { opacity: 0.5, filter: 'url(#glow)' }))
      .join('') +
    rect(0, 110, w, 8, '#d6d0c5')

  const rnd = random(7)
  const skylineFar = Array.from({ length: 16 }, (_, i) => {
    const bw = 90 + rnd() * 80
    const bh = 120 + rnd() * 160
    return rect(i * 125 - 20, floorY - 16 - bh, bw, bh, '#c3dbee')
  }).join('')
  const skylineNear = Array.from({ length: 9 }, (_, i) => {
    const bw = 130 + rnd() * 90
    const bh = 80 + rnd() * 130
    return rect(i * 230 + 40, floorY - 16 - bh, bw, bh, '#aecbe4')
  }).join('')

  const mullions = Array.from({ length: 9 }, (_, i) => rect(i * 240 - 7, 118, 14, floorY - 118, '#3d5a75')).join('')
  const glass =
    rect(0, 118, w, floorY - 118, 'url(#sky)') +
    cloud(420, 260, 420, 0.75) +
    cloud(1380, 230, 520, 0.6) +
    skylineFar +
    skylineNear +
    poly(
      [
        [300, 118],
        [470, 118],
        [250, floorY],
        [80, floorY],
      ],
      C.white,
      { opacity: 0.16 },
    ) +
    poly(
      [
        [520, 118],
        [570, 118],
        [350, floorY],
        [300, floorY],
      ],
      C.white,
      { opacity: 0.14 },
    ) +
    poly(
      [
        [1290, 118],
        [1470, 118],
        [1250, floorY],
        [1070, floorY],
      ],
      C.white,
      { opacity: 0.14 },
    ) +
    mullions +
    rect(0, 196, w, 9, '#3d5a75') +
    rect(0, floorY - 18, w, 18, '#ebe6dc') +
    rect(0, floorY - 4, w, 4, '#d3ccbf')

  const floorReflections =
    Array.from({ length: 8 }, (_, i) => rect(i * 240 + 16, floorY, 208, 250, 'url(#shine)', { opacity: 0.55 })).join(
      '',
    ) +
    Array.from({ length: 9 }, (_, i) => rect(i * 240 - 7, floorY, 14, 200, 'url(#frameRefl)')).join('') +
    [742, 780, 832, 900, 990].map((y) => rect(0, y, w, 2, '#b6c6d4', { opacity: 0.55 })).join('') +
    ellipse(1100, 930, 520, 60, C.white, { opacity: 0.45, filter: 'url(#haze)' })

  const chair = (x: number, color: string): string =>
    rect(x, 722, 84, 70, color, { rx: 16 }) + rect(x + 36, 790, 12, 30, '#3d4b59') + shadow(x + 42, 872, 60, 7, 0.1)
  const monitor = (x: number): string =>
    rect(x + 62, 760, 16, 22, '#3d4b59') +
    rect(x + 40, 778, 60, 6, '#3d4b59', { rx: 3 }) +
    rect(x, 676, 140, 86, '#24374a', { rx: 6 }) +
    rect(x + 6, 682, 128, 74, 'url(#screen)', { rx: 3 }) +
    poly(
      [
        [x + 70, 682],
        [x + 100, 682],
        [x + 60, 756],
        [x + 30, 756],
      ],
      C.white,
      { opacity: 0.08 },
    )
  const desk = (x: number, width: number): string =>
    shadow(x + width / 2, 878, width * 0.55, 10, 0.14) +
    rect(x + 24, 796, 10, 80, '#3d4b59') +
    rect(x + width - 34, 796, 10, 80, '#3d4b59') +
    rect(x + width / 2 - 4, 796, 8, 70, '#3d4b59', { opacity: 0.6 }) +
    rect(x, 782, width, 16, C.white, { rx: 3 }) +
    rect(x, 794, width, 4, '#c9d3dc')
  const furniture =
    chair(250, C.blue) +
    chair(520, C.teal) +
    chair(1010, C.blue) +
    desk(150, 620) +
    monitor(230) +
    monitor(500) +
    rect(660, 758, 70, 24, '#e9eef3', { rx: 4 }) +
    desk(900, 460) +
    monitor(990) +
    plant(1240, 782, 0.8, C.sky) +
    plant(1380, 880, 1.15)

  const cartX = 1480
  const cart =
    shadow(1650, 1038, 230, 16, 0.22) +
    // hanging waste bag on the left side
    pathEl('M1400 780h80v200q-40 22-80 0z', '#dde4ea') +
    pathEl('M1420 800v160M1448 800v170', 'none', { stroke: '#c3cdd6', 'stroke-width': 4 }) +
    rect(1392, 770, 96, 16, C.navy, { rx: 6 }) +
    // mop handle behind the frame
    line(1742, 620, 1716, 930, '#c8d3dd', 11) +
    circle(1743, 614, 9, C.teal) +
    // frame
    rect(cartX, 760, 14, 260, C.navy, { rx: 4 }) +
    rect(cartX + 316, 760, 14, 260, C.navy, { rx: 4 }) +
    rect(cartX - 10, 800, 350, 14, C.navy, { rx: 5 }) +
    rect(cartX - 10, 896, 350, 14, C.navy, { rx: 5 }) +
    rect(cartX - 10, 992, 350, 18, C.navy, { rx: 6 }) +
    rect(cartX - 10, 800, 350, 4, C.white, { opacity: 0.25 }) +
    // things on the shelves
    sprayBottle(cartX + 20, 800, 1, C.teal) +
    sprayBottle(cartX + 66, 800, 0.9, C.blue) +
    clothStack(cartX + 130, 800, 90, [C.sky, '#9ccbe9', C.white, '#bfe3dc']) +
    rect(cartX + 240, 748, 64, 52, '#e7edf2', { rx: 6 }) +
    rect(cartX + 240, 748, 64, 10, '#c8d3dd', { rx: 4 }) +
    clothStack(cartX + 30, 896, 110, ['#bfe3dc', C.white, C.sky]) +
    bucket(cartX + 150, 896, 96, 68, C.teal) +
    bucket(cartX + 22, 992, 130, 74, C.blue) +
    bucket(cartX + 170, 992, 130, 74, '#5a9bd4') +
    wheel(cartX + 14, 1030, 20) +
    wheel(cartX + 316, 1030, 20)

  const body =
    ceiling +
    glass +
    rect(0, floorY, w, h - floorY, 'url(#floor)') +
    floorReflections +
    furniture +
    cart +
    sparkleCluster(1080, 945, 40) +
    sparkle(760, 1010, 16, 0.8) +
    sparkle(1345, 370, 26, 0.85) +
    rect(0, h - 160, w, 160, 'url(#vignette)')
  return svgDoc(w, h, defs, body)
}
