import type { ReactElement, ReactNode } from 'react'
import { Contacts } from '../trust/Contacts.tsx'
import { Seals } from '../trust/Seals.tsx'
import { elementsOf } from './children.ts'
import { CallLink, MailLink, Rating, WhatsAppLink } from './contact-links.tsx'
import { Faq } from './Faq.tsx'
import { Actions, Checklist } from './lists.tsx'
import { MapLink } from './MapLink.tsx'
import { QuoteForm } from './QuoteForm.tsx'

type Block = ReactElement<{ children?: ReactNode }>

/** How a band uses a wide screen (section-columns.css); phones always read it top to bottom. */
export type BandLayout =
  /** text left, the blocks after it (buttons, contact links, map, checklist) in a panel on the right */
  | { kind: 'split'; text: Block[]; side: Block[] }
  /** the heading in a column of its own, text or questions (`faq`: a `<Faq>`) beside it */
  | { kind: 'heading'; faq: boolean }
  /** the quote form (and the heading and text before it) beside the reassurance after it: contacts, rating, a list */
  | { kind: 'form'; main: Block[]; side: Block[] }
  /** one column: the band has cards, photos or other blocks that fill the width themselves */
  | { kind: 'single' }

const contactLinks = new Set<unknown>([CallLink, MailLink, WhatsAppLink])
const headingsAndText = new Set<unknown>(['h2', 'h3', 'p'])
/** a list this long runs in columns across the whole band instead (section.css) */
const LONG_LIST = 8

const blocksOf = (children: ReactNode): Block[] => elementsOf(children)

const isList = (block: Block) => block.type === 'ul' || block.type === 'ol'

/** A Markdown list whose every item is one call, mail or WhatsApp link: the ways to reach us. */
function isContactList(block: Block): boolean {
  if (block.type !== 'ul') return false
  const items = blocksOf(block.props.children)
  return (
    items.length > 0 &&
    items.every((item) => {
      const inside = blocksOf(item.props.children)
      return inside.length === 1 && contactLinks.has(inside[0]!.type)
    })
  )
}

/** a map, a checklist, the ways to reach us or the team's faces: things that can stand on their own beside the text */
const isSidePiece = (block: Block) =>
  block.type === MapLink ||
  block.type === Checklist ||
  isContactList(block) ||
  (block.type === Contacts && (block.props as { team?: boolean }).team === true)

/** what may stand beside the quote form: who calls back (with a line introducing them), the rating, a few
    promises, the seals */
const isFormSidePiece = (block: Block) =>
  block.type === Contacts ||
  block.type === Rating ||
  block.type === Checklist ||
  block.type === Seals ||
  block.type === 'p' ||
  isList(block)

/**
 * Chooses the wide-screen layout of a band from the order of its blocks, so no band leaves half the
 * page empty:
 * 0. a band with the quote form followed only by contacts, a rating, a list or a short line: those stand beside the
 *    form (phones read them after it, so the form's first field stays on the first screen);
 * 1. a band that ends with a map, a checklist, a list of contact links or `<Contacts team />`: those stand beside the
 *    heading, text and buttons before them (promise and buttons left, the details right);
 * 2. a band of headings, paragraphs and buttons at the end: the buttons (and a link after them)
 *    stand beside the text (the closing call to action of most pages);
 * 3. a heading followed only by paragraphs and short lists, or by a `<Faq>`: the heading takes a
 *    column of its own and the rest a readable measure beside it.
 */
export function bandLayout(children: ReactNode): BandLayout {
  const blocks = blocksOf(children)
  const single = { kind: 'single' } as const
  const form = blocks.findIndex((block) => block.type === QuoteForm)
  if (form >= 0 && form < blocks.length - 1 && blocks.slice(form + 1).every(isFormSidePiece)) {
    return { kind: 'form', main: blocks.slice(0, form + 1), side: blocks.slice(form + 1) }
  }
  if (blocks[0]?.type !== 'h2' || blocks.length < 2) return single

  let start = blocks.length
  while (start > 1 && isSidePiece(blocks[start - 1]!)) start--
  if (start < blocks.length) {
    const text = blocks.slice(0, start)
    const fits = text.every((block) => headingsAndText.has(block.type) || isList(block) || block.type === Actions)
    const hasBody = text.some((block) => block.type === 'p' || block.type === Actions)
    return fits && hasBody ? { kind: 'split', text, side: blocks.slice(start) } : single
  }

  const first = blocks.findIndex((block) => block.type === Actions)
  if (first > 0) {
    const text = blocks.slice(0, first)
    const side = blocks.slice(first)
    const fits =
      text.every((block) => headingsAndText.has(block.type)) &&
      side.every((block) => block.type === Actions || block.type === 'p')
    return fits ? { kind: 'split', text, side } : single
  }

  const rest = blocks.slice(1)
  if (rest.length === 1 && rest[0]!.type === Faq) return { kind: 'heading', faq: true }
  const shortText = rest.every(
    (block) => block.type === 'p' || (isList(block) && blocksOf(block.props.children).length < LONG_LIST),
  )
  return shortText ? { kind: 'heading', faq: false } : single
}
