import { C, type Point, el, rect, poly, line, group, linear, svgDoc } from '../svg.ts'
import { sparkle, sparkleCluster, shadow, bucket } from '../props.ts'
import { scrubber } from '../machines.ts'

/** Teal hallway, walk-behind scrubber leaving a glossy lane on a light floor. */
export function floorCleaning(w: number, h: number): string {
  const floorY = 470
  const groundY = 800
  const vp: Point = [600, 300]
  const defs =
    linear('wall', [
      [0, '#0c6a63'],
      [1, '#2a9086'],
    ]) +
    linear('floor', [
      [0, '#cbdbe3'],
      [1, '#eef4f7'],
    ]) +
    linear('wallRefl', [
      [0, C.teal, 0.45],
      [1, C.teal, 0],
    ]) +
    linear('winRefl', [
      [0, C.white, 0.45],
      [1, C.white, 0],
    ]) +
    linear(
      'lane',
      [
        [0, C.white, 0],
        [1, C.white, 0.7],
      ],
      0,
      0,
      1,
      0,
    ) +
    linear('fade', [
      [0, C.white],
      [0.7, '#000'],
    ]) +
    el('clipPath', { id: 'floorClip' }, rect(0, floorY, w, h - floorY, '#000')) +
    el(
      'mask',
      { id: 'reflFade', maskUnits: 'userSpaceOnUse', x: 0, y: groundY, width: w, height: h - groundY },
      rect(0, groundY, w, h - groundY, 'url(#fade)'),
    )

  const windows = [90, 470, 850]
    .map(
      (x) =>
        rect(x, 70, 260, 250, C.white, { opacity: 0.16, rx: 6 }) + rect(x + 128, 70, 4, 250, C.teal, { opacity: 0.5 }),
    )
    .join('')
  const wall =
    rect(0, 0, w, floorY, 'url(#wall)') +
    windows +
    rect(0, 372, w, 14, C.white, { opacity: 0.28 }) +
    rect(0, floorY - 14, w, 14, '#e4efee')

  const floorLines =
    Array.from({ length: 21 }, (_, i) => {
      const x = -1500 + i * 210
      return line(vp[0], vp[1], x, h + 400, '#b2c4d0', 2, { opacity: 0.55 })
    }).join('') + [496, 532, 582, 650, 742, 866].map((y) => rect(0, y, w, 2, '#b2c4d0', { opacity: 0.6 })).join('')
  const floor =
    rect(0, floorY, w, h - floorY, 'url(#floor)') +
    group(floorLines, { 'clip-path': 'url(#floorClip)' }) +
    rect(0, floorY, w, 150, 'url(#wallRefl)') +
    [90, 470, 850].map((x) => rect(x, floorY, 260, 160, 'url(#winRefl)')).join('') +
    poly(
      [
        [0, 720],
        [560, 736],
        [560, 812],
        [0, 860],
      ],
      'url(#lane)',
    )

  const machine = (): string => scrubber(700, 800, 1)

  const mopBucket =
    shadow(1080, 800, 80, 10, 0.15) + line(1040, 520, 1070, 760, '#c8d3dd', 10) + bucket(1010, 800, 130, 90, '#5a9bd4')

  const body =
    wall +
    floor +
    group(group(machine(), { transform: `translate(0 ${2 * groundY}) scale(1 -1)` }), {
      mask: 'url(#reflFade)',
      opacity: 0.28,
    }) +
    shadow(700, 800, 230, 12, 0.25) +
    machine() +
    mopBucket +
    sparkleCluster(330, 770, 30) +
    sparkle(150, 810, 16, 0.8) +
    sparkle(980, 610, 14, 0.7) +
    sparkle(640, 592, 12, 0.9)
  return svgDoc(w, h, defs, body)
}
