import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { content } from '../support/built-site.ts'
import { useBrowserAndServer } from '../support/browser-suite.ts'
import { openChat, waitForIsland } from '../support/widget-page.ts'

// Layout defects a phone visitor once saw, checked at the narrowest phone, a common phone and a laptop.
const suite = useBrowserAndServer()
const WIDTHS = [320, 375, 1280] as const

let page: Page
beforeAll(async () => {
  page = await suite.browser().newPage({ viewport: { width: 1280, height: 900 } })
})
afterAll(() => page.close())

async function open(url: string, width: number, height = 900): Promise<void> {
  await page.setViewportSize({ width, height })
  await page.goto(suite.origin() + url, { waitUntil: 'load' })
}

// One page per template
const TEMPLATE_PAGES = [
  '/',
  '/leistungen/bueroreinigung',
  '/mecklenburg-vorpommern',
  '/leistungen',
  '/angebot-erhalten',
  '/kontakt',
  '/faq',
  '/blog',
  content.articles.at(-1)!.url,
  '/impressum',
]

const TITLES = [
  'main h1, main h2, main h3',
  'main button, main .btn, .site-header .btn, .actions a, .form-submit',
  '.cards strong, .cards li a:first-child, .service-cards li > a:first-child, .steps strong',
].join(', ')

/**
 * Words split across two lines in headings, buttons and card titles. A split is allowed after a
 * hyphen, a soft hyphen (U+00AD) or a slash, or by the browser's German hyphenation (hyphens: auto),
 * the only other way a word can break once no `overflow-wrap`/`word-break` applies (checked too).
 * This Chromium has no hyphenation dictionary, so here every word must fit or carry soft hyphens.
 */
function brokenWords(selector: string, { titles = true } = {}): Promise<string[]> {
  return page.$$eval(
    selector,
    (elements, checkStyle) => {
      const problems: string[] = []
      const lineOf = (node: Text, index: number) => {
        const range = document.createRange()
        range.setStart(node, index)
        range.setEnd(node, index + 1)
        const rect = range.getClientRects()[0]
        return rect ? Math.round(rect.top) : undefined
      }
      for (const element of elements) {
        const box = element.getBoundingClientRect()
        if (box.width <= 1 || getComputedStyle(element).visibility === 'hidden') continue
        const style = getComputedStyle(element)
        const label = `${element.tagName.toLowerCase()}.${element.className} „${element.textContent?.trim().slice(0, 40)}“`
        if (checkStyle && (style.overflowWrap !== 'normal' || !['normal', 'keep-all'].includes(style.wordBreak))) {
          problems.push(`${label}: overflow-wrap ${style.overflowWrap}, word-break ${style.wordBreak}`)
        }
        let block: Element = element
        while (getComputedStyle(block).display === 'inline' && block.parentElement) block = block.parentElement
        if (block.scrollWidth > block.clientWidth + 1)
          problems.push(`${label}: ${block.scrollWidth} px Text in ${block.clientWidth} px`)
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          for (const match of node.data.matchAll(/\S+/g)) {
            const start = match.index
            const first = lineOf(node, start)
            for (let i = start + 1; i < start + match[0].length; i++) {
              const line = lineOf(node, i)
              if (line === undefined || first === undefined || Math.abs(line - first) < 4) continue
              const before = node.data[i - 1]!
              if (!/[-\u00ad/]/.test(before) && style.hyphens !== 'auto')
                problems.push(`${label}: „${match[0]}“ bricht vor „${node.data.slice(i, i + 6)}“`)
              break
            }
          }
        }
      }
      return problems
    },
    titles,
  )
}

/**
 * Things that look broken when a line ends inside them: a key figure („50.000+“), a number and its
 * unit („24 Stunden“, „98 %“), a range („07:00–22:00 Uhr“, „Mo–Fr“) and the mark of a required field
 * („werden. *“). Each is found in the text as a visitor reads it, across inline elements, and must sit
 * on one line.
 */
