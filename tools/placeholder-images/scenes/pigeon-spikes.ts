import { rect, circle, ellipse, pathEl, line, group, svgDoc } from '../svg.ts'
import { sparkle } from '../props.ts'
import { windowView } from '../backdrops.ts'

/** A pigeon in profile facing right (flip = facing left), standing on (x, y). */
function pigeon(x: number, y: number, scale: number, flip = false): string {
  const shape =
    pathEl('M-70 -40Q-110 -30 -128 -10L-84 -22Z', '#6d7a88') +
    ellipse(-10, -44, 66, 38, '#98a6b4') +
    pathEl('M-60 -56Q-10 -90 40 -52Q-10 -40 -60 -56Z', '#7f8d9c') +
    ellipse(40, -76, 22, 28, '#5f8f86') +
    ellipse(44, -80, 12, 16, '#8a6d9c', { opacity: 0.6 }) +
    circle(52, -104, 20, '#8c9aa8') +
    circle(60, -108, 4, '#d0642c') +
    pathEl('M70 -104l16 5l-16 4z', '#d7c7b0') +
    line(-12, -8, -14, 0, '#c0605a', 5) +
    line(12, -8, 14, 0, '#c0605a', 5)
  return group(shape, { transform: `translate(${x} ${y}) scale(${flip ? -scale : scale} ${scale})` })
}

/** Row of bird-deterrent spikes along a ledge from x0 to x1 at height y. */
function spikes(x0: number, x1: number, y: number): string {
  let d = ''
  for (let x = x0; x < x1; x += 22) d += `M${x} ${y}l-20 -70M${x} ${y}l0 -80M${x} ${y}l20 -70`
  return (
    rect(x0 - 6, y - 8, x1 - x0 + 12, 14, '#8a9bab', { rx: 3 }) +
    pathEl(d, 'none', { stroke: '#6f8090', 'stroke-width': 5, 'stroke-linecap': 'round' })
  )
}

/** Facade close-up: spikes keep pigeons off a window ledge; the birds sit on the next roof instead. */
export function pigeonSpikes(w: number, h: number): string {
  const wall =
    rect(0, 0, w, h, '#e9dcc6') + Array.from({ length: 18 }, (_, i) => rect(0, i * 52, w, 2, '#d8c7ab')).join('')
  const ledge = (x: number, y: number, lw: number): string =>
    rect(x, y, lw, 34, '#cfc2ad') +
    rect(x - 10, y - 8, lw + 20, 14, '#ddd1bd') +
    rect(x, y + 34, lw, 8, '#0b2540', { opacity: 0.12 })
  const body =
    wall +
    windowView(180, 120, 360, 420) +
    windowView(760, 120, 360, 420) +
    ledge(130, 580, 460) +
    ledge(710, 580, 460) +
    spikes(150, 570, 574) +
    spikes(730, 1150, 574) +
    // neighbouring roof with the pigeons
    rect(0, 760, w, 140, '#7c8a98') +
    rect(0, 748, w, 20, '#5f6d7b') +
    pigeon(250, 754, 1.3) +
    pigeon(600, 754, 1.2, true) +
    pigeon(960, 754, 1.25) +
    group(pathEl('M-60 0Q-20 -60 0 -4Q20 -60 60 0Q20 -20 0 10Q-20 -20 -60 0Z', '#8c9aa8'), {
      transform: 'translate(960 300) scale(1.4)',
    }) +
    sparkle(400, 230, 18, 0.8) +
    sparkle(1000, 420, 14, 0.7)
  return svgDoc(w, h, '', body)
}
