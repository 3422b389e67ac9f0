import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { has, importTrie, type TrieRoot } from 'cspell-trie-lib'

/**
 * The German full-form dictionary (igerman98 as shipped for cspell, ~2.7 million forms) plus the project's word
 * list. Besides whole words the dictionary marks the forms a word takes inside compounds: "Reinigungs+" may begin
 * one, "+reinigung" may end one, "+reinigungs+" may stand in the middle. Those marks come from the Hunspell
 * compound flags, so they are real word-formation data, but they are generous with short pieces ("+eich").
 */
export interface Lexicon {
  /** a word that stands alone, exactly as written (nouns capitalised) */
  word(form: string): boolean
  /** a form the dictionary allows at the start or in the middle of a compound ("Reinigungs", "lebens") */
  compoundStart(form: string): boolean
  /** a form the dictionary allows at the end of a compound, lower-case ("reinigung") */
  compoundEnd(form: string): boolean
  /** the project's own words (woerterbuch.txt), for the message */
  readonly ownWords: ReadonlySet<string>
}

// the package exports only its cspell settings; the dictionary lies beside them
const dictionaryFile = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@cspell/dict-de-de/cspell-ext.json')),
  'de_DE.trie.gz',
)
let dictionary: TrieRoot | null = null

/** Loads the dictionary once per process (about a second); the word list is read on every call. */
export function loadLexicon(wordListFile?: string): Lexicon {
  dictionary ??= importTrie(gunzipSync(readFileSync(dictionaryFile)).toString('utf8').split('\n'))
  const trie = dictionary
  const own = new Set(wordListFile && existsSync(wordListFile) ? readWordList(readFileSync(wordListFile, 'utf8')) : [])
  const capital = (form: string) => form.charAt(0).toUpperCase() + form.slice(1)
  return {
    word: (form) => own.has(form) || has(trie, form),
    compoundStart: (form) =>
      has(trie, `${form}+`) || has(trie, `+${form}+`) || has(trie, `${capital(form)}+`) || own.has(capital(form)),
    compoundEnd: (form) => has(trie, `+${form}`),
    ownWords: own,
  }
}

/** One word per line; `#` starts a comment; blank lines are ignored. */
export function readWordList(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter((line) => line !== '')
}
