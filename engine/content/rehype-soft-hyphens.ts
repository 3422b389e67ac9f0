import type { Element, Root, Text } from 'hast'
import { visit, SKIP } from 'unist-util-visit'

// Second halves of the long compounds on this site. Before each one a title may break (with a
// hyphen) even where the browser has no German hyphenation dictionary.
const COMPOUND_HEADS = [
  'reinigung',
  'leistung',
  'erklärung',
  'beilegung',
  'streit',
  'anlage',
  'wohnung',
  'gemeinschaft',
  'nummer',
  'produktion',
]
const TITLE_TAGS = new Set(['h1', 'h2', 'h3', 'strong', 'th'])
// shorter words fit a 320 px line even in an h1
const LONG_WORD = /\p{L}{17,}/gu
const JOINT = new RegExp(`(?<=\\p{L}{4})(?=(?:${COMPOUND_HEADS.join('|')}))`, 'gu')

/** "Veranstaltungsreinigung" → "Veranstaltungs\u00ADreinigung" (only words of 17+ letters). */
export function softHyphens(text: string): string {
  return text.replace(LONG_WORD, (word) => word.replace(JOINT, '\u00AD'))
}

/**
 * Soft hyphens at compound joints of long words in headings, bold card titles and table headers. Titles no longer
 * break anywhere (overflow-wrap), so on a 320 px phone a word like "Solaranlagenreinigung" needs a
 * place to break. Runs after rehype-slug, so heading ids stay as they were.
 */
export function rehypeSoftHyphens() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (!TITLE_TAGS.has(node.tagName)) return
      visit(node, 'text', (text: Text) => {
        text.value = softHyphens(text.value)
      })
      return SKIP
    })
  }
}
