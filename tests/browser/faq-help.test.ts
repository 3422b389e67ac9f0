import { describe, expect, it } from 'vitest'
import { trust } from '../../engine/site/site-data.ts'
import { useBrowserAndServer } from '../support/browser-suite.ts'

// The contact box of a band of questions as a visitor meets it: on a laptop under the heading beside the
// questions, on a phone after the questions (where a visitor who found no answer arrives); once per page, naming
// the page's own contact where one names the page, and not on a phone where the page already shows its people
// (beside the quote form, in a band).
const suite = useBrowserAndServer()
const person = trust.ansprechpersonen[0]!

/** The visible boxes: which one (aside/end), whom it names, and whether it ends below the last question. */
async function boxes(url: string, width: number) {
  const page = await suite.browser().newPage({ viewport: { width, height: width < 1000 ? 667 : 900 } })
  await page.goto(suite.origin() + url, { waitUntil: 'load' })
  const found = await page.$$eval('main .faq-help', (all) =>
    all
      .filter((box) => box.checkVisibility())
      .map((box) => {
        const lastQuestion = [...document.querySelectorAll('main .faq')].at(-1)!.getBoundingClientRect().bottom
        return {
          place: box.classList.contains('faq-help-end') ? 'end' : 'aside',
          name: box.querySelector('strong')?.textContent,
          belowQuestions: box.getBoundingClientRect().top >= lastQuestion,
        }
      }),
  )
  await page.close()
  return found
}

describe('FAQ contact box', () => {
  it('Büroreinigung at 1280 px: one box under the heading, naming customer advice', async () => {
    expect(await boxes('/leistungen/bueroreinigung', 1280)).toEqual([
      { place: 'aside', name: person.name, belowQuestions: false },
    ])
  })

  it('Büroreinigung at 375 px: one box after the questions', async () => {
    expect(await boxes('/leistungen/bueroreinigung', 375)).toEqual([
      { place: 'end', name: person.name, belowQuestions: true },
    ])
  })

  it('/faq shows it once, with the first band of questions', async () => {
    expect(await boxes('/faq', 1280)).toHaveLength(1)
    expect(await boxes('/faq', 375)).toHaveLength(1)
  })

  it('/berlin names the Berlin contact, under the heading at 1280 px and after the questions at 375 px', async () => {
    const local = trust.ansprechpersonen.find((p) => p.seiten?.includes('/berlin'))!
    expect(await boxes('/berlin', 1280)).toEqual([{ place: 'aside', name: local.name, belowQuestions: false }])
    expect(await boxes('/berlin', 375)).toEqual([{ place: 'end', name: local.name, belowQuestions: true }])
  })

  it('/angebot-erhalten: beside the questions at 1280 px; none on a phone, where the form already names her', async () => {
    const local = trust.ansprechpersonen.find((p) => p.seiten?.includes('/angebot-erhalten')) ?? person
    expect(await boxes('/angebot-erhalten', 1280)).toEqual([
      { place: 'aside', name: local.name, belowQuestions: false },
    ])
    expect(await boxes('/angebot-erhalten', 375)).toEqual([])
  })
})
