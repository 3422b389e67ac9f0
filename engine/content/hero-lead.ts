import type { Nodes } from 'mdast'
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { CONTENT_DIR, loadDataFile } from '../site/data-files.ts'
import { factText } from '../site/fact-lookup.ts'
import { withoutWordJoiners } from '../site/line-breaks.ts'
import { openingHoursLines } from '../site/opening-hours.ts'

/**
 * Most characters the text between a <Hero>'s "# …" and its buttons may have. Measured on a 320 × 568 phone:
 * with a title of three lines (the longest the site's titles take there) six lines of text still leave the
 * main button above the action bar, a seventh pushes it behind; every lead of the site up to 175 characters
 * fits in six lines (the first to need a seventh had 176).
 */
export const HERO_LEAD_MAX_CHARS = 175

/**
 * The text under the title of a <Hero> with a photo and buttons (all its paragraphs; <Fact> and <OpeningHours>
 * count as what they show) must stay within HERO_LEAD_MAX_CHARS, so the first screen of a small phone offers the
 * main button without scrolling. Without a photo or without buttons there is nothing to squeeze.
 */
export function checkHeroLead(
  hero: MdxJsxFlowElement | MdxJsxTextElement,
  problem: (line: number | undefined, field: string, text: string, fix: string) => void,
  contentDir = CONTENT_DIR,
): void {
  if (hero.name !== 'Hero') return
  const hasImage = hero.attributes.some((attr) => attr.type === 'mdxJsxAttribute' && attr.name === 'image')
  const hasButtons = hero.children.some((child) => child.type === 'mdxJsxFlowElement' && child.name === 'Actions')
  if (!hasImage || !hasButtons) return
  const paragraphs = hero.children.filter((child) => child.type === 'paragraph')
  if (paragraphs.length === 0) return
  const company = loadDataFile('firma.yaml', contentDir)
  const text = withoutWordJoiners(
    paragraphs.map((paragraph) => shownText(paragraph, company.yaml, company.data?.oeffnungszeiten)).join(' '),
  )
    .replace(/\s+/g, ' ')
    .trim()
  if (text.length <= HERO_LEAD_MAX_CHARS) return
  problem(
    paragraphs[0]!.position?.start.line,
    '<Hero> Text',
    `Text unter der Überschrift zu lang: ${text.length} Zeichen, höchstens ${HERO_LEAD_MAX_CHARS} erlaubt, ` +
      'damit auf kleinen Handys der erste Knopf ohne Scrollen über der Leiste am unteren Rand steht',
    `Kürzen Sie ihn um mindestens ${text.length - HERO_LEAD_MAX_CHARS} Zeichen; ` +
      'Einzelheiten gehören in den nächsten Abschnitt.',
  )
}

type OpeningHours = Parameters<typeof openingHoursLines>[0]

/** The text a visitor reads: inline <Fact> and <OpeningHours> replaced by their values from firma.yaml. */
function shownText(node: Nodes, companyYaml: unknown, hours: OpeningHours | undefined): string {
  if (node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') {
    if (node.name === 'OpeningHours') return hours ? openingHoursLines(hours, { short: true }).join(', ') : ''
    if (node.name === 'Fact') {
      const name = node.attributes.find(
        (attr): attr is MdxJsxAttribute => attr.type === 'mdxJsxAttribute' && attr.name === 'name',
      )
      return typeof name?.value === 'string' ? (factText(companyYaml, name.value) ?? '') : ''
    }
  }
  if ('value' in node && typeof node.value === 'string' && (node.type === 'text' || node.type === 'inlineCode'))
    return node.value
  if ('children' in node) return node.children.map((child) => shownText(child, companyYaml, hours)).join('')
  return ''
}
