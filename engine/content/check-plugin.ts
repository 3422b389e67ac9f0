import type { Plugin } from 'vite'
import { formatProblem } from '../validation/problems.ts'
import { checkSite } from './site-check.ts'

// Vike loads this config once per build step (client, server) in one process: check only once
const state = globalThis as { contentChecked?: Promise<void> }

/**
 * `npm run build` runs `npm run check` first and stops on what it finds, with the same German lines and no
 * stack trace: links, anchors, JSON-LD, components, frontmatter, data files — all files at once, each problem once.
 */
export function contentCheckBeforeBuild(root = 'content'): Plugin {
  return {
    name: 'inhalt-pruefen',
    apply: 'build',
    buildStart: () => (state.contentChecked ??= stopOnProblems(root)),
  }
}

async function stopOnProblems(root: string): Promise<void> {
  const problems = await checkSite(root)
  if (problems.length === 0) return
  for (const problem of problems) console.error(formatProblem(problem))
  const files = new Set(problems.map((problem) => problem.file)).size
  console.error(
    `\nBuild abgebrochen: ${problems.length} ${problems.length === 1 ? 'Problem' : 'Probleme'} ` +
      `in ${files} ${files === 1 ? 'Datei' : 'Dateien'} ` +
      '(siehe oben, je Zeile: Datei:Zeile — Feld — Problem — Lösung).',
  )
  // a thrown error would add Vite's English stack trace below the editor's message
  process.exit(1)
}
