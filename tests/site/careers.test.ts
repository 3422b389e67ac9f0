import { describe, expect, it } from 'vitest'
import { jobs } from '../../engine/site/site-data'
import { loadPage } from '../support/built-site'

describe('/karriere', () => {
  const $ = loadPage('/karriere')

  it('has the anchored sections #positionen and #bewerbung, linked from the hero', () => {
    for (const id of ['positionen', 'bewerbung']) {
      expect($(`#${id}`).length, id).toBe(1)
      expect($(`main a[href="#${id}"]`).length, id).toBeGreaterThan(0)
    }
  })

  it('names the 3 values and 6 benefits', () => {
    const main = $('main').text()
    for (const value of ['Zuverlässigkeit', 'Professionalität', 'Kundenorientierung']) expect(main).toContain(value)
    expect($('main h2:contains("Das bieten wir Ihnen")').closest('section').find('li')).toHaveLength(6)
  })

  it('shows both postings from content/stellen.yaml, opening the job portal in a new tab', () => {
    const cards = $('#positionen .job-card')
    expect(cards).toHaveLength(2)
    expect(jobs.stellen.map((job) => job.ort)).toEqual(['Beelitz', 'Zehdenick'])
    cards.each((index, card) => {
      const job = jobs.stellen[index]!
      expect($(card).find('h3').text()).toContain('Reinigungskraft Housekeeping (m/w/d)')
      expect($(card).find('h3').text()).toContain(job.ort)
      expect($(card).find('.job-meta').text()).toContain('Vollzeit/Teilzeit')
      const link = $(card).find('a.job-link')
      expect(link.attr('href')).toBe(job.join_url)
      expect(link.attr('target')).toBe('_blank')
      expect(link.attr('rel')).toBe('noopener noreferrer')
      expect(link.text()).toContain('(öffnet in neuem Tab)')
      expect($(card).text()).toContain('Weiterleitung zu JOIN')
    })
  })

  it('describes each posting as JobPosting with the fields Google requires', () => {
    const postings = $('script[type="application/ld+json"]')
      .map((_, s) => JSON.parse($(s).text()) as Record<string, any>)
      .get()
      .filter((block) => block['@type'] === 'JobPosting')
    expect(postings).toHaveLength(2)
    for (const [index, posting] of postings.entries()) {
      expect(posting).toMatchObject({
        title: 'Reinigungskraft Housekeeping (m/w/d)',
        datePosted: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
        validThrough: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        employmentType: ['FULL_TIME', 'PART_TIME'],
        hiringOrganization: { '@type': 'Organization', name: 'Musterglanz Gebäudereinigung GmbH' },
        jobLocation: { '@type': 'Place', address: { addressLocality: jobs.stellen[index]!.ort, addressCountry: 'DE', postalCode: expect.stringMatching(/^\d{5}$/) } },
      })
      expect(posting.description.length).toBeGreaterThan(80)
    }
    // other pages do not carry them
    expect(loadPage('/')('script[type="application/ld+json"]').text()).not.toContain('JobPosting')
  })

  it('offers phone, the careers e-mail and chat for applications', () => {
    const apply = $('#bewerbung')
    expect(apply.find('a[href^="tel:"]').length).toBeGreaterThan(0)
    expect(apply.find('a[href^="mailto:karriere@example.com"]').attr('href')).toContain('subject=Bewerbung')
    expect(apply.find('a[href^="https://wa.me/"]').length).toBeGreaterThan(0)
  })
})
