import { readFileSync } from 'node:fs'
import { createProcessor } from '@mdx-js/mdx'
import type { Root, Yaml } from 'mdast'
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import { globSync } from 'tinyglobby'
import { visit } from 'unist-util-visit'
import { isScalar, parseDocument, visit as visitYaml } from 'yaml'
import type { ContentProblem } from '../validation/problems.ts'
import { findPlaceholders } from './placeholders.ts'
import { yamlFieldPath } from './yaml-field-path.ts'

/**
 * `npm run check:live`: every placeholder still in the content folder (rules in ./placeholders.ts), one
 * problem per value with file, line and field. Comments are skipped: only what the site shows or links
 * counts. The build does not run this check, so the demo with its placeholders still builds.
 */
export function checkLive(root = 'content'): ContentProblem[] {
  const files = globSync([`${root}/**/*.mdx`, `${root}/**/*.yaml`, `${root}/**/*.yml`]).sort()
  return files.flatMap((file) => {
    const source = readFileSync(file, 'utf8')
    const stretches = file.endsWith('.mdx') ? mdxStretches(source) : yamlStretches(source, 0)
    const seen = new Set<string>()
    const marked = file.endsWith('.mdx') ? [] : markedEntries(file, source)
    const found = stretches.flatMap(({ start, end, field }) =>
      findPlaceholders(source.slice(start, end)).flatMap((match) => {
        const offset = start + match.start
        const problem = {
          file,
          line: lineAt(source, offset),
          field: typeof field === 'string' ? field : field(offset),
          problem: match.problem,
          fix: match.fix,
        }
        const key = `${problem.line}:${problem.field}:${match.value}`
        if (seen.has(key)) return [] // e.g. a link whose text is its own address
        seen.add(key)
        return [problem]
      }),
    )
    return [...found, ...marked].sort((a, b) => a.line - b.line)
  })
}

/**
 * Entries the data itself marks as made up with `platzhalter: true` (contacts, reviews, seals, the register):
 * their names and texts look real, so no pattern would find them. One problem per entry, at that line.
 */
function markedEntries(file: string, source: string): ContentProblem[] {
  const problems: ContentProblem[] = []
  visitYaml(parseDocument(source), {
    Map(_, map, path) {
      const flag = map.items.find((pair) => isScalar(pair.key) && pair.key.value === 'platzhalter')
      if (!flag || !isScalar(flag.value) || flag.value.value !== true || !isScalar(flag.key)) return
      // what the entry is called: its name or title, else its first text
      const texts = map.items.flatMap((pair) =>
        isScalar(pair.value) && typeof pair.value.value === 'string' ? [pair.value.value] : [],
      )
      const label =
        ['name', 'titel'].map((key) => map.get(key)).find((value) => typeof value === 'string') ?? texts[0] ?? ''
      problems.push({
        file,
        line: lineAt(source, flag.key.range?.[0] ?? 0),
        field: yamlFieldPath([...path, map, flag]) || 'platzhalter',
        problem: `„${String(label)}“ ist als erfunden markiert (platzhalter: true)`,
        fix: 'Ersetzen Sie die Angaben dieses Eintrags durch echte und löschen Sie dann die Zeile „platzhalter: true“.',
      })
    },
  })
  return problems
}

/** A stretch of the file to search, and the field a placeholder in it belongs to. */
interface Stretch {
  start: number
  end: number
  field: string | ((offset: number) => string)
}

/** Every scalar value of a YAML text (keys and comments are not data); `base` is its offset in the file. */
function yamlStretches(yaml: string, base: number, fieldPrefix = ''): Stretch[] {
  const document = parseDocument(yaml)
  const stretches: Stretch[] = []
  visitYaml(document, {
    Scalar(key, scalar, path) {
      if (key === 'key' || !scalar.range) return
      stretches.push({
        start: base + scalar.range[0],
        end: base + scalar.range[1],
        field: fieldPrefix + yamlFieldPath([...path, scalar]),
      })
    },
  })
  return stretches
}

// parse only: frontmatter, tables and components as nodes, without the build's transforms
const parser = createProcessor({ remarkPlugins: [remarkFrontmatter, remarkGfm] })

/** Frontmatter values, and the body without {/* comments *\/}, with the field at each place. */
function mdxStretches(source: string): Stretch[] {
  let tree: Root
  try {
    tree = parser.parse(source) as Root
  } catch {
    // the content check reports the syntax error; search the whole file anyway
    return [{ start: 0, end: source.length, field: 'Text' }]
  }
  const stretches: Stretch[] = []
  const labelled: { start: number; end: number; label: string }[] = []
  const comments: { start: number; end: number }[] = []
  let bodyStart = 0
  visit(tree, (node) => {
    const start = node.position?.start.offset
    const end = node.position?.end.offset
    if (start === undefined || end === undefined) return
    if (node.type === 'yaml') {
      const yamlStart = source.indexOf('\n', start) + 1
      stretches.push(...yamlStretches((node as Yaml).value, yamlStart))
      bodyStart = end
      return
    }
    if ((node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') && isComment(node)) {
      comments.push({ start, end })
      return
    }
    const label = labelOf(node)
    if (label) labelled.push({ start, end, label })
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const element = node as MdxJsxFlowElement | MdxJsxTextElement
      for (const attribute of element.attributes) {
        const position = (attribute as MdxJsxAttribute).position
        if (attribute.type === 'mdxJsxAttribute' && position?.start.offset !== undefined)
          labelled.push({
            start: position.start.offset,
            end: position.end.offset!,
            label: `<${element.name ?? ''}> ${attribute.name}`,
          })
      }
    }
  })
  // the innermost named node around a place: an attribute, a link, a heading, a component
  const field = (offset: number) =>
    labelled
      .filter(({ start, end }) => start <= offset && offset < end)
      .sort((a, b) => a.end - a.start - (b.end - b.start))[0]?.label ?? 'Text'
  let cursor = bodyStart
  for (const comment of comments.sort((a, b) => a.start - b.start)) {
    if (comment.start > cursor) stretches.push({ start: cursor, end: comment.start, field })
    cursor = Math.max(cursor, comment.end)
  }
  stretches.push({ start: cursor, end: source.length, field })
  return stretches
}

function isComment(node: unknown): boolean {
  const value = (node as { value?: string }).value?.trim() ?? ''
  return value.startsWith('/*') && value.endsWith('*/')
}

function labelOf(node: { type: string; name?: string | null }): string | undefined {
  switch (node.type) {
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return `<${node.name ?? ''}>`
    case 'link':
    case 'definition':
      return 'Link'
    case 'image':
      return 'Bild'
    case 'heading':
      return 'Überschrift'
    case 'table':
      return 'Tabelle'
    default:
      return undefined
  }
}

function lineAt(source: string, offset: number): number {
  let line = 1
  for (let i = 0; i < offset; i++) if (source.charCodeAt(i) === 10) line++
  return line
}
