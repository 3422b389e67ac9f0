// Stylised people: flat figures without facial features, always in the navy work polo with the
// small white sparkle logo. Used by the scenes that show someone at work.
import { C, type Point, circle, ellipse, group, line, pathEl, polyline, rect } from './svg.ts'
import { sparklePath, shadow } from './props.ts'

export const SKIN = ['#f1c9a5', '#e0ad86', '#b97d57', '#7a4f36'] as const
export const HAIR = {
  dark: '#2f2520',
  brown: '#6b4a33',
  blond: '#d2ad6a',
  black: '#17171c',
  grey: '#a7a9ad',
  red: '#a5552f',
} as const

export type HairStyle = 'short' | 'bun' | 'ponytail' | 'cap'

export type Arm = { elbow: Point; hand: Point }

export type CleanerOptions = {
  skin: string
  hair: string
  hairStyle: HairStyle
  /** Seen from behind: whole head covered by hair, no collar or logo. */
  back?: boolean
  armLeft: Arm
  armRight: Arm
  /** Horizontal distance of each foot from the centre line. */
  stance?: number
  /** Drawn between the back arm and the body, e.g. a pole held in both hands. */
  held?: string
  trousers?: string
}

/** Polo collar / placket / chest logo on a torso whose neck sits at (cx, neckY). */
function poloDetails(cx: number, neckY: number, size: number, logoAt: Point): string {
  const s = size
  return (
    pathEl(
      `M${cx - 15 * s} ${neckY - 2 * s}L${cx - 2 * s} ${neckY + 20 * s}L${cx - 18 * s} ${neckY + 14 * s}Z` +
        `M${cx + 15 * s} ${neckY - 2 * s}L${cx + 2 * s} ${neckY + 20 * s}L${cx + 18 * s} ${neckY + 14 * s}Z`,
      '#175f9e',
    ) +
    line(cx, neckY + 20 * s, cx, neckY + 44 * s, '#083d6b', 2.5 * s) +
    circle(cx, neckY + 30 * s, 1.8 * s, '#dcecf9') +
    circle(cx, neckY + 40 * s, 1.8 * s, '#dcecf9') +
    pathEl(sparklePath(logoAt[0], logoAt[1], 7 * s, 0.22), C.white)
  )
}

function hairShape(
  style: HairStyle,
  color: string,
  head: Point,
  r: number,
  back: boolean,
): { behind: string; front: string } {
  const [x, y] = head
  const top =
    `M${x - r - 2} ${y + 2}Q${x - r - 4} ${y - r - 6} ${x} ${y - r - 5}Q${x + r + 4} ${y - r - 6} ${x + r + 2} ${y + 2}` +
    `Q${x + r * 0.6} ${y - r * 0.55} ${x} ${y - r * 0.6}Q${x - r * 0.6} ${y - r * 0.55} ${x - r - 2} ${y + 2}Z`
  const full = circle(x, y - 1, r + 2, color)
  switch (style) {
    case 'short':
      return { behind: '', front: back ? full : pathEl(top, color) }
    case 'bun':
      return { behind: circle(x + r * 0.15, y - r - 8, r * 0.48, color), front: back ? full : pathEl(top, color) }
    case 'ponytail':
      return {
        behind: pathEl(
          `M${x - r * 0.2} ${y - r * 0.6}Q${x - r * 1.6} ${y + r * 0.2} ${x - r * 1.1} ${y + r * 1.6}Q${x - r * 0.7} ${y + r * 0.6} ${x - r * 0.2} ${y - r * 0.1}Z`,
          color,
        ),
        front: back ? full : pathEl(top, color),
      }
    case 'cap':
      return {
        behind: '',
        front:
          (back ? circle(x, y + 2, r + 1, color) : '') +
          pathEl(
            `M${x - r - 2} ${y - 2}Q${x - r} ${y - r - 8} ${x} ${y - r - 7}Q${x + r} ${y - r - 8} ${x + r + 2} ${y - 2}Z`,
            C.navy,
          ) +
          (back ? '' : ellipse(x, y - 3, r + 7, 6, '#083d6b') + pathEl(sparklePath(x, y - r * 0.6, 6, 0.22), C.white)),
      }
  }
}

/**
 * A standing cleaner, about 400 units tall, feet centred on (x, bottom).
 * Arm points (elbow, hand) are given in the same local units, relative to the feet, y pointing down
 * (so a hand at head height is around y = -360).
 */
export function cleaner(x: number, bottom: number, scale: number, o: CleanerOptions): string {
  const stance = o.stance ?? 22
  const trousers = o.trousers ?? '#24374a'
  const head: Point = [0, -362]
  const r = 30
  const shoulderL: Point = [-36, -306]
  const shoulderR: Point = [36, -306]
  const arm = (shoulder: Point, a: Arm): string => {
    const sleeve: Point = [
      shoulder[0] + (a.elbow[0] - shoulder[0]) * 0.55,
      shoulder[1] + (a.elbow[1] - shoulder[1]) * 0.55,
    ]
    return (
      polyline([sleeve, a.elbow, a.hand], o.skin, 17, { 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }) +
      polyline([shoulder, sleeve], C.navy, 27, { 'stroke-linecap': 'round' }) +
      circle(a.hand[0], a.hand[1], 10, o.skin)
    )
  }
  const hair = hairShape(o.hairStyle, o.hair, head, r, o.back === true)
  // the arm further from the viewer goes behind the body
  const [backArm, frontArm] = o.back
    ? [arm(shoulderL, o.armLeft), arm(shoulderR, o.armRight)]
    : [arm(shoulderR, o.armRight), arm(shoulderL, o.armLeft)]
  const body =
    // legs + shoes
    polyline(
      [
        [-17, -186],
        [-stance, -14],
      ],
      trousers,
      30,
      { 'stroke-linecap': 'round' },
    ) +
    polyline(
      [
        [17, -186],
        [stance, -14],
      ],
      trousers,
      30,
      { 'stroke-linecap': 'round' },
    ) +
    ellipse(-stance - 6, -8, 22, 10, C.ink) +
    ellipse(stance + 6, -8, 22, 10, C.ink) +
    backArm +
    (o.held ?? '') +
    // neck + torso
    rect(-10, -338, 20, 24, o.skin, { rx: 6 }) +
    pathEl('M-40 -318Q-47 -252 -38 -176H38Q47 -252 40 -318Q0 -330 -40 -318Z', C.navy) +
    rect(-38, -190, 76, 14, '#083d6b', { rx: 4 }) +
    (o.back ? line(0, -312, 0, -196, '#083d6b', 2, { opacity: 0.5 }) : poloDetails(0, -322, 1, [19, -280])) +
    hair.behind +
    ellipse(-r, head[1] + 4, 6, 9, o.skin) +
    ellipse(r, head[1] + 4, 6, 9, o.skin) +
    circle(head[0], head[1], r, o.skin) +
    hair.front +
    frontArm
  return (
    shadow(x, bottom, 70 * scale, 9 * scale, 0.2) +
    group(body, { transform: `translate(${x} ${bottom}) scale(${scale})` })
  )
}
