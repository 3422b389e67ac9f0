import { readFileSync } from 'node:fs'
import path from 'node:path'
import { glob } from 'tinyglobby'
import type { ContentProblem } from '../validation/problems.ts'
import { loadSpeller, type Speller } from './spelling/speller.ts'
import { tokenize } from './spelling/tokens.ts'
import { type VisibleText, visibleMdxText, visibleYamlText } from './visible-text.ts'

/** The project's own words (names, places, trade terms), one per line; see the header of the file. */
export const WORD_LIST = 'woerterbuch.txt'

/**
 * German spelling of everything visitors read in `root`: MDX text, headings, lists, tables, text props of
 * components, frontmatter title/description, and the string values of the YAML files. One problem per
 * unknown word and line, with up to three suggestions. Spelling problems are warnings: `npm run check` fails on
 * them, the build prints them and goes on.
 */
export async function checkSpelling(root = 'content'): Promise<ContentProblem[]> {
  const speller = spellerFor(root)
  const found: { file: string; line: number; field: string; word: string }[] = []
  for (const { file, source, visible } of await visibleFiles(root)) {
    const known: string[] = []
    for (const token of tokenize(visible.text)) {
      if (speller.accepts(token.word, token.position)) {
        known.push(token.word)
        continue
      }
      const span = visible.spans.find(({ start, end }) => start <= token.offset && token.offset < end)
      found.push({ file, line: lineAt(source, token.offset), field: span?.field ?? 'Text', word: token.word })
    }
    // the site's own words come first among equally near suggestions
    speller.learn(known)
  }
  const suggestions = new Map<string, string[]>()
  const seen = new Set<string>()
  return found.flatMap(({ file, line, field, word }) => {
    if (seen.has(`${file}:${line}:${word}`)) return []
    seen.add(`${file}:${line}:${word}`)
    if (!suggestions.has(word)) suggestions.set(word, speller.suggest(word))
    const near = suggestions.get(word)!
    const hint = near.length > 0 ? ` (Vorschläge: ${near.join(', ')})` : ''
    return [
      {
        file,
        line,
        field,
        problem: `Unbekanntes Wort „${word}“${hint}`,
        fix: `Tippfehler korrigieren oder das Wort in ${root}/${WORD_LIST} eintragen.`,
        severity: 'warning' as const,
      },
    ]
  })
}

/** The speller with the content folder's word list. */
export function spellerFor(root: string): Speller {
  return loadSpeller({ wordList: path.resolve(root, WORD_LIST) })
}

/** Every MDX and YAML file of `root` with the text visitors read. */
export async function visibleFiles(root: string): Promise<{ file: string; source: string; visible: VisibleText }[]> {
  const files = (await glob([`${root}/**/*.mdx`, `${root}/*.yaml`])).sort()
  return files.flatMap((file) => {
    const source = readFileSync(file, 'utf8')
    const visible = readable(file, source)
    return visible && visible.spans.length > 0 ? [{ file, source, visible }] : []
  })
}

/** The file's visible text, or null when the MDX does not parse (the MDX check reports that). */
function readable(file: string, source: string): VisibleText | null {
  if (!file.endsWith('.mdx')) return visibleYamlText(source)
  try {
    return visibleMdxText(source)
  } catch {
    return null
  }
}

function lineAt(source: string, offset: number): number {
  let line = 1
  for (let i = source.indexOf('\n'); i !== -1 && i < offset; i = source.indexOf('\n', i + 1)) line++
  return line
}
