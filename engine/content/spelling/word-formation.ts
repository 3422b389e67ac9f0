import { isCommon } from './frequency.ts'
import type { Lexicon } from './lexicon.ts'

// Verb particles and prepositions that begin words: nach|wischen, ab|gesaugt, Zwischen|reinigung, nach|zu|wischen
const PARTICLES = new Set(
  (
    'ab an auf aus bei dar durch ein empor entgegen fort her heraus herein herunter hin hinaus hinein hinter mit ' +
    'nach nieder vor voran voraus vorbei weg weiter wieder zu zurück zusammen über um unter zwischen gegen miss ' +
    'dazu davon bereit fest frei los voll'
  ).split(' '),
)
// Adjectives made from a noun with a bound or short second part: kalk|haltig, staub|frei, material|bezogen
const ADJECTIVE_HEADS =
  /^(haltig|frei|arm|reich|fest|dicht|los|voll|bar|echt|nah|gerecht|bezogen|fähig|förmig|mäßig|artig|seitig|wertig|weise)(e|er|en|em|es)?$/
// how adjectives and participles end (before any ending): verträg|lich, ge|reinigt, schonend, befüll|bar
const ADJECTIVE_FORM = /(lich|ig|isch|bar|sam|haft|los|end|[^aeiouäöü]t)$/
const ADJECTIVE_ENDING = /(e|er|en|em|es)$/
// Fugen-s: after these endings a compound always joins with s (Reinigungs|mittel, Desinfektions|plan)
const NEEDS_S = /(ung|heit|keit|ion|tät|schaft|ling|tum)$/
// which joint follows which end of a noun: Seite|n, Frau|en, Kind|er, Hund|e, Tag|es, Name|ns, Arbeit|s
const JOINTS: [string, RegExp][] = [
  ['', /./],
  ['s', /[^sßzx]$/],
  ['n', /(e|el|er)$/],
  ['en', /[^aeiouäöü]$/],
  ['e', /[^aeiouäöü]$/],
  ['es', /[^aeiouäöü]$/],
  ['er', /[^aeiouäöü]$/],
  ['ns', /e$/],
]
const MAX_PARTS = 4

const capital = (form: string) => form.charAt(0).toUpperCase() + form.slice(1)

/**
 * German word formation on top of the dictionary. A compound is one to three modifiers and a head:
 * - modifiers are nouns with a joint (Bad|, Fleck|, Seife|n|, Reinigung|s|), forms the dictionary allows in front
 *   of compounds (Schul|, wasch|, tief|, lebens|) or, first, a verb particle (nach|wischen, Zwischen|reinigung);
 * - the head decides the word class: a capitalised word ends in a noun the dictionary allows at the end of a
 *   compound (+reinigung, +bad — not +uni); a lower-case word ends in an adjective or participle
 *   (material|verträglich, tiefen|gereinigt, seifen|haltige) or, after a particle, in a verb form.
 * Junk that merely splits into fragments fails: parts have minimum lengths, a three-letter head closes only a
 * two-part word, a noun ending in -e joins only as the dictionary allows (Woche|n|ende, not Woche|ende), and a
 * head that itself ends in a short noun (fern|uni) closes no longer word. Agent nouns come from verbs:
 * Entkalk|er from entkalken, Anreißer|s from anreißen.
 */
export class WordFormation {
  // suggestions test thousands of near-identical words: remember what each piece is
  private readonly cache = new Map<string, boolean>()

  constructor(private readonly lexicon: Lexicon) {}

  /** Whether `word` (letters only, as written) is a well-formed compound or derivation. */
  accepts(word: string): boolean {
    return this.parts(word) !== null
  }

  /** The parts of an accepted word ("glas", "flächen"), or null. */
  parts(word: string): string[] | null {
    return this.nounParts(word) ?? this.otherParts(word)
  }

  /** Parts of a capitalised word read as a noun (not as a sentence-initial adjective). */
  nounParts(word: string): string[] | null {
    if (word.length < 4 || /\p{Lu}/u.test(word.slice(1)) || word[0] === word[0]!.toLowerCase()) return null
    const lower = word.toLowerCase()
    return this.derivedNoun(lower) ? [lower] : this.split(lower, 0, 0, true)
  }

  /** Parts of a word read as an adjective, participle or verb; capitalised at the start of a sentence. */
  private otherParts(word: string): string[] | null {
    if (word.length < 4 || /\p{Lu}/u.test(word.slice(1))) return null
    return this.split(word.toLowerCase(), 0, 0, false)
  }

  /** Whether `form` may begin a compound ("Sonn-" in "Sonn- und Feiertage"). */
  isModifier(form: string): boolean {
    return this.remember(`m:${form}`, () => this.modifier(form.toLowerCase(), true))
  }

