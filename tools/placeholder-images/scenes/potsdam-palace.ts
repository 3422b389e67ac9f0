import { C, rect, circle, ellipse, pathEl, poly, line, svgDoc } from '../svg.ts'
import { outdoor } from '../backdrops.ts'
import { tree } from '../nature.ts'

/** Potsdam: Sanssouci's vineyard terraces with glazed niches, the central stairs and the domed palace on top. */
export function potsdamPalace(w: number, h: number): string {
  const base = 820
  const terraces = Array.from({ length: 6 }, (_, i) => {
    const y = base - (i + 1) * 80
    const inset = 120 + i * 40
    const niches = Array.from({ length: 10 - i }, (_, k) => {
      const span = (w - 2 * inset) / (10 - i)
      const x = inset + k * span + span * 0.2
      return pathEl(`M${x} ${y + 70}v-36a${span * 0.3} 18 0 0 1 ${span * 0.6} 0v36z`, '#2f5d7a')
    }).join('')
    return (
      rect(inset, y, w - 2 * inset, 80, i % 2 ? '#6f9f5e' : '#7aab68') +
      niches +
      rect(inset, y, w - 2 * inset, 8, '#e9dfc7')
    )
  }).join('')
  const stairs =
    poly(
      [
        [520, base],
        [680, base],
        [630, base - 480],
        [570, base - 480],
      ],
      '#efe6d2',
    ) +
    Array.from({ length: 24 }, (_, i) =>
      line(520 + i * 2.1, base - i * 20, 680 - i * 2.1, base - i * 20, '#cbbd9f', 3),
    ).join('')
  const palace =
    rect(320, 250, 560, 90, '#f1d37a') +
    Array.from({ length: 13 }, (_, i) => rect(340 + i * 42, 270, 18, 56, '#e6c35c')).join('') +
    rect(310, 240, 580, 14, '#fff4d6') +
    rect(540, 200, 120, 140, '#f1d37a') +
    ellipse(600, 200, 70, 60, '#6fa28c') +
    rect(590, 120, 20, 30, '#6fa28c') +
    circle(600, 116, 10, '#d9b36c')
  const body =
    outdoor(w, h, base, '#8fbf7a') +
    palace +
    terraces +
    stairs +
    tree(80, base + 20, 1.3) +
    tree(1120, base + 20, 1.3, '#4f9a7a') +
    ellipse(600, 860, 240, 36, '#cfd8e0') +
    ellipse(600, 856, 210, 26, '#7fb6e4') +
    pathEl('M600 850q-10 -80 0 -140q10 60 0 140z', C.white, { opacity: 0.85 })
  return svgDoc(w, h, '', body)
}
