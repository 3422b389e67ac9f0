import { Children, isValidElement, type ReactElement, type ReactNode } from 'react'
import { CallLink, MailLink, WhatsAppLink } from './contact-links.tsx'
import { Actions, Checklist } from './lists.tsx'
import { MapLink } from './MapLink.tsx'

type Block = ReactElement<{ children?: ReactNode }>

const contactLinks = new Set<unknown>([CallLink, MailLink, WhatsAppLink])
/** what the text column may hold: headings, paragraphs, plain lists */
const textBlocks = new Set<unknown>(['h2', 'h3', 'p', 'ul', 'ol'])

const blocksOf = (children: ReactNode): Block[] =>
  Children.toArray(children).filter((child): child is Block => isValidElement(child))

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

/** a map, a checklist or the ways to reach us: things that can stand on their own beside the text */
const isSidePiece = (block: Block) => block.type === MapLink || block.type === Checklist || isContactList(block)

/**
 * Splits a band into its text and a second part that wide screens set beside it, instead of leaving
 * half the band empty:
 * 1. a band that ends with a map, a checklist or a list of contact links: those stand beside the
 *    heading, text and buttons before them (promise and buttons left, the details right);
 * 2. otherwise a band of headings, paragraphs and buttons: the buttons (and a link after them) stand
 *    beside the text (the closing call to action of most pages).
 * A band with anything else (cards, photos, a FAQ) keeps one column: `undefined`.
 */
export function splitTextAndSide(children: ReactNode): { text: Block[]; side: Block[] } | undefined {
  const blocks = blocksOf(children)
  if (blocks[0]?.type !== 'h2') return undefined
  let start = blocks.length
  while (start > 1 && isSidePiece(blocks[start - 1]!)) start--
  if (start < blocks.length) {
    const text = blocks.slice(0, start)
    const fits = text.every((block) => textBlocks.has(block.type) || block.type === Actions)
    const hasBody = text.some((block) => block.type === 'p' || block.type === Actions)
    return fits && hasBody ? { text, side: blocks.slice(start) } : undefined
  }
  const first = blocks.findIndex((block) => block.type === Actions)
  if (first < 1) return undefined
  const text = blocks.slice(0, first)
  const side = blocks.slice(first)
  // a long list before the buttons fills the band by itself (in columns, section.css)
  if (!text.every((block) => block.type === 'h2' || block.type === 'h3' || block.type === 'p')) return undefined
  if (!side.every((block) => block.type === Actions || block.type === 'p')) return undefined
  return { text, side }
}
