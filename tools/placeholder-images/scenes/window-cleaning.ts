import { C, el, rect, circle, poly, pathEl, line, group, linear, svgDoc, random } from '../svg.ts'
import { sparkle, sparkleCluster, cloud } from '../props.ts'

/** Close-up of a large window pane: squeegee wiping haze off in overlapping S-strokes. */
export function windowCleaning(w: number, h: number): string {
  const g = { x: 160, y: 120, w: 880, h: 680 }
  const swath = 'M120 196L930 196C1010 196 1010 360 930 360L330 360C250 360 250 520 330 520L640 520'
  const defs =
    linear('wall', [
      [0, '#f8f3eb'],
      [1, '#ebe3d5'],
    ]) +
    linear('glass', [
      [0, '#4d9bd8'],
      [0.65, '#a9d1f0'],
      [1, '#dcecf9'],
    ]) +
    linear(
      'blade',
      [
        [0, '#5d7082'],
        [1, '#3b4a59'],
      ],
      0,
      0,
      1,
      0,
    ) +
    el('clipPath', { id: 'pane' }, rect(g.x, g.y, g.w, g.h, '#000')) +
    el(
      'mask',
      { id: 'clean', maskUnits: 'userSpaceOnUse', x: 0, y: 0, width: w, height: h },
      rect(0, 0, w, h, C.white) +
        pathEl(swath, 'none', {
          stroke: '#000',
          'stroke-width': 156,
          'stroke-linejoin': 'round',
          'stroke-linecap': 'butt',
        }),
    )

  const rnd = random(11)
  const smudges = Array.from({ length: 70 }, () =>
    circle(g.x + rnd() * g.w, g.y + rnd() * g.h, 2 + rnd() * 5, C.white, { opacity: 0.35 + rnd() * 0.3 }),
  ).join('')
  const drips = Array.from({ length: 7 }, (_, i) => {
    const x = 672 + i * 9 + rnd() * 6
    const len = 30 + rnd() * 60
    const y = 440 + i * 22
    return line(x, y, x, y + len, C.white, 3, { opacity: 0.6 }) + circle(x, y + len, 4, C.white, { opacity: 0.75 })
  }).join('')

  const outside = group(
    rect(g.x, g.y, g.w, g.h, 'url(#glass)') +
      cloud(380, 300, 360, 0.8) +
      cloud(820, 230, 300, 0.65) +
      group(
        rect(700, 560, 170, 260, '#b9d5ec') +
          rect(860, 620, 200, 200, '#c6ddf0') +
          circle(250, 720, 110, '#7fb8a6') +
          circle(360, 760, 90, '#8fc4b1') +
          circle(180, 800, 90, '#6fae98'),
        { filter: 'url(#soft)', opacity: 0.8 },
      ),
    { 'clip-path': 'url(#pane)' },
  )

  const film = group(rect(g.x, g.y, g.w, g.h, '#e9eef2', { opacity: 0.62 }) + smudges, {
    mask: 'url(#clean)',
    'clip-path': 'url(#pane)',
  })

  const shine = group(
    poly(
      [
        [250, 140],
        [300, 140],
        [190, 330],
        [160, 330],
        [160, 300],
      ],
      C.white,
      { opacity: 0.45 },
    ) +
      poly(
        [
          [330, 140],
          [350, 140],
          [250, 310],
          [230, 310],
        ],
        C.white,
        { opacity: 0.35 },
      ) +
      poly(
        [
          [820, 300],
          [860, 300],
          [780, 440],
          [740, 440],
        ],
        C.white,
        { opacity: 0.3 },
      ),
    { 'clip-path': 'url(#pane)' },
  )

  const squeegee =
    // handle (angled down-right), drawn first so the blade sits on top
    line(664, 520, 800, 610, C.teal, 30) +
    line(770, 590, 880, 662, C.navy, 40) +
    line(780, 590, 870, 650, C.white, 6, { opacity: 0.25 }) +
    rect(646, 500, 36, 40, '#9fb0bf', { rx: 8 }) +
    rect(640, 436, 24, 168, 'url(#blade)', { rx: 5 }) +
    rect(634, 432, 8, 176, '#17212b', { rx: 3 })

  const frame =
    rect(104, 62, 992, 796, '#0b2540', { opacity: 0.1, filter: 'url(#soft)', rx: 12 }) +
    rect(110, 70, 980, 780, C.white, { rx: 10 }) +
    rect(140, 100, 920, 720, '#e4eaf0', { rx: 4 }) +
    rect(1066, 420, 14, 84, '#cfd8e0', { rx: 6 }) +
    rect(60, 846, 1080, 30, C.white, { rx: 6 }) +
    rect(60, 872, 1080, 6, '#ddd3c4')

  const body =
    rect(0, 0, w, h, 'url(#wall)') +
    frame +
    outside +
    film +
    shine +
    group(drips, { 'clip-path': 'url(#pane)' }) +
    squeegee +
    sparkleCluster(300, 250, 34) +
    sparkle(900, 190, 20, 0.85) +
    sparkle(480, 455, 16, 0.8)
  return svgDoc(w, h, defs, body)
}
