import { isAbbreviation } from './abbreviations.ts'
import { commonness } from './frequency.ts'
import { loadLexicon, type Lexicon } from './lexicon.ts'
import { isOffensive } from './offensive.ts'
import { typingSlips } from './suggestions.ts'
import { tokenize, type Token } from './tokens.ts'
import { WordFormation } from './word-formation.ts'

export interface SpellerOptions {
  /** the project's word list (woerterbuch.txt) */
  wordList?: string
  /** correctly spelled text of the site: words used there are preferred among equally near suggestions */
  corpus?: Iterable<string>
}

/** German spelling: the dictionary, the project's words, word formation and abbreviations. */
export class Speller {
  private readonly formation: WordFormation
  private readonly seen = new Map<string, number>()
  private readonly verdicts = new Map<string, boolean>()

  constructor(private readonly lexicon: Lexicon) {
    this.formation = new WordFormation(lexicon)
  }

  /** Counts the words of correctly spelled text, for ranking suggestions. */
  learn(words: Iterable<string>): void {
    for (const word of words) this.seen.set(word, (this.seen.get(word) ?? 0) + 1)
  }

  /** `position`: 'before-hyphen' for "Sonn-", 'after-hyphen' for "-ablauf" in "Kondensatwanne und -ablauf". */
  accepts(word: string, position: Token['position'] = 'alone'): boolean {
    const key = `${position}:${word}`
    let known = this.verdicts.get(key)
    if (known === undefined) {
      known =
        position === 'before-hyphen'
          ? this.acceptsTruncated(word)
          : position === 'after-hyphen'
            ? this.acceptsWord(word) || this.acceptsWord(word.charAt(0).toUpperCase() + word.slice(1))
            : this.acceptsWord(word)
      if (this.verdicts.size > 100_000) this.verdicts.clear()
      this.verdicts.set(key, known)
    }
    return known
  }

  /** Up to `count` corrections, likeliest first; each is a word this speller accepts. */
  suggest(word: string, count = 3): string[] {
    const candidates = typingSlips(word)
    // a noun written small: büro → Büro
    const upper = word.charAt(0).toUpperCase() + word.slice(1)
    if (upper !== word) candidates.push({ word: upper, cost: 0.3 })
    const best = new Map<string, number>()
    for (const { word: form, cost } of candidates) {
      if ((best.get(form) ?? Infinity) <= cost || isOffensive(form) || !this.accepts(form)) continue
      best.set(form, cost - this.familiarity(form) + this.capitalisedNonNoun(form))
    }
    return [...best]
      .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0], 'de'))
      .slice(0, count)
      .map(([form]) => form)
  }

  /** A bonus for words the site already uses and for plain dictionary words over new compounds. */
  private familiarity(form: string): number {
    let bonus = this.seen.has(form) ? 0.15 : 0
    // the dictionary's own words before new compounds
    if (this.lexicon.word(form)) bonus += 0.1
    // a compound is as common as its head (Glas|flächen before Glas|fächern); a new compound of many parts is
    // less likely than a word the dictionary knows
    const parts = this.formation.parts(form)
    bonus += 0.3 * commonness(parts ? parts[parts.length - 1]! : form)
    if (parts && !this.lexicon.word(form)) bonus -= 0.05 * (parts.length - 1)
    return bonus
  }

  /** Capitalised words are mostly nouns: a capital that only fits at the start of a sentence ranks lower. */
  private capitalisedNonNoun(form: string): number {
    if (form[0] === form[0]!.toLowerCase() || this.lexicon.word(form)) return 0
    return this.formation.nounParts(form) ? 0 : 0.3
  }

  private acceptsWord(word: string): boolean {
    if (this.lexicon.word(word) || isAbbreviation(word)) return true
    const lower = word.charAt(0).toLowerCase() + word.slice(1)
    // a capital at the start of a sentence
    if (lower !== word && this.lexicon.word(lower)) return true
    return this.formation.accepts(word) || this.ownInflected(word) || this.lexicon.foreign(word)
  }

  /** Endings on a word of the word list: Messiewohnung|en, belagsgerecht|e. */
  private ownInflected(word: string): boolean {
    const match = /^(.{4,}?)(e|en|n|s|es|er|ern|em)$/u.exec(word)
    return match !== null && this.lexicon.ownWords.has(match[1]!)
  }

  /** "Sonn-" in "Sonn- und Feiertage", "Bewertungs-Widgets": a compound's first part before a hyphen. */
  private acceptsTruncated(word: string): boolean {
    return this.acceptsWord(word) || this.formation.isModifier(word)
  }
}

/** A speller with the dictionaries (loaded once per process) and the given word list. */
export function loadSpeller(options: SpellerOptions = {}): Speller {
  const speller = new Speller(loadLexicon(options.wordList))
  if (options.corpus) speller.learn(options.corpus)
  return speller
}

/** The words of `text` that `speller` does not accept. */
export function unknownWords(speller: Speller, text: string): Token[] {
  return tokenize(text).filter((token) => !speller.accepts(token.word, token.position))
}
