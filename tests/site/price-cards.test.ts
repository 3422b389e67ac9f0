import type { Link, Table } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { visit } from 'unist-util-visit'
import { describe, expect, it } from 'vitest'
import { splitPrice } from '../../engine/content/price-table.ts'
import { builtPages, content, loadPage } from '../support/built-site.ts'
import { blocksOf, contentFileFor, readMdx } from '../support/site-content.ts'

// <Prices>: every row of the table an editor writes becomes a card with its title, the amount set
// apart and the link under the table as the card's button, named by the card's title.
const squash = (text: string) => text.replace(/\s+/g, ' ').trim()
const pricePages = builtPages.flatMap((url) =>
  blocksOf(readMdx(content.root, contentFileFor(content.root, url)).tree, 'Prices').map((block, index) => ({
    url,
    index,
    block,
  })),
)

describe('price cards', () => {
  it('are used on at least one page', () => {
    expect(pricePages.length).toBeGreaterThan(0)
  })

  it.each(pricePages)(
    '$url, block $index: one card per table row, amount and button from the MDX',
    ({ url, index, block }) => {
      const table = block.children.find((child): child is Table => child.type === 'table')!
      const rows = table.children.slice(1).map((row) => row.children.map((cell) => squash(toString(cell))))
      let link: Link | undefined
      visit(block, 'link', (node: Link) => {
        link ??= node
      })
      const $ = loadPage(url)
      const cards = $('main ul.prices').eq(index).children('li').toArray()
      expect(cards).toHaveLength(rows.length)
      cards.forEach((card, index) => {
        const cells = rows[index]!
        const heading = $(card).find('h3')
        expect(squash(heading.text())).toBe(cells[0])
        expect(squash($(card).find('.price-amount').text())).toBe(splitPrice(cells.at(-1)!)!.amount)
        expect(squash($(card).find('.price').text())).toBe(cells.at(-1))
        if (!link) return
        const button = $(card).find('a.price-link')
        expect(button.attr('href')).toBe(link.url)
        expect(squash(button.text())).toBe(`${toString(link)} →`)
        expect(button.attr('aria-describedby')).toBe(heading.attr('id'))
      })
    },
  )
})
