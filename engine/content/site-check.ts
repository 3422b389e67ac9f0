import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { compile } from '@mdx-js/mdx'
import GithubSlugger from 'github-slugger'
import type { Heading, Root, Yaml } from 'mdast'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { toString } from 'mdast-util-to-string'
import { glob, globSync } from 'tinyglobby'
import { SKIP, visit } from 'unist-util-visit'
import { VFile, type VFile as VFileType } from 'vfile'
import { LineCounter, parse, parseDocument } from 'yaml'
import { formTextsHints, formTextsSchema } from '../forms/form-texts-schema.ts'
import { quoteFieldOrder } from '../forms/quote-request.ts'
import { chromeHints, chromeSchema } from '../site/chrome-schema.ts'
import { companyHints, companySchema } from '../site/company-schema.ts'
import { jobsHints, jobsSchema } from '../site/jobs-schema.ts'
import { trustHints, trustSchema } from '../site/trust-schema.ts'
import { ContentError, type ContentProblem } from '../validation/problems.ts'
import { closestName, validateYaml, type FieldHints } from '../validation/validate-yaml.ts'
import type { z } from 'zod'
import { isArticleFile } from './article-schema.ts'
import { iconNames, isIconName } from './icon-names.ts'
import { jsonLdRequirements, knownJsonLdTypes } from './json-ld-rules.ts'
import { mdxOptions } from './mdx-options.ts'
import { mdxSyntaxProblem } from './mdx-syntax-problem.ts'
import { resolvePath, urlForContentFile } from './routes.ts'
import { duplicateArticleIds } from './article-ids.ts'
import { articleIds, frameIds, quoteFieldId, quoteFormId } from '../render/anchor-ids.ts'
import { factPaths, lookupFact } from '../site/fact-lookup.ts'
import { checkSpelling } from './spelling.ts'

/** What one file contributes to the checks across pages. */
interface PageFacts {
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

// ids the shared frame puts on every page (skip link target, navigation)
const FRAME_ANCHORS = Object.values(frameIds)
// the quote form's field ids (feld-<name>), from the form's one field list
const FORM_FIELDS = [...quoteFieldOrder, 'datenschutz']
// headings inside these become accordion questions or tab names, without an id of their own
const HEADINGS_WITHOUT_ID = new Set(['Faq', 'ServiceTabs'])

/**
 * `npm run check`: every content check at once, without building — each file's frontmatter, headings and
 * images (the build's own checks), plus what only shows across files: internal links and their
 * anchors, JSON-LD types and required fields, duplicate titles and descriptions.
 * `root` is the content folder; `publicFiles` are files served besides the pages (public/, feed).
 */
export async function checkSite(
  root = 'content',
  publicFiles: ReadonlySet<string> = defaultPublicFiles(),
): Promise<ContentProblem[]> {
  const files = (await glob(`${root}/**/*.mdx`)).sort()
  const problems: ContentProblem[] = checkDataFiles(root)
  const pages: PageFacts[] = []
  for (const file of files) {
    const { facts, fileProblems } = await readPage(root, file)
    problems.push(...fileProblems)
    pages.push(facts)
  }
  const articleSlugs = pages.filter((page) => isArticleFile(page.file)).map((page) => path.basename(page.file, '.mdx'))
  for (const page of pages) addComponentAnchors(page, articleSlugs)

  const byUrl = new Map(pages.filter((page) => page.url !== null).map((page) => [page.url!, page]))
  const urls = new Set(byUrl.keys())
  const serviceSlugs = new Set(
    pages
      .filter((page) => page.url?.startsWith('/leistungen/') && page.frontmatter?.leistung)
      .map((page) => path.basename(page.file, '.mdx'))
      .filter((slug) => slug !== 'index'),
  )
  for (const page of pages) {
    problems.push(...checkLinks(page, byUrl, urls, publicFiles))
    problems.push(...checkJsonLd(page, serviceSlugs))
    problems.push(...checkProps(page))
  }
  problems.push(...checkArticleIds(pages.filter((page) => isArticleFile(page.file))))
  problems.push(...checkDuplicates(pages, 'title'), ...checkDuplicates(pages, 'description'))
  problems.push(...(await checkSpelling(root)))
  return dedupe(problems).sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line)
}

