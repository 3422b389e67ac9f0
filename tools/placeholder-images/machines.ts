// Cleaning machines shared by several scenes.
import { C, rect, circle, line, group } from './svg.ts'
import { wheel } from './props.ts'

/**
 * Walk-behind scrubber-dryer, about 460 × 400 units at scale 1, handle to the left.
 * (x, bottom) is the middle of its brush deck on the floor.
 */
export function scrubber(x: number, bottom: number, scale: number): string {
  // drawn around (700, 800), where the floor-cleaning scene first placed it
  const body =
    // squeegee at the back
    rect(520, 740, 60, 14, '#3d4b59', { rx: 5 }) +
    rect(492, 772, 56, 22, C.ink, { rx: 8 }) +
    rect(512, 748, 16, 30, '#3d4b59', { rx: 4 }) +
    rect(488, 790, 64, 6, '#17212b', { rx: 3 }) +
    // handle
    line(580, 620, 470, 440, '#3d4b59', 16) +
    line(470, 440, 446, 402, C.navy, 26) +
    rect(486, 452, 40, 26, '#2a3a4a', { rx: 6, transform: 'rotate(-58 506 465)' }) +
    circle(505, 466, 5, '#5fd3c0') +
    // brush deck and body
    rect(690, 738, 210, 56, C.ink, { rx: 20 }) +
    rect(880, 752, 26, 30, '#9fb0bf', { rx: 8 }) +
    rect(540, 598, 340, 156, 'url(#scrubberBody)', { rx: 40 }) +
    rect(560, 582, 300, 36, C.sky, { rx: 18 }) +
    rect(560, 684, 300, 10, C.white, { opacity: 0.6, rx: 5 }) +
    rect(600, 618, 120, 8, C.white, { opacity: 0.25, rx: 4 }) +
    circle(760, 650, 18, '#dcecf9', { opacity: 0.9 }) +
    circle(760, 650, 8, C.teal) +
    wheel(604, 766, 36)
  if (x === 700 && bottom === 800 && scale === 1) return body
  return group(body, { transform: `translate(${x - 700 * scale} ${bottom - 800 * scale}) scale(${scale})` })
}
