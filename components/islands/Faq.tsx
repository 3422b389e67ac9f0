import * as Accordion from '@radix-ui/react-accordion'
import type { CSSProperties } from 'react'
import { Icon } from '../icons/Icon.tsx'

export interface FaqProps {
  /** question text and the answer as HTML (rendered on the server from Markdown) */
  items: { question: string; answer: string }[]
  /** heading level of the questions, so they fit the page outline */
  level: 2 | 3 | 4
  /** index of the item open at first, or null for all closed */
  initiallyOpen: number | null
}

/**
 * Questions and answers: one open at a time, an open item can be closed, ArrowUp/ArrowDown/Home/End
 * move between questions (Radix Accordion). Every answer is in the HTML; closed ones are hidden
 * by CSS only, and public/noscript.css shows them all when JavaScript is off.
 */
// Radix writes size variables into a style attribute; unused here, and our CSP forbids inline styles in HTML.
const noInlineStyle = {
  '--radix-accordion-content-height': undefined,
  '--radix-accordion-content-width': undefined,
} as CSSProperties

export default function Faq({ items, level, initiallyOpen }: FaqProps) {
  const Heading = `h${level}` as const
  return (
    <Accordion.Root
      type="single"
      collapsible
      defaultValue={initiallyOpen === null ? undefined : `frage-${initiallyOpen}`}
      className="faq"
    >
      {items.map((item, index) => (
        <Accordion.Item key={item.question} value={`frage-${index}`} className="faq-item">
          <Accordion.Header asChild>
            <Heading className="faq-question">
              <Accordion.Trigger className="faq-trigger">
                <span>{item.question}</span>
                <Icon name="chevron" />
              </Accordion.Trigger>
            </Heading>
          </Accordion.Header>
          <Accordion.Content
            forceMount
            className="faq-answer"
            data-faq-answer=""
            style={noInlineStyle}
            // raw HTML on purpose: answer HTML the build rendered from MDX
            dangerouslySetInnerHTML={{ __html: item.answer }}
          />
        </Accordion.Item>
      ))}
    </Accordion.Root>
  )
}
