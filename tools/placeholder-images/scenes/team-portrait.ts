import { C, type Scene, circle, ellipse, pathEl, group, line, linear, radial, rect, svgDoc } from '../svg.ts'
import { sparkle, sparklePath } from '../props.ts'
import { HAIR, SKIN } from '../people.ts'

type PortraitStyle = {
  skin: string
  hair: string
  cut: 'side-part' | 'long' | 'curly' | 'short-beard'
  /** Background tint and a slightly deeper accent for the soft circles. */
  bg: string
  accent: string
  /** Mirror the background decoration so neighbouring portraits do not look stamped. */
  flip?: boolean
}

export const PORTRAITS: readonly PortraitStyle[] = [
  { skin: SKIN[0], hair: HAIR.brown, cut: 'side-part', bg: '#dcecf9', accent: '#b9d8f1' },
  { skin: SKIN[1], hair: HAIR.blond, cut: 'long', bg: '#f4efe6', accent: '#e7dcc8', flip: true },
  { skin: SKIN[3], hair: HAIR.black, cut: 'curly', bg: '#d8ede7', accent: '#b5dccf' },
  { skin: SKIN[2], hair: HAIR.grey, cut: 'short-beard', bg: '#e6e9f5', accent: '#cdd4ec', flip: true },
  { skin: SKIN[0], hair: HAIR.red, cut: 'long', bg: '#f7ebe3', accent: '#efd3c0' },
  { skin: SKIN[1], hair: HAIR.dark, cut: 'side-part', bg: '#e2eef0', accent: '#c2dce1', flip: true },
]

