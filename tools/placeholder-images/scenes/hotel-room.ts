import { C, el, rect, circle, poly, pathEl, group, linear, radial, svgDoc } from '../svg.ts'
import { sparkle, sparkleCluster, shadow, plant, cloud, cleaningTrolley } from '../props.ts'

/** Freshly made hotel room: upholstered headboard, folded towels on the bed, window light, housekeeping trolley. */
export function hotelRoom(w: number, h: number): string {
  const floorY = 640
  const defs =
    linear('wall', [
      [0, '#f8f3ea'],
      [1, '#eee6d8'],
    ]) +
    linear('carpet', [
      [0, '#ddd2c2'],
      [1, '#cfc2ae'],
    ]) +
    linear('glass', [
      [0, '#93c8ee'],
      [1, '#e4f1fa'],
    ]) +
    linear(
      'beam',
      [
        [0, '#fffaf0', 0.6],
        [1, '#fffaf0', 0],
      ],
      1,
      0,
      0,
      1,
    ) +
    linear('duvet', [
      [0, '#f3f6f9'],
      [1, C.white],
    ]) +
    linear('headboard', [
      [0, '#175f9e'],
      [1, C.navy],
    ]) +
    linear(
      'curtain',
      [
        [0, '#efe4d2'],
        [1, '#e2d3bb'],
      ],
      0,
      0,
      1,
      0,
    ) +
    radial('lamp', [
      [0, '#fff6e0', 0.9],
      [0.5, '#fff3d6', 0.45],
      [1, '#fff3d6', 0],
    ]) +
    el('clipPath', { id: 'view' }, rect(900, 110, 220, 400, '#000')) +
    el(
      'pattern',
      { id: 'weave', width: 24, height: 24, patternUnits: 'userSpaceOnUse' },
      rect(0, 0, 24, 24, '#e7dccb') + circle(12, 12, 2, '#d9ccb8'),
    )

  const windowEl =
    rect(884, 94, 252, 432, C.white, { rx: 4 }) +
    group(
      rect(900, 110, 220, 400, 'url(#glass)') +
        cloud(980, 190, 180, 0.85) +
        group(
          rect(900, 380, 90, 140, '#b9d5ec') + rect(1000, 330, 120, 190, '#c6ddf0') + circle(960, 500, 60, '#8fc4b1'),
          {
            opacity: 0.8,
            filter: 'url(#soft)',
          },
        ),
      { 'clip-path': 'url(#view)' },
    ) +
    rect(1006, 110, 8, 400, C.white) +
    poly(
      [
        [930, 110],
        [980, 110],
        [910, 260],
        [900, 260],
        [900, 170],
      ],
      C.white,
      { opacity: 0.3 },
    ) +
    rect(870, 520, 280, 14, C.white, { rx: 4 }) +
    // curtains gathered at both sides
    rect(850, 70, 320, 12, '#b7a68c', { rx: 6 }) +
    pathEl('M846 80h70q-18 240 6 560h-86q-8 -300 10 -560z', 'url(#curtain)') +
    pathEl('M1104 80h70q18 260 10 560h-86q24 -320 6 -560z', 'url(#curtain)') +
    pathEl('M870 90q-6 250 4 540M1150 90q6 250 -4 540', 'none', { stroke: '#d8c7ac', 'stroke-width': 4 })

  const art =
    rect(404, 120, 212, 148, C.white, { stroke: '#c8b89f', 'stroke-width': 8 }) +
    rect(420, 136, 180, 116, '#dcecf9') +
    circle(560, 170, 18, '#fbe3b8') +
    pathEl('M420 230q50 -50 100 -10t80 -20V252H420Z', '#8fc4b1') +
    pathEl('M420 240q60 -30 120 0t60 -4V252H420Z', C.teal, { opacity: 0.8 })

  const lampTable = (x: number): string =>
    circle(x + 60, 470, 120, 'url(#lamp)') +
    shadow(x + 60, 660, 70, 8, 0.15) +
    rect(x, 560, 120, 96, '#c9a27a', { rx: 4 }) +
    rect(x, 560, 120, 10, '#d8b58c', { rx: 4 }) +
    rect(x + 10, 600, 100, 4, '#b38b62') +
    rect(x + 48, 596, 24, 6, '#8a6a4a', { rx: 3 }) +
    rect(x + 54, 500, 12, 60, '#d9b36c') +
    rect(x + 40, 552, 40, 8, '#d9b36c', { rx: 3 }) +
    poly(
      [
        [x + 26, 500],
        [x + 94, 500],
        [x + 82, 440],
        [x + 38, 440],
      ],
      '#fdf6e6',
    )

  const towel = (x: number, y: number, tw: number, th: number, color: string): string =>
    rect(x, y, tw, th, color, { rx: th / 2.4, stroke: '#cfd9e2', 'stroke-width': 2 }) +
    rect(x + 8, y + th - 7, tw - 16, 3, '#0b2540', { opacity: 0.08, rx: 1.5 })
  const channels = Array.from({ length: 9 }, (_, i) =>
    rect(300 + i * 50, 322, 4, 236, '#083d6b', { opacity: 0.35 }),
  ).join('')
  const bed =
    shadow(510, 812, 320, 16, 0.22) +
    rect(262, 300, 496, 300, 'url(#headboard)', { rx: 18 }) +
    rect(262, 300, 496, 10, C.white, { opacity: 0.2, rx: 6 }) +
    channels +
    // pillows against the headboard
    rect(296, 500, 200, 74, C.white, { rx: 26 }) +
    rect(524, 500, 200, 74, C.white, { rx: 26 }) +
    rect(310, 510, 170, 10, '#e3e9ef', { rx: 5 }) +
    rect(538, 510, 170, 10, '#e3e9ef', { rx: 5 }) +
    rect(448, 536, 124, 50, C.teal, { rx: 16 }) +
    rect(456, 542, 108, 6, C.white, { rx: 3, opacity: 0.3 }) +
    // duvet top in perspective, turned-down edge, runner
    poly(
      [
        [272, 580],
        [748, 580],
        [800, 700],
        [220, 700],
      ],
      'url(#duvet)',
    ) +
    poly(
      [
        [274, 580],
        [746, 580],
        [752, 600],
        [268, 600],
      ],
      '#e3eef7',
    ) +
    poly(
      [
        [242, 648],
        [778, 648],
        [786, 672],
        [234, 672],
      ],
      C.navy,
    ) +
    poly(
      [
        [242, 648],
        [778, 648],
        [780, 654],
        [240, 654],
      ],
      C.white,
      { opacity: 0.25 },
    ) +
    // front face: duvet overhang, runner hanging down, base
    rect(220, 700, 580, 70, '#eef3f7', { rx: 8 }) +
    rect(226, 706, 568, 6, '#dbe3ea', { rx: 3 }) +
    rect(220, 760, 580, 46, '#8a6a4a', { rx: 6 }) +
    rect(232, 796, 20, 16, '#5b4636') +
    rect(768, 796, 20, 16, '#5b4636') +
    // folded towels on the bed
    shadow(500, 640, 90, 8, 0.2) +
    towel(420, 612, 160, 24, C.white) +
    towel(428, 590, 144, 22, C.sky) +
    towel(436, 570, 128, 20, C.white) +
    towel(456, 552, 88, 18, '#bfe3dc')

  const floor =
    rect(0, floorY, w, h - floorY, 'url(#carpet)') +
    rect(130, 690, 760, 190, 'url(#weave)', { rx: 10, opacity: 0.9 }) +
    poly(
      [
        [900, 640],
        [1120, 640],
        [700, h],
        [230, h],
      ],
      'url(#beam)',
      { opacity: 0.8 },
    ) +
    rect(0, floorY - 10, w, 10, '#e6dccb')

  const body =
    rect(0, 0, w, floorY, 'url(#wall)') +
    windowEl +
    art +
    floor +
    lampTable(110) +
    lampTable(790) +
    bed +
    plant(60, 880, 1.2, C.white) +
    cleaningTrolley(862, 872, 1) +
    sparkleCluster(640, 420, 26) +
    sparkle(1050, 170, 20, 0.85) +
    sparkle(360, 740, 14, 0.7) +
    sparkle(330, 360, 12, 0.6)
  return svgDoc(w, h, defs, body)
}