let companyData: unknown = null

// the site's data files and their schemas (the build reads them the same way)
const dataFiles: { name: string; schema: z.ZodType; hints: FieldHints }[] = [
  { name: 'firma.yaml', schema: companySchema, hints: companyHints },
  { name: 'rahmen.yaml', schema: chromeSchema, hints: chromeHints },
  { name: 'formular.yaml', schema: formTextsSchema, hints: formTextsHints },
  { name: 'stellen.yaml', schema: jobsSchema, hints: jobsHints },
  { name: 'vertrauen.yaml', schema: trustSchema, hints: trustHints },
]

export function checkDataFiles(root: string): ContentProblem[] {
  const problems: ContentProblem[] = []
  for (const { name, schema, hints } of dataFiles) {
    const file = `${root}/${name}`
    if (!existsSync(file)) continue
    const source = readFileSync(file, 'utf8')
    try {
      // <Fact> names are checked against the file even when one of its values is wrong
      if (name === 'firma.yaml') companyData = parse(source) as unknown
      validateYaml({ schema, source, file, hints })
    } catch (error) {
      if (error instanceof ContentError) problems.push(...error.problems)
      else throw error
    }
  }
  return problems
}

async function readPage(root: string, file: string): Promise<{ facts: PageFacts; fileProblems: ContentProblem[] }> {
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

function addComponentAnchors(page: PageFacts, articleSlugs: string[]): void {
  if (page.components.has('QuoteForm')) {
    page.anchors.add(quoteFormId)
    for (const field of FORM_FIELDS) page.anchors.add(quoteFieldId(field))
  }
  if (page.components.has('ArticleList')) {
    for (const slug of articleSlugs) for (const id of Object.values(articleIds(slug))) page.anchors.add(id)
  }
}

function checkLinks(
  page: PageFacts,
  byUrl: Map<string, PageFacts>,
  urls: Set<string>,
  publicFiles: ReadonlySet<string>,
): ContentProblem[] {
  const problems: ContentProblem[] = []
  const problem = (line: number, text: string, fix: string) =>
    problems.push({ file: page.file, line, field: 'Link', problem: text, fix })
  for (const { href, line } of page.links) {
    if (/^(https?:|mailto:|tel:)/.test(href)) continue
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) {
      problem(
        line,
        `Link „${href}“ hat eine unbekannte Adressart`,
        'Interne Links beginnen mit /, externe mit https://.',
      )
      continue
    }
    const [pathPart = '', anchor] = href.split('#') as [string, string | undefined]
    if (pathPart === '') {
      if (anchor && !page.anchors.has(anchor))
        problem(line, `Sprungziel „#${anchor}“ gibt es auf dieser Seite nicht`, anchorFix(anchor, page))
      continue
    }
    if (!pathPart.startsWith('/')) {
      problem(line, `Link „${href}“ ist relativ`, `Schreiben Sie den Pfad mit / am Anfang, z. B. /${pathPart}.`)
      continue
    }
    if (publicFiles.has(pathPart)) continue
    const resolution = resolvePath(pathPart, urls)
    if (resolution.kind !== 'page') {
      const near = closestName(pathPart, [...urls])
      const fix =
        resolution.kind === 'redirect'
          ? `Schreiben Sie den Pfad ohne Schrägstrich am Ende: ${resolution.url}.`
          : near
            ? `Meinten Sie ${near}? Sonst legen Sie die Seite an oder entfernen den Link.`
            : 'Legen Sie die Seite an oder korrigieren Sie den Pfad.'
      problem(line, `Link auf „${pathPart}“: diese Seite gibt es nicht`, fix)
      continue
    }
    const target = byUrl.get(resolution.url)
    if (anchor && target && !target.anchors.has(anchor)) {
      problem(line, `Sprungziel „#${anchor}“ gibt es auf ${resolution.url} nicht`, anchorFix(anchor, target))
    }
  }
  return problems
}

function anchorFix(anchor: string, target: PageFacts): string {
  const near = closestName(anchor, [...target.anchors])
  return near
    ? `Meinten Sie „#${near}“?`
    : 'Sprungziele sind Überschriften (klein, mit Bindestrichen) oder id="…" eines Abschnitts.'
}

