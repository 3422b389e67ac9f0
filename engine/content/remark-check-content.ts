import path from 'node:path'
import type { Root, Yaml } from 'mdast'
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx'
import { visit } from 'unist-util-visit'
import type { VFile } from 'vfile'
import { ContentError, type ContentProblem } from '../validation/problems.ts'
import { validateYaml } from '../validation/validate-yaml.ts'
import { articleFrontmatterHints, articleFrontmatterSchema, isArticleFile } from './article-schema.ts'
import { frontmatterHints, frontmatterSchema } from './frontmatter-schema.ts'
import { toString } from 'mdast-util-to-string'
import { ctaLabels, isRequestButton } from './cta-labels.ts'
import { imageExists, IMAGE_DIR } from './image-files.ts'
import { checkHeroLead } from './hero-lead.ts'
import { checkItemTitles } from './item-titles.ts'
import { unknownComponent } from './mdx-component-names.ts'
import { checkPriceTable } from './price-table.ts'

// request buttons lead here (besides the form on the page itself)
const QUOTE_PATHS = ['/angebot-erhalten', '/anfrage']

/**
 * Checks an MDX file while it compiles, so `npm run build` and `npm run dev` stop on the first broken
 * file with every problem in it: frontmatter schema, exactly one top-level heading (# …), images that
 * exist and have alt text. Files whose name starts with "_" are partials (e.g. the 404 text) and may
 * skip the SEO fields. Articles in content/blog/ take their heading from `title`, so they have no "# …".
 */
export function remarkCheckContent() {
  return (tree: Root, file: VFile) => {
    const relative = path.relative(process.cwd(), file.path).split(path.sep).join('/')
    const isPartial = path.basename(file.path).startsWith('_')
    const isArticle = isArticleFile(relative)
    const problems: ContentProblem[] = []
    const problem = (line: number | undefined, field: string, text: string, fix: string) =>
      problems.push({ file: relative, line: line ?? 1, field, problem: text, fix })

    const yaml = tree.children.find((node): node is Yaml => node.type === 'yaml')
    if (!yaml && !isPartial) {
      problem(
        1,
        'Frontmatter',
        'Frontmatter fehlt',
        'Beginnen Sie die Datei mit --- , den Feldern title, description und keywords und einer Zeile ---.',
      )
    } else if (yaml && !isPartial) {
      try {
        const data = validateYaml({
          schema: isArticle ? articleFrontmatterSchema : frontmatterSchema,
          source: yaml.value,
          file: relative,
          hints: isArticle ? articleFrontmatterHints : frontmatterHints,
          firstLine: (yaml.position?.start.line ?? 1) + 1,
        })
        if (data.ogImage && !imageExists(data.ogImage)) {
          problem(
            yaml.position?.start.line,
            'ogImage',
            `Bild „${data.ogImage}“ nicht gefunden`,
            `Legen Sie die Datei in ${IMAGE_DIR}/ ab oder korrigieren Sie den Namen.`,
          )
        }
      } catch (error) {
        if (error instanceof ContentError) problems.push(...error.problems)
        else throw error
      }
    }

    const h1Lines: (number | undefined)[] = []
    visit(tree, (node) => {
      const line = node.position?.start.line
      if (node.type === 'heading' && node.depth === 1) h1Lines.push(line)
      if (node.type === 'image' && /\.(JPE?G|PNG|Jpe?g|Png)$/.test(node.url)) {
        problem(
          line,
          'Bild',
          `Dateiendung von „${node.url}“ groß geschrieben`,
          'Benennen Sie die Datei mit kleiner Endung um (.jpg, .jpeg oder .png) und schreiben Sie sie hier genauso.',
        )
      }
      if (node.type === 'image') {
        if (!node.alt?.trim()) {
          problem(
            line,
            'Bild',
            `Alternativtext fehlt bei ![](${node.url})`,
            'Beschreiben Sie in den eckigen Klammern, was das Bild zeigt: ' +
              '![Reinigungskraft putzt ein Fenster](datei.jpg).',
          )
        }
        if (!imageExists(node.url)) {
          problem(
            line,
            'Bild',
            `Bild „${node.url}“ nicht gefunden`,
            `Legen Sie die Datei in ${IMAGE_DIR}/ ab oder korrigieren Sie den Namen.`,
          )
        }
      }
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const unknown = node.name ? unknownComponent(node.name) : null
        if (unknown) problem(line, `<${node.name}>`, unknown.problem, unknown.fix)
        checkImageProps(node, line, problem)
        if (node.name === 'Actions') checkButtonLabels(node, problem)
        checkItemTitles(node, problem)
        checkHeroLead(node, problem)
        checkPriceTable(node, problem)
      }
    })
    if (isArticle && h1Lines.length > 0) {
      problem(
        h1Lines[0],
        'Überschrift',
        'Beiträge haben keine eigene Hauptüberschrift (# …)',
        'Die Überschrift kommt aus dem Feld title. Beginnen Sie Abschnitte mit "## …".',
      )
    } else if (!isPartial && !isArticle && h1Lines.length !== 1) {
      problem(
        h1Lines[1] ?? 1,
        'Überschrift',
        `${h1Lines.length} Hauptüberschriften (# …) gefunden, genau eine erwartet`,
        h1Lines.length === 0
          ? 'Fügen Sie eine Zeile "# Seitenüberschrift" ein (meist im <Hero>).'
          : 'Machen Sie weitere "# …"-Überschriften zu "## …".',
      )
    }
    if (problems.length > 0) {
      const error = new ContentError(problems)
      // the problems travel as `cause`, so `npm run check` can list them one by one
      file.fail(error.message, {
        place: { line: problems[0]!.line, column: 1 },
        ruleId: 'content',
        source: 'inhalt',
        cause: error,
      })
    }
  }
}