/** Head-and-shoulders staff portrait in the navy work polo; minimal face (two dots and a smile). */
export function teamPortrait(style: PortraitStyle): Scene {
  return (w, h) => {
    const k = w / 800
    const cx = 400
    const cy = 360
    const defs =
      radial(
        'bg',
        [
          [0, C.white, 0.9],
          [0.55, style.bg],
          [1, style.accent],
        ],
        0.5,
        0.42,
        0.75,
      ) +
      linear('polo', [
        [0, '#14609f'],
        [1, C.navy],
      ]) +
      linear('neckShade', [
        [0, '#0b2540', 0.22],
        [1, '#0b2540', 0],
      ])

    const background =
      rect(0, 0, 800, 800, 'url(#bg)') +
      group(
        circle(120, 140, 90, style.accent, { opacity: 0.45 }) +
          circle(690, 610, 140, style.accent, { opacity: 0.35 }) +
          circle(700, 150, 40, C.white, { opacity: 0.5 }) +
          sparkle(650, 210, 22, 0.9) +
          sparkle(150, 520, 14, 0.7),
        style.flip ? { transform: 'translate(800 0) scale(-1 1)' } : {},
      )

    const polo =
      pathEl('M110 800C120 660 190 600 310 578L490 578C610 600 680 660 690 800Z', 'url(#polo)') +
      pathEl('M170 800C176 700 200 650 250 622', 'none', {
        stroke: C.white,
        'stroke-width': 6,
        opacity: 0.12,
        'stroke-linecap': 'round',
      }) +
      pathEl('M630 800C624 700 600 650 550 622', 'none', {
        stroke: '#083d6b',
        'stroke-width': 8,
        opacity: 0.5,
        'stroke-linecap': 'round',
      }) +
      line(400, 640, 400, 730, '#083d6b', 4) +
      circle(400, 664, 4, '#dcecf9') +
      circle(400, 700, 4, '#dcecf9') +
      pathEl(sparklePath(520, 690, 20, 0.22), C.white)

    const neck = pathEl('M352 470V586Q400 628 448 586V470Z', style.skin) + rect(352, 470, 96, 90, 'url(#neckShade)')
    const collar =
      pathEl('M346 566L400 640L326 630L306 586Z', C.blue, {
        stroke: '#083d6b',
        'stroke-width': 3,
        'stroke-linejoin': 'round',
      }) +
      pathEl('M454 566L400 640L474 630L494 586Z', C.blue, {
        stroke: '#083d6b',
        'stroke-width': 3,
        'stroke-linejoin': 'round',
      })

    let hairBack = ''
    let hairFront = ''
    switch (style.cut) {
      case 'side-part':
        hairFront = pathEl(
          'M282 392C262 262 330 206 412 208C496 210 540 266 520 380C508 320 476 282 428 274C388 296 334 304 296 340Z',
          style.hair,
        )
        break
      case 'long':
        hairBack = pathEl(
          'M400 206C262 206 236 300 248 420C256 520 222 590 240 650Q400 690 560 650C578 590 544 520 552 420C564 300 538 206 400 206Z',
          style.hair,
        )
        hairFront =
          pathEl(
            'M400 216C322 216 280 270 280 360C304 300 348 268 392 254L400 262L408 254C452 268 496 300 520 360C520 270 478 216 400 216Z',
            style.hair,
          ) +
          pathEl('M300 330C296 420 290 520 262 610', 'none', {
            stroke: '#b8904f',
            'stroke-width': 5,
            opacity: 0.4,
            'stroke-linecap': 'round',
          }) +
          pathEl('M500 330C504 420 510 520 538 610', 'none', {
            stroke: '#b8904f',
            'stroke-width': 5,
            opacity: 0.4,
            'stroke-linecap': 'round',
          })
        break
      case 'curly': {
        hairBack = ellipse(cx, cy - 40, 156, 142, style.hair)
        const curls = Array.from({ length: 13 }, (_, i) => {
          const a = ((196 + i * 12.3) * Math.PI) / 180
          return circle(cx + Math.cos(a) * 136, cy - 40 + Math.sin(a) * 118, 40, style.hair)
        }).join('')
        hairFront = curls + ellipse(cx, cy - 112, 112, 56, style.hair)
        break
      }
      case 'short-beard':
        hairFront =
          pathEl(
            'M282 370C274 246 336 212 400 212C464 212 526 246 518 370C504 306 466 276 400 274C334 276 296 306 282 370Z',
            style.hair,
          ) +
          pathEl(
            'M288 400C296 510 352 540 400 540C448 540 504 510 512 400C494 440 466 458 400 458C334 458 306 440 288 400Z',
            style.hair,
          )
        break
    }

    const smile = pathEl(`M${cx - 30} ${cy + 84}Q${cx} ${cy + 108} ${cx + 30} ${cy + 84}`, 'none', {
      stroke: style.skin === SKIN[3] ? '#3f2419' : '#8c4f42',
      'stroke-width': 7,
      'stroke-linecap': 'round',
    })
    const face =
      ellipse(cx - 124, cy + 20, 20, 30, style.skin) +
      ellipse(cx + 124, cy + 20, 20, 30, style.skin) +
      ellipse(cx, cy, 126, 146, style.skin) +
      ellipse(cx - 64, cy + 62, 24, 14, '#e07a6a', { opacity: 0.16 }) +
      ellipse(cx + 64, cy + 62, 24, 14, '#e07a6a', { opacity: 0.16 }) +
      ellipse(cx - 46, cy + 16, 9, 11, '#2b2b33') +
      ellipse(cx + 46, cy + 16, 9, 11, '#2b2b33')

    const body = group(
      background + polo + hairBack + neck + collar + face + hairFront + smile,
      k === 1 ? {} : { transform: `scale(${k})` },
    )
    return svgDoc(w, h, defs, body)
  }
}

export const teamPortrait1 = teamPortrait(PORTRAITS[0]!)
export const teamPortrait2 = teamPortrait(PORTRAITS[1]!)
export const teamPortrait3 = teamPortrait(PORTRAITS[2]!)
export const teamPortrait4 = teamPortrait(PORTRAITS[3]!)
export const teamPortrait5 = teamPortrait(PORTRAITS[4]!)
export const teamPortrait6 = teamPortrait(PORTRAITS[5]!)
