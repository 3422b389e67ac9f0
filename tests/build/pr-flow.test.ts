import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Paragraph, Parent } from 'mdast'
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx'
import { toString } from 'mdast-util-to-string'
import { globSync } from 'tinyglobby'
import { visit } from 'unist-util-visit'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { urlForContentFile } from '../../engine/content/routes.ts'
import { pageText } from '../../scripts/textdiff/page-text.ts'
import { site } from '../support/built-site.ts'
import { buildEnv, copyProject } from '../support/project-copy.ts'
import { readMdx } from '../support/site-content.ts'

// A copy pull request as the workflow (.github/workflows/pruefen.yml) answers it: a copy of the project as
// a git repository whose first commit is "main"; on a branch an editor replaces a sentence of a page and
// mistypes a word. The content check on GitHub Actions must annotate the word on its line; after the fix,
// the text diff against main must show the old and the new sentence as Markdown.
const { dir, remove } = copyProject('pr-flow-')
const summaryDir = mkdtempSync(path.join(tmpdir(), 'pr-flow-summary-'))
afterAll(() => {
  remove()
  rmSync(summaryDir, { recursive: true, force: true })
})

const TYPO = 'Termn'
const FIXED = 'Termin'
const sentence = (word: string) =>
  `Rufen Sie uns an: Wir nennen Ihnen gern einen ${word} für die kostenlose Besichtigung.`

const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Redaktion', '-c', 'user.email=redaktion@example.com', ...args], {
    cwd: dir,
    encoding: 'utf8',
  })
const run = (script: string, args: string[], env: NodeJS.ProcessEnv) =>
  spawnSync(path.join(dir, 'node_modules/.bin/tsx'), [script, ...args], { cwd: dir, env, encoding: 'utf8' })
const normalise = (text: string) => text.replace(/\s+/g, ' ').trim()

/**
 * A paragraph of plain text in a page (not inside a widget) that the built page shows as exactly one line:
 * its file, URL, source lines and text.
 */
function plainParagraph() {
  for (const file of globSync('content/*.mdx').sort()) {
    const url = urlForContentFile(file)
    if (url === null || !site.pages.includes(url)) continue
    const shown = pageText(site.readHtml(url)).lines
    let found: { file: string; url: string; start: number; end: number; text: string } | undefined
    visit(readMdx('.', file).tree, 'paragraph', (node: Paragraph, _index, parent: Parent | undefined) => {
      const container =
        parent?.type === 'root' ||
        (parent?.type === 'mdxJsxFlowElement' && (parent as MdxJsxFlowElement).name === 'Section')
      const text = normalise(toString(node))
      if (found || !container || !node.children.every((child) => child.type === 'text')) return
      if (shown.filter((line) => line === text).length !== 1) return
      found = { file, url, start: node.position!.start.line, end: node.position!.end.line, text }
    })
    if (found) return found
  }
  throw new Error('Keine Seite mit einem schlichten Absatz in content/')
}

const target = plainParagraph()
const editPage = (change: (lines: string[]) => string[]) => {
  const full = path.join(dir, target.file)
  writeFileSync(full, change(readFileSync(full, 'utf8').split('\n')).join('\n'))
}
let annotations: string[]
let checkStatus: number | null
let checkSummary: string
let diff: ReturnType<typeof run>

beforeAll(() => {
  writeFileSync(path.join(dir, '.gitignore'), 'node_modules\ndist\n')
  git('init', '--quiet', '--initial-branch=main')
  git('add', '-A')
  git('commit', '--quiet', '-m', 'Stand von main')

  // the editor's change in GitHub's web editor: one paragraph becomes a new sentence, with a typo
  git('checkout', '--quiet', '-b', 'neuer-satz')
  editPage((lines) => [...lines.slice(0, target.start - 1), sentence(TYPO), ...lines.slice(target.end)])
  git('commit', '--quiet', '-am', 'Satz geändert')
  const summary = path.join(summaryDir, 'check.md')
  const check = run('scripts/check-content.ts', [], {
    ...buildEnv,
    GITHUB_ACTIONS: 'true',
    GITHUB_STEP_SUMMARY: summary,
  })
  checkStatus = check.status
  annotations = (check.stdout + check.stderr).split('\n').filter((line) => line.startsWith('::'))
  checkSummary = readFileSync(summary, 'utf8')

  // the fix, a second commit on the pull request; then the text diff the workflow writes into the summary
  editPage((lines) => lines.map((line) => line.replace(sentence(TYPO), sentence(FIXED))))
  git('commit', '--quiet', '-am', 'Tippfehler korrigiert')
  diff = run('scripts/textdiff.ts', ['main', '--markdown'], { ...buildEnv, GITHUB_ACTIONS: 'true' })
}, 240_000)

describe('a copy pull request on GitHub Actions', () => {
  it('the content check fails and annotates the mistyped word on its line, with the field as title', () => {
    expect(checkStatus).toBe(1)
    expect(annotations).toHaveLength(1)
    const [, file, line, title, message] = /^::error file=([^,]+),line=(\d+),title=([^:]+)::(.*)$/.exec(
      annotations[0]!,
    )!
    expect({ file, line: Number(line), title }).toEqual({ file: target.file, line: target.start, title: 'Text' })
    expect(message).toContain(`„${TYPO}“`)
    expect(checkSummary).toContain(`| \`${target.file}:${target.start}\` | Text |`)
  })

  it('the text diff shows the page with its old and new sentence as Markdown', () => {
    expect(diff.status, diff.stderr).toBe(0)
    expect(diff.stdout).toContain('Gegenüber `main`: 1 geänderte Seite.')
    expect(diff.stdout).toContain(
      [`### \`${target.url}\``, '', '```diff', `- ${target.text}`, `+ ${sentence(FIXED)}`, '```'].join('\n'),
    )
    // progress goes to the log, not into the summary
    expect(diff.stdout).not.toContain('wird gebaut')
    expect(diff.stderr).toContain('wird gebaut')
  })
})
