import type { ReactNode } from 'react'
import { decorateItems, textOf } from './children.ts'

// Each client name is set as its own wordmark, the way a strip of real logos differs from item to item:
// serif capitals between hairlines, a ringed monogram, a stacked lockup, serif italics, a square
// monogram, slanted heavy capitals (logo-strip.css). The treatments repeat in this order; a monogram is
// decoration (aria-hidden), the name stays the list item's text.
const treatments = [
  { name: 'serif-caps', sign: false },
  { name: 'ring', sign: true },
  { name: 'stacked', sign: false },
  { name: 'serif-italic', sign: false },
  { name: 'block', sign: true },
  { name: 'slanted', sign: false },
] as const

/** "Kanzlei Beispiel & Partner" → ["Kanzlei Beispiel", "& Partner"]; "Café Spreeufer" → ["Café", "Spreeufer"]. */
function splitName(name: string): [lead: string, last: string] {
  const and = name.indexOf(' & ')
  if (and > 0) return [name.slice(0, and), name.slice(and + 1)]
  const space = name.lastIndexOf(' ')
  return space > 0 ? [name.slice(0, space), name.slice(space + 1)] : ['', name]
}

/** Up to two initials of the name's capitalised words: "Praxis am Musterpark" → "PM". */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^\p{Lu}/u.test(word))
    .map((word) => word.charAt(0))
    .slice(0, 2)
    .join('')
}

function Wordmark({ content, index }: { content: ReactNode; index: number }) {
  const treatment = treatments[index % treatments.length]!
  const name = textOf(content).trim()
  const [lead, last] = splitName(name)
  return (
    <span className={`wordmark wordmark-${treatment.name}`}>
      {treatment.sign && (
        <span className="wordmark-sign" aria-hidden="true">
          {initials(name) || name.charAt(0)}
        </span>
      )}
      <span className="wordmark-name">
        {lead && <span className="wordmark-lead">{lead}</span>}
        {lead && ' '}
        <span className="wordmark-last">{last}</span>
      </span>
    </span>
  )
}

/**
 * Customer names as a strip of calm grey wordmarks, each set differently like the logos of different
 * firms (lettering only, no images). No props. An optional short sentence before the list introduces it.
 *
 * ```mdx
 * <LogoStrip>
 * Eine Auswahl unserer Kundinnen und Kunden:
 *
 * - Kanzlei Beispiel & Partner
 * - Praxis am Musterpark
 * </LogoStrip>
 * ```
 */
export function LogoStrip({ children }: { children: ReactNode }) {
  return (
    <div className="logo-strip">
      {decorateItems(children, (content, index) => (
        <Wordmark content={content} index={index} />
      ))}
    </div>
  )
}
