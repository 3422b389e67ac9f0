import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

// The pull-request workflow calls the project's scripts by name; `npm run lint` validates its schema
// (action-validator), this test that what it calls exists and what it reads is written.
const WORKFLOW = '.github/workflows/pruefen.yml'
const workflow = parse(readFileSync(WORKFLOW, 'utf8')) as {
  jobs: Record<string, { steps: { id?: string; run?: string; if?: string; env?: Record<string, string> }[] }>
}
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps)
const scripts = Object.keys((JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: object }).scripts)
const text = readFileSync(WORKFLOW, 'utf8')

describe(WORKFLOW, () => {
  it('runs only npm scripts and files that exist', () => {
    const runs = steps.map((step) => step.run ?? '').join('\n')
    const npmScripts = [...runs.matchAll(/npm run (?:--silent )?([\w:-]+)/g)].map((match) => match[1]!)
    expect(npmScripts.length).toBeGreaterThan(0)
    for (const name of npmScripts) expect(scripts, `npm run ${name}`).toContain(name)
    const files = [...runs.matchAll(/\b((?:scripts|tests)\/[\w./-]+\.(?:ts|sh))\b/g)].map((match) => match[1]!)
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) expect(existsSync(file), file).toBe(true)
  })

  it('reads only step outputs that exist; those of the plan are the ones scripts/pr-plan.ts writes', () => {
    const ids = new Set(steps.map((step) => step.id).filter(Boolean))
    const read = [...text.matchAll(/steps\.([\w-]+)\.(?:outputs\.([\w-]+)|outcome)/g)]
    for (const [expression, id] of read) expect(ids, expression).toContain(id)

    const dir = mkdtempSync(path.join(tmpdir(), 'workflow-output-'))
    const output = path.join(dir, 'output')
    try {
      const plan = spawnSync('npx', ['tsx', 'scripts/pr-plan.ts', 'HEAD'], {
        env: { ...process.env, GITHUB_OUTPUT: output },
        encoding: 'utf8',
      })
      expect(plan.status, plan.stderr).toBe(0)
      const written = readFileSync(output, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split('=')[0])
      const planOutputs = read.filter(([, id, name]) => id === 'plan' && name).map(([, , name]) => name)
      expect(planOutputs.length).toBeGreaterThan(0)
      for (const name of planOutputs) expect(written, `steps.plan.outputs.${name}`).toContain(name)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
