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
import { parse } from 'yaml'
import { formTextsHints, formTextsSchema } from '../forms/form-texts-schema.ts'
import { quoteFieldOrder } from '../forms/quote-request.ts'
import { chromeHints, chromeSchema } from '../site/chrome-schema.ts'
import { companyHints, companySchema } from '../site/company-schema.ts'
import { jobsHints, jobsSchema } from '../site/jobs-schema.ts'
import { ContentError, type ContentProblem } from '../validation/problems.ts'
import { closestName, validateYaml, type FieldHints } from '../validation/validate-yaml.ts'
import type { z } from 'zod'
import { iconNames } from '../../components/icons/Icon.tsx'
import { isArticleFile } from './article-schema.ts'
import { jsonLdRequirements, knownJsonLdTypes } from './json-ld-rules.ts'
import { mdxOptions } from './mdx-options.ts'
import { resolvePath } from './routes.ts'
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
  links: { href: string; line: number }[]
  /** string props of components that name something elsewhere: <Fact name>, <Cards icon/icons> */
  props: { component: string; name: string; value: string; line: number }[]
  anchors: Set<string>
  components: Set<string>
}

// ids the shared frame puts on every page (skip link target, navigation), and ids components create
const FRAME_ANCHORS = ['inhalt', 'seitennavigation', 'seitennavigation-titel', 'nav-col-navigation', 'nav-col-regionen']
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
export async function checkSite(root = 'content', publicFiles: ReadonlySet<string> = defaultPublicFiles()): Promise<ContentProblem[]> {
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
  for (const page of pages) {
    problems.push(...checkLinks(page, byUrl, urls, publicFiles))
    problems.push(...checkJsonLd(page))
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
]

function checkDataFiles(root: string): ContentProblem[] {
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
  const isPartial = relative.split('/').some((part) => part.startsWith('_'))
  const url = isPartial ? null : '/' + relative.replace(/\.mdx$/, '').replace(/(^|\/)index$/, '')
  const facts: PageFacts = { file, url: url === '/' ? '/' : url?.replace(/\/$/, '') ?? null, frontmatter: null, keyLines: new Map(), jsonLdLines: [], links: [], props: [], anchors: new Set(FRAME_ANCHORS), components: new Set() }
  let tree: Root | null = null
  const fileProblems: ContentProblem[] = []
  const vfile: VFileType = new VFile({ path: path.resolve(file), value: readFileSync(file, 'utf8') })
  // keep the syntax tree even when a later check stops the compile
  const capture = () => (node: Root) => void (tree = node)
  try {
    await compile(vfile, { ...mdxOptions, providerImportSource: undefined, remarkPlugins: [capture, ...(mdxOptions.remarkPlugins ?? [])] })
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause
    if (cause instanceof ContentError) fileProblems.push(...cause.problems)
    else {
      const place = (error as { place?: { start?: { line?: number }; line?: number }; line?: number }).place
      const reason = (error as { reason?: string }).reason ?? String(error)
      // "Expected a closing tag for `<Section>` (9:1-9:10)" names the opening tag's line
      const named = /\((\d+):\d+-\d+:\d+\)/.exec(reason)?.[1]
      const line = place?.start?.line ?? place?.line ?? (error as { line?: number }).line ?? (named ? Number(named) : 1)
      fileProblems.push({ file, line, field: 'MDX', problem: germanMdxReason(reason), fix: 'Prüfen Sie spitze Klammern < > und ob jeder Baustein geschlossen ist, z. B. <Section> … </Section>.' })
    }
  }
  if (tree) collectFacts(tree, facts)
  return { facts, fileProblems }
}

/** The MDX parser's most common messages in German (others stay as they are). */
function germanMdxReason(reason: string): string {
  const closing = /^Expected a closing tag for `(<[^`]+>)`/.exec(reason)
  if (closing) return `Baustein ${closing[1]} wird nicht geschlossen`
  const unexpected = /^Unexpected closing tag `(<\/[^`]+>)`/.exec(reason)
  if (unexpected) return `Schließendes ${unexpected[1]} ohne passenden Anfang`
  return `Die Datei lässt sich nicht lesen: ${reason}`
}

function collectFacts(tree: Root, facts: PageFacts): void {
  const yaml = tree.children.find((node): node is Yaml => node.type === 'yaml')
  if (yaml) {
    try {
      const data = parse(yaml.value) as unknown
      if (data && typeof data === 'object') facts.frontmatter = data as Record<string, unknown>
      const first = (yaml.position?.start.line ?? 1) + 1
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
        if (element.name) facts.props.push({ component: element.name, name: attribute.name, value: attribute.value, line })
      }
    }
    return node.type === 'yaml' ? SKIP : undefined
  })
}

