import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** A throw-away copy of the project (sharing node_modules) for real builds with changed content. */
export function copyProject(prefix: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix))
  for (const entry of [
    'package.json',
    'vite.config.ts',
    'tsconfig.json',
    'pages',
    'engine',
    'components',
    'content',
    'public',
    'types',
    'server',
    'scripts',
  ]) {
    cpSync(entry, path.join(dir, entry), { recursive: true })
  }
  symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'))
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/** Environment for vike/vite child processes in a copy. */
export const buildEnv = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' }
