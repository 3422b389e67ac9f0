import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { createProcessor } from '@mdx-js/mdx'
import type { Heading, Root, RootContent } from 'mdast'
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx'
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
import { chromeHints, chromeSchema, type Chrome } from '../../engine/site/chrome-schema.ts'
import { companyHints, companySchema, type Company } from '../../engine/site/company-schema.ts'
import { jobsHints, jobsSchema, type Jobs } from '../../engine/site/jobs-schema.ts'
import { trustHints, trustSchema, type Trust } from '../../engine/site/trust-schema.ts'
import { validateYaml } from '../../engine/validation/validate-yaml.ts'

// What the content folder of a site says, read the way the build reads it (same schemas), so tests take
// their expected values from the copy, never from today's wording. Works for the project and for a
// changed copy of it (tests/site/routine-edits.test.ts).

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

function readYaml<T>(
  root: string,
  name: string,
  schema: Parameters<typeof validateYaml>[0]['schema'],
  hints: Record<string, string>,
): T {
  const file = `content/${name}`
  return validateYaml({ schema, source: readFileSync(path.join(root, file), 'utf8'), file, hints }) as T
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
    company: readYaml<Company>(root, 'firma.yaml', companySchema, companyHints),
    chrome: readYaml<Chrome>(root, 'rahmen.yaml', chromeSchema, chromeHints),
    jobs: readYaml<Jobs>(root, 'stellen.yaml', jobsSchema, jobsHints),
    trust: readYaml<Trust>(root, 'vertrauen.yaml', trustSchema, trustHints),
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

/** Card titles of the <Cards> (or tags of the <Tags>) in a section: each item's first bold text or link, as the page shows them. */
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
