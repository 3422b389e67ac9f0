import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { createProcessor } from '@mdx-js/mdx'
import type { Heading, Root, RootContent } from 'mdast'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { toString } from 'mdast-util-to-string'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import { visit } from 'unist-util-visit'
import { parse } from 'yaml'
import {
  articleFrontmatterHints,
  articleFrontmatterSchema,
  isArticleFile,
  type ArticleFrontmatter,
} from '../../engine/content/article-schema.ts'
import { urlForContentFile } from '../../engine/content/routes.ts'
import { factText } from '../../engine/site/fact-lookup.ts'
import type { Chrome } from '../../engine/site/chrome-schema.ts'
import type { Company } from '../../engine/site/company-schema.ts'
import { CONTENT_DIR, readDataFile } from '../../engine/site/data-files.ts'
import type { Jobs } from '../../engine/site/jobs-schema.ts'
import type { Trust } from '../../engine/site/trust-schema.ts'
import { validateYaml } from '../../engine/validation/validate-yaml.ts'

// What the content folder of a site says, read the way the build reads it (same schemas), so tests take
// their expected values from the copy, never from today's wording. Works for the project and for a
// changed copy of it (tests/build/routine-edits.test.ts).

export interface ArticleFile {
  slug: string
  url: string
  frontmatter: ArticleFrontmatter
}

export interface SiteContent {
  /** project folder holding content/ */
  root: string
  company: Company
  chrome: Chrome
  jobs: Jobs
  trust: Trust
  /** Fachjournal articles, newest first (same date: higher id first, as the site sorts them) */
  articles: ArticleFile[]
  /** URLs of the service pages (content/leistungen/*.mdx without the overview), sorted */
  servicePages: string[]
}

export function readSiteContent(root = '.'): SiteContent {
  const blogDir = path.join(root, 'content/blog')
  const articles = readdirSync(blogDir)
    .map((name) => `content/blog/${name}`)
    .filter(isArticleFile)
    .map((file) => {
      const yaml = /^---\n([\s\S]*?)\n---/.exec(readFileSync(path.join(root, file), 'utf8'))?.[1] ?? ''
      const frontmatter = validateYaml({
        schema: articleFrontmatterSchema,
        source: yaml,
        file,
        hints: articleFrontmatterHints,
        firstLine: 2,
      })
      return { slug: path.basename(file, '.mdx'), url: urlForContentFile(file)!, frontmatter }
    })
    .sort((a, b) => b.frontmatter.date.localeCompare(a.frontmatter.date) || b.frontmatter.id - a.frontmatter.id)
  const servicePages = readdirSync(path.join(root, 'content/leistungen'))
    .filter((name) => name.endsWith('.mdx') && name !== 'index.mdx' && !name.startsWith('_'))
    .map((name) => urlForContentFile(`content/leistungen/${name}`)!)
    .sort()
  return {
    root,
    company: readDataFile('firma.yaml', path.join(root, CONTENT_DIR)),
    chrome: readDataFile('rahmen.yaml', path.join(root, CONTENT_DIR)),
    jobs: readDataFile('stellen.yaml', path.join(root, CONTENT_DIR)),
    trust: readDataFile('vertrauen.yaml', path.join(root, CONTENT_DIR)),
    articles,
    servicePages,
  }
}

/** The site's public origin as the build writes it into canonicals, sitemap and JSON-LD. */
export const originOf = (content: SiteContent): string =>
  (process.env.SITE_ORIGIN ?? content.company.website).replace(/\/$/, '')

// Parsing only (no build plugins): frontmatter and GFM syntax, MDX components as nodes.
const processor = createProcessor({ remarkPlugins: [remarkFrontmatter, remarkGfm] })

/** Frontmatter and syntax tree of a content file, e.g. readMdx(root, 'content/berlin.mdx'). */
export function readMdx(root: string, file: string): { frontmatter: Record<string, unknown>; tree: Root } {
  const tree = processor.parse(readFileSync(path.join(root, file), 'utf8')) as Root
  const yaml = tree.children.find((node) => node.type === 'yaml')
  return { frontmatter: (yaml ? parse(yaml.value) : {}) as Record<string, unknown>, tree }
}

