import { z } from 'zod'

/** The bounds a schema sets on one field: characters of a text, entries of a list or the value of a number. */
export interface Limits {
  min?: number
  max?: number
}

type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  items?: JsonSchema
  prefixItems?: JsonSchema[]
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  minLength?: number
  maxLength?: number
  minItems?: number
  maxItems?: number
  minimum?: number
  maximum?: number
}

const cache = new WeakMap<z.ZodType, ReadonlyMap<string, Limits>>()

/**
 * Every bound the schema sets, by field path as the hints name fields: "title", "keywords" (the list),
 * "keywords.*" (each entry), "stellen.*.titel". Read from the schema itself (through zod's JSON Schema),
 * so the editors' hints and guide never keep a number of their own.
 */
export function fieldLimits(schema: z.ZodType): ReadonlyMap<string, Limits> {
  let limits = cache.get(schema)
  if (!limits) {
    const found = new Map<string, Limits>()
    collect(z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonSchema, [], found)
    limits = found
    cache.set(schema, limits)
  }
  return limits
}

/** Both bounds of a field; throws when the schema has no such bounds (a hint would name a wrong number). */
export function limitsOf(schema: z.ZodType, field: string): { min: number; max: number } {
  const limits = fieldLimits(schema).get(field)
  if (limits?.min === undefined || limits.max === undefined)
    throw new Error(`Das Schema setzt für „${field}“ keine Unter- und Obergrenze`)
  return { min: limits.min, max: limits.max }
}

/** "10 bis 60", "80 bis 1.500": both bounds of a field, in German number format, for hints. */
export function rangeText(schema: z.ZodType, field: string): string {
  const { min, max } = limitsOf(schema, field)
  return `${min.toLocaleString('de-DE')} bis ${max.toLocaleString('de-DE')}`
}

function collect(node: JsonSchema, path: string[], found: Map<string, Limits>): void {
  for (const branch of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])])
    collect(branch, path, found)
  const min = node.minLength ?? node.minItems ?? node.minimum
  const max = node.maxLength ?? node.maxItems ?? node.maximum
  if (path.length > 0 && (min !== undefined || max !== undefined)) {
    const key = path.join('.')
    found.set(key, { ...found.get(key), ...(min !== undefined && { min }), ...(max !== undefined && { max }) })
  }
  for (const [name, property] of Object.entries(node.properties ?? {})) collect(property, [...path, name], found)
  if (node.items) collect(node.items, [...path, '*'], found)
  // a tuple such as geo.position [latitude, longitude]: geo.position.0, geo.position.1
  node.prefixItems?.forEach((item, index) => collect(item, [...path, String(index)], found))
}
