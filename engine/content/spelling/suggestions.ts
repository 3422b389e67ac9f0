import { areNeighbours } from './keyboard.ts'

const LETTERS = [...'abcdefghijklmnopqrstuvwxyzäöüß']
const UMLAUTS: Record<string, string> = { a: 'ä', o: 'ö', u: 'ü', ä: 'a', ö: 'o', ü: 'u' }
// spellings without German letters: ss for ß, ae/oe/ue for umlauts
const SPELLED_OUT: [RegExp, string][] = [
  [/ss/g, 'ß'],
  [/ae/g, 'ä'],
  [/oe/g, 'ö'],
  [/ue/g, 'ü'],
  [/Ae/g, 'Ä'],
  [/Oe/g, 'Ö'],
  [/Ue/g, 'Ü'],
]

/** Typing `typed` where `meant` was meant. */
function substitutionCost(typed: string, meant: string): number {
  // the German letter left out: a for ä, s for ß
  if (UMLAUTS[typed] === meant || (typed === 's' && meant === 'ß')) return 0.4
  if (UMLAUTS[meant] === typed) return 0.8
  return areNeighbours(typed, meant) ? 0.6 : 1
}

/** A corrected form and how unlikely the typo behind it is (lower: likelier). */
export interface Candidate {
  word: string
  cost: number
}

/**
 * Words one typing slip away from `word`, each with the cost of that slip: a doubled or dropped double letter is
 * cheap, a neighbouring key or two swapped letters cheaper than any other letter, a forgotten letter cheaper than
 * an extra one. Also German-specific slips of two edits: ss for ß, ae for ä, and a dropped repeated syllable
 * (Wochende → Wochenende).
 */
export function typingSlips(word: string): Candidate[] {
  const found: Candidate[] = []
  const add = (form: string, cost: number) => form !== word && form.length > 1 && found.push({ word: form, cost })
  const n = word.length
  for (let i = 0; i <= n; i++) {
    const before = word.slice(0, i)
    const after = word.slice(i)
    const prev = word[i - 1]
    const next = word[i]
    // a forgotten letter
    for (const letter of LETTERS) {
      const doubled = letter === prev || letter === next
      // the unstressed e of -en, -er, -el is the letter most often left out
      add(before + letter + after, doubled ? 0.45 : letter === 'e' ? 0.6 : 0.7)
    }
    if (i === n) break
    const rest = word.slice(i + 1)
    const letter = word[i]!
    // an extra letter: a doubled one, one typed with its neighbour, or any other
    const following = word[i + 1] ?? ''
    const extra =
      letter === prev || letter === following
        ? 0.45
        : areNeighbours(letter, prev ?? '') || areNeighbours(letter, following)
          ? 0.65
          : 0.8
    add(before + rest, extra)
    // a wrong letter
    for (const other of LETTERS) {
      if (other === letter.toLowerCase() || (i === 0 && other === 'ß')) continue
      const cost = substitutionCost(letter.toLowerCase(), other)
      add(before + (letter === letter.toUpperCase() && i === 0 ? other.toUpperCase() : other) + rest, cost)
    }
    // two swapped letters
    if (i < n - 1 && word[i] !== word[i + 1]) add(before + word[i + 1] + word[i] + word.slice(i + 2), 0.5)
  }
  for (const [pattern, replacement] of SPELLED_OUT) {
    for (const match of word.matchAll(pattern)) {
      add(word.slice(0, match.index) + replacement + word.slice(match.index + match[0].length), 0.3)
    }
  }
  // a dropped repeated pair of letters: Wochende → Wochenende
  for (let i = 2; i <= n - 2; i++) {
    const piece = word.slice(i - 2, i)
    if (/^\p{Ll}+$/u.test(piece)) add(word.slice(0, i) + piece + word.slice(i), 0.6)
  }
  return found
}