  /** Splits s[from…] into modifiers and a head; `count` modifiers come before. */
  private split(s: string, from: number, count: number, noun: boolean): string[] | null {
    if (count > 0) {
      const head = s.slice(from)
      if (this.isHead(head, noun, count, s.slice(0, from))) return [head]
    }
    if (count + 1 >= MAX_PARTS) return null
    for (let end = s.length - 3; end >= from + 2; end--) {
      const part = s.slice(from, end)
      const afterParticle = count > 0 && part === 'zu' && PARTICLES.has(s.slice(0, from)) && !noun
      if (!afterParticle && !this.remember(`m${count === 0 ? 1 : 0}:${part}`, () => this.modifier(part, count === 0)))
        continue
      const rest = this.split(s, end, count + 1, noun)
      if (rest) return [part, ...rest]
    }
    return null
  }

  private modifier(part: string, first: boolean): boolean {
    if (first && PARTICLES.has(part)) return true
    if (part.length < 3) return false
    const lex = this.lexicon
    // forms the dictionary allows in front of a compound part ("Reinigungs", "Schul", "wasch", "tief")
    if (lex.compoundStart(part)) return true
    // a noun and its joint: Bad|, Fleck|, Seife|n, Tiefe|n, Reinigung|s
    for (const [joint, after] of JOINTS) {
      if (!part.endsWith(joint)) continue
      const stem = part.slice(0, part.length - joint.length)
      if (stem.length < 3 || !after.test(stem) || (NEEDS_S.test(stem) && joint !== 's')) continue
      // a three-letter noun must be a common one (Bad, Tee, Eis), not a rare fragment
      if (stem.length === 3 && !isCommon(stem)) continue
      // a noun ending in -e joins with -n (Seifen|spender), without a joint only where the dictionary says so
      if (joint === '' && /[^e]e$/.test(stem)) continue
      if (this.isNoun(stem)) return true
    }
    return false
  }

  private isHead(head: string, noun: boolean, modifiers: number, front: string): boolean {
    if (head.length < 2) return false
    if (noun) {
      const known = this.remember(
        `n:${head}`,
        () => (this.lexicon.compoundEnd(head) && this.isNoun(head)) || this.ownNoun(head),
      )
      if (!known && !this.derivedNoun(head)) return false
      if (head.length <= 3) return modifiers === 1 && front.length >= 3 && isCommon(head)
      // a four-letter head must be a common word (Ende, Bank), not a rare one that only completes junk (Inst)
      if (head.length === 4 && !isCommon(head)) return false
      // "fernuni" is fern|uni: its short last part may not close a word of three parts or more
      return !this.remember(`s:${head}`, () => this.endsInShortNoun(head))
    }
    return this.remember(`a:${head}:${PARTICLES.has(front) ? 1 : 0}`, () => this.lowerHead(head, PARTICLES.has(front)))
  }

  /** The head of a lower-case word: an adjective or participle, or after a particle any verb form. */
  private lowerHead(head: string, afterParticle: boolean): boolean {
    if (ADJECTIVE_HEADS.test(head)) return true
    if (head.length < 5) return false
    const base = head.replace(ADJECTIVE_ENDING, '')
    // participles (ge|reinigt, ge|eignet, ge|schlossen) and adjectives (verträg|lich, schonend, befüllbar|en)
    const adjective = head.startsWith('ge') || ADJECTIVE_FORM.test(head) || ADJECTIVE_FORM.test(base)
    if (this.lexicon.word(head)) return afterParticle || adjective
    return base !== head && base.length >= 5 && ADJECTIVE_FORM.test(base) && this.lexicon.word(base)
  }

  private isNoun(form: string): boolean {
    return this.remember(`N:${form}`, () => this.lexicon.word(capital(form)))
  }

  private ownNoun(form: string): boolean {
    return this.lexicon.ownWords.has(capital(form))
  }

  private endsInShortNoun(head: string): boolean {
    for (let cut = head.length - 3; cut <= head.length - 2; cut++) {
      if (cut < 4) continue
      const front = head.slice(0, cut)
      if (this.isNoun(head.slice(cut)) && (this.lexicon.word(front) || this.isNoun(front))) return true
    }
    return false
  }

  /** Nouns of agents and tools made from verbs: Entkalker, Anreißers, Einwascherin. */
  private derivedNoun(lower: string): boolean {
    const match = /^(.{4,}?)(er|ers|ern|erin|erinnen)$/.exec(lower)
    if (!match) return false
    const stem = match[1]!
    return this.lexicon.word(`${stem}en`) && /[^aeiouäöü]$/.test(stem) && !this.isNoun(`${stem}en`)
  }

  private remember(key: string, compute: () => boolean): boolean {
    let known = this.cache.get(key)
    if (known === undefined) {
      if (this.cache.size > 300_000) this.cache.clear()
      known = compute()
      this.cache.set(key, known)
    }
    return known
  }
}
