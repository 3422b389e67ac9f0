import { C, el, rect, circle, ellipse, poly, pathEl, line, group, linear, radial, svgDoc } from '../svg.ts'
import { sparkle, sparkleCluster, shadow, sprayBottle, plant, cloud } from '../props.ts'
import { cleaner, HAIR, SKIN } from '../people.ts'

/** Bright medical-practice reception: window, waiting chairs, reception counter being wiped down. */
export function medicalPractice(w: number, h: number): string {
  const floorY = 600
  const counter = { x: 520, top: 500, w: 480, bottom: 700 }
  const defs =
    linear('wall', [
      [0, '#f9f7f2'],
      [1, '#efeae1'],
    ]) +
    linear('accent', [
      [0, '#e3f0f8'],
      [1, '#d3e6f3'],
    ]) +
    linear('glass', [
      [0, '#8fc6ee'],
      [1, '#e2f0fa'],
    ]) +
    linear('floor', [
      [0, '#d9e3ea'],
      [1, '#f1f5f8'],
    ]) +
    linear(
      'beam',
      [
        [0, C.white, 0.55],
        [1, C.white, 0],
      ],
      0,
      0,
      1,
      1,
    ) +
    linear('refl', [
      [0, C.white, 0.7],
      [1, C.white, 0],
    ]) +
    linear('front', [
      [0, C.white],
      [1, '#eef2f5'],
    ]) +
    radial('lampGlow', [
      [0, '#fff6e2', 0.8],
      [1, '#fff6e2', 0],
    ]) +
    el('clipPath', { id: 'view' }, rect(70, 90, 270, 400, '#000'))

  const wall =
    rect(0, 0, w, floorY, 'url(#wall)') +
    rect(470, 70, 730, floorY - 70, 'url(#accent)') +
    rect(470, 70, 730, 8, C.white, { opacity: 0.8 }) +
    // abstract practice emblem: two overlapping leaves
    group(
      ellipse(0, 0, 26, 52, C.teal, { transform: 'rotate(-28)' }) +
        ellipse(0, 0, 26, 52, '#5aa9d6', { transform: 'rotate(28)', opacity: 0.85 }),
      { transform: 'translate(760 205)' },
    ) +
    rect(0, floorY - 12, w, 12, '#e6dfd3')

  const windowEl =
    rect(52, 72, 306, 436, C.white, { rx: 4 }) +
    group(
      rect(70, 90, 270, 400, 'url(#glass)') +
        cloud(170, 170, 200, 0.85) +
        group(circle(110, 470, 80, '#7fb8a6') + circle(240, 490, 90, '#6fae98') + circle(330, 440, 60, '#8fc4b1'), {
          opacity: 0.8,
          filter: 'url(#soft)',
        }),
      { 'clip-path': 'url(#view)' },
    ) +
    rect(201, 90, 8, 400, C.white) +
    rect(70, 300, 270, 8, C.white) +
    poly(
      [
        [110, 90],
        [170, 90],
        [80, 260],
        [70, 260],
        [70, 180],
      ],
      C.white,
      { opacity: 0.3 },
    ) +
    rect(40, 500, 330, 14, C.white, { rx: 4 })

  const pendant = (x: number): string =>
    line(x, 0, x, 96, '#9fb0bf', 2) +
    circle(x, 140, 90, 'url(#lampGlow)') +
    pathEl(`M${x - 34} 128Q${x - 30} 96 ${x} 96Q${x + 30} 96 ${x + 34} 128Z`, C.navy) +
    rect(x - 34, 126, 68, 5, '#fff3d6', { rx: 2 })

  const chair = (x: number, color: string): string =>
    shadow(x + 50, 686, 62, 8, 0.14) +
    rect(x + 10, 600, 8, 84, '#8a9bab') +
    rect(x + 82, 600, 8, 84, '#8a9bab') +
    rect(x + 4, 500, 92, 86, color, { rx: 18 }) +
    rect(x, 584, 100, 24, color, { rx: 10 }) +
    rect(x + 4, 584, 92, 6, C.white, { opacity: 0.25, rx: 3 })
  const waiting =
    chair(30, C.teal) +
    chair(140, '#5aa9d6') +
    chair(250, C.teal) +
    // side table with magazines and a glass of water
    shadow(410, 690, 44, 6, 0.12) +
    rect(402, 610, 8, 76, '#8a9bab') +
    rect(366, 600, 90, 12, C.white, { rx: 4 }) +
    rect(374, 592, 46, 8, '#f2d675', { rx: 2 }) +
    rect(378, 585, 40, 7, '#bfe3dc', { rx: 2 }) +
    rect(428, 568, 16, 32, '#dcecf9', { rx: 4, opacity: 0.9 })

  const cx = counter.x
  const cw = counter.w
  const counterEl =
    shadow(cx + cw / 2, counter.bottom + 4, cw * 0.55, 12, 0.16) +
    // desk and monitor behind the counter
    rect(cx + 40, counter.top - 66, 110, 66, '#24374a', { rx: 6 }) +
    rect(cx + 86, counter.top - 10, 18, 12, '#3d4b59') +
    plant(cx + 200, counter.top - 14, 0.55, C.sky) +
    // counter body
    rect(cx, counter.top, cw, counter.bottom - counter.top, 'url(#front)', { rx: 4 }) +
    rect(cx, counter.top + 86, cw, 34, C.navy, { opacity: 0.9 }) +
    rect(cx, counter.top + 86, cw, 5, C.white, { opacity: 0.3 }) +
    rect(cx + 30, counter.top + 40, cw - 60, 4, '#dfe6ec', { rx: 2 }) +
    // top slab, slightly proud of the front
    rect(cx - 14, counter.top - 16, cw + 28, 20, '#e8d5b7', { rx: 4 }) +
    rect(cx - 14, counter.top - 16, cw + 28, 5, '#f5e9d6', { rx: 3 }) +
    rect(cx - 14, counter.top + 2, cw + 28, 4, '#c9b495') +
    rect(cx, counter.bottom - 10, cw, 10, '#cfd8e0')

  const shelf =
    rect(1030, 250, 150, 10, C.white) +
    [0, 1, 2, 3, 4]
      .map((i) => rect(1040 + i * 22, 184, 18, 66, [C.teal, C.blue, '#9ccbe9', C.navy, '#bfe3dc'][i]!, { rx: 3 }))
      .join('') +
    rect(1152, 218, 22, 32, '#dcecf9', { rx: 4 }) +
    circle(540, 230, 30, C.white, { stroke: '#c8d3dd', 'stroke-width': 4 }) +
    line(540, 230, 540, 212, C.ink, 4) +
    line(540, 230, 554, 238, C.ink, 3) +
    [0, 90, 180, 270]
      .map((a) =>
        circle(540 + 22 * Math.cos((a * Math.PI) / 180), 230 + 22 * Math.sin((a * Math.PI) / 180), 2.5, '#9fb0bf'),
      )
      .join('')

  const floor =
    rect(0, floorY, w, h - floorY, 'url(#floor)') +
    [624, 660, 716, 800].map((y) => rect(0, y, w, 2, '#c7d3dc', { opacity: 0.6 })).join('') +
    rect(cx, counter.bottom + 4, cw, 120, 'url(#refl)', { opacity: 0.5 }) +
    poly(
      [
        [70, floorY],
        [340, floorY],
        [560, h],
        [200, h],
      ],
      'url(#beam)',
      { opacity: 0.6 },
    )

  // the cleaner stands at the right end of the counter and wipes the top with a cloth
  const wiper = cleaner(1085, 790, 0.95, {
    skin: SKIN[1],
    hair: HAIR.brown,
    hairStyle: 'ponytail',
    stance: 24,
    armLeft: { elbow: [-90, -232], hand: [-168, -308] },
    armRight: { elbow: [56, -236], hand: [48, -170] },
  })
  const cloth = pathEl('M900 478q22 -10 52 -4q8 10 -2 20q-28 6 -52 -2q-6 -8 2 -14z', '#5fc2b5')

  const body =
    wall +
    pendant(640) +
    pendant(880) +
    windowEl +
    shelf +
    floor +
    waiting +
    counterEl +
    sprayBottle(620, counter.top - 14, 0.75, C.teal) +
    cloth +
    pathEl('M770 468q60 -14 118 -6', 'none', {
      stroke: C.white,
      'stroke-width': 4,
      'stroke-linecap': 'round',
      opacity: 0.8,
    }) +
    wiper +
    plant(84, 884, 1.35, C.white) +
    sparkleCluster(830, 452, 26) +
    sparkle(560, 560, 14, 0.8) +
    sparkle(300, 160, 18, 0.85) +
    sparkle(700, 760, 16, 0.7)
  return svgDoc(w, h, defs, body)
}
