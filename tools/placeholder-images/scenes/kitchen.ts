import { C, el, rect, circle, ellipse, poly, pathEl, line, group, linear, svgDoc } from '../svg.ts'
import { sparkle, sparkleCluster, plant, cloud } from '../props.ts'

/** Kitchen: warm white upper cabinets, mint subway tiles, navy base units, window over the sink. */
export function kitchen(w: number, h: number): string {
  const counterY = 540
  const defs =
    linear('wall', [
      [0, C.warm],
      [1, '#efe8dc'],
    ]) +
    linear('glass', [
      [0, '#86bfea'],
      [1, '#e0effa'],
    ]) +
    linear('counter', [
      [0, '#f1ebe0'],
      [1, '#dfd5c5'],
    ]) +
    linear('oven', [
      [0, '#2b3d50'],
      [1, C.ink],
    ]) +
    linear('underLight', [
      [0, '#fff8e8', 0.8],
      [1, '#fff8e8', 0],
    ]) +
    linear(
      'steel',
      [
        [0, '#c7d2dc'],
        [1, '#8b9cad'],
      ],
      0,
      0,
      1,
      0,
    ) +
    el('clipPath', { id: 'view' }, rect(474, 96, 252, 304, '#000')) +
    el(
      'pattern',
      { id: 'subway', width: 80, height: 40, patternUnits: 'userSpaceOnUse' },
      rect(0, 0, 80, 40, '#f4fbfa') +
        rect(0, 2, 78, 17, '#cfe9e4', { rx: 2 }) +
        rect(-40, 22, 78, 17, '#c6e4de', { rx: 2 }) +
        rect(40, 22, 78, 17, '#c6e4de', { rx: 2 }),
    )

  const upperDoor = (x: number): string =>
    rect(x, 70, 184, 250, '#fdfcf9', { rx: 4, stroke: '#e4dccf', 'stroke-width': 3 }) +
    rect(x + 16, 86, 152, 218, 'none', { rx: 3, stroke: '#ece5d9', 'stroke-width': 3 }) +
    rect(x + 80, 292, 24, 6, '#9fb0bf', { rx: 3 })
  const upper =
    rect(30, 320, 400, 10, '#0b2540', { opacity: 0.06 }) +
    rect(770, 320, 400, 10, '#0b2540', { opacity: 0.06 }) +
    upperDoor(38) +
    upperDoor(232) +
    upperDoor(778) +
    upperDoor(972)

  const windowEl =
    rect(456, 78, 288, 340, C.white, { rx: 4 }) +
    group(
      rect(474, 96, 252, 304, 'url(#glass)') +
        cloud(560, 170, 180, 0.8) +
        group(circle(520, 390, 60, '#7fb8a6') + circle(640, 410, 70, '#6fae98') + circle(720, 370, 44, '#8fc4b1'), {
          opacity: 0.75,
          filter: 'url(#soft)',
        }),
      { 'clip-path': 'url(#view)' },
    ) +
    rect(596, 96, 8, 304, C.white) +
    poly(
      [
        [500, 96],
        [550, 96],
        [480, 230],
        [474, 230],
        [474, 150],
      ],
      C.white,
      { opacity: 0.3 },
    ) +
    rect(440, 412, 320, 14, C.white, { rx: 4 })

  const baseDoor = (x: number, width: number): string =>
    rect(x, 600, width - 6, 226, C.navy, { rx: 3 }) +
    rect(x + 8, 608, width - 22, 210, '#0d5694', { rx: 2 }) +
    rect(x + width / 2 - 30, 618, 54, 7, '#cfd8e0', { rx: 3 })
  const drawer = (x: number, width: number): string =>
    rect(x, 568, width - 6, 28, C.navy, { rx: 3 }) + rect(x + width / 2 - 30, 578, 54, 6, '#cfd8e0', { rx: 3 })
  const base =
    rect(0, 566, w, 270, '#083d6b') +
    [0, 200, 400, 600, 1000].map((x) => drawer(x + 4, 200)).join('') +
    [0, 200, 400, 600, 1000].map((x) => baseDoor(x + 4, 200)).join('') +
    rect(806, 568, 188, 262, '#cfd8e0', { rx: 4 }) +
    rect(820, 620, 160, 190, 'url(#oven)', { rx: 6 }) +
    rect(832, 590, 136, 8, '#8b9cad', { rx: 4 }) +
    poly(
      [
        [880, 620],
        [920, 620],
        [870, 810],
        [830, 810],
      ],
      C.white,
      { opacity: 0.08 },
    ) +
    rect(0, 830, w, 16, '#082f52') +
    // tea towel on the oven handle
    pathEl('M880 586h44v70q-22 10-44 0z', '#e8f4f2') +
    rect(880, 630, 44, 6, C.teal, { opacity: 0.7 })

  const counter =
    rect(0, counterY, w, 28, 'url(#counter)') +
    rect(0, counterY, w, 4, C.white, { opacity: 0.8 }) +
    rect(0, counterY + 24, w, 4, '#cbbfae')

  const sink =
    rect(506, counterY + 4, 188, 8, '#aab8c5', { rx: 3 }) +
    pathEl(`M640 ${counterY}V470Q640 440 610 440H586`, 'none', {
      stroke: 'url(#steel)',
      'stroke-width': 13,
      'stroke-linecap': 'round',
    }) +
    rect(630, counterY - 12, 22, 14, '#9fb0bf', { rx: 3 }) +
    line(664, counterY - 20, 664, counterY - 38, '#9fb0bf', 8)

  const kettleX = 910
  const kettle =
    rect(820, counterY - 6, 220, 8, C.ink, { rx: 3 }) +
    pathEl(
      `M${kettleX - 50} ${counterY - 8}Q${kettleX - 56} ${counterY - 90} ${kettleX} ${counterY - 96}Q${kettleX + 56} ${counterY - 90} ${kettleX + 50} ${counterY - 8}Z`,
      C.teal,
    ) +
    pathEl(
      `M${kettleX + 44} ${counterY - 50}L${kettleX + 84} ${counterY - 82}L${kettleX + 88} ${counterY - 74}L${kettleX + 50} ${counterY - 30}Z`,
      C.teal,
    ) +
    pathEl(`M${kettleX - 34} ${counterY - 90}Q${kettleX} ${counterY - 150} ${kettleX + 34} ${counterY - 90}`, 'none', {
      stroke: C.ink,
      'stroke-width': 9,
      'stroke-linecap': 'round',
    }) +
    ellipse(kettleX, counterY - 96, 16, 6, C.ink) +
    ellipse(kettleX - 22, counterY - 56, 8, 22, C.white, { opacity: 0.3 })

  const leftCounter =
    rect(60, 382, 110, 150, '#d2ab7c', { rx: 18, transform: `rotate(-6 115 ${counterY})` }) +
    circle(108, 402, 8, '#b88f60') +
    plant(260, counterY, 0.9) +
    rect(340, counterY - 74, 52, 74, C.white, { rx: 8 }) +
    line(352, counterY - 72, 340, counterY - 130, '#9fb0bf', 6) +
    line(366, counterY - 72, 368, counterY - 140, '#c9a27a', 7) +
    line(380, counterY - 72, 396, counterY - 124, '#9fb0bf', 6) +
    ellipse(1100, counterY - 20, 70, 22, C.white) +
    rect(1030, counterY - 22, 140, 22, C.white) +
    circle(1078, counterY - 34, 16, '#f2d675') +
    circle(1106, counterY - 38, 17, '#f5dc82') +
    circle(1132, counterY - 32, 15, '#ecce62')

  const body =
    rect(0, 0, w, h, 'url(#wall)') +
    rect(0, 330, w, counterY - 330, 'url(#subway)') +
    rect(0, 330, w, 80, 'url(#underLight)') +
    upper +
    windowEl +
    base +
    counter +
    sink +
    kettle +
    leftCounter +
    rect(0, 846, w, h - 846, '#e2d4bf') +
    [0, 1, 2, 3, 4, 5].map((i) => rect(i * 240 - 30, 846, 2, h - 846, '#cdbda5')).join('') +
    sparkleCluster(560, 500, 28) +
    sparkle(620, 450, 14, 0.9) +
    sparkle(900, 700, 22, 0.8) +
    sparkle(150, 470, 14, 0.85)
  return svgDoc(w, h, defs, body)
}
