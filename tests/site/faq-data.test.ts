import { describe, expect, it } from 'vitest'
import { content, loadPage, site } from '../support/built-site.ts'
import { expectFaqFromContent } from '../support/content-checks.ts'

describe('FAQPage structured data', () => {
  it('is generated from the visible questions and answers of /faq (never written twice)', () => {
    const $ = loadPage('/faq')
    const blocks = $('script[type="application/ld+json"]')
      .map((_, s) => JSON.parse($(s).text()) as Record<string, any>)
      .get()
    const faqPage = blocks.find((block) => block['@type'] === 'FAQPage')
    // soft hyphens (U+00AD, break points for long words on phones) are invisible
    const visible = $('.faq-trigger')
      .map((_, t) => $(t).text().replaceAll('\u00ad', '').trim())
      .get()
    expect(visible).toEqual(expectFaqFromContent(site, content, '/faq').flat())
    expect(faqPage.mainEntity.map((q: { name: string }) => q.name)).toEqual(visible)
    for (const [index, question] of faqPage.mainEntity.entries()) {
      // whole answers, so a figure shown with <Fact> (e.g. "24 Stunden") is in the data too
      const answer = $('.faq-answer').eq(index).text().replaceAll('\u00ad', '').replace(/\s+/g, ' ').trim()
      expect(answer).toBe(question.acceptedAnswer.text)
    }
  })

  it('keeps one accordion per <Faq> block of content/faq.mdx', () => {
    const blocks = expectFaqFromContent(site, content, '/faq')
    const $ = loadPage('/faq')
    expect(
      $('.faq')
        .map((_, faq) => $(faq).find('.faq-item').length)
        .get(),
    ).toEqual(blocks.map((questions) => questions.length))
  })
})
