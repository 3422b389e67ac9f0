import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { Plugin } from 'vite'
import { problemLine } from '../validation/annotations.ts'
import { formatProblem } from '../validation/problems.ts'
import { checkDataFiles, checkSite } from './site-check.ts'

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
  // on GitHub Actions as annotations, so each shows on its line of the pull request
  for (const problem of problems) console.error(problemLine(problem))
  const files = new Set(problems.map((problem) => problem.file)).size
  console.error(
    `\nBuild abgebrochen: ${problems.length} ${problems.length === 1 ? 'Problem' : 'Probleme'} ` +
      `in ${files} ${files === 1 ? 'Datei' : 'Dateien'} ` +
      '(siehe oben, je Zeile: Datei:Zeile — Feld — Problem — Lösung).',
  )
  // a thrown error would add Vite's English stack trace below the editor's message
  process.exit(1)
}

/**
 * `npm run dev`: a mistake in firma.yaml, rahmen.yaml, formular.yaml or stellen.yaml breaks every page (the frame
 * reads them). Instead of Vike's generic error, each page then shows the check's German lines. The four files are
 * validated per page request (a few milliseconds), so a fix shows on the next reload.
 */
export function dataFileErrorsInPreview(root = 'content'): Plugin {
  return {
    name: 'datenfehler-in-der-vorschau',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' || !req.headers.accept?.includes('text/html')) return next()
        const problems = checkDataFiles(root)
        if (problems.length === 0) return next()
        res.statusCode = 500
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.end(errorPage(problems.map(formatProblem)))
      })
    },
  }
}

function errorPage(lines: string[]): string {
  const h = createElement
  const page = h(
    'html',
    { lang: 'de' },
    h('head', null, h('meta', { charSet: 'utf-8' }), h('title', null, 'Inhalt fehlerhaft')),
    h(
      'body',
      { style: { font: '16px/1.5 system-ui', maxWidth: '60rem', margin: '2rem auto', padding: '0 1rem' } },
      h('h1', null, 'Inhalt fehlerhaft'),
      h('p', null, 'Bitte korrigieren Sie diese Angaben; die Vorschau lädt danach wieder normal.'),
      h('pre', { role: 'alert', style: { whiteSpace: 'pre-wrap' } }, lines.join('\n')),
    ),
  )
  return `<!DOCTYPE html>${renderToStaticMarkup(page)}`
}