/** Request buttons in <Actions> say the same thing everywhere: one of the labels in rahmen.yaml. */
function checkButtonLabels(
  actions: MdxJsxFlowElement | MdxJsxTextElement,
  problem: (line: number | undefined, field: string, text: string, fix: string) => void,
) {
  const allowed = ctaLabels()
  if (!allowed) return
  visit(actions, (node) => {
    const button =
      node.type === 'link'
        ? { href: node.url }
        : (node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') && node.name === 'CallLink'
          ? { component: 'CallLink' }
          : null
    if (!button || !isRequestButton(button, QUOTE_PATHS)) return
    const label = toString(node).trim()
    if (allowed.includes(label)) return
    problem(
      node.position?.start.line,
      '<Actions> Beschriftung',
      `„${label}“ ist keine der festen Beschriftungen für Anfrage-Schaltflächen`,
      `Nehmen Sie eine aus content/rahmen.yaml (knoepfe): ${allowed.map((text) => `„${text}“`).join(', ')} ` +
        '– oder ergänzen Sie dort eine neue.',
    )
  })
}

/** Components that take an `image` prop need a matching `alt`, and the image must exist. */
function checkImageProps(
  node: MdxJsxFlowElement | MdxJsxTextElement,
  line: number | undefined,
  problem: (line: number | undefined, field: string, text: string, fix: string) => void,
) {
  const attrs = new Map(
    node.attributes
      .filter((attr): attr is MdxJsxAttribute => attr.type === 'mdxJsxAttribute')
      .map((attr) => [attr.name, typeof attr.value === 'string' ? attr.value : undefined]),
  )
  const image = attrs.get('image') ?? (node.name === 'Image' ? attrs.get('src') : undefined)
  if (image === undefined && !attrs.has('image') && !(node.name === 'Image' && attrs.has('src'))) return
  const component = `<${node.name ?? ''}>`
  if (!attrs.get('alt')?.trim()) {
    problem(
      line,
      `${component} alt`,
      'Alternativtext (alt) fehlt',
      `Ergänzen Sie alt="…" mit einer kurzen Beschreibung, was das Bild zeigt.`,
    )
  }
  if (image !== undefined && !imageExists(image)) {
    problem(
      line,
      `${component} image`,
      `Bild „${image}“ nicht gefunden`,
      `Legen Sie die Datei in ${IMAGE_DIR}/ ab oder korrigieren Sie den Namen.`,
    )
  }
}
