import { LineCounter, parseDocument } from 'yaml'
import type { ContentProblem } from '../../validation/problems.ts'
import { closestName } from '../../validation/validate-yaml.ts'
import { jsonLdRequirements, knownJsonLdTypes } from '../json-ld-rules.ts'
import type { PageFacts } from './page-facts.ts'

/** JSON-LD blocks in the frontmatter: known schema.org types everywhere, and each type's required fields. */
export function checkJsonLd(page: PageFacts): ContentProblem[] {
  const problems: ContentProblem[] = []
  const blocks = page.frontmatter?.jsonLd
  if (!Array.isArray(blocks)) return problems
  const lines = frontmatterLines(page)
  blocks.forEach((block: unknown, index) => {
    const line = page.jsonLdLines[index] ?? page.keyLines.get('jsonLd') ?? 1
    if (!block || typeof block !== 'object') return
    const data = block as Record<string, unknown>
    const type = data['@type']
    if (typeof type !== 'string') return // reported by the frontmatter schema
    const field = `jsonLd.${index}`
    // every "@type", also inside provider, address, offers …: a typo there passes the schema unnoticed
    for (const found of typesIn(data, ['jsonLd', index])) {
      if (knownJsonLdTypes.includes(found.type)) continue
      const near = closestName(found.type, knownJsonLdTypes)
      problems.push({
        file: page.file,
        line: found.path.length === 3 ? line : (lines(found.path) ?? line),
        field: found.path.join('.'),
        problem: `Unbekannter schema.org-Typ „${found.type}“`,
        fix: near ? `Meinten Sie „${near}“?` : `Verwenden Sie einen dieser Typen: ${knownJsonLdTypes.join(', ')}.`,
      })
    }
    if (!knownJsonLdTypes.includes(type)) return
    const present = new Set([...Object.keys(data), ...factFields(data.firmendaten)])
    if (type === 'FAQPage' && !present.has('mainEntity') && !page.components.has('Faq')) {
      problems.push({
        file: page.file,
        line,
        field: `${field}.mainEntity`,
        problem: 'FAQPage ohne Fragen',
        fix:
          'Fügen Sie der Seite einen <Faq>-Block hinzu (die Fragen werden dann übernommen) ' +
          'oder entfernen Sie den Eintrag.',
      })
    }
    for (const required of jsonLdRequirements[type] ?? []) {
      if (!present.has(required)) {
        problems.push({
          file: page.file,
          line,
          field: `${field}.${required}`,
          problem: `${type} ohne Pflichtangabe „${required}“`,
          fix: `Ergänzen Sie ${required}: … oder nehmen Sie es unter firmendaten: auf (Angaben aus firma.yaml).`,
        })
      }
    }
  })
  return problems
}

/** Every "@type" string in a JSON-LD value with its field path, e.g. jsonLd.0.provider.@type. */
function typesIn(value: unknown, path: (string | number)[]): { type: string; path: (string | number)[] }[] {
  if (Array.isArray(value)) return value.flatMap((inner, index) => typesIn(inner, [...path, index]))
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, inner]) =>
    key === '@type' && typeof inner === 'string'
      ? [{ type: inner, path: [...path, key] }]
      : typesIn(inner, [...path, key]),
  )
}

/** File line of a frontmatter field path (the YAML node's position), or undefined. */
function frontmatterLines(page: PageFacts): (path: (string | number)[]) => number | undefined {
  const source = page.frontmatterSource
  if (!source) return () => undefined
  const lineCounter = new LineCounter()
  const doc = parseDocument(source.text, { lineCounter })
  return (path) => {
    const node = doc.getIn(path, true) as { range?: [number, number, number] } | undefined
    return node?.range ? lineCounter.linePos(node.range[0]).line + source.firstLine - 1 : undefined
  }
}

/** JSON-LD keys that `firmendaten` fills (addressLocality fills `address`). */
function factFields(firmendaten: unknown): string[] {
  return Array.isArray(firmendaten)
    ? firmendaten.map((key) => (key === 'addressLocality' ? 'address' : String(key)))
    : []
}