/** The content file of a page URL: /berlin → content/berlin.mdx, /leistungen → content/leistungen/index.mdx. */
export function contentFileFor(root: string, url: string): string {
  const base = url === '/' ? 'content/index' : `content${url}`
  for (const file of [`${base}.mdx`, `${base}/index.mdx`]) {
    try {
      readFileSync(path.join(root, file))
      return file
    } catch {
      // try the next form
    }
  }
  throw new Error(`Keine Inhaltsdatei für ${url} in ${root}/content`)
}

/** Every <Name> block of a page's tree, in document order. */
export function blocksOf(tree: Root, name: string): MdxJsxFlowElement[] {
  const blocks: MdxJsxFlowElement[] = []
  visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => void (node.name === name && blocks.push(node)))
  return blocks
}

/** The questions (headings) of each <Faq> block of a page. */
export function faqQuestions(tree: Root): string[][] {
  return blocksOf(tree, 'Faq').map((faq) =>
    (faq.children as RootContent[])
      .filter((child): child is Heading => child.type === 'heading')
      .map((heading) => toString(heading).trim()),
  )
}

/**
 * The answers of each <Faq> block of a page as plain text (whitespace collapsed), every <Fact name="…" />
 * replaced by its value in `company`: what a visitor reads below each question.
 */
export function faqAnswers(tree: Root, company: unknown): string[][] {
  return blocksOf(tree, 'Faq').map((faq) => {
    const answers: string[] = []
    for (const child of faq.children as RootContent[]) {
      if (child.type === 'heading') answers.push('')
      else if (answers.length > 0) answers[answers.length - 1] += ` ${textWithFacts(child, company)}`
    }
    return answers.map((answer) => answer.replace(/\s+/g, ' ').trim())
  })
}

function textWithFacts(node: RootContent, company: unknown): string {
  const copy = structuredClone(node)
  visit(copy, (inner, index, parent) => {
    if (inner.type !== 'mdxJsxTextElement' && inner.type !== 'mdxJsxFlowElement') return
    if ((inner as MdxJsxTextElement).name !== 'Fact' || !parent || index === undefined) return
    const name = (inner as MdxJsxTextElement).attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'name')
    const value = typeof name?.value === 'string' ? factText(company, name.value) : undefined
    parent.children.splice(index, 1, { type: 'text', value: value ?? '' })
    return index + 1
  })
  return toString(copy)
}

/** The page's main heading (# …), as written. */
export function mainHeading(tree: Root): string | undefined {
  let heading: string | undefined
  visit(
    tree,
    'heading',
    (node: Heading) => void (node.depth === 1 && heading === undefined && (heading = toString(node).trim())),
  )
  return heading
}

/** The <Section id="…"> block of a page. */
export function sectionOf(tree: Root, id: string): MdxJsxFlowElement {
  const section = blocksOf(tree, 'Section').find((node) =>
    node.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'id' && a.value === id),
  )
  if (!section) throw new Error(`Kein <Section id="${id}">`)
  return section
}

/** Card titles of the <Cards> (or tags of the <Tags>) in a section: each item's first bold text or link. */
export function cardTitles(tree: Root, sectionId: string): string[] {
  const titles: string[] = []
  const section = sectionOf(tree, sectionId) as unknown as Root
  for (const cards of [...blocksOf(section, 'Cards'), ...blocksOf(section, 'Tags')]) {
    visit(cards, 'listItem', (item) => {
      let title: string | undefined
      visit(item, (node) => {
        if (title === undefined && (node.type === 'strong' || node.type === 'link')) title = toString(node).trim()
      })
      // a tag is its whole text
      if (title === undefined && cards.name === 'Tags') title = toString(item).trim()
      if (title !== undefined) titles.push(title)
    })
  }
  return titles
}
