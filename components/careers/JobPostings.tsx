import { jobs } from '../../engine/site/site-data.ts'
import { Icon } from '../icons/Icon.tsx'

/**
 * The open positions from content/stellen.yaml as cards: title, type, location, description and a
 * link to the posting on the job portal (new tab; link texts `link_text`, `weiterleitung` and
 * `neuer_tab` in the same file). No props. The page also gets JobPosting data for each position.
 * Every entry is shown until it is deleted from stellen.yaml, also after `gueltig_bis`.
 *
 * ```mdx
 * <JobPostings />
 * ```
 */
export function JobPostings() {
  return (
    <ul className="job-list" role="list">
      {jobs.stellen.map((job) => (
        <li key={job.join_url} className="job-card flow">
          <h3>
            {job.titel} <span className="job-place">{job.ort}</span>
          </h3>
          <p className="job-meta">
            <span>{job.art}</span>
            <span aria-hidden="true"> · </span>
            <span>
              {job.ort}, {job.bundesland}
            </span>
          </p>
          <p>{job.beschreibung}</p>
          <p className="job-apply">
            <a href={job.join_url} target="_blank" rel="noopener noreferrer" className="job-link">
              {jobs.link_text}
              <span className="sr-only"> {jobs.neuer_tab}</span>
              <Icon name="external" />
            </a>
            <span className="job-redirect">{jobs.weiterleitung}</span>
          </p>
        </li>
      ))}
    </ul>
  )
}
