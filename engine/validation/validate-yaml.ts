import didYouMean, { ReturnTypeEnums, ThresholdTypeEnums } from 'didyoumean2'
import { isMap, isSeq, parseDocument, LineCounter, type Document } from 'yaml'
import type { z } from 'zod'
import { germanIssues } from './german-issues.ts'
import { ContentError, type ContentProblem } from './problems.ts'

/** Help text per field path ("description", "adresse.plz", "jsonLd.*.@type"): how an editor fixes it. */
export type FieldHints = Record<string, string>

interface ValidateOptions<T extends z.ZodType> {
  schema: T
  /** YAML source text */
  source: string
  /** repository-relative file path shown to editors */
  file: string
  hints: FieldHints
  /** line of the YAML's first line inside the file (frontmatter starts on line 2 of an MDX file) */
  firstLine?: number
}

/**
 * Parses and validates YAML, or throws a ContentError naming file, line, field and fix of every problem.
 * Lines come from the YAML node of the offending field, so editors land on the right line.
 */
export function validateYaml<T extends z.ZodType>(options: ValidateOptions<T>): z.output<T> {
  const { schema, source, file, hints, firstLine = 1 } = options
  const lineCounter = new LineCounter()
  const doc = parseDocument(source, { lineCounter, prettyErrors: false })
  const lineAt = (offset: number) => lineCounter.linePos(offset).line + firstLine - 1

  if (doc.errors.length > 0) {
    throw new ContentError(
      doc.errors.map((error) => ({
        file,
        line: quoteMissing(error)
          ? openingQuoteLine(source, lineAt(error.pos[0]) - firstLine) + firstLine
          : lineAt(error.pos[0]),
        field: '(YAML)',
        problem: `YAML-Syntaxfehler: ${yamlErrorInGerman(error.code, error.message)}`,
        fix: quoteMissing(error)
          ? 'Schließen Sie den Wert mit " in derselben Zeile, z. B. title: "Büroreinigung in Berlin".'
          : 'Prüfen Sie Einrückung (Leerzeichen, keine Tabs), Doppelpunkte und Anführungszeichen in dieser Zeile.',
      })),
    )
  }

  const result = schema.safeParse(doc.toJS() ?? {}, { error: germanIssues })
  if (result.success) return result.data

  const problems: ContentProblem[] = result.error.issues.map((issue) => {
    const path = issue.path.map(String)
    const field = issue.code === 'unrecognized_keys' ? [...path, issue.keys[0] ?? ''] : path
    return {
      file,
      line: lineAt(offsetOf(doc, field)),
      field: field.length > 0 ? field.join('.') : '(oberste Ebene)',
      problem: issue.message,
      fix:
        issue.code === 'unrecognized_keys'
          ? unknownFieldHint(issue.keys[0] ?? '', keysAt(schema, path))
          : hintFor(hints, path),
    }
  })
  throw new ContentError(problems)
}

/** Offset of the deepest existing node along `path` (a missing field points at its parent). */
function offsetOf(doc: Document, path: string[]): number {
  let node: unknown = doc.contents
  let offset = 0
  for (const key of path) {
    if (isMap(node)) {
      const pair = node.items.find((item) => String((item.key as { value?: unknown })?.value) === key)
      if (!pair) break
      const keyNode = pair.key as { range?: [number, number, number] }
      offset = keyNode.range?.[0] ?? offset
      node = pair.value
    } else if (isSeq(node)) {
      const item = node.items[Number(key)] as { range?: [number, number, number] } | undefined
      if (!item) break
      offset = item.range?.[0] ?? offset
      node = item
    } else break
  }
  return offset
}

function hintFor(hints: FieldHints, path: string[]): string {
  const generic = path.map((part) => (/^\d+$/.test(part) ? '*' : part)).join('.')
  for (let end = path.length; end > 0; end--) {
    const key = path
      .slice(0, end)
      .map((part) => (/^\d+$/.test(part) ? '*' : part))
      .join('.')
    if (hints[key]) return hints[key]
  }
  return hints[generic] ?? 'Korrigieren Sie den Wert; Beispiele stehen in content/README.md.'
}

/** Field names the schema allows at `path` (objects, through optional and array wrappers). */
function keysAt(schema: z.ZodType, path: string[]): string[] {
  let current: unknown = schema
  const unwrap = () => {
    for (let guard = 0; guard < 5; guard++) {
      const def = (current as { def?: { type?: string; innerType?: unknown; element?: unknown; in?: unknown } }).def
      if (def?.type === 'optional' || def?.type === 'default' || def?.type === 'nullable') current = def.innerType
      else if (def?.type === 'pipe') current = def.in
      else break
    }
  }
  for (const key of path) {
    unwrap()
    const def = (current as { def?: { type?: string; element?: unknown } }).def
    if (def?.type === 'array') current = def.element
    else current = (current as { shape?: Record<string, unknown> }).shape?.[key]
  }
  unwrap()
  return Object.keys((current as { shape?: Record<string, unknown> } | undefined)?.shape ?? {})
}

/** "descripton" → suggests "description": the allowed name with the smallest edit distance. */
function unknownFieldHint(unknown: string, allowed: string[]): string {
  const closest = closestName(unknown, allowed)
  return `${closest ? `Meinten Sie „${closest}“? ` : ''}Erlaubt sind hier: ${allowed.join(', ')}.`
}

/** The allowed name closest to a misspelt one (case-insensitive, at most 3 edits away), or null. */
export function closestName(unknown: string, allowed: readonly string[]): string | null {
  // Levenshtein on the names as written: no trimming or accent folding, so "Straße" is not "Strasse"
  return didYouMean(unknown, allowed, {
    caseSensitive: false,
    deburr: false,
    trimSpaces: false,
    thresholdType: ThresholdTypeEnums.EDIT_DISTANCE,
    threshold: 3,
    returnType: ReturnTypeEnums.FIRST_CLOSEST_MATCH,
  })
}

const quoteMissing = (error: { code: string; message: string }) =>
  error.code === 'MISSING_CHAR' && /quote/i.test(error.message)

/** The parser notices a missing closing quote lines later; the editor must look where the quote opens. */
function openingQuoteLine(source: string, errorIndex: number): number {
  const lines = source.split('\n')
  for (let index = Math.min(errorIndex, lines.length - 1); index >= 0; index--) {
    if (((lines[index] ?? '').match(/(?<!\\)"/g) ?? []).length % 2 === 1) return index
  }
  return errorIndex
}

const YAML_ERRORS_IN_GERMAN: Record<string, string> = {
  MISSING_CHAR: 'ein Zeichen fehlt (z. B. eine schließende Klammer)',
  TAB_AS_INDENT: 'Tabulator statt Leerzeichen eingerückt',
  BAD_INDENT: 'falsch eingerückt',
  DUPLICATE_KEY: 'Feld doppelt vorhanden',
  MULTILINE_IMPLICIT_KEY: 'Doppelpunkt fehlt oder Text über mehrere Zeilen ohne Anführungszeichen',
  BLOCK_AS_IMPLICIT_KEY: 'Doppelpunkt fehlt oder falsch eingerückt',
  BAD_SCALAR_START: 'Wert beginnt mit einem Sonderzeichen: setzen Sie ihn in Anführungszeichen',
}

/** The YAML parser's error in German for the mistakes editors make; others keep the parser's first line. */
function yamlErrorInGerman(code: string, message: string): string {
  if (quoteMissing({ code, message })) return 'schließendes Anführungszeichen fehlt'
  return YAML_ERRORS_IN_GERMAN[code] ?? message.split('\n')[0]!
}
