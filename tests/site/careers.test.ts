import { describe, expect, it } from 'vitest'
import { employmentTypes } from '../../engine/site/jobs-schema.ts'
import { content, loadPage, site } from '../support/built-site.ts'
import { expectCardsFromContent } from '../support/content-checks.ts'

// postings from content/stellen.yaml, values and benefits from content/karriere.mdx
const { jobs, company } = content

describe('/karriere', () => {
  const $ = loadPage('/karriere')

  it('has the anchored sections #positionen and #bewerbung, linked from the hero', () => {
    for (const id of ['positionen', 'bewerbung']) {
      expect($(`#${id}`).length, id).toBe(1)
      expect($(`main a[href="#${id}"]`).length, id).toBeGreaterThan(0)
    }
  })

  it('shows the values and benefits of content/karriere.mdx', () => {
    const lists = [
      ...expectCardsFromContent(site, content, '/karriere'),
      ...expectCardsFromContent(site, content, '/karriere', 'Features'),
    ]
    expect(lists.length).toBeGreaterThanOrEqual(2)
  })

  it('shows every posting from content/stellen.yaml, opening the job portal in a new tab', () => {
    const cards = $('#positionen .job-card')
    expect(cards).toHaveLength(jobs.stellen.length)
    cards.each((index, card) => {
      const job = jobs.stellen[index]!
      expect($(card).find('h3').text()).toContain(job.titel)
      expect($(card).find('h3').text()).toContain(job.ort)
      expect($(card).find('.job-meta').text()).toContain(job.art)
      const link = $(card).find('a.job-link')
      expect(link.attr('href')).toBe(job.join_url)
      expect(link.attr('target')).toBe('_blank')
      expect(link.attr('rel')).toBe('noopener noreferrer')
      expect(link.text()).toContain(jobs.neuer_tab)
      expect($(card).text()).toContain(jobs.weiterleitung)
    })
  })

  it('describes each posting as JobPosting with the fields Google requires', () => {
    const postings = $('script[type="application/ld+json"]')
      .map((_, s) => JSON.parse($(s).text()) as Record<string, any>)
      .get()
      .filter((block) => block['@type'] === 'JobPosting')
    expect(postings).toHaveLength(jobs.stellen.length)
    for (const [index, posting] of postings.entries()) {
      expect(posting).toMatchObject({
        title: jobs.stellen[index]!.titel,
        datePosted: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
        validThrough: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        employmentType: employmentTypes[jobs.stellen[index]!.art],
        hiringOrganization: { '@type': 'Organization', name: company.name },
        jobLocation: {
          '@type': 'Place',
          address: {
            addressLocality: jobs.stellen[index]!.ort,
            addressCountry: 'DE',
            postalCode: jobs.stellen[index]!.plz,
          },
        },
      })
      expect(posting.description.length).toBeGreaterThan(80)
    }
    // other pages do not carry them
    expect(loadPage('/')('script[type="application/ld+json"]').text()).not.toContain('JobPosting')
  })

  it('offers phone, the careers e-mail and chat for applications', () => {
    const apply = $('#bewerbung')
    expect(apply.find('a[href^="tel:"]').length).toBeGreaterThan(0)
    expect(apply.find(`a[href^="mailto:${company.email_karriere}"]`).length).toBeGreaterThan(0)
    expect(apply.find('a[href^="https://wa.me/"]').length).toBeGreaterThan(0)
  })
})