function checkJsonLd(page: PageFacts, serviceSlugs: ReadonlySet<string>): ContentProblem[] {
  const problems: ContentProblem[] = [...checkOffers(page, serviceSlugs)]
  const blocks = page.frontmatter?.jsonLd
  if (!Array.isArray(blocks)) return problems
  const lines = frontmatterLines(page)
  blocks.forEach((block: unknown, index) => {
    const line = page.jsonLdLines[index] ?? page.keyLines.get('jsonLd') ?? 1
    if (!block || typeof block !== 'object') return
    const data = block as Record<string, unknown>
    const type = data['@type']
    if (typeof type !== 'string') return // reported by the frontmatter schema
    const field = `jsonLd.${index}`
    // every "@type", also inside provider, address, offers …: a typo there passes the schema unnoticed
    for (const found of typesIn(data, ['jsonLd', index])) {
      if (knownJsonLdTypes.includes(found.type)) continue
      const near = closestName(found.type, knownJsonLdTypes)
      problems.push({
        file: page.file,
        line: found.path.length === 3 ? line : (lines(found.path) ?? line),
        field: found.path.join('.'),
        problem: `Unbekannter schema.org-Typ „${found.type}“`,
        fix: near ? `Meinten Sie „${near}“?` : `Verwenden Sie einen dieser Typen: ${knownJsonLdTypes.join(', ')}.`,
      })
    }
    if (!knownJsonLdTypes.includes(type)) return
    const present = new Set([...Object.keys(data), ...factFields(data.firmendaten)])
    if (type === 'FAQPage' && !present.has('mainEntity') && !page.components.has('Faq')) {
      problems.push({
        file: page.file,
        line,
        field: `${field}.mainEntity`,
        problem: 'FAQPage ohne Fragen',
        fix:
          'Fügen Sie der Seite einen <Faq>-Block hinzu (die Fragen werden dann übernommen) ' +
          'oder entfernen Sie den Eintrag.',
      })
    }
    for (const required of jsonLdRequirements[type] ?? []) {
      if (!present.has(required)) {
        problems.push({
          file: page.file,
          line,
          field: `${field}.${required}`,
          problem: `${type} ohne Pflichtangabe „${required}“`,
          fix: `Ergänzen Sie ${required}: … oder nehmen Sie es unter firmendaten: auf (Angaben aus firma.yaml).`,
        })
      }
    }
  })
  return problems
}

/** Every "@type" string in a JSON-LD value with its field path, e.g. jsonLd.0.provider.@type. */
function typesIn(value: unknown, path: (string | number)[]): { type: string; path: (string | number)[] }[] {
  if (Array.isArray(value)) return value.flatMap((inner, index) => typesIn(inner, [...path, index]))
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, inner]) =>
    key === '@type' && typeof inner === 'string'
      ? [{ type: inner, path: [...path, key] }]
      : typesIn(inner, [...path, key]),
  )
}

/** File line of a frontmatter field path (the YAML node's position), or undefined. */
function frontmatterLines(page: PageFacts): (path: (string | number)[]) => number | undefined {
  if (!page.frontmatterSource) return () => undefined
  const lineCounter = new LineCounter()
  const doc = parseDocument(page.frontmatterSource.text, { lineCounter })
  return (path) => {
    const node = doc.getIn(path, true) as { range?: [number, number, number] } | undefined
    return node?.range ? lineCounter.linePos(node.range[0]).line + page.frontmatterSource!.firstLine - 1 : undefined
  }
}

/** `angebote` names service pages by file name; each must exist and have `leistung` (its name and category). */
function checkOffers(page: PageFacts, serviceSlugs: ReadonlySet<string>): ContentProblem[] {
  const offers = page.frontmatter?.angebote
  if (!offers || typeof offers !== 'object') return []
  const slugs = Object.values(offers)
    .flatMap((entry: unknown) => (Array.isArray(entry) ? entry : Object.values(entry ?? {}).flat()))
    .map(String)
  const line = page.keyLines.get('angebote') ?? 1
  return [...new Set(slugs)]
    .filter((slug) => !serviceSlugs.has(slug))
    .map((slug) => {
      const near = closestName(slug, [...serviceSlugs])
      return {
        file: page.file,
        line,
        field: 'angebote',
        problem: `„${slug}“ ist keine Leistungsseite mit Feld leistung`,
        fix: near
          ? `Meinten Sie „${near}“?`
          : 'Schreiben Sie den Dateinamen einer Seite aus content/leistungen/ ohne .mdx, z. B. bueroreinigung.',
      }
    })
}

