import { C, rect, circle, ellipse, pathEl, line, poly, svgDoc, random } from '../svg.ts'
import { rubbishBag } from '../props.ts'
import { cleaner, SKIN, HAIR } from '../people.ts'

/** Event hall the morning after: stage lights, round tables with cups, confetti and balloons; a cleaner sweeps. */
export function eventHall(w: number, h: number): string {
  const floorY = 560
  const rnd = random(13)
  const colors = ['#f2c230', '#e07a5f', '#5fc2b5', '#9ccbe9', '#f7c9b6']
  const confetti = Array.from({ length: 110 }, () => {
    const x = rnd() * w
    const y = floorY + 20 + rnd() * (h - floorY - 20)
    return rect(x, y, 10, 5, colors[Math.floor(rnd() * colors.length)]!, {
      transform: `rotate(${Math.floor(rnd() * 180)} ${Math.round(x)} ${Math.round(y)})`,
    })
  }).join('')
  const table = (cx: number, cy: number, s: number): string =>
    ellipse(cx, cy, 150 * s, 40 * s, C.white) +
    rect(cx - 150 * s, cy, 300 * s, 90 * s, '#f1f4f7') +
    ellipse(cx, cy + 90 * s, 150 * s, 30 * s, '#e1e7ec') +
    rect(cx - 60 * s, cy - 44 * s, 20 * s, 30 * s, '#9ccbe9', { opacity: 0.9 }) +
    rect(cx + 10 * s, cy - 54 * s, 16 * s, 44 * s, '#3f8f73') +
    rect(cx + 60 * s, cy - 34 * s, 22 * s, 26 * s, C.white, { stroke: '#c8d3dd', 'stroke-width': 3 })
  const chair = (x: number, y: number, tilt: number): string =>
    rect(x, y, 50, 90, '#c9a27a', { rx: 6, transform: `rotate(${tilt} ${x + 25} ${y + 90})` }) +
    rect(x - 6, y + 60, 62, 14, '#a57f57', { transform: `rotate(${tilt} ${x + 25} ${y + 90})` })
  const balloon = (x: number, y: number, color: string): string =>
    ellipse(x, y, 34, 42, color) +
    pathEl(`M${x} ${y + 42}q10 60 -6 120`, 'none', { stroke: '#8a9bab', 'stroke-width': 2 })
  const person = cleaner(980, 880, 1.0, {
    skin: SKIN[0],
    hair: HAIR.grey,
    hairStyle: 'short',
    stance: 30,
    armLeft: { elbow: [-50, -230], hand: [-70, -170] },
    armRight: { elbow: [20, -260], hand: [-10, -300] },
    held: line(-10, -320, -150, -10, '#5f6d7b', 10) + rect(-250, -20, 170, 26, C.ink, { rx: 6 }),
  })
  const body =
    rect(0, 0, w, floorY, '#243a57') +
    poly(
      [
        [200, 0],
        [260, 0],
        [480, floorY],
        [160, floorY],
      ],
      '#fff4df',
      { opacity: 0.14 },
    ) +
    poly(
      [
        [940, 0],
        [1000, 0],
        [1040, floorY],
        [720, floorY],
      ],
      '#fff4df',
      { opacity: 0.14 },
    ) +
    rect(120, 300, 960, 160, '#1b2d44') +
    rect(100, 440, 1000, 40, '#31507a') +
    circle(230, 20, 22, '#fff4df') +
    circle(970, 20, 22, '#fff4df') +
    pathEl('M0 120Q300 200 600 120T1200 120', 'none', { stroke: '#f2c230', 'stroke-width': 3 }) +
    [80, 200, 320, 440, 560, 680, 800, 920, 1040, 1160]
      .map((x, i) => circle(x, 120 + 30 * Math.sin(i), 8, colors[i % colors.length]!))
      .join('') +
    rect(0, floorY, w, h - floorY, '#c9a27a') +
    Array.from({ length: 10 }, (_, i) => rect(0, floorY + i * 36, w, 2, '#b58c62', { opacity: 0.6 })).join('') +
    confetti +
    chair(60, 520, -8) +
    table(250, 620, 1) +
    chair(440, 540, 12) +
    table(640, 600, 0.9) +
    balloon(90, 420, '#e07a5f') +
    balloon(150, 380, '#5fc2b5') +
    rubbishBag(420, 860, 0.9) +
    person
  return svgDoc(w, h, '', body)
}