function splitFigures(): Promise<string[]> {
  return page.evaluate(() => {
    const UNIT = '(?:Stunden|Stunde|Uhr|Minuten|Min\\.|Tagen|Tage|Monaten|Monate|Jahren|Jahre|%|m²|€)'
    const DAY = '(?:Mo|Di|Mi|Do|Fr|Sa|So)'
    const TIME = '\\d{1,2}(?::\\d\\d)?'
    const TOGETHER = new RegExp(
      [
        `\\d[\\d.,]*\\+?[ \u00a0]${UNIT}(?![\\p{L}])`,
        `${TIME}\u2060?–\u2060?${TIME}`,
        `${DAY}\u2060?–\u2060?${DAY}`,
        `\\S[ \u00a0]\\*`,
      ].join('|'),
      'gu',
    )
    const oneLine = (rects: DOMRect[]) =>
      rects.every((rect) => rect.top < rects[0]!.bottom - 2 && rect.bottom > rects[0]!.top + 2)
    const problems: string[] = []
    for (const figure of document.querySelectorAll('.stats strong')) {
      const rects = [...figure.getClientRects()].filter((rect) => rect.width > 0)
      const range = document.createRange()
      range.selectNodeContents(figure)
      const lines = [...range.getClientRects()].filter((rect) => rect.width > 0)
      if (rects.length > 0 && (!oneLine(lines) || figure.scrollWidth > figure.clientWidth + 1))
        problems.push(`Kennzahl „${figure.textContent}“ umbrochen`)
    }
    for (const block of document.querySelectorAll('main :is(p, li:not(.stats li), td, th, label), footer :is(p, li)')) {
      // the block's text with, for each character, the text node and offset it comes from
      const nodes: { node: Text; offset: number }[] = []
      let text = ''
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        // text only screen readers get (sr-only, or a note a phone leaves out of sight) has no lines to break
        if (node.parentElement?.closest('.sr-only')) continue
        const box = node.parentElement?.getBoundingClientRect()
        if (box && box.width <= 1 && box.height <= 1) continue
        for (let i = 0; i < node.data.length; i++) nodes.push({ node, offset: i })
        text += node.data
      }
      for (const match of text.matchAll(TOGETHER)) {
        const start = nodes[match.index]!
        const end = nodes[match.index + match[0].length - 1]!
        const range = document.createRange()
        range.setStart(start.node, start.offset)
        range.setEnd(end.node, end.offset + 1)
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0)
        if (rects.length > 0 && !oneLine(rects)) problems.push(`„${match[0]}“ umbrochen`)
      }
    }
    return problems
  })
}

describe('no word breaks mid-word in headings, buttons and card titles; figures, units and ranges whole', () => {
  it.each(WIDTHS)('at %i px', async (width) => {
    const problems: string[] = []
    for (const url of TEMPLATE_PAGES) {
      await open(url, width)
      problems.push(...(await brokenWords(TITLES)).map((problem) => `${url} ${problem}`))
      problems.push(...(await splitFigures()).map((problem) => `${url} ${problem}`))
    }
    expect(problems).toEqual([])
  })
})

describe('comparison tables', () => {
  it.each(WIDTHS)('keep every word whole at %i px (rows stack below 640 px)', async (width) => {
    for (const url of ['/angebot-erhalten', '/ueber-uns']) {
      await open(url, width)
      expect(await brokenWords('main tbody th, main tbody td', { titles: false }), url).toEqual([])
      expect(await splitFigures(), url).toEqual([])
      const display = await page.$eval('main tbody tr', (row) => getComputedStyle(row).display)
      expect(display, url).toBe(width < 640 ? 'block' : 'table-row')
      // stacked cells name their column
      const labels = await page.$$eval('main table', (tables) =>
        tables.map((table) => {
          const heads = [...table.querySelectorAll('thead th')].map((th) => th.textContent)
          return [...table.querySelectorAll('tbody tr')].every((row) =>
            [...row.querySelectorAll('td')].every((td, i) => td.dataset.label === heads[i + 1]),
          )
        }),
      )
      expect(labels, url).not.toContain(false)
    }
  })
})

describe('text outside paragraphs', () => {
  it.each(WIDTHS)('address and register lines sit in the content column at %i px', async (width) => {
    for (const url of ['/impressum', '/datenschutz']) {
      await open(url, width)
      const outside = await page.evaluate(() => {
        const column = document.querySelector('main h1')!.getBoundingClientRect().left
        const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT)
        const lines: string[] = []
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue
          const range = document.createRange()
          range.selectNodeContents(node)
          const rect = range.getBoundingClientRect()
          if (rect.width > 0 && rect.left < column - 1)
            lines.push(`${node.textContent.trim()} (x = ${Math.round(rect.left)})`)
        }
        return lines
      })
      expect(outside, url).toEqual([])
    }
  })

  it.each(WIDTHS)('postcode and town are two words at %i px', async (width) => {
    const postcodeAndTown = `${content.company.adresse.plz} ${content.company.adresse.ort}`
    for (const url of ['/kontakt', '/angebot-erhalten', '/impressum', '/datenschutz']) {
      await open(url, width)
      expect(await page.textContent('main'), url).toContain(postcodeAndTown)
    }
  })
})

describe('chat panel on a phone', () => {
  it.each(WIDTHS)('shows call, e-mail, consultation and send without scrolling at %i px', async (width) => {
    await open('/', width, width === 1280 ? 900 : 667)
    await openChat(page)
    const hidden = await page.$eval('.chat-panel', (panel) => {
      const frame = panel.getBoundingClientRect()
      return [...panel.querySelectorAll('.chat-actions a, .chat-form [type=submit]')]
        .filter((element) => {
          const box = element.getBoundingClientRect()
          return box.top < frame.top || box.bottom > frame.bottom || box.left < frame.left || box.right > frame.right
        })
        .map((element) => element.textContent)
    })
    expect(hidden).toEqual([])
    expect(await page.$$eval('.chat-actions a', (links) => links.length)).toBe(3)
    expect(await brokenWords('.chat-shortcuts a')).toEqual([])
  })
})

