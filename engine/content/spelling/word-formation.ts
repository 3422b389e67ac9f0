import { isCommon } from './frequency.ts'
import type { Lexicon } from './lexicon.ts'
import { isOffensive } from './offensive.ts'

// Verb particles and prepositions that begin words: nach|wischen, ab|gesaugt, Zwischen|reinigung, nach|zu|wischen
const PARTICLES = new Set(
  (
    'ab an auf aus bei dar durch ein empor entgegen fort her heraus herein herunter hin hinaus hinein hinter mit ' +
    'nach nieder vor voran voraus vorbei weg weiter wieder zu zurück zusammen über um unter zwischen gegen miss ' +
    'dazu davon bereit fest frei los voll'
  ).split(' '),
)
// Adjectives made from a noun with a bound or short second part: kalk|haltig, staub|frei, material|bezogen
const ADJECTIVE_HEADS = new RegExp(
  '^(haltig|frei|arm|reich|fest|dicht|los|voll|bar|echt|nah|gerecht|bezogen|fähig|förmig|mäßig|artig|seitig|' +
    'wertig|weise)(e|er|en|em|es)?$',
)
// how adjectives and participles end (before any ending): verträg|lich, ge|reinigt, schonend, befüll|bar
const ADJECTIVE_FORM = /(lich|ig|isch|bar|sam|haft|los|end|[^aeiouäöü]t)$/
const ADJECTIVE_ENDING = /(e|er|en|em|es)$/
// Fugen-s: after these endings a compound always joins with s (Reinigungs|mittel, Desinfektions|plan)
const NEEDS_S = /(ung|heit|keit|ion|tät|schaft|ling|tum)$/
// which joint follows which end of a noun: Seite|n, Frau|en, Kind|er, Hund|e, Tag|es, Name|ns, Arbeit|s
// nouns that occur only inside compounds (Maß|nahme, Gehör|losigkeit), known by their ending
const BOUND_NOUN = /(nahme|nahmen|ung|ungen|heit|heiten|keit|keiten|schaft|schaften|ion|ionen|tät|täten)$/
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

  /**
   * Whether `form` may begin a compound: "Sonn" in "Sonn- und Feiertage", "Ferienwohnungs" in "Ferienwohnungs- und
   * Ferienhausreinigung". Before a hyphen a noun may also drop its -e (Sonn|e).
   */
  isModifier(form: string): boolean {
    const lower = form.toLowerCase()
    return this.remember(`c:${lower}`, () => this.isNoun(`${lower}e`) || this.modifierChain(lower, 0, 0))
  }

  private modifierChain(s: string, from: number, count: number): boolean {
    if (from === s.length) return count > 0
    if (count >= MAX_PARTS - 1) return false
    for (let end = s.length; end >= from + 2; end--) {
      const part = s.slice(from, end)
      if (this.remember(`m${count === 0 ? 1 : 0}:${part}`, () => this.modifier(part, count === 0))) {
        if (this.modifierChain(s, end, count + 1)) return true
      }
    }
    return false
  }

  /** Splits s[from…] into modifiers and a head; `count` modifiers come before. */
  private split(s: string, from: number, count: number, noun: boolean, previous = ''): string[] | null {
    if (count > 0) {
      const head = s.slice(from)
      if (this.isHead(head, noun, s.slice(0, from), previous, count)) return [head]
    }
    if (count + 1 >= MAX_PARTS) return null
    for (let end = s.length - 2; end >= from + 2; end--) {
      const part = s.slice(from, end)
      const afterParticle = count > 0 && part === 'zu' && PARTICLES.has(s.slice(0, from)) && !noun
      if (!afterParticle && !this.remember(`m${count === 0 ? 1 : 0}:${part}`, () => this.modifier(part, count === 0)))
        continue
      const rest = this.split(s, end, count + 1, noun, part)
      if (rest) return [part, ...rest]
    }
    return null
  }

  private modifier(part: string, first: boolean): boolean {
    if (isOffensive(part)) return false
    if (first && PARTICLES.has(part)) return true
    const lex = this.lexicon
    // two letters only for a common word the dictionary allows in front (Öl|film)
    if (part.length < 3) return part.length === 2 && lex.compoundStart(part) && isCommon(part)
    // forms the dictionary allows in front of a compound part ("Reinigungs", "Schul", "wasch", "tief")
    if (lex.compoundStart(part)) return true
    // an adjective (feucht|arbeit, sauber|lauf|zone) or a verb stem, known by its present participle
    // (bürst|sauger: bürstend)
    if (part.length >= 4 && lex.word(part) && lex.word(`${part}e`) && lex.word(`${part}er`)) return true
    if (part.length >= 4 && lex.word(`${part}end`)) return true
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

  private isHead(head: string, noun: boolean, front: string, previous: string, modifiers: number): boolean {
    if (head.length < 2) return false
    if (!noun) {
      const afterParticle = PARTICLES.has(front)
      return this.remember(`a:${head}:${afterParticle ? 1 : 0}`, () => this.lowerHead(head, afterParticle))
    }
    if (isOffensive(head)) return false
    if (!this.remember(`n:${head}`, () => this.nounHead(head)) && !this.derivedNoun(head)) return false
    // a short head must be a common word (Bad, Öl, Ende — not Inst), or the dictionary must allow exactly this
    // pair (Stand|ort, Heizungs|ruß); in a longer word it must follow a noun
    // (Ultra|schall|bad, not Brief|kasten|anal|gen)
    if (head.length <= 4) {
      const pair = this.lexicon.compoundStart(previous)
      if (modifiers > 1 && head.length <= 3 && !(pair && this.nounish(previous))) return false
      if (!isCommon(head) && !(pair && head.length <= 3)) return false
    }
    // "fernuni" is fern|uni, and "+uni" ends no compound: Flecken|fernuni is as wrong as Flecken|fern|uni
    return !this.remember(`s:${head}`, () => this.endsInShortNoun(head))
  }

  /** A noun that may end a compound: the dictionary allows it there, or it is a bound noun (-nahme, -losigkeit). */
  private nounHead(head: string): boolean {
    if (this.ownNoun(head)) return true
    if (!this.lexicon.compoundEnd(head)) return false
    if (this.isNoun(head)) return true
    // Reinigungs, Wohnungs: the joint form that only begins compounds, no word's end
    if (/s$/.test(head) && NEEDS_S.test(head.slice(0, -1))) return false
    return this.lexicon.nounInCompounds(head) || BOUND_NOUN.test(head)
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

  /** A noun, with or without its joint (schall, heizungs, seifen). */
  private nounish(part: string): boolean {
    return JOINTS.some(([joint]) => part.endsWith(joint) && this.isNoun(part.slice(0, part.length - joint.length)))
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
      const tail = head.slice(cut)
      if (this.lexicon.compoundStart(head.slice(0, cut)) && this.isNoun(tail) && isCommon(tail)) {
        if (!this.lexicon.compoundEnd(tail)) return true
      }
    }
    return false
  }

  /** Nouns of agents and tools made from verbs: Entkalker, Anreißers, Einwascherin. */
  private derivedNoun(lower: string): boolean {
    const match = /^(.{4,}?)(er|ers|ern|erin|erinnen)$/.exec(lower)
    if (!match) return false
    const stem = match[1]!
    // a verb has a present participle (entkalkend, anreißend); a past form does not (schrieben: Kugelschrieber)
    return this.lexicon.word(`${stem}end`) && /[^aeiouäöü]$/.test(stem)
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
