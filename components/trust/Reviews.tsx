import { trust } from '../../engine/site/site-data.ts'

const shortDate = new Intl.DateTimeFormat('de-DE', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
})

/**
 * Customer reviews from `kundenstimmen` in content/vertrauen.yaml: stars as given, the text, first
 * name, place, date (German format) and source.
 *
 * Props (optional): `anzahl` – show only the first N reviews, e.g. `anzahl={2}`.
 *
 * ```mdx
 * <Reviews anzahl={2} />
 * ```
 */
export function Reviews({ anzahl }: { anzahl?: number }) {
  const reviews = trust.kundenstimmen.slice(0, anzahl)
  return (
    <ul className="reviews">
      {reviews.map((review) => (
        <li key={review.name + review.datum}>
          <figure>
            <p
              className="review-stars"
              role="img"
              aria-label={trust.sterne_text.replace('{sterne}', String(review.sterne))}
            >
              {'★'.repeat(review.sterne)}
              <span className="review-stars-off">{'★'.repeat(5 - review.sterne)}</span>
            </p>
            <blockquote>
              <p>{review.text}</p>
            </blockquote>
            <figcaption>
              <strong>{review.name}</strong>
              {review.zusatz ? `, ${review.zusatz}` : ''}, {review.ort}
              <small>
                <time dateTime={review.datum}>{shortDate.format(new Date(`${review.datum}T00:00:00Z`))}</time> ·{' '}
                {review.quelle}
              </small>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}
