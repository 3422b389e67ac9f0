import { describe, expect, it } from 'vitest'
import { builtPages, loadPage } from '../support/built-site.ts'

// Advantages, quick answers and processes each have their own look: a <Features> list never shows the
// same icon twice, <Questions> are question and answer pairs, <Steps> stay an ordered list. And no page
// puts two bands of the same kind of list right after each other (a catalogue of pages split under two
// headings, e.g. for businesses and for homes, is one list and may continue).
const kindOf = (classes: string[]) =>
  classes.find((name) => ['cards', 'features', 'questions', 'steps', 'checklist', 'stats'].includes(name))

describe('section patterns on every built page', () => {
  it('every <Features> list shows a different icon for each point', () => {
    let lists = 0
    for (const url of builtPages) {
      const $ = loadPage(url)
      $('.features ul').each((_, list) => {
        lists++
        const icons = $(list)
          .find('> li > .feature-icon path')
          .map((_, path) => $(path).attr('d'))
          .get()
        expect(icons.length, url).toBe($(list).children('li').length)
        expect(new Set(icons).size, `${url}: ${icons.length} Punkte`).toBe(icons.length)
      })
    }
    expect(lists).toBeGreaterThan(0)
  })

  it('every <Questions> item is a question with its answer, and steps stay a numbered list', () => {
    for (const url of builtPages) {
      const $ = loadPage(url)
      $('.questions dl > div').each((_, pair) => {
        expect($(pair).children('dt').text().trim(), url).toMatch(/\?$/)
        expect($(pair).children('dd').text().trim().length, url).toBeGreaterThan(0)
      })
      expect($('.steps ul').length, url).toBe(0)
    }
  })

  it('no two neighbouring bands use the same kind of list', () => {
    const repeats: string[] = []
    for (const url of builtPages) {
      const $ = loadPage(url)
      const kinds = $('main > section')
        .map((_, band) => {
          const blocks = $(band).find('.cards, .features, .questions, .steps, .checklist, .stats')
          if (blocks.length !== 1) return '-'
          const items = blocks.find('li')
          const catalogue = items.filter((_, item) => $(item).find('a').first().attr('href')?.startsWith('/') === true)
          if (blocks.hasClass('cards') && catalogue.length === items.length) return '-'
          return kindOf(blocks.attr('class')!.split(/\s+/)) ?? '-'
        })
        .get()
      kinds.forEach((kind, index) => {
        if (kind !== '-' && kind === kinds[index - 1]) repeats.push(`${url}: zweimal ${kind}`)
      })
    }
    expect(repeats).toEqual([])
  })
})
