// Spelling benchmark on the self-written evaluation set in tests/fixtures/spelling-eval/: false alarms per
// 1,000 words of correct trade copy, typos caught, and how often the first suggestion is the intended word —
// for the part the check was tuned on (dev) and the part kept aside (heldout). Also the time to load the
// dictionaries and to check all of content/.
// Run: npm run bench:spelling [-- --details]   (--details lists the misses of the dev part only)
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { checkSpelling, spellerFor, visibleFiles } from '../engine/content/spelling.ts'
import { tokenize } from '../engine/content/spelling/tokens.ts'

const root = 'tests/fixtures/spelling-eval'
const details = process.argv.includes('--details')
const number = (n: number, digits = 1) => n.toLocaleString('de-DE', { maximumFractionDigits: digits })
const percent = (part: number, all: number) => `${number((part / all) * 100)} % (${part}/${all})`

let started = performance.now()
const speller = spellerFor('content')
const loadSeconds = (performance.now() - started) / 1000
// the site's own words rank suggestions, as in `npm run check`
for (const { visible } of await visibleFiles('content')) {
  speller.learn(
    tokenize(visible.text)
      .map((token) => token.word)
      .filter((word) => speller.accepts(word)),
  )
}

console.log('Rechtschreibprüfung: Prüfsatz tests/fixtures/spelling-eval')
console.log('Teil | Wörter | Fehlalarme je 1.000 Wörter | Tippfehler erkannt | richtiges Wort zuerst')
for (const part of ['dev', 'heldout']) {
  const folder = path.join(root, part)
  let words = 0
  const alarms: string[] = []
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.txt'))) {
    const tokens = tokenize(readFileSync(path.join(folder, file), 'utf8'))
    words += tokens.length
    alarms.push(...tokens.filter((token) => !speller.accepts(token.word, token.position)).map((token) => token.word))
  }
  const typos = readdirSync(folder)
    .filter((name) => name.endsWith('.tsv'))
    .flatMap((name) => readFileSync(path.join(folder, name), 'utf8').split('\n'))
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => line.split('\t') as [string, string])
  let caught = 0
  let first = 0
  const misses: string[] = []
  for (const [typo, meant] of typos) {
    const found = !speller.accepts(typo)
    const suggestions = found ? speller.suggest(typo) : []
    if (found) caught++
    if (suggestions[0] === meant) first++
    else
      misses.push(`  ${typo} → ${meant}: ${found ? suggestions.join(', ') || '(keine Vorschläge)' : 'nicht erkannt'}`)
  }
  const name = part === 'dev' ? 'Abstimmung (dev)' : 'Unbekannt (heldout)'
  console.log(
    `${name} | ${number(words, 0)} | ${number((alarms.length / words) * 1000)} (${alarms.length}) | ` +
      `${percent(caught, typos.length)} | ${percent(first, typos.length)}`,
  )
  if (details && part === 'dev') {
    console.log(`  Fehlalarme: ${alarms.join(', ') || 'keine'}`)
    console.log(misses.join('\n'))
  }
}
started = performance.now()
await checkSpelling('content')
console.log(
  `Wörterbücher laden: ${number(loadSeconds)} s; Rechtschreibung von content/ prüfen: ` +
    `${number((performance.now() - started) / 1000)} s`,
)
