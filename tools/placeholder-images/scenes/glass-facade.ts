import { C, el, rect, circle, ellipse, poly, pathEl, line, group, linear, svgDoc, random } from '../svg.ts'
import { sparkle, sparkleCluster, shadow, cloud } from '../props.ts'
import { cleaner, HAIR, SKIN } from '../people.ts'

/** Office glass facade cleaned from the pavement with a telescopic water-fed pole and a pure-water trolley. */
export function glassFacade(w: number, h: number): string {
  const right = 960
  const top = 70
  const lobbyTop = 612
  const groundY = 760
  const colW = 120
  const floorH = 136
  const floors = 4
  const defs =
    linear('sky', [
      [0, '#9fcdf0'],
      [1, '#e9f4fc'],
    ]) +
    linear('pane', [
      [0, '#3f8fcc'],
      [0.55, '#6fb0df'],
      [1, '#2d76b4'],
    ]) +
    linear('paneLit', [
      [0, '#5aa6dd'],
      [1, '#9fd0f1'],
    ]) +
    linear('lobby', [
      [0, '#d6e8f5'],
      [1, '#a9c9e2'],
    ]) +
    linear('pavement', [
      [0, '#dfe4e8'],
      [1, '#f2f4f6'],
    ]) +
    linear(
      'streak',
      [
        [0, C.white, 0.35],
        [1, C.white, 0],
      ],
      0,
      0,
      1,
      1,
    ) +
    linear(
      'tank',
      [
        [0, '#2f86cf'],
        [1, C.navy],
      ],
      0,
      0,
      1,
      0,
    ) +
    el('clipPath', { id: 'facade' }, rect(0, top, right, lobbyTop - top, '#000')) +
    el('clipPath', { id: 'ground' }, rect(0, groundY + 6, w, h - groundY, '#000'))

  const rnd = random(31)
  let panes = ''
  for (let f = 0; f < floors; f++) {
    for (let c = 0; c * colW < right; c++) {
      const x = c * colW
      const y = top + f * floorH
      panes += rect(x + 6, y + 6, colW - 12, floorH - 30, 'url(#pane)')
      if (rnd() > 0.6) panes += rect(x + 6, y + 6, colW - 12, floorH - 30, C.white, { opacity: 0.12 })
      panes += rect(x, y + floorH - 24, colW, 24, '#1d3f5e')
    }
  }
  const facade =
    rect(0, top - 20, right + 20, lobbyTop - top + 20, '#c9d6e1') +
    panes +
    group(
      cloud(220, 200, 360, 0.35) +
        cloud(760, 330, 300, 0.28) +
        poly(
          [
            [120, top],
            [300, top],
            [60, lobbyTop],
            [-120, lobbyTop],
          ],
          'url(#streak)',
        ) +
        poly(
          [
            [620, top],
            [680, top],
            [440, lobbyTop],
            [380, lobbyTop],
          ],
          C.white,
          { opacity: 0.1 },
        ) +
        // reflection of the neighbouring building
        rect(40, 360, 150, 260, '#8fb8da', { opacity: 0.35 }) +
        rect(200, 420, 120, 200, '#9cc3e2', { opacity: 0.3 }),
      { 'clip-path': 'url(#facade)' },
    ) +
    Array.from({ length: 9 }, (_, i) => rect(i * colW - 5, top, 10, lobbyTop - top, '#d7e1ea')).join('') +
    rect(-10, top - 26, right + 30, 22, '#e3e9ee') +
    rect(right, top - 20, 24, groundY - top + 20, '#b8c7d4')

  const lobby =
    rect(0, lobbyTop, right + 20, groundY - lobbyTop, '#c9d6e1') +
    rect(0, lobbyTop + 14, right, groundY - lobbyTop - 14, 'url(#lobby)') +
    Array.from({ length: 9 }, (_, i) => rect(i * colW - 4, lobbyTop + 14, 8, groundY - lobbyTop - 14, '#7f97ad')).join(
      '',
    ) +
    rect(372, lobbyTop + 30, 216, groundY - lobbyTop - 30, '#bcd6ea') +
    rect(476, lobbyTop + 30, 8, groundY - lobbyTop - 30, '#7f97ad') +
    rect(440, lobbyTop + 80, 4, 40, '#5d7082') +
    rect(516, lobbyTop + 80, 4, 40, '#5d7082') +
    rect(340, lobbyTop - 6, 280, 20, C.navy, { rx: 3 })

  const surroundings =
    rect(0, 0, w, h, 'url(#sky)') +
    cloud(1080, 120, 260, 0.75) +
    rect(1020, 300, 200, 470, '#c6d8e8') +
    Array.from({ length: 5 }, (_, r) => rect(1040, 330 + r * 80, 160, 40, '#a9c6df')).join('') +
    rect(1000, groundY - 180, 14, 180, '#5b4a3c') +
    group(
      circle(980, 520, 70, C.leaf) +
        circle(1060, 490, 80, C.teal) +
        circle(1020, 440, 70, '#4fa283') +
        circle(1100, 560, 56, '#2f7f64'),
    )

  const pavement =
    rect(0, groundY, w, h - groundY, 'url(#pavement)') +
    rect(0, groundY, w, 6, '#c3ccd4') +
    [790, 830, 886].map((y) => rect(0, y, w, 2, '#cfd6dc')).join('') +
    group(
      Array.from({ length: 13 }, (_, i) =>
        line(600, 640, -1000 + i * 260, h + 200, '#cfd6dc', 2, { opacity: 0.8 }),
      ).join(''),
      {
        'clip-path': 'url(#ground)',
      },
    )

  // the pole: from the cleaner's hands up to a brush on the second floor
  const feet = { x: 700, y: 870 }
  const s = 0.62
  const at = (lx: number, ly: number): [number, number] => [feet.x + lx * s, feet.y + ly * s]
  const upper = at(-60, -420)
  const lower = at(34, -240)
  const ux = upper[0] - lower[0]
  const uy = upper[1] - lower[1]
  const len = Math.hypot(ux, uy)
  const dir = [ux / len, uy / len] as const
  const brushY = 190
  const reach = (lower[1] - brushY) / -dir[1]
  const tip: [number, number] = [lower[0] + dir[0] * reach, brushY]
  const butt: [number, number] = [lower[0] - dir[0] * 110, lower[1] - dir[1] * 110]
  const section = (from: number, to: number, width: number, color: string): string =>
    line(
      lower[0] + dir[0] * from,
      lower[1] + dir[1] * from,
      lower[0] + dir[0] * to,
      lower[1] + dir[1] * to,
      color,
      width,
    )
  const pole =
    section(-110, reach * 0.35, 12, '#9fb0bf') +
    section(reach * 0.35, reach * 0.7, 9, '#b6c3cf') +
    section(reach * 0.7, reach, 7, '#c8d3dd') +
    [0.35, 0.7]
      .map((t) => {
        const [x, y] = [lower[0] + dir[0] * reach * t, lower[1] + dir[1] * reach * t]
        return circle(x, y, 8, C.navy)
      })
      .join('') +
    // hose along the pole
    pathEl(
      `M${tip[0] + 8} ${tip[1] + 14}L${lower[0] + 10} ${lower[1] - 10}Q${butt[0] + 30} ${butt[1] + 20} ${butt[0] + 70} ${butt[1] + 40}T846 792`,
      'none',
      { stroke: C.teal, 'stroke-width': 4, 'stroke-linecap': 'round' },
    )
  const angle = Math.round((Math.atan2(dir[1], dir[0]) * 180) / Math.PI + 90)
  const brush =
    group(
      rect(-10, -10, 20, 24, '#3d4b59', { rx: 4 }) +
        rect(-60, -26, 120, 18, C.navy, { rx: 5 }) +
        rect(-56, -34, 112, 10, '#e7edf2', { rx: 3 }),
      { transform: `translate(${Math.round(tip[0])} ${brushY}) rotate(${angle})` },
    ) +
    Array.from({ length: 7 }, (_, i) => {
      const a = ((-150 + i * 20) * Math.PI) / 180
      return [28, 44, 58]
        .map((d, k) =>
          circle(tip[0] + Math.cos(a) * (d + 10), brushY - 20 + Math.sin(a) * (d + 10), 3.4 - k * 0.8, C.white, {
            opacity: 0.85 - k * 0.15,
          }),
        )
        .join('')
    }).join('')
  const wet =
    rect(Math.floor(tip[0] / colW) * colW + 6, brushY - 30, colW - 12, top + floorH * 2 - 30 - brushY + 30, C.white, {
      opacity: 0.16,
    }) +
    Array.from({ length: 8 }, () => {
      const x = tip[0] - 44 + rnd() * 88
      const y = brushY + 20 + rnd() * 40
      const l = 20 + rnd() * 50
      return line(x, y, x, y + l, C.white, 3, { opacity: 0.55 }) + circle(x, y + l, 3.5, C.white, { opacity: 0.7 })
    }).join('')

  const unit =
    shadow(900, 872, 90, 10, 0.2) +
    rect(840, 700, 110, 160, 'url(#tank)', { rx: 18 }) +
    rect(852, 716, 20, 120, C.white, { opacity: 0.18, rx: 8 }) +
    rect(862, 680, 60, 24, '#e7edf2', { rx: 6 }) +
    circle(926, 780, 34, '#e7edf2') +
    circle(926, 780, 24, C.teal) +
    circle(926, 780, 14, '#e7edf2') +
    circle(926, 780, 6, C.navy) +
    line(950, 700, 984, 600, C.navy, 8) +
    circle(986, 596, 8, C.ink) +
    circle(870, 864, 16, C.ink) +
    circle(870, 864, 6, '#9fb0bf')

  const person = cleaner(feet.x, feet.y, s, {
    skin: SKIN[0],
    hair: HAIR.red,
    hairStyle: 'bun',
    back: true,
    stance: 28,
    armLeft: { elbow: [-66, -352], hand: [-60, -420] },
    armRight: { elbow: [60, -262], hand: [34, -240] },
  })

  const body =
    surroundings +
    facade +
    wet +
    lobby +
    pavement +
    unit +
    pole +
    brush +
    person +
    sparkleCluster(tip[0] + 80, brushY + 110, 30) +
    sparkle(tip[0] - 90, brushY + 60, 16, 0.85) +
    sparkle(820, 440, 18, 0.8) +
    sparkle(180, 300, 14, 0.7) +
    ellipse(tip[0], brushY - 60, 70, 26, C.white, { opacity: 0.25, filter: 'url(#soft)' })
  return svgDoc(w, h, defs, body)
}
