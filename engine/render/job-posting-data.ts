import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { employmentTypes } from '../site/jobs-schema.ts'
import { company, jobs, siteOrigin } from '../site/site-data.ts'

/**
 * JobPosting data (Google's required fields title, description, datePosted, hiringOrganization,
 * jobLocation, plus validThrough, employmentType and directApply) for every position in content/stellen.yaml.
 */
export function jobPostingJsonLd(): Record<string, unknown>[] {
  return jobs.stellen.map((job) => ({
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.titel,
    // Google reads the description as HTML: React escapes the editor's text
    description: renderToStaticMarkup(createElement('p', null, job.beschreibung)),
    datePosted: job.veroeffentlicht,
    validThrough: `${job.gueltig_bis}T23:59:59+01:00`,
    employmentType: employmentTypes[job.art],
    directApply: false,
    url: job.join_url,
    hiringOrganization: {
      '@type': 'Organization',
      name: company.name,
      sameAs: `${siteOrigin}/`,
      logo: `${siteOrigin}/logo.svg`,
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: job.ort,
        postalCode: job.plz,
        addressRegion: job.bundesland,
        addressCountry: 'DE',
      },
    },
  }))
}
