// Backgrounds and framing shared by the scenes: sky and ground outdoors, wall and floor indoors,
// and a window with a view. Their gradients are in SHARED_DEFS (svg.ts).
import { C, type Attrs, el, rect, group } from './svg.ts'
import { cloud } from './props.ts'

/** Sky with two soft clouds above a flat ground that starts at `horizon`. */
export function outdoor(w: number, h: number, horizon: number, ground = '#a9cfae'): string {
  return (
    rect(0, 0, w, horizon + 2, 'url(#bdSky)') +
    cloud(w * 0.22, horizon * 0.3, w * 0.3) +
    cloud(w * 0.76, horizon * 0.18, w * 0.24, 0.6) +
    rect(0, horizon, w, h - horizon, ground)
  )
}

/** Wall down to `floorY`, a white skirting board and the floor below. */
export function interior(w: number, h: number, floorY: number, wall = 'url(#bdWall)', floor = 'url(#bdFloor)'): string {
  return (
    rect(0, 0, w, floorY, wall) +
    rect(0, floorY, w, h - floorY, floor) +
    rect(0, floorY - 14, w, 14, C.white, { opacity: 0.75 }) +
    rect(0, floorY, w, 4, '#0b2540', { opacity: 0.08 })
  )
}

/** White-framed window showing sky (plus an optional view drawn in its own coordinates, clipped to the glass). */
export function windowView(x: number, y: number, w: number, h: number, view = '', frame: Attrs = {}): string {
  const id = `view-${Math.round(x)}-${Math.round(y)}`
  return (
    rect(x - 14, y - 14, w + 28, h + 28, C.white, { rx: 4, ...frame }) +
    el('clipPath', { id }, rect(x, y, w, h, '#000')) +
    group(rect(x, y, w, h, 'url(#bdGlass)') + cloud(x + w * 0.35, y + h * 0.25, w * 0.6, 0.8) + view, {
      'clip-path': `url(#${id})`,
    }) +
    rect(x + w / 2 - 4, y, 8, h, C.white) +
    rect(x - 24, y + h + 10, w + 48, 12, C.white, { rx: 3 })
  )
}
