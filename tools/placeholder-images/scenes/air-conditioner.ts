import { C, rect, pathEl, line, svgDoc } from '../svg.ts'
import { sparkleCluster, mist, sprayBottle, ladder } from '../props.ts'
import { interior } from '../backdrops.ts'
import { cleaner, SKIN, HAIR } from '../people.ts'

/** Wall-mounted split air conditioner with its front lifted; a cleaner on a step ladder takes out the filter. */
export function airConditioner(w: number, h: number): string {
  const fins = Array.from({ length: 44 }, (_, i) => line(230 + i * 17, 200, 230 + i * 17, 300, '#9fb0bf', 3)).join('')
  const unit =
    rect(190, 150, 820, 190, '#0b2540', { opacity: 0.1, filter: 'url(#soft)', rx: 40 }) +
    rect(200, 140, 800, 180, C.white, { rx: 40 }) +
    rect(220, 190, 760, 120, '#dfe7ee', { rx: 10 }) +
    fins +
    // front panel lifted up and forward
    pathEl('M200 150Q600 40 1000 150L1000 120Q600 10 200 120Z', '#f4f7fa', { stroke: '#c8d3dd', 'stroke-width': 4 }) +
    rect(230, 306, 740, 18, '#c8d3dd', { rx: 8 }) +
    rect(900, 160, 40, 10, C.teal, { rx: 5 })
  const air = [0, 1, 2]
    .map((i) =>
      pathEl(`M${300 + i * 220} 360q40 60 0 120q-40 60 0 120`, 'none', {
        stroke: '#9ccbe9',
        'stroke-width': 6,
        opacity: 0.6,
        'stroke-linecap': 'round',
      }),
    )
    .join('')
  const person = cleaner(780, 900, 1.15, {
    skin: SKIN[2],
    hair: HAIR.brown,
    hairStyle: 'short',
    back: true,
    stance: 24,
    armLeft: { elbow: [-70, -420], hand: [-90, -510] },
    armRight: { elbow: [90, -380], hand: [120, -460] },
  })
  const filter =
    rect(790, 330, 170, 110, '#e9eef2', {
      stroke: '#8a9bab',
      'stroke-width': 6,
      rx: 6,
      transform: 'rotate(-12 875 385)',
    }) +
    pathEl('M810 350l140 -30M815 375l140 -30M820 400l140 -30M825 425l140 -30', 'none', {
      stroke: '#b7a98f',
      'stroke-width': 4,
      opacity: 0.8,
    })
  const body =
    interior(w, h, 780, '#eef3f7') +
    unit +
    air +
    ladder(600, 900, 680, 560, '#8a9bab') +
    ladder(900, 900, 820, 560, '#8a9bab') +
    person +
    filter +
    sprayBottle(260, 780, 1.1, C.teal) +
    mist(470, 250, 80, 6) +
    sparkleCluster(380, 520, 28)
  return svgDoc(w, h, '', body)
}
