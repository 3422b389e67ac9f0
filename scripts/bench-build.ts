// Build benchmark: a throw-away copy of the project with N extra Fachjournal articles (default 1,000),
// built once with `npm run build`; prints wall time, peak memory and the number of pages.
// Run: npx tsx scripts/bench-build.ts [--articles 1000]
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { CLIENT_DIR } from '../engine/build/output-paths.ts'
import { JOURNAL_URL } from '../engine/content/routes.ts'
import { buildEnv, copyProject } from '../tests/support/project-copy.ts'

const count = Number(process.argv[process.argv.indexOf('--articles') + 1] || 1000)
const categories = [
  'Büroreinigung',
  'Haushaltsreinigung',
  'Fensterreinigung',
  'Grundreinigung',
  'Industriereinigung',
  'Umzugsreinigung',
]
const paragraph =
  'Eine gründliche Reinigung beginnt mit einem Plan: Welche Flächen werden täglich genutzt, welche nur selten, ' +
  'und welche Materialien brauchen besondere Pflege? Wer das vorher klärt, spart Zeit und Reinigungsmittel.'

function article(n: number): string {
  const day = String((n % 28) + 1).padStart(2, '0')
  const month = String((n % 12) + 1).padStart(2, '0')
  return `---
title: Testbeitrag Nummer ${n} für den Benchmark
description: Ein erzeugter Beitrag für den Build-Benchmark mit der Nummer ${n}, damit die Übersicht wächst.
keywords: [Benchmark]
id: ${1000 + n}
excerpt: Dieser Beitrag wurde für den Benchmark erzeugt. Er ist lang genug, damit die Mindestlänge des Anreißers passt.
date: 2023-${month}-${day}
readTime: 3
category: ${categories[n % categories.length]}
---

${paragraph}

## Vorbereitung

${paragraph} ${paragraph}

## Durchführung

- Von oben nach unten arbeiten
- Mikrofasertücher nach Farben trennen
- Einwirkzeit einhalten

${paragraph}
`
}

try {
  benchmark()
} catch (error) {
  // one German line for whoever runs it, no stack trace
  console.error(`Build-Benchmark fehlgeschlagen: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
}

function benchmark(): void {
  const { dir, remove } = copyProject('bench-build-')
  try {
    for (let n = 1; n <= count; n++) writeFileSync(path.join(dir, 'content/blog', `benchmark-${n}.mdx`), article(n))
    const timed = existsSync('/usr/bin/time')
    const options = { cwd: dir, encoding: 'utf8' as const, env: buildEnv, maxBuffer: 256 * 1024 * 1024 }
    const started = performance.now()
    const result = timed
      ? spawnSync('/usr/bin/time', ['-f', 'MAXRSS_KB=%M', 'npm', 'run', 'build'], options)
      : spawnSync('npm', ['run', 'build'], options)
    const seconds = (performance.now() - started) / 1000
    if (result.status !== 0) {
      // the build's own German lines first, then the one-line verdict
      console.error(result.stdout.slice(-3000), result.stderr.slice(-3000))
      throw new Error(`der Build endete mit Status ${result.status} (Ausgabe siehe oben)`)
    }
    const maxRssKb = Number(/MAXRSS_KB=(\d+)/.exec(result.stderr)?.[1] ?? NaN)
    const pages = readdirSync(path.join(dir, CLIENT_DIR, JOURNAL_URL), { withFileTypes: true }).filter((entry) =>
      entry.isDirectory(),
    ).length
    const warnings = (result.stdout + result.stderr).match(/^Warnung: /gm)?.length ?? 0
    console.log('Build-Benchmark')
    console.log(`Zusätzliche Beiträge | ${count.toLocaleString('de-DE')}`)
    console.log(`Beitragsseiten gebaut | ${pages.toLocaleString('de-DE')}`)
    console.log(`Rechtschreib-Warnungen | ${warnings.toLocaleString('de-DE')}`)
    console.log(`Dauer | ${seconds.toLocaleString('de-DE', { maximumFractionDigits: 1 })} s`)
    console.log(
      `Spitzen-Arbeitsspeicher | ${Number.isNaN(maxRssKb) ? 'nicht messbar (/usr/bin/time fehlt)' : `${Math.round(maxRssKb / 1024).toLocaleString('de-DE')} MB`}`,
    )
  } finally {
    remove()
  }
}
