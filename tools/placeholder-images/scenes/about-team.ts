import { C, type Point, r1, el, rect, circle, poly, pathEl, line, group, linear, svgDoc, random } from '../svg.ts'
import { sparkle, sparkleCluster, shadow, sprayBottle, bucket, clothStack, wheel, plant, cloud } from '../props.ts'

/** Cleaning cart with equipment on the pavement in front of a modern glass office facade. */
export function aboutTeam(w: number, h: number): string {
  const groundY = 700
  const floorContact = 858
  const vp: Point = [600, 480]
  const defs =
    linear('sky', [
      [0, '#bcdcf3'],
      [1, '#eef6fc'],
    ]) +
    linear('panel', [
      [0, '#3386c8'],
      [1, C.navy],
    ]) +
    linear('lobby', [
      [0, '#cfe3f3'],
      [1, '#9fc3e0'],
    ]) +
    linear('pavement', [
      [0, '#dfe4e8'],
      [1, '#f1f3f5'],
    ]) +
    linear(
      'skyRefl',
      [
        [0, C.white, 0.35],
        [1, C.white, 0],
      ],
      0,
      0,
      1,
      1,
    ) +
    el('clipPath', { id: 'facade' }, rect(0, 30, w, 560, '#000')) +
    el('clipPath', { id: 'ground' }, rect(0, groundY, w, h - groundY, '#000'))

  const rnd = random(23)
  const cols = 8
  const rows = 5
  const cw = w / cols
  const rh = 112
  let panels = ''
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = c * cw
      const y = 38 + r * rh
      panels += rect(x + 6, y + 6, cw - 12, rh - 22, 'url(#panel)')
      const lit = rnd()
      if (lit > 0.55) panels += rect(x + 6, y + 6, cw - 12, rh - 22, C.white, { opacity: r1((lit - 0.55) * 0.35) })
    }
  }
  const facade =
    rect(0, 0, w, h, 'url(#sky)') +
    cloud(180, 20, 300, 0.6) +
    rect(0, 30, w, 560, '#e3eaf0') +
    panels +
    group(
      poly(
        [
          [200, 30],
          [520, 30],
          [80, 590],
          [-240, 590],
        ],
        'url(#skyRefl)',
      ) +
        poly(
          [
            [700, 30],
            [820, 30],
            [380, 590],
            [260, 590],
          ],
          C.white,
          { opacity: 0.1 },
        ) +
        cloud(900, 150, 340, 0.25) +
        cloud(300, 380, 260, 0.18),
      { 'clip-path': 'url(#facade)' },
    ) +
    Array.from({ length: rows }, (_, r) => rect(0, 38 + r * rh + rh - 16, w, 10, '#d3dde6')).join('') +
    rect(0, 590, w, 110, '#d3dde6') +
    rect(40, 600, 1120, 100, 'url(#lobby)') +
    [40, 320, 600, 880, 1160].map((x) => rect(x - 5, 600, 10, 100, '#8aa3b8')).join('') +
    rect(470, 612, 2, 88, '#8aa3b8') +
    rect(730, 612, 2, 88, '#8aa3b8') +
    rect(420, 578, 360, 20, C.white, { rx: 3 }) +
    rect(420, 596, 360, 8, '#0b2540', { opacity: 0.1 })

  const paveLines =
    Array.from({ length: 17 }, (_, i) => line(vp[0], vp[1], -1400 + i * 250, h + 300, '#c9d1d8', 2)).join('') +
    [716, 744, 786, 846].map((y) => rect(0, y, w, 2, '#c9d1d8')).join('')
  const pavement =
    rect(0, groundY, w, h - groundY, 'url(#pavement)') +
    group(paveLines, { 'clip-path': 'url(#ground)' }) +
    rect(0, groundY, w, 6, '#c3ccd4')

  const cart =
    shadow(600, floorContact, 300, 18, 0.22) +
    // squeegee pole leaning on the right
    line(900, floorContact - 4, 960, 420, '#c8d3dd', 10) +
    rect(900, 404, 120, 18, C.ink, { rx: 6, transform: 'rotate(8 960 413)' }) +
    // mop handle rising out of the front bucket
    line(470, 740, 520, 430, '#c8d3dd', 11) +
    circle(521, 424, 9, C.teal) +
    // waste bag on the right side
    pathEl('M680 596h120v210q-60 28-120 0z', '#e1e7ec') +
    pathEl('M700 620v170M738 620v186M776 620v170', 'none', { stroke: '#c8d2da', 'stroke-width': 4 }) +
    rect(668, 584, 144, 20, C.navy, { rx: 8 }) +
    // frame
    line(360, 826, 334, 546, C.navy, 14) +
    line(322, 546, 366, 546, C.navy, 18) +
    rect(360, 596, 312, 14, C.navy, { rx: 5 }) +
    rect(370, 604, 12, 220, C.navy, { rx: 4 }) +
    rect(652, 604, 12, 220, C.navy, { rx: 4 }) +
    rect(340, 814, 480, 18, C.navy, { rx: 6 }) +
    rect(340, 814, 480, 4, C.white, { opacity: 0.25 }) +
    // top tray items
    sprayBottle(392, 596, 1.1, C.teal) +
    sprayBottle(440, 596, 1, C.blue) +
    clothStack(500, 596, 100, [C.sky, C.white, '#9ccbe9', '#bfe3dc']) +
    rect(612, 556, 48, 40, '#e7edf2', { rx: 5 }) +
    // middle shelf + buckets
    rect(376, 700, 282, 12, C.navy, { rx: 4 }) +
    clothStack(400, 700, 120, ['#bfe3dc', C.white, C.sky]) +
    rect(540, 664, 90, 36, '#e7edf2', { rx: 5 }) +
    bucket(392, 814, 120, 86, C.blue) +
    bucket(528, 814, 120, 86, C.teal) +
    wheel(372, 844, 18) +
    wheel(630, 844, 18) +
    wheel(796, 844, 18)

  const planter =
    shadow(1050, 856, 120, 10, 0.15) +
    rect(950, 740, 200, 116, '#cfd6dc', { rx: 6 }) +
    rect(950, 740, 200, 14, '#e3e8ec', { rx: 6 }) +
    group(
      circle(990, 710, 50, C.leaf) +
        circle(1060, 690, 62, C.teal) +
        circle(1120, 716, 46, '#4fa283') +
        circle(1040, 730, 40, '#2f7f64'),
    )

  const body =
    facade +
    pavement +
    planter +
    plant(150, 850, 1.3, '#cfd6dc') +
    cart +
    sparkleCluster(880, 170, 34) +
    sparkle(250, 300, 18, 0.8) +
    sparkle(560, 520, 16, 0.9)
  return svgDoc(w, h, defs, body)
}
