import { describe, expect, it } from 'vitest'
import { PAGE_SCRIPT_ATTRIBUTE } from '../../engine/build/defer-page-script.ts'
import { content, loadPage, site } from '../support/built-site.ts'
import { expectBlocksFromContent, expectCardsFromContent, expectPageFromContent } from '../support/content-checks.ts'

const { company } = content

const legalPages = ['/impressum', '/datenschutz', '/barrierefreiheit']

describe('legal pages', () => {
  it.each(legalPages)('%s ships no JavaScript beyond the shared frame (the chat)', (url) => {
    const $ = loadPage(url)
    expect(
      $('[data-island]')
        .map((_, el) => $(el).attr('data-island'))
        .get()
        .sort(),
    ).toEqual(['ChatWidget'])
    // one script file: the page script every page loads after its first paint
    expect($(`script[src], script[${PAGE_SCRIPT_ATTRIBUTE}]`)).toHaveLength(1)
  })

  it('/datenschutz has at least 13 numbered sections, in order, and ends with its badges', () => {
    const $ = loadPage('/datenschutz')
    const numbers = $('main h2')
      .map((_, h) => Number(/^(\d+)\. /.exec($(h).text())?.[1]))
      .get()
      .filter(Boolean)
    expect(numbers.length).toBeGreaterThanOrEqual(13)
    expect(numbers).toEqual(numbers.map((_, index) => index + 1))
    // the badge cards are the content file's last <Cards>
    expect(expectCardsFromContent(site, content, '/datenschutz').at(-1)!.length).toBeGreaterThan(0)
    // the site sets no cookies and loads nothing from third parties: the policy must not claim otherwise
    expect($('main').text()).toMatch(/keine Cookies/)
  })

  it('/datenschutz states the retention period the intake server deletes by (content/firma.yaml)', () => {
    const $ = loadPage('/datenschutz')
    const storage = $('main h2')
      .filter((_, h) => /^13\. /.test($(h).text()))
      .nextUntil('h2')
      .text()
      .replace(/\s+/g, ' ')
    expect(storage).toMatch(new RegExp(`\\b${company.datenschutz.anfragen_aufbewahren_monate} Monate`))
  })

  it('/impressum names provider, management, register, VAT id and tax office from content/firma.yaml, under § 5 DDG', () => {
    const text = loadPage('/impressum')('main').text()
    expect(text).toContain('§ 5 DDG')
    expect(text).not.toContain('TMG')
    for (const fact of [
      company.name,
      company.adresse.strasse,
      company.register.geschaeftsfuehrung,
      company.register.registernummer,
      company.register.ust_id,
      company.register.finanzamt,
    ]) {
      expect(text).toContain(fact)
    }
    expect(text).toMatch(/Verbraucherschlichtungsstelle/)
    // the EU ODR platform closed on 20 July 2025: no link to it
    expect(loadPage('/impressum')('a[href*="ec.europa.eu/consumers/odr"]')).toHaveLength(0)
  })

  it('/barrierefreiheit has its sections, contacts and the date line', () => {
    const $ = loadPage('/barrierefreiheit')
    const text = $('main').text()
    // a dated statement with a time to answer and the standard it follows (the wording is the editors')
    expect(text).toMatch(/Stand: \p{L}+ \d{4}/u)
    expect(text).toMatch(/Werktag/)
    expect(text).toMatch(/WCAG 2\.\d/)
    expect($('main a[href^="tel:"]').length).toBeGreaterThan(0)
    expect($('main a[href^="mailto:"]').length).toBeGreaterThan(0)
  })
})

describe('/vielen-dank', () => {
  const $ = loadPage('/vielen-dank')

  it('shows the title and heading of content/vielen-dank.mdx and is not indexed', () => {
    expectPageFromContent(site, content, '/vielen-dank')
    expect($('meta[name="robots"]').attr('content')).toContain('noindex')
  })

  it('offers chat with a prefilled message, e-mail with subject and body, phone, and the next steps of its content file', () => {
    expect($('main a[href^="https://wa.me/"]').attr('href')).toMatch(/\?text=.+/)
    const mail = $('main a[href^="mailto:"]').attr('href')!
    expect(mail).toMatch(/subject=[^&]+/)
    expect(mail).toMatch(/body=[^&]+/)
    expect($('main a[href^="tel:"]').length).toBeGreaterThan(0)
    expect($('main .steps li').length).toBeGreaterThan(0)
    expectBlocksFromContent(site, content, '/vielen-dank')
  })
})