describe('invalid quote form fields', () => {
  it.each(WIDTHS)('text inputs and selects show the same error border at %i px', async (width) => {
    await open('/angebot-erhalten', width)
    await page.focus('.quote-form input:not([type=checkbox]):not([type=hidden])') // the first interaction loads the island
    await waitForIsland(page, '.quote-form')
    await page.click('.form-submit')
    await page.waitForSelector('.quote-form [aria-invalid="true"]')
    const border = (selector: string) =>
      page.$eval(selector, (field) => {
        const style = getComputedStyle(field)
        return { color: style.borderTopColor, width: style.borderTopWidth, style: style.borderTopStyle }
      })
    const input = await border('.quote-form input:not([type=checkbox])[aria-invalid="true"]')
    const select = await border('.quote-form select[aria-invalid="true"]')
    expect(input).toEqual(select)
    expect(input).not.toEqual(
      await border(
        '.quote-form input:not([type=checkbox]):not([aria-invalid="true"]), .quote-form textarea:not([aria-invalid="true"])',
      ),
    )
  })
})

describe('card grids', () => {
  const GRID_PAGES = [
    '/',
    '/preise',
    '/leistungen',
    '/leistungen/bueroreinigung',
    '/mecklenburg-vorpommern',
    '/ueber-uns',
    '/angebot-erhalten',
    '/kontakt',
  ]

  it.each(WIDTHS)(
    'choose their columns by the number of cards and keep them inside the grid at %i px',
    async (width) => {
      const problems: string[] = []
      for (const url of GRID_PAGES) {
        await open(url, width)
        const grids = await page.$$eval('.cards ul, .service-cards ul, .steps ol, ul.prices', (lists) =>
          lists
            .filter((list) => list.getBoundingClientRect().width > 0)
            .map((list) => {
              const tops = [...list.children].map((item) => Math.round(item.getBoundingClientRect().top))
              const rows = [...new Set(tops)].map((top) => tops.filter((t) => t === top).length)
              const columns = getComputedStyle(list).gridTemplateColumns.split(' ').length
              const right = list.getBoundingClientRect().right
              return {
                items: tops.length,
                rows,
                columns,
                // how far the widest card sticks out of the grid (a long title once pushed cards 16 px out at 320 px)
                overhang: Math.max(...[...list.children].map((item) => item.getBoundingClientRect().right - right)),
                title: list.closest('section')?.querySelector('h2')?.textContent,
              }
            }),
        )
        for (const grid of grids) {
          if (grid.overhang > 1)
            problems.push(`${url} „${grid.title}“: Karte ragt ${Math.round(grid.overhang)} px hinaus`)
          const last = grid.rows.at(-1)!
          // a lone last card although another column count would give even rows
          const evenPossible = [2, 3, 4].some((columns) => grid.items % columns !== 1)
          if (grid.rows.length > 1 && last === 1 && grid.columns > 1 && evenPossible)
            problems.push(`${url} „${grid.title}“: ${grid.rows.join(' + ')}`)
          if (grid.rows.length === 1 && grid.items < grid.columns)
            problems.push(`${url} „${grid.title}“: ${grid.items} Karten in ${grid.columns} Spalten`)
        }
      }
      expect(problems).toEqual([])
    },
  )

  it.each(WIDTHS)('card photos on /leistungen fill the card width at %i px', async (width) => {
    await open('/leistungen', width)
    const sizes = await page.$$eval('.cards-linked li', (cards) =>
      cards.map((card) => ({
        card: card.clientWidth,
        image: Math.round(card.querySelector('img')!.getBoundingClientRect().width),
      })),
    )
    expect(sizes.length).toBeGreaterThan(0)
    for (const { card, image } of sizes) expect(Math.abs(image - card)).toBeLessThanOrEqual(1)
  })
})

describe('small things', () => {
  it.each(WIDTHS)(
    'rating stars are not underlined, phone links in text stay inline, text-page headings rank below the h1 at %i px',
    async (width) => {
      await open('/', width)
      const rating = await page.$eval('a.rating', (link) => ({
        link: getComputedStyle(link).textDecorationLine,
        text: getComputedStyle(link.lastElementChild!).textDecorationLine,
      }))
      expect(rating).toEqual({ link: 'none', text: 'underline' })
      await open('/impressum', width)
      expect(
        await page.$$eval('main p .contact-link', (links) => links.map((link) => getComputedStyle(link).display)),
      ).toEqual(['inline', 'inline'])
      const [h1, h2] = await page.$$eval('main > h1, main > h2', (headings) =>
        headings.slice(0, 2).map((h) => parseFloat(getComputedStyle(h).fontSize)),
      )
      expect(h2! / h1!).toBeLessThanOrEqual(0.75)
    },
  )

  it.each(WIDTHS)('list bullets keep off the screen edge at %i px', async (width) => {
    await open('/barrierefreiheit', width)
    const gaps = await page.$$eval('main > ul > li, main > ol > li', (items) => {
      const column = document.querySelector('main > p, main > h1')!.getBoundingClientRect().left
      return items.map((item) => Math.round(item.getBoundingClientRect().left - column))
    })
    expect(gaps.length).toBeGreaterThan(0)
    // room for the bullet between the text column and the item's text
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(16)
  })
})
