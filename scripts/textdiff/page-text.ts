import { load, type CheerioAPI } from 'cheerio'

/** What a reviewer of a copy change reads on one built page. */
export interface PageText {
  title: string
  description: string
  /** text of <main>, one line per block element */
  lines: string[]
  /** text outside <main> (skip link, header, menu, footer, action bar), one line per block element */
  frame: string[]
}

type Node = ReturnType<ReturnType<CheerioAPI['root']>['contents']>[number]

// Each of these starts a new line; inline elements (a, strong, span …) stay inside the line.
const BLOCKS = new Set(
  'address article aside blockquote br button caption dd details dialog div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr label legend li main nav ol option p pre section select summary table td th tr ul'.split(
    ' ',
  ),
)
// Not read by anyone: code, data for search engines (JSON-LD is a script), icons and hidden markup.
const SKIP = 'script, style, template, noscript, svg, [hidden], [aria-hidden="true"], input[type="hidden"]'

/** Extracts title, meta description and the visible text of a pre-rendered page. */
export function pageText(html: string): PageText {
  const $ = load(html)
  const title = normalise($('head > title').first().text())
  const description = normalise($('head > meta[name="description"]').attr('content') ?? '')
  const main = $('main').first()
  const lines = main.length > 0 ? textLines($, main[0]!) : []
  main.remove()
  const body = $('body').first()
  const frame = body.length > 0 ? textLines($, body[0]!) : []
  return { title, description, lines, frame }
}

function textLines($: CheerioAPI, root: Node): string[] {
  const lines: string[] = []
  let current = ''
  const flush = () => {
    const line = normalise(current)
    if (line) lines.push(line)
    current = ''
  }
  const walk = (node: Node) => {
    if (node.nodeType === 3) {
      current += node.data
      return
    }
    if (node.nodeType !== 1 || !('tagName' in node)) return
    const element = $(node)
    if (element.is(SKIP)) return
    // React writes no white space between elements: children without any text between them are laid
    // out side by side or stacked by CSS (address lines, buttons), never words of one sentence
    const stacked =
      node.children.filter((child) => child.nodeType === 1).length > 1 &&
      !node.children.some((child) => child.nodeType === 3)
    const block = stacked || BLOCKS.has(node.tagName)
    if (block) flush()
    // texts editors write that show as attributes: image descriptions and field placeholders
    const alt = node.tagName === 'img' ? element.attr('alt')?.trim() : undefined
    const placeholder = element.attr('placeholder')?.trim()
    if (alt || placeholder) {
      flush()
      lines.push(alt ? `[Bild: ${normalise(alt)}]` : `[Platzhalter: ${normalise(placeholder!)}]`)
    }
    element.contents().each((_, child) => {
      walk(child)
      if (stacked) flush()
    })
    if (block) flush()
  }
  walk(root)
  flush()
  return lines
}

/** One line of text: soft hyphens (added by the build) removed, white space collapsed. */
function normalise(text: string): string {
  return text
    .replace(/[\u00ad\u200b]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}
