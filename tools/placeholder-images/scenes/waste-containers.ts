import { C, rect, pathEl, line, group, svgDoc } from '../svg.ts'
import { shadow, wheel, mist, sparkleCluster } from '../props.ts'
import { cleaner, SKIN, HAIR } from '../people.ts'

/** 1,100-litre waste container with a domed lid, standing on (x, bottom); `open` tips the lid back. */
function wasteContainer(x: number, bottom: number, lid: string, open = false): string {
  const body = '#5f6d7b'
  return (
    shadow(x + 130, bottom, 150, 10, 0.25) +
    pathEl(`M${x} ${bottom - 300}H${x + 260}L${x + 248} ${bottom - 40}H${x + 12}Z`, body) +
    rect(x + 20, bottom - 280, 16, 230, C.white, { opacity: 0.12, rx: 6 }) +
    rect(x - 12, bottom - 250, 284, 14, '#4c5866', { rx: 6 }) +
    (open
      ? pathEl(
          `M${x - 6} ${bottom - 300}L${x - 40} ${bottom - 470}Q${x + 110} ${bottom - 520} ${x + 240} ${bottom - 460}L${x + 266} ${bottom - 300}Z`,
          lid,
        ) + rect(x + 6, bottom - 304, 248, 12, '#3b4753')
      : pathEl(`M${x - 8} ${bottom - 296}Q${x + 130} ${bottom - 370} ${x + 268} ${bottom - 296}Z`, lid)) +
    wheel(x + 40, bottom - 20, 22) +
    wheel(x + 220, bottom - 20, 22)
  )
}

/** Bin yard: a cleaner washes out an open waste container with a hot-water lance; two others wait. */
export function wasteContainers(w: number, h: number): string {
  const yard =
    rect(0, 0, w, 560, '#e6dccb') +
    Array.from({ length: 11 }, (_, i) => rect(0, i * 52, w, 3, '#d3c6b0')).join('') +
    rect(0, 0, w, 70, '#9cc7e6') +
    rect(0, 560, w, h - 560, '#b7c1ca') +
    Array.from({ length: 7 }, (_, i) => line(i * 200, 560, i * 200 - 80, h, '#a3aeb8', 3)).join('') +
    pathEl('M420 840Q640 800 900 850Q700 880 420 840Z', '#dcecf9', { opacity: 0.8 })
  const person = cleaner(980, 860, 0.95, {
    skin: SKIN[3],
    hair: HAIR.black,
    hairStyle: 'short',
    stance: 30,
    armLeft: { elbow: [-70, -250], hand: [-130, -270] },
    armRight: { elbow: [-20, -230], hand: [-80, -250] },
    held: line(-240, -300, -60, -256, '#3d4b59', 12) + rect(-110, -272, 40, 30, C.ink, { rx: 6 }),
  })
  const body =
    yard +
    wasteContainer(60, 640, '#2f6fb2') +
    wasteContainer(380, 820, '#5f6d7b', true) +
    group(wasteContainer(-10, 640, '#d9b030'), { transform: 'translate(1150 0) scale(-1 1)' }) +
    person +
    mist(600, 560, 90, 2) +
    line(740, 568, 640, 540, C.white, 8, { opacity: 0.8 }) +
    sparkleCluster(250, 350, 26)
  return svgDoc(w, h, '', body)
}
