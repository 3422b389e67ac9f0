import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parseDocument } from 'yaml'
import type { z } from 'zod'
import { formTextsHints, formTextsSchema } from '../forms/form-texts-schema.ts'
import { ContentError, type ContentProblem } from '../validation/problems.ts'
import { validateYaml, type FieldHints } from '../validation/validate-yaml.ts'
import { chromeHints, chromeSchema } from './chrome-schema.ts'
import { companyHints, companySchema } from './company-schema.ts'
import { jobsHints, jobsSchema } from './jobs-schema.ts'
import { trustHints, trustSchema } from './trust-schema.ts'

/**
 * The YAML data files in content/ and the schema each one must meet. Every reader – the pages (site-data.ts),
 * the content check, the MDX plugins, the server, the scripts and the tests – loads them through this module,
 * so each is validated the same way and a mistake reads the same everywhere (German, with file and line).
 */
export const dataFiles = {
  'firma.yaml': { schema: companySchema, hints: companyHints },
  'rahmen.yaml': { schema: chromeSchema, hints: chromeHints },
  'formular.yaml': { schema: formTextsSchema, hints: formTextsHints },
  'stellen.yaml': { schema: jobsSchema, hints: jobsHints },
  'vertrauen.yaml': { schema: trustSchema, hints: trustHints },
} as const satisfies Record<string, { schema: z.ZodType; hints: FieldHints }>

export type DataFileName = keyof typeof dataFiles
export type DataOf<N extends DataFileName> = z.output<(typeof dataFiles)[N]['schema']>

/** The editors' folder, relative to where the build, the check and the scripts run (the project). */
export const CONTENT_DIR = 'content'

export interface LoadedDataFile<N extends DataFileName> {
  /** as editors see it, e.g. content/firma.yaml */
  file: string
  /** the validated data; null when the file has problems */
  data: DataOf<N> | null
  problems: ContentProblem[]
  /** the YAML as written, even when a value breaks the schema (null on a syntax error) */
  yaml: unknown
}

/** The path shown to editors: content/firma.yaml, also when the folder was given as an absolute path. */
function shownPath(contentDir: string, name: DataFileName): string {
  const dir = path.isAbsolute(contentDir) ? path.relative(process.cwd(), contentDir) : contentDir
  return `${dir.split(path.sep).join('/')}/${name}`
}

/** Validates a data file's text; throws a ContentError naming file, line, field and fix of every problem. */
export function parseDataFile<N extends DataFileName>(name: N, source: string, contentDir = CONTENT_DIR): DataOf<N> {
  const { schema, hints } = dataFiles[name]
  return validateYaml({ schema, source, file: shownPath(contentDir, name), hints }) as DataOf<N>
}

/** Reads and validates content/<name>; throws a ContentError on a mistake. */
export function readDataFile<N extends DataFileName>(name: N, contentDir = CONTENT_DIR): DataOf<N> {
  return parseDataFile(name, readFileSync(path.join(contentDir, name), 'utf8'), contentDir)
}

// The MDX checks and plugins load firma.yaml and rahmen.yaml once per page; the file is read each time (an
// edit during `npm run dev` counts at once), but parsed and validated again only when its text changed.
const loaded = new Map<string, { source: string; result: LoadedDataFile<DataFileName> }>()

/** Reads and validates content/<name>, returning its problems instead of throwing (for the content check). */
export function loadDataFile<N extends DataFileName>(name: N, contentDir = CONTENT_DIR): LoadedDataFile<N> {
  const filePath = path.resolve(contentDir, name)
  const source = readFileSync(filePath, 'utf8')
  const cached = loaded.get(filePath)
  if (cached?.source === source) return cached.result as LoadedDataFile<N>
  const result = parseLoaded(name, source, contentDir)
  loaded.set(filePath, { source, result })
  return result
}

function parseLoaded<N extends DataFileName>(name: N, source: string, contentDir: string): LoadedDataFile<N> {
  const file = shownPath(contentDir, name)
  const document = parseDocument(source)
  const yaml: unknown = document.errors.length === 0 ? document.toJS() : null
  try {
    return { file, data: parseDataFile(name, source, contentDir), problems: [], yaml }
  } catch (error) {
    if (error instanceof ContentError) return { file, data: null, problems: error.problems, yaml }
    throw error
  }
}
