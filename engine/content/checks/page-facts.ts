import { readFileSync } from 'node:fs'
import path from 'node:path'
import { compile } from '@mdx-js/mdx'
import GithubSlugger from 'github-slugger'
import type { Heading, Root, Yaml } from 'mdast'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { toString } from 'mdast-util-to-string'
import { SKIP, visit } from 'unist-util-visit'
import { VFile, type VFile as VFileType } from 'vfile'
import { parse } from 'yaml'
import { quoteFieldOrder } from '../../forms/quote-request.ts'
import { articleIds, frameIds, quoteFieldId, quoteFormId } from '../../render/anchor-ids.ts'
import { ContentError, type ContentProblem } from '../../validation/problems.ts'
import { mdxOptions } from '../mdx-options.ts'
import { mdxSyntaxProblem } from '../mdx-syntax-problem.ts'
import { urlForContentFile } from '../routes.ts'

/** What one file contributes to the checks across pages. */
export interface PageFacts {
  file: string
  url: string | null
  frontmatter: Record<string, unknown> | null
  /** line of each top-level frontmatter key */
  keyLines: Map<string, number>
  /** line of each JSON-LD block ("- "@type": …") */
  jsonLdLines: number[]
  /** the frontmatter YAML and its first line in the file, for lines of nested fields */
  frontmatterSource?: { text: string; firstLine: number }
  links: { href: string; line: number }[]
  /** string props of components that name something elsewhere: <Fact name>, <Cards icon/icons> */
  props: { component: string; name: string; value: string; line: number }[]
  anchors: Set<string>
  components: Set<string>
}

/** One page's facts and the problems the build's own check finds in it. */
export interface PageRead {
  facts: PageFacts
  fileProblems: ContentProblem[]
}

// ids the shared frame puts on every page (skip link target, navigation)
const FRAME_ANCHORS = Object.values(frameIds)
// the quote form's field ids (feld-<name>), from the form's one field list
const FORM_FIELDS = quoteFieldOrder
// headings inside these become accordion questions or tab names, without an id of their own
const HEADINGS_WITHOUT_ID = new Set(['Faq', 'ServiceTabs'])

/** Compiles one MDX file the way the build does: its own problems, and what the checks across pages need. */
export async function readPage(root: string, file: string): Promise<PageRead> {
  const relative = path.relative(root, file).split(path.sep).join('/')
  const facts: PageFacts = {
    file,
    url: urlForContentFile(relative),
    frontmatter: null,
    keyLines: new Map(),
    jsonLdLines: [],
    links: [],
    props: [],
    anchors: new Set(FRAME_ANCHORS),
    components: new Set(),
  }
  let tree: Root | null = null
  const fileProblems: ContentProblem[] = []
  const vfile: VFileType = new VFile({ path: path.resolve(file), value: readFileSync(file, 'utf8') })
  // keep the syntax tree even when a later check stops the compile
  const capture = () => (node: Root) => void (tree = node)
  try {
    await compile(vfile, {
      ...mdxOptions,
      providerImportSource: undefined,
      remarkPlugins: [capture, ...(mdxOptions.remarkPlugins ?? [])],
    })
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause
    if (cause instanceof ContentError) fileProblems.push(...cause.problems)
    else fileProblems.push(mdxSyntaxProblem(file, error))
  }
  if (tree) collectFacts(tree, facts)
  return { facts, fileProblems }
}

function collectFacts(tree: Root, facts: PageFacts): void {
  const yaml = tree.children.find((node): node is Yaml => node.type === 'yaml')
  if (yaml) {
    try {
      const data = parse(yaml.value) as unknown
      if (data && typeof data === 'object') facts.frontmatter = data as Record<string, unknown>
      const first = (yaml.position?.start.line ?? 1) + 1
      facts.frontmatterSource = { text: yaml.value, firstLine: first }
      yaml.value.split('\n').forEach((row, index) => {
        const key = /^([A-Za-z_@][\w@-]*):/.exec(row)?.[1]
        if (key && !facts.keyLines.has(key)) facts.keyLines.set(key, first + index)
        if (/^\s*-\s+["']?@type["']?:/.test(row)) facts.jsonLdLines.push(first + index)
      })
    } catch {
      // a YAML error is reported by the frontmatter check
    }
  }
  const slugger = new GithubSlugger()
  visit(tree, (node, _index, parent) => {
    const line = node.position?.start.line ?? 1
    if (node.type === 'heading') {
      // rehype-slug numbers repeated headings across the whole page, so every heading counts
      const slug = slugger.slug(toString(node as Heading))
      if (!insideComponent(parent, HEADINGS_WITHOUT_ID)) facts.anchors.add(slug)
    }
    if (node.type === 'link' || node.type === 'definition') facts.links.push({ href: node.url, line })
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const element = node as MdxJsxFlowElement | MdxJsxTextElement
      if (element.name) facts.components.add(element.name)
      for (const attribute of element.attributes) {
        if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') continue
        if (attribute.name === 'id') facts.anchors.add(attribute.value)
        if (attribute.name === 'href') facts.links.push({ href: attribute.value, line })
        if (element.name)
          facts.props.push({ component: element.name, name: attribute.name, value: attribute.value, line })
      }
    }
    return node.type === 'yaml' ? SKIP : undefined
  })
}

// unist-util-visit gives only the direct parent; headings of a <Faq> are its direct children
function insideComponent(parent: unknown, names: Set<string>): boolean {
  const element = parent as { type?: string; name?: string | null } | undefined
  return (
    (element?.type === 'mdxJsxFlowElement' || element?.type === 'mdxJsxTextElement') && names.has(element.name ?? '')
  )
}

/** Ids that components put on the page: the quote form's fields, each listed article's card. */
export function addComponentAnchors(page: PageFacts, articleSlugs: readonly string[]): void {
  if (page.components.has('QuoteForm')) {
    page.anchors.add(quoteFormId)
    for (const field of FORM_FIELDS) page.anchors.add(quoteFieldId(field))
  }
  if (page.components.has('ArticleList')) {
    for (const slug of articleSlugs) for (const id of Object.values(articleIds(slug))) page.anchors.add(id)
  }
}
