/**
 * Characters that are invisible but change how text reads: bidi marks, embeddings, overrides and
 * isolates (U+202E can make "gpj.exe" look like "exe.jpg"), zero-width space/joiners, word joiner and
 * byte-order mark. Removed from visitor input wherever staff read it (notification mail, CSV export).
 */
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/gu

export function withoutInvisibleCharacters(value: string): string {
  return value.replace(INVISIBLE, '')
}
