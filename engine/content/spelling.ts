import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { type CSpellUserSettings, type SpellCheckFileResult, spellCheckDocument } from 'cspell-lib'
import { glob } from 'tinyglobby'
import type { ContentProblem } from '../validation/problems.ts'
import { type VisibleText, visibleMdxText, visibleYamlText } from './visible-text.ts'

/** The project's own words (names, places, trade terms), one per line; see the header of the file. */
export const WORD_LIST = 'woerterbuch.txt'

const germanDictionary = createRequire(import.meta.url).resolve('@cspell/dict-de-de/cspell-ext.json')

/**
 * German spelling of everything visitors read in `root`: MDX text, headings, lists, tables, text props of
 * components, frontmatter title/description, and the string values of the YAML files. One problem per
 * unknown word and line, with up to three suggestions.
 */
export async function checkSpelling(root = 'content'): Promise<ContentProblem[]> {
  const files = (await glob([`${root}/**/*.mdx`, `${root}/*.yaml`])).sort()
  const settings = spellingSettings(root)
  const found: { file: string; line: number; field: string; word: string }[] = []
  for (const file of files) {
    const source = readFileSync(file, 'utf8')
    const visible = readable(file, source)
    if (!visible || visible.spans.length === 0) continue
    const { issues } = checked(
      await spellCheckDocument(toDocument(file, visible.text), { noConfigSearch: true }, settings),
    )
    for (const issue of issues) {
      const field = visible.spans.find((span) => span.start <= issue.offset && issue.offset < span.end)?.field ?? 'Text'
      found.push({ file, line: lineAt(source, issue.offset), field, word: issue.text })
    }
  }
  // suggestions cost time per word: ask once for each distinct word
  const suggestions = await suggestionsFor(new Set(found.map(({ word }) => word)), settings)
  const seen = new Set<string>()
  return found.flatMap(({ file, line, field, word }) => {
    if (seen.has(`${file}:${line}:${word}`)) return []
    seen.add(`${file}:${line}:${word}`)
    const near = suggestions.get(word) ?? []
    const hint = near.length > 0 ? ` (Vorschläge: ${near.join(', ')})` : ''
    return [
      {
        file,
        line,
        field,
        problem: `Unbekanntes Wort „${word}“${hint}`,
        fix: `Tippfehler korrigieren oder das Wort in ${root}/${WORD_LIST} eintragen.`,
      },
    ]
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

function spellingSettings(root: string): CSpellUserSettings {
  const wordList = path.resolve(root, WORD_LIST)
  const own = existsSync(wordList) ? [{ name: 'woerterbuch', path: wordList }] : []
  return {
    import: [germanDictionary],
    language: 'de-DE',
    // German nouns are capitalised: "büro" is a mistake; a capital at the start of a sentence is still fine
    caseSensitive: true,
    dictionaryDefinitions: own,
    dictionaries: own.map((dictionary) => dictionary.name),
    // placeholders like {anzahl} are replaced on the page; &amp; and &#173; are characters; "Sonn- und
    // Feiertage": the first part of a compound shortened with a hyphen is no word of its own
    ignoreRegExpList: ['/\\{\\w+\\}/g', '/&#?\\w+;/g', '/\\p{L}+-(?=[\\s,]+(?:und|oder|bis|sowie)\\s)/gu'],
    suggestionsTimeout: 200,
  }
}

/** A dictionary that fails to load would otherwise pass every word. */
function checked(result: SpellCheckFileResult): SpellCheckFileResult {
  const error =
    result.errors?.[0] ?? [...(result.dictionaryErrors?.values() ?? [])].flat()[0] ?? result.configErrors?.[0]?.error
  if (error) throw new Error(`Rechtschreibprüfung: Wörterbuch nicht lesbar (${error.message})`)
  return result
}

function toDocument(file: string, text: string) {
  return { uri: pathToFileURL(path.resolve(file)).href, text, languageId: 'plaintext', locale: 'de-DE' }
}

async function suggestionsFor(words: Set<string>, settings: CSpellUserSettings): Promise<Map<string, string[]>> {
  if (words.size === 0) return new Map()
  const options = { noConfigSearch: true, generateSuggestions: true, numSuggestions: 8 }
  const { issues } = checked(
    await spellCheckDocument(toDocument('woerter.txt', [...words].join('\n')), options, settings),
  )
  // the dictionary also offers forms it would not accept itself ("kuchen" for "küchen", "reinigungsKraft",
  // "Umschalt-"): keep only suggestions that pass the check
  const candidates = new Map(
    issues.map((issue) => [
      issue.text,
      (issue.suggestions ?? []).filter((s) => s !== issue.text && /^\p{L}+$/u.test(s) && !/\p{Ll}\p{Lu}/u.test(s)),
    ]),
  )
  const all = [...new Set([...candidates.values()].flat())]
  const rejected = new Set(
    checked(
      await spellCheckDocument(toDocument('vorschlaege.txt', all.join('\n')), { noConfigSearch: true }, settings),
    ).issues.map((issue) => issue.text),
  )
  // a capitalised word keeps its capital ("Schreibtishce" → "Schreibtische"); "küchen" may become "Küchen"
  const fits = (word: string, s: string) => !rejected.has(s) && (isLower(word) || !isLower(s))
  return new Map([...candidates].map(([word, list]) => [word, list.filter((s) => fits(word, s)).slice(0, 3)]))
}

const isLower = (word: string) => word[0] === word[0]?.toLowerCase()

function lineAt(source: string, offset: number): number {
  let line = 1
  for (let i = source.indexOf('\n'); i !== -1 && i < offset; i = source.indexOf('\n', i + 1)) line++
  return line
}
