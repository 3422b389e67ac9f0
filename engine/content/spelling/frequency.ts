import { dictionary } from '@zxcvbn-ts/language-de'

let ranks: Map<string, number> | null = null

/**
 * How common a word is in German: its place in zxcvbn's frequency lists (the ~12,500 most frequent words of
 * German subtitles and the ~65,000 of the German Wikipedia, lower-case, most frequent first; a word stands in
 * only one of them), or undefined when it is rarer.
 */
export function frequencyRank(word: string): number | undefined {
  ranks ??= rankLists([dictionary.commonWords, dictionary.wikipedia])
  return ranks.get(word.toLowerCase())
}

function rankLists(lists: string[][]): Map<string, number> {
  const map = new Map<string, number>()
  for (const list of lists) {
    list.forEach((entry, index) => map.set(entry, Math.min(map.get(entry) ?? Infinity, index + 1)))
  }
  return map
}

/** 0 for rare words up to 1 for the most frequent ones. */
export function commonness(word: string): number {
  const rank = frequencyRank(word)
  return rank === undefined ? 0 : 1 - Math.log(rank) / Math.log(100_000)
}

/** Among the 25,000 most frequent words: short compound parts must be such words (Bad, Ende — not Inst). */
export function isCommon(word: string): boolean {
  return (frequencyRank(word) ?? Infinity) <= 25_000
}
