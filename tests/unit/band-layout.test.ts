import { createElement as h, type ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { CallLink, MailLink } from '../../components/mdx/contact-links.tsx'
import { Faq } from '../../components/mdx/Faq.tsx'
import { Actions, Cards, Checklist } from '../../components/mdx/lists.tsx'
import { MapLink } from '../../components/mdx/MapLink.tsx'
import { bandLayout } from '../../components/mdx/section-columns.ts'

// The wide-screen layout of a <Section> follows from the order of its blocks, as MDX hands them over.
const heading = h('h2', null, 'x')
const paragraph = h('p', null, 'x')
const list = (items: number) => h('ul', null, ...Array.from({ length: items }, () => h('li', null, 'x')))
const buttons = h(Actions, null, list(2))
const contactList = h('ul', null, h('li', null, h(CallLink, null, 'x')), h('li', null, h(MailLink, null, 'x')))

const names = new Map<unknown, string>([
  [Actions, 'Actions'],
  [Checklist, 'Checklist'],
  [MapLink, 'MapLink'],
])

/** the kind, and for a split which block types stand in which column */
function describeLayout(...blocks: ReactNode[]) {
  const layout = bandLayout(blocks)
  if (layout.kind !== 'split') return layout.kind
  const name = (type: unknown) => names.get(type) ?? String(type)
  return { text: layout.text.map((b) => name(b.type)), side: layout.side.map((b) => name(b.type)) }
}

describe('bandLayout', () => {
  it('sets the closing buttons (and a link after them) beside the text', () => {
    expect(describeLayout(heading, paragraph, buttons, paragraph)).toEqual({
      text: ['h2', 'p'],
      side: ['Actions', 'p'],
    })
  })

  it('sets a trailing map, checklist or list of contact links beside text and buttons', () => {
    const map = h(MapLink, { image: 'x.jpg', alt: 'x', children: 'x' })
    const checklist = h(Checklist, null, list(3))
    expect(describeLayout(heading, paragraph, list(3), map)).toEqual({ text: ['h2', 'p', 'ul'], side: ['MapLink'] })
    expect(describeLayout(heading, paragraph, buttons, checklist)).toEqual({
      text: ['h2', 'p', 'Actions'],
      side: ['Checklist'],
    })
    expect(describeLayout(heading, paragraph, buttons, contactList)).toEqual({
      text: ['h2', 'p', 'Actions'],
      side: ['ul'],
    })
  })

  it('gives a heading with text, short lists or questions a column of its own', () => {
    expect(describeLayout(heading, paragraph, paragraph)).toBe('heading')
    expect(describeLayout(heading, list(4), paragraph)).toBe('heading')
    expect(
      describeLayout(
        heading,
        h(Faq, { open: 'all', children: [h('h3', { key: 'q' }, 'x'), h('p', { key: 'a' }, 'x')] }),
      ),
    ).toBe('heading')
  })

  it('keeps one column for long lists, cards, a list before the buttons and bands without a heading', () => {
    expect(describeLayout(heading, list(8))).toBe('single')
    expect(describeLayout(heading, h(Cards, null, list(3)))).toBe('single')
    expect(describeLayout(heading, paragraph, list(20), buttons)).toBe('single')
    expect(describeLayout(h('h1', null, 'x'), paragraph, buttons)).toBe('single')
    expect(describeLayout(heading)).toBe('single')
  })
})