/** JSON-LD keys that `firmendaten` fills (addressLocality fills `address`). */
function factFields(firmendaten: unknown): string[] {
  return Array.isArray(firmendaten)
    ? firmendaten.map((key) => (key === 'addressLocality' ? 'address' : String(key)))
    : []
}

/** <Fact name="…"> must name a single value in firma.yaml; <Cards icon/icons> must name existing icons. */
function checkProps(page: PageFacts): ContentProblem[] {
  const problems: ContentProblem[] = []
  for (const { component, name, value, line } of page.props) {
    if (component === 'Fact' && name === 'name' && companyData !== null) {
      if (lookupFact(companyData, value) === undefined) {
        const near = closestName(value, factPaths(companyData))
        problems.push({
          file: page.file,
          line,
          field: '<Fact> name',
          problem: `„${value}“ ist keine einzelne Angabe in firma.yaml`,
          fix: near
            ? `Meinten Sie „${near}“?`
            : 'Schreiben Sie den Feldnamen aus firma.yaml, bei Gruppen mit Punkt, z. B. adresse.strasse.',
        })
      }
    }
    if (component === 'Cards' && (name === 'icon' || name === 'icons')) {
      for (const icon of value.split(',').map((part) => part.trim())) {
        if (!isIconName(icon)) {
          const near = closestName(icon, [...iconNames])
          problems.push({
            file: page.file,
            line,
            field: `<Cards> ${name}`,
            problem: `Icon „${icon}“ gibt es nicht`,
            fix: near ? `Meinten Sie „${near}“?` : `Erlaubt: ${iconNames.join(', ')}.`,
          })
        }
      }
    }
  }
  return problems
}

/** Article ids identify articles; the build stops on a taken id (the same rule), the check names both files. */
function checkArticleIds(articles: PageFacts[]): ContentProblem[] {
  return duplicateArticleIds(
    articles.flatMap((article) => {
      const id = article.frontmatter?.id
      return typeof id === 'number' ? [{ file: article.file, id, idLine: article.keyLines.get('id') ?? 1 }] : []
    }),
  )
}

function checkDuplicates(pages: PageFacts[], key: 'title' | 'description'): ContentProblem[] {
  const seen = new Map<string, PageFacts[]>()
  for (const page of pages) {
    const value = page.frontmatter?.[key]
    if (typeof value !== 'string' || page.url === null || page.frontmatter?.noindex === true) continue
    const normalised = value.trim().toLowerCase()
    seen.set(normalised, [...(seen.get(normalised) ?? []), page])
  }
  const words =
    key === 'title'
      ? { same: 'Gleicher Seitentitel', own: 'einen eigenen Seitentitel' }
      : { same: 'Gleiche Beschreibung', own: 'eine eigene Beschreibung' }
  return [...seen.values()]
    .filter((group) => group.length > 1)
    .flatMap((group) =>
      group.map((page) => ({
        file: page.file,
        line: page.keyLines.get(key) ?? 1,
        field: key,
        problem: `${words.same} wie ${group
          .filter((other) => other !== page)
          .map((other) => other.file)
          .join(', ')}`,
        fix:
          `Jede Seite braucht ${words.own}, sonst zeigen Suchmaschinen nur eine der Seiten. ` +
          'Nennen Sie, was diese Seite besonders macht.',
      })),
    )
}

function dedupe(problems: ContentProblem[]): ContentProblem[] {
  const keys = new Set<string>()
  return problems.filter((p) => {
    const key = `${p.file}:${p.line}:${p.field}:${p.problem}`
    if (keys.has(key)) return false
    keys.add(key)
    return true
  })
}

/** Files served besides the pages: public/ and what the build writes (feed, sitemap). */
function defaultPublicFiles(): Set<string> {
  const files = new Set(['/blog/feed.xml', '/sitemap.xml', '/robots.txt'])
  if (existsSync('public'))
    for (const name of globSync('public/**/*')) files.add(`/${path.relative('public', name).split(path.sep).join('/')}`)
  return files
}
