import { createProcessor } from '@mdx-js/mdx'
import type { Image, Link, Root, Yaml } from 'mdast'
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { toString } from 'mdast-util-to-string'
import { SKIP, visit } from 'unist-util-visit'
import { VFile } from 'vfile'
import { isMap, isScalar, parseDocument, visit as visitYaml, type Node as YamlNode } from 'yaml'
import { mdxOptions } from './mdx-options.ts'
import { yamlFieldPath } from './yaml-field-path.ts'

/** A stretch of the file that visitors read, with the field it belongs to (for the message). */
export interface VisibleSpan {
  start: number
  end: number
  field: string
}

/**
 * The file's text with everything visitors do not read (markup, code, URLs, component names, ids,
 * JSON-LD) blanked out by spaces. Offsets and line breaks stay as in the file, so a word found in
 * `text` sits at the same offset and line in the file.
 */
export interface VisibleText {
  text: string
  spans: VisibleSpan[]
}

// frontmatter keys whose values appear on the page, in search results or in link previews
const FRONTMATTER_FIELDS = new Set(['title', 'description', 'excerpt', 'ogImageAlt', 'author', 'category'])
// component props that are text (shown, read aloud or sent as a message); the others name files, icons, ids
const TEXT_PROPS = new Set(['title', 'label', 'alt', 'text', 'subject', 'body', 'more'])
// link text that is an address (www.example.de, info@example.de)
const ADDRESS = /^(https?:\/\/|www\.)\S+$|^[^\s@]+@[^\s@]+$/
// YAML values that are not prose: web and e-mail addresses, paths, phone numbers, file names (team-portraet-1.jpg)
const FILE_NAME = /^[\w.-]+\.(jpe?g|png|webp|avif|svg|gif|pdf)$/i
const NOT_TEXT = /^(https?:\/\/|mailto:|tel:|\/)|^[^\s@]+@[^\s@]+$|^\+?[\d\s()/-]+$/

// parse only: the project's syntax (frontmatter, tables, components) without the build's transforms
let processor: ReturnType<typeof createProcessor> | null = null
const parser = () => (processor ??= createProcessor({ remarkPlugins: mdxOptions.remarkPlugins }))

export function visibleMdxText(source: string): VisibleText {
  const spans: VisibleSpan[] = []
  const tree = parser().parse(new VFile(source)) as Root
  visit(tree, (node) => {
    const start = node.position?.start.offset
    const end = node.position?.end.offset
    if (start === undefined || end === undefined) return
    switch (node.type) {
      case 'yaml':
        spans.push(...frontmatterSpans(source, node as Yaml, start))
        return SKIP
      case 'text':
        spans.push({ start, end, field: 'Text' })
        return
      case 'link':
        return ADDRESS.test(toString(node as Link)) ? SKIP : undefined
      case 'image': {
        const { alt } = node as Image
        if (alt && source.startsWith(alt, start + 2))
          spans.push({ start: start + 2, end: start + 2 + alt.length, field: 'Bildbeschreibung' })
        return
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        spans.push(...propSpans(source, node as MdxJsxFlowElement | MdxJsxTextElement))
        return
    }
  })
  return mask(source, spans)
}

function propSpans(source: string, element: MdxJsxFlowElement | MdxJsxTextElement): VisibleSpan[] {
  const spans: VisibleSpan[] = []
  for (const attribute of element.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string' || !TEXT_PROPS.has(attribute.name))
      continue
    const start = attribute.position?.start.offset
    const end = attribute.position?.end.offset
    if (start === undefined || end === undefined) continue
    // name="value": the value sits between the quotes
    const quote = source.slice(start, end).search(/["']/)
    if (quote >= 0)
      spans.push({ start: start + quote + 1, end: end - 1, field: `<${element.name ?? ''}> ${attribute.name}` })
  }
  return spans
}

function frontmatterSpans(source: string, yaml: Yaml, nodeStart: number): VisibleSpan[] {
  // the YAML starts on the line after the opening ---
  const base = source.indexOf('\n', nodeStart) + 1
  const document = parseDocument(yaml.value)
  // broken YAML is reported by the frontmatter check; its values are no reliable text
  if (document.errors.length > 0 || !isMap(document.contents)) return []
  const spans: VisibleSpan[] = []
  for (const pair of document.contents.items) {
    if (!isScalar(pair.key) || !FRONTMATTER_FIELDS.has(String(pair.key.value))) continue
    spans.push(...scalarSpans(pair.value as YamlNode | null, base, String(pair.key.value)))
  }
  return spans
}

/**
 * A YAML data file (firma.yaml, rahmen.yaml …): every string value except addresses; keys and comments are not
 * text.
 */
export function visibleYamlText(source: string): VisibleText {
  const spans: VisibleSpan[] = []
  const document = parseDocument(source)
  if (document.errors.length > 0) return { text: '', spans }
  visitYaml(document, {
    Scalar(key, scalar, path) {
      if (key === 'key') return // keys are names, not text
      spans.push(...scalarSpans(scalar, 0, yamlFieldPath([...path, scalar])))
    },
  })
  return mask(source, spans)
}

function scalarSpans(node: YamlNode | null, base: number, field: string): VisibleSpan[] {
  if (!isScalar(node) || typeof node.value !== 'string' || !node.range) return []
  if (NOT_TEXT.test(node.value.trim()) || FILE_NAME.test(node.value.trim())) return []
  return [{ start: base + node.range[0], end: base + node.range[1], field }]
}

function mask(source: string, spans: VisibleSpan[]): VisibleText {
  const sorted = [...spans].sort((a, b) => a.start - b.start)
  const blank = (part: string) => part.replace(/[^\n]/g, ' ')
  let text = ''
  for (const { start, end } of sorted) {
    if (start < text.length) continue // inside a span already copied
    text += blank(source.slice(text.length, start)) + source.slice(start, end)
  }
  return { text: text + blank(source.slice(text.length)), spans: sorted }
}
