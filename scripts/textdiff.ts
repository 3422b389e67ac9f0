// npm run textdiff -- <git-ref>: builds <ref> and the working tree and prints the visible text that differs,
// per page (content/README.md, "Checkliste vor dem Pull Request"). Review aid for copy pull requests.
// With --markdown the result is Markdown on stdout (progress goes to stderr), for the job summary of the
// pull-request workflow: npm run --silent textdiff -- main --markdown >> "$GITHUB_STEP_SUMMARY".
import { CLIENT_DIR } from '../engine/build/output-paths.ts'
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { htmlFileFor, listPageUrls } from '../engine/build/site-files.ts'
import { compareBuilds, type BuiltPages } from './textdiff/compare.ts'
import { comparisonMarkdown } from './textdiff/markdown.ts'
import { formatComparison } from './textdiff/report.ts'

const args = process.argv.slice(2)
const markdown = args.includes('--markdown')
const refs = args.filter((arg) => arg !== '--markdown')
const ref = refs[0]
if (!ref || ref.startsWith('-') || refs.length > 1) {
  console.error('Aufruf: npm run textdiff -- <Git-Stand> [--markdown], z. B. npm run textdiff -- main')
  process.exit(2)
}
// in Markdown mode stdout carries only the result
const progress = markdown ? console.error : console.log

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim()
let commit: string
try {
  commit = git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`)
} catch {
  console.error(
    `„${ref}“ ist kein Branch, Tag oder Commit in diesem Repository – prüfen Sie die Schreibweise, z. B. npm run textdiff -- main`,
  )
  process.exit(2)
}

// committed, staged, unstaged and new files (node_modules may be a symlink that .gitignore does not cover)
const changedFiles = [
  ...git('diff', '--name-only', commit).split('\n'),
  ...git('ls-files', '--others', '--exclude-standard').split('\n'),
].filter((file) => file !== '' && file !== 'node_modules')
if (changedFiles.length === 0) {
  if (markdown) console.log(comparisonMarkdown({ added: [], removed: [], changed: [], frame: [] }, ref))
  else console.log(`Keine Änderungen gegenüber ${ref}: Das Arbeitsverzeichnis entspricht genau diesem Stand.`)
  process.exit(0)
}

progress(
  `Vergleiche ${ref} (${commit.slice(0, 7)}) mit dem Arbeitsverzeichnis (${changedFiles.length} geänderte Dateien).`,
)
progress('Die Website wird dafür zweimal gebaut; das dauert einige Minuten.')

const oldTree = mkdtempSync(path.join(os.tmpdir(), 'textdiff-'))
const removeOldTree = () => {
  try {
    git('worktree', 'remove', '--force', oldTree)
  } catch {
    rmSync(oldTree, { recursive: true, force: true })
    git('worktree', 'prune')
  }
}
process.once('SIGINT', () => {
  removeOldTree()
  process.exit(130)
})

try {
  git('worktree', 'add', '--detach', '--quiet', oldTree, commit)
  symlinkSync(realpathSync('node_modules'), path.join(oldTree, 'node_modules'))
  await build(oldTree, `[1/2] ${ref}`)
  await build(process.cwd(), '[2/2] Arbeitsverzeichnis')
  const comparison = compareBuilds(readBuild(oldTree), readBuild(process.cwd()))
  if (markdown) process.stdout.write(comparisonMarkdown(comparison, ref))
  else console.log(`\n${formatComparison(comparison, ref)}`)
} catch (error) {
  const message = error instanceof Error ? error.message : String(error)
  console.error(message)
  if (markdown) {
    console.log(
      `## Textänderungen für Besucherinnen und Besucher\n\n**Nicht ermittelt:** ${message}\n\n` +
        'Die Meldungen stehen bei der Inhaltsprüfung und im Protokoll dieses Schritts.\n',
    )
  }
  process.exitCode = 1
} finally {
  removeOldTree()
}

/** Runs `npm run build` in `dir`, printing German progress; the build's own output only if it fails. */
async function build(dir: string, label: string): Promise<void> {
  progress(`${label}: wird gebaut …`)
  const started = Date.now()
  const seconds = () => Math.round((Date.now() - started) / 1000)
  const ticker = setInterval(() => progress(`${label}: läuft noch (${seconds()} s) …`), 30_000)
  const output: string[] = []
  const code = await new Promise<number | null>((resolve, reject) => {
    // plain German lines, not GitHub annotations: the content check of the workflow annotates the findings once
    const env = { ...process.env, GITHUB_ACTIONS: 'false' }
    const child = spawn('npm', ['run', 'build'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] })
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    child.on('error', reject)
    child.on('close', resolve)
  }).finally(() => clearInterval(ticker))
  if (code !== 0) {
    console.error(output.join('').split('\n').slice(-40).join('\n'))
    throw new Error(
      `${label}: Build fehlgeschlagen (Ausgabe oben) – beheben Sie den Fehler und starten Sie npm run textdiff erneut.`,
    )
  }
  progress(`${label}: fertig nach ${seconds()} s.`)
}

function readBuild(dir: string): BuiltPages {
  const root = path.join(dir, CLIENT_DIR)
  if (!existsSync(root)) throw new Error(`${root} fehlt nach dem Build`)
  return new Map([...listPageUrls(root)].map((url) => [url, readFileSync(htmlFileFor(root, url), 'utf8')]))
}
