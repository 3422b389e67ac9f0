import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { Plugin } from 'vite'
import { annotation, inGitHubActions } from '../validation/annotations.ts'
import { type ContentProblem, formatProblem, severityOf } from '../validation/problems.ts'
import { checkDataFiles } from './checks/data-files.ts'
import { checkSite } from './site-check.ts'

// Vike loads this config once per build step (client, server) in one process: check only once
const state = globalThis as { contentChecked?: Promise<void> }

/**
 * `npm run build` runs `npm run check` first and stops on what it finds, with the same German lines and no
 * stack trace: links, anchors, JSON-LD, components, frontmatter, data files — all files at once, each problem once.
 * Spelling findings are warnings: printed, and the build goes on (`npm run check` and CI still fail on them).
 */
export function contentCheckBeforeBuild(root = 'content'): Plugin {
  return {
    name: 'inhalt-pruefen',
    apply: 'build',
    buildStart: () => (state.contentChecked ??= stopOnProblems(root)),
  }
}

async function stopOnProblems(root: string): Promise<void> {
  // a thrown error would add Vite's English stack trace below the editor's message
  if (reportBeforeBuild(await checkSite(root))) process.exit(1)
}

/** Prints the check's findings for the build; true when the build must stop (any problem but a warning). */
export function reportBeforeBuild(problems: ContentProblem[], print: (line: string) => void = console.error): boolean {
  const warnings = problems.filter((problem) => severityOf(problem) === 'warning')
  const errors = problems.filter((problem) => severityOf(problem) === 'error')
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
  if (warnings.length > 0) {
    for (const warning of warnings) {
      print(inGitHubActions() ? annotation(warning) : `Warnung: ${formatProblem(warning)}`)
    }
    print(
      `Rechtschreibung: ${count(warnings.length, 'Warnung', 'Warnungen')}, der Build läuft weiter ` +
        '(npm run check und die Prüfung im Pull Request schlagen fehl, bis das Wort korrigiert oder im ' +
        'Wörterbuch ist).\n',
    )
  }
  if (errors.length === 0) return false
  for (const problem of errors) print(inGitHubActions() ? annotation(problem) : formatProblem(problem))
  const files = new Set(errors.map((problem) => problem.file)).size
  print(
    `\nBuild abgebrochen: ${count(errors.length, 'Problem', 'Probleme')} in ${count(files, 'Datei', 'Dateien')} ` +
      '(siehe oben, je Zeile: Datei:Zeile — Feld — Problem — Lösung).',
  )
  return true
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
