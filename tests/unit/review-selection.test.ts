import { describe, expect, it } from 'vitest'
import { reviewsForPage } from '../../engine/site/review-selection.ts'
import type { Review } from '../../engine/site/trust-schema.ts'

// Which reviews a page shows, on made-up reviews named after what they are tagged with.
const review = (name: string, datum: string, seiten?: string[]): Review => ({
  text: name,
  name,
  ort: 'Ort',
  datum,
  quelle: 'Quelle',
  sterne: 5,
  ...(seiten && { seiten }),
})
const regionPages = ['/berlin', '/sachsen']
const reviews = [
  review('fenster-sachsen', '2026-10-01', ['/leistungen/fensterreinigung', '/sachsen']),
  review('ohne', '2026-09-01'),
  review('buero-alt', '2026-03-01', ['/leistungen/bueroreinigung']),
  review('buero-berlin', '2026-08-01', ['/leistungen/bueroreinigung', '/berlin']),
  review('nur-berlin', '2026-11-01', ['/berlin']),
]
const names = (url: string, count?: number) => reviewsForPage(reviews, url, regionPages, count).map((r) => r.name)

describe('reviews for a page', () => {
  it('service page: its own reviews newest first, then the others that name no other service', () => {
    expect(names('/leistungen/bueroreinigung')).toEqual(['buero-berlin', 'buero-alt', 'nur-berlin', 'ohne'])
    expect(names('/leistungen/bueroreinigung', 3)).toEqual(['buero-berlin', 'buero-alt', 'nur-berlin'])
  })

  it('region page: its own reviews first, none tagged only for another region', () => {
    expect(names('/berlin')).toEqual(['nur-berlin', 'buero-berlin', 'ohne', 'buero-alt'])
    expect(names('/sachsen/')).toEqual(['fenster-sachsen', 'ohne', 'buero-alt'])
  })

  it('the start page: the reviews that name "/" first, then the newest others', () => {
    const withHome = [...reviews, review('start', '2026-01-01', ['/leistungen/umzugsreinigung', '/'])]
    expect(reviewsForPage(withHome, '/', regionPages, 2).map((r) => r.name)).toEqual(['start', 'nur-berlin'])
  })

  it('any other page: all reviews, newest first', () => {
    expect(names('/', 2)).toEqual(['nur-berlin', 'fenster-sachsen'])
    expect(names('/kontakt')).toHaveLength(reviews.length)
  })

  it('within a group, more stars first, then newest first', () => {
    const withFour = [
      ...reviews,
      { ...review('buero-neu-vier', '2026-12-01', ['/leistungen/bueroreinigung']), sterne: 4 },
    ]
    expect(reviewsForPage(withFour, '/leistungen/bueroreinigung', regionPages, 3).map((r) => r.name)).toEqual([
      'buero-berlin',
      'buero-alt',
      'buero-neu-vier',
    ])
  })

  it('a service nobody reviewed gets the untagged and region-only reviews', () => {
    expect(names('/leistungen/taubenabwehr')).toEqual(['nur-berlin', 'ohne'])
  })
})
