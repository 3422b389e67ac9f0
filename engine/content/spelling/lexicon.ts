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
  /** a noun the dictionary knows only inside compounds, capitalised there (Übergabe+ in Übergabeprotokoll) */
  nounInCompounds(form: string): boolean
  /** a form the dictionary allows at the end of a compound, lower-case ("reinigung") */
  compoundEnd(form: string): boolean
  /** an English word or a company name as written (Content, Tracking, WhatsApp): passes alone, never in compounds */
  foreign(form: string): boolean
  /** the project's own words (woerterbuch.txt) */
  readonly ownWords: ReadonlySet<string>
}

// the packages export only their cspell settings; the word files lie beside them
const require = createRequire(import.meta.url)
const besideSettings = (name: string, file: string) =>
  path.join(path.dirname(require.resolve(`${name}/cspell-ext.json`)), file)
const germanFile = besideSettings('@cspell/dict-de-de', 'de_DE.trie.gz')
const englishFile = besideSettings('@cspell/dict-en_us', 'en_US.trie.gz')
const companiesFile = besideSettings('@cspell/dict-companies', 'dict/companies.txt')

let dictionary: TrieRoot | null = null
let english: TrieRoot | null = null
let companies: Set<string> | null = null

const readTrie = (file: string) => importTrie(gunzipSync(readFileSync(file)).toString('utf8').split('\n'))

/** Loads the dictionaries once per process (about a second); the word list is read on every call. */
export function loadLexicon(wordListFile?: string): Lexicon {
  dictionary ??= readTrie(germanFile)
  english ??= readTrie(englishFile)
  companies ??= new Set(readWordList(readFileSync(companiesFile, 'utf8')))
  const trie = dictionary
  const englishTrie = english
  const companyNames = companies
  const own = new Set(wordListFile && existsSync(wordListFile) ? readWordList(readFileSync(wordListFile, 'utf8')) : [])
  const capital = (form: string) => form.charAt(0).toUpperCase() + form.slice(1)
  return {
    word: (form) => own.has(form) || has(trie, form),
    compoundStart: (form) =>
      has(trie, `${form}+`) || has(trie, `+${form}+`) || has(trie, `${capital(form)}+`) || own.has(capital(form)),
    compoundEnd: (form) => has(trie, `+${form}`),
    nounInCompounds: (form) => has(trie, `${capital(form)}+`) || has(trie, `+${capital(form)}+`),
    foreign: (form) => companyNames.has(form) || has(englishTrie, form) || has(englishTrie, form.toLowerCase()),
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
