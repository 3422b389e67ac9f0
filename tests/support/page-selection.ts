import type { Root } from 'mdast'
import { visit } from 'unist-util-visit'
import { builtPages, content } from './built-site.ts'
import { contentFileFor, readMdx } from './site-content.ts'

// Which pages the browser suites open. 29 service pages share one template, so checking all ~56 pages
// in a browser mostly repeats itself. The rule, in one place for every browser suite:
//  - every template: one page per kind of page (service page, article, other) and set of blocks and
//    widgets it uses (<Faq>, <ServiceTabs>, <QuoteForm>, <ArticleList> …) — the first URL of each group;
//  - a rotating sample of the other pages, seeded by TEST_SAMPLE_SEED or else today's date, so every
//    page comes round over the days and a failure can be repeated with the printed seed.
// TEST_ALL_PAGES=1 opens every page; TEST_SAMPLE_SIZE sets the sample (default 4).

/** Kind of page and the MDX components it uses, e.g. "leistungen/*: Actions,Cards,Faq,Hero,Section". */
function templateOf(url: string): string {
  const tree: Root = readMdx(content.root, contentFileFor(content.root, url)).tree
  const components = new Set<string>()
  visit(tree, (node) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) components.add(node.name)
  })
  const folder = url.split('/').length > 2 ? `${url.split('/')[1]}/*` : 'seite'
  return `${folder}: ${[...components].sort().join(',')}`
}

/** A small seeded generator (mulberry32) over a string seed: same seed, same sample. */
function random(seed: string): () => number {
  let state = [...seed].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16_777_619), 2_166_136_261) >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

const byTemplate = new Map<string, string[]>()
for (const url of builtPages) byTemplate.set(templateOf(url), [...(byTemplate.get(templateOf(url)) ?? []), url])

/** One page per template (the first URL of each group), sorted. */
export const templatePages: string[] = [...byTemplate.values()].map((urls) => urls[0]!).sort()

const seed = process.env.TEST_SAMPLE_SEED ?? new Date().toISOString().slice(0, 10)
const size = Number(process.env.TEST_SAMPLE_SIZE ?? 4)
const rest = builtPages.filter((url) => !templatePages.includes(url))
const next = random(seed)
// Fisher–Yates with the seeded generator, then the first `size`
for (let i = rest.length - 1; i > 0; i--) {
  const j = Math.floor(next() * (i + 1))
  ;[rest[i], rest[j]] = [rest[j]!, rest[i]!]
}
const sampled = (process.env.TEST_ALL_PAGES ? rest : rest.slice(0, size)).sort()

/** Pages a browser suite checks one by one: every template plus the day's sample, sorted. */
export const browserPages: string[] = [...templatePages, ...sampled].sort()

console.log(
  `Browser-Seiten: ${templatePages.length} Vorlagen + Stichprobe (Seed ${seed}) ${sampled.join(', ') || '–'} von ${builtPages.length} Seiten. ` +
    `Wiederholen: TEST_SAMPLE_SEED=${seed}; alle Seiten: TEST_ALL_PAGES=1`,
)
