import { describe, expect, it } from 'vitest'
import { company } from '../../engine/site/site-data'
import { loadPage } from '../support/built-site'

const legalPages = ['/impressum', '/datenschutz', '/barrierefreiheit']

describe('legal pages', () => {
  it.each(legalPages)('%s ships no JavaScript beyond the shared frame (the chat)', (url) => {
    const $ = loadPage(url)
    expect($('[data-island]').map((_, el) => $(el).attr('data-island')).get().sort()).toEqual(['ChatWidget'])
    expect($('script[src]')).toHaveLength(1)
  })

  it('/datenschutz has the 13 numbered sections of the spec and ends with the four badges', () => {
    const $ = loadPage('/datenschutz')
    const numbers = $('main h2').map((_, h) => Number(/^(\d+)\. /.exec($(h).text())?.[1])).get().filter(Boolean)
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13])
    const badges = $('main .cards').last().find('strong').map((_, b) => $(b).text()).get()
    expect(badges).toEqual(['DSGVO-konform', 'SSL-verschlüsselt', 'Ihre Rechte', 'Transparenz'])
    // the site sets no cookies and loads nothing from third parties: the policy must not claim otherwise
    expect($('main').text()).toMatch(/keine Cookies/)
  })

  it('/datenschutz states the retention period the intake server deletes by (content/firma.yaml)', () => {
    const $ = loadPage('/datenschutz')
    const storage = $('main h2').filter((_, h) => /^13\. /.test($(h).text())).nextUntil('h2').text().replace(/\s+/g, ' ')
    expect(storage).toMatch(new RegExp(`\\b${company.datenschutz.anfragen_aufbewahren_monate} Monate`))
  })

  it('/impressum names provider, management, register, VAT id and tax office from content/firma.yaml, under § 5 DDG', () => {
    const text = loadPage('/impressum')('main').text()
    expect(text).toContain('§ 5 DDG')
    expect(text).not.toContain('TMG')
    for (const fact of [company.name, company.adresse.strasse, company.register.geschaeftsfuehrung, company.register.registernummer, company.register.ust_id, company.register.finanzamt]) {
      expect(text).toContain(fact)
    }
    expect(text).toMatch(/Verbraucherschlichtungsstelle/)
    // the EU ODR platform closed on 20 July 2025: no link to it
    expect(loadPage('/impressum')('a[href*="ec.europa.eu/consumers/odr"]')).toHaveLength(0)
  })

  it('/barrierefreiheit has its sections, contacts and the date line', () => {
    const $ = loadPage('/barrierefreiheit')
    const text = $('main').text()
    expect(text).toContain('Stand: Juni 2025')
    expect(text).toMatch(/2 Werktagen|zwei Werktagen/)
    expect(text).toContain('Mo–Fr 9:00–17:00 Uhr')
    expect(text).toContain('WCAG 2.1')
    expect($('main a[href^="tel:"]').length).toBeGreaterThan(0)
    expect($('main a[href^="mailto:"]').length).toBeGreaterThan(0)
  })
})

describe('/vielen-dank', () => {
  const $ = loadPage('/vielen-dank')

  it('thanks, promises the callback and is not indexed', () => {
    expect($('main h1').text()).toBe('Vielen Dank!')
    expect($('main').text()).toContain('Ihre Anfrage ist eingegangen. Wir melden uns heute bei Ihnen.')
    expect($('main').text()).toMatch(/2 Stunden/)
    expect($('meta[name="robots"]').attr('content')).toContain('noindex')
  })

  it('offers chat with a prefilled message, e-mail with subject and body, phone, and three next steps', () => {
    expect($('main a[href^="https://wa.me/"]').attr('href')).toMatch(/\?text=.+/)
    const mail = $('main a[href^="mailto:"]').attr('href')!
    expect(mail).toMatch(/subject=[^&]+/)
    expect(mail).toMatch(/body=[^&]+/)
    expect($('main a[href^="tel:"]').length).toBeGreaterThan(0)
    expect($('main .steps li')).toHaveLength(3)
    expect($('main .gallery img').length).toBeGreaterThanOrEqual(2)
  })
})