// unist-util-visit gives only the direct parent; headings of a <Faq> are its direct children
function insideComponent(parent: unknown, names: Set<string>): boolean {
  const element = parent as { type?: string; name?: string | null } | undefined
  return (element?.type === 'mdxJsxFlowElement' || element?.type === 'mdxJsxTextElement') && names.has(element.name ?? '')
}

function addComponentAnchors(page: PageFacts, articleSlugs: string[]): void {
  if (page.components.has('QuoteForm')) {
    page.anchors.add('formular')
    for (const field of FORM_FIELDS) page.anchors.add(`feld-${field}`)
  }
  if (page.components.has('ArticleList')) {
    for (const slug of articleSlugs) for (const suffix of ['', '-titel', '-text']) page.anchors.add(`artikel-${slug}${suffix}`)
  }
}

function checkLinks(page: PageFacts, byUrl: Map<string, PageFacts>, urls: Set<string>, publicFiles: ReadonlySet<string>): ContentProblem[] {
  const problems: ContentProblem[] = []
  const problem = (line: number, text: string, fix: string) => problems.push({ file: page.file, line, field: 'Link', problem: text, fix })
  for (const { href, line } of page.links) {
    if (/^(https?:|mailto:|tel:)/.test(href)) continue
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) {
      problem(line, `Link „${href}“ hat eine unbekannte Adressart`, 'Interne Links beginnen mit /, externe mit https://.')
      continue
    }
    const [pathPart = '', anchor] = href.split('#') as [string, string | undefined]
    if (pathPart === '') {
      if (anchor && !page.anchors.has(anchor)) problem(line, `Sprungziel „#${anchor}“ gibt es auf dieser Seite nicht`, anchorFix(anchor, page))
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
  return near ? `Meinten Sie „#${near}“?` : 'Sprungziele sind Überschriften (klein, mit Bindestrichen) oder id="…" eines Abschnitts.'
}

function checkJsonLd(page: PageFacts): ContentProblem[] {
  const blocks = page.frontmatter?.jsonLd
  if (!Array.isArray(blocks)) return []
  const problems: ContentProblem[] = []
  blocks.forEach((block: unknown, index) => {
    const line = page.jsonLdLines[index] ?? page.keyLines.get('jsonLd') ?? 1
    if (!block || typeof block !== 'object') return
    const data = block as Record<string, unknown>
    const type = data['@type']
    if (typeof type !== 'string') return // reported by the frontmatter schema
    const field = `jsonLd.${index}`
    if (!knownJsonLdTypes.includes(type)) {
      const near = closestName(type, knownJsonLdTypes)
      problems.push({ file: page.file, line, field: `${field}.@type`, problem: `Unbekannter schema.org-Typ „${type}“`, fix: near ? `Meinten Sie „${near}“?` : `Verwenden Sie einen dieser Typen: ${knownJsonLdTypes.join(', ')}.` })
      return
    }
    const present = new Set([...Object.keys(data), ...factFields(data.firmendaten)])
    if (type === 'FAQPage' && !present.has('mainEntity') && !page.components.has('Faq')) {
      problems.push({ file: page.file, line, field: `${field}.mainEntity`, problem: 'FAQPage ohne Fragen', fix: 'Fügen Sie der Seite einen <Faq>-Block hinzu (die Fragen werden dann übernommen) oder entfernen Sie den Eintrag.' })
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

/** JSON-LD keys that `firmendaten` fills (addressLocality fills `address`). */
function factFields(firmendaten: unknown): string[] {
  return Array.isArray(firmendaten) ? firmendaten.map((key) => (key === 'addressLocality' ? 'address' : String(key))) : []
}

/** <Fact name="…"> must name a single value in firma.yaml; <Cards icon/icons> must name existing icons. */
function checkProps(page: PageFacts): ContentProblem[] {
  const problems: ContentProblem[] = []
  for (const { component, name, value, line } of page.props) {
    if (component === 'Fact' && name === 'name' && companyData !== null) {
      let fact: unknown = companyData
      for (const key of value.split('.')) fact = typeof fact === 'object' && fact !== null ? (fact as Record<string, unknown>)[key] : undefined
      if (typeof fact !== 'string' && typeof fact !== 'number') {
        const near = closestName(value, factPaths(companyData))
        problems.push({ file: page.file, line, field: '<Fact> name', problem: `„${value}“ ist keine einzelne Angabe in firma.yaml`, fix: near ? `Meinten Sie „${near}“?` : 'Schreiben Sie den Feldnamen aus firma.yaml, bei Gruppen mit Punkt, z. B. adresse.strasse.' })
      }
    }
    if (component === 'Cards' && (name === 'icon' || name === 'icons')) {
      for (const icon of value.split(',').map((part) => part.trim())) {
        if (!(iconNames as string[]).includes(icon)) {
          const near = closestName(icon, iconNames)
          problems.push({ file: page.file, line, field: `<Cards> ${name}`, problem: `Icon „${icon}“ gibt es nicht`, fix: near ? `Meinten Sie „${near}“?` : `Erlaubt: ${iconNames.join(', ')}.` })
        }
      }
    }
  }
  return problems
}

/** Every single value in firma.yaml as a dotted path ("adresse.plz"), for suggestions. */
function factPaths(data: unknown, prefix = ''): string[] {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return prefix ? [prefix] : []
  return Object.entries(data).flatMap(([key, value]) => factPaths(value, prefix ? `${prefix}.${key}` : key))
}

/** Article ids identify articles; the build stops on a taken id, the check names both files. */
function checkArticleIds(articles: PageFacts[]): ContentProblem[] {
  const byId = new Map<unknown, PageFacts[]>()
  for (const article of articles) {
    const id = article.frontmatter?.id
    if (typeof id === 'number') byId.set(id, [...(byId.get(id) ?? []), article])
  }
  const highest = Math.max(0, ...[...byId.keys()].filter((id): id is number => typeof id === 'number'))
  return [...byId.values()]
    .filter((group) => group.length > 1)
    .flatMap((group) =>
      group.slice(1).map((article) => ({
        file: article.file,
        line: article.keyLines.get('id') ?? 1,
        field: 'id',
        problem: `id ${String(article.frontmatter?.id)} hat schon ${group[0]!.file}`,
        fix: `Vergeben Sie eine noch freie Nummer, z. B. ${highest + 1}.`,
      })),
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
  const words = key === 'title' ? { same: 'Gleicher Seitentitel', own: 'einen eigenen Seitentitel' } : { same: 'Gleiche Beschreibung', own: 'eine eigene Beschreibung' }
  return [...seen.values()]
    .filter((group) => group.length > 1)
    .flatMap((group) =>
      group.map((page) => ({
        file: page.file,
        line: page.keyLines.get(key) ?? 1,
        field: key,
        problem: `${words.same} wie ${group.filter((other) => other !== page).map((other) => other.file).join(', ')}`,
        fix: `Jede Seite braucht ${words.own}, sonst zeigen Suchmaschinen nur eine der Seiten. Nennen Sie, was diese Seite besonders macht.`,
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
  if (existsSync('public')) for (const name of globSync('public/**/*')) files.add('/' + path.relative('public', name).split(path.sep).join('/'))
  return files
}
