import { serviceSlugOf } from '../content/routes.ts'
import type { Review } from './trust-schema.ts'

/** Service pages live under /leistungen/; region pages are the `seite` of each region in firma.yaml. */
export const isServicePage = (pagePath: string): boolean => serviceSlugOf(pagePath) !== undefined

/**
 * The reviews a page shows: first those that name the page in `seiten`, then the others, each group with the
 * most stars first and, among equal stars, newest first (a page opens with its best review; a four-star one
 * still shows, after it). A review that names other service pages but not this one is left out of a service
 * page (and the same for region pages), so a window-cleaning review never stands on the office-cleaning page.
 * `count` limits the result.
 */
export function reviewsForPage(
  reviews: readonly Review[],
  pagePath: string,
  regionPages: readonly string[],
  count?: number,
): Review[] {
  const page = pagePath.replace(/(.)\/$/, '$1')
  const sameKind = isServicePage(page)
    ? isServicePage
    : regionPages.includes(page)
      ? (other: string) => regionPages.includes(other)
      : () => false
  const fits = (review: Review) => review.seiten?.includes(page) ?? false
  const contradicts = (review: Review) => !fits(review) && (review.seiten ?? []).some(sameKind)
  const bestThenNewest = (a: Review, b: Review) => b.sterne - a.sterne || b.datum.localeCompare(a.datum)
  const fitting = reviews.filter(fits).sort(bestThenNewest)
  const others = reviews.filter((review) => !fits(review) && !contradicts(review)).sort(bestThenNewest)
  return [...fitting, ...others].slice(0, count)
}
