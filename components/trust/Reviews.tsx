import { useCurrentPage } from '../../engine/render/current-page.ts'
import { reviewsForPage } from '../../engine/site/review-selection.ts'
import type { Review } from '../../engine/site/trust-schema.ts'
import { company, trust } from '../../engine/site/site-data.ts'

/** where the review can be read: its own link, else the Google profile for a Google review */
const reviewLink = (review: Review): string | undefined =>
  review.link ?? (review.quelle === 'Google' ? company.bewertung.link : undefined)

const shortDate = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
})

/**
 * Customer reviews from `kundenstimmen` in content/vertrauen.yaml: stars as given, the text, first
 * name, place, date (German format) and source. A page shows the reviews tagged for it first (its
 * service or region page in `seiten`), then the newest others, never one tagged for
 * another service or region. Three in a row on wide screens; on phones one card and the edge of the
 * next, in a row that scrolls sideways, so the section stays one card tall.
 *
 * Props (optional): `anzahl` – show at most N reviews, e.g. `anzahl={3}`.
 *
 * ```mdx
 * <Reviews anzahl={3} />
 * ```
 */
export function Reviews({ anzahl }: { anzahl?: number }) {
  const regionPages = company.regionen.map((region) => region.seite)
  const reviews = reviewsForPage(trust.kundenstimmen, useCurrentPage(), regionPages, anzahl)
  if (reviews.length === 0) return null
  return (
    // a sideways-scrolling box must be reachable by keyboard, and its name says what scrolls
    <div className="reviews" role="region" aria-label={trust.kundenstimmen_titel} tabIndex={0}>
      <ul>
        {reviews.map((review) => (
          <li key={review.name + review.datum}>
            <figure>
              <p className="review-head">
                <span
                  className="review-stars"
                  role="img"
                  aria-label={trust.sterne_text.replace('{sterne}', String(review.sterne))}
                >
                  {'★'.repeat(review.sterne)}
                  <span className="review-stars-off">{'★'.repeat(5 - review.sterne)}</span>
                </span>
                {/* proof: the source links to where the review can be read, when we know where */}
                {reviewLink(review) ? (
                  <a className="review-source" href={reviewLink(review)}>
                    {review.quelle}
                  </a>
                ) : (
                  <span className="review-source">{review.quelle}</span>
                )}
              </p>
              <blockquote>
                <p>{review.text}</p>
              </blockquote>
              <figcaption>
                <span className="review-initial" aria-hidden="true">
                  {review.name.charAt(0)}
                </span>
                <span>
                  <strong>{review.name}</strong>
                  {review.zusatz ? `${review.zusatz}, ` : ''}
                  {review.ort}
                  {/* the date on a line of its own: beside a long place it broke after a lone "·" */}
                  <time className="review-date" dateTime={review.datum}>
                    {shortDate.format(new Date(`${review.datum}T00:00:00Z`))}
                  </time>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </div>
  )
}
