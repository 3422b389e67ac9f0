/**
 * `<Fact name="adresse.plz">` looks up one single value in content/firma.yaml by its dotted path. Used by the
 * component (to show it) and by the content check (to name a wrong path before the build).
 */
export function lookupFact(data: unknown, name: string): string | number | undefined {
  let value: unknown = data
  for (const key of name.split('.')) {
    value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined
  }
  return typeof value === 'string' || typeof value === 'number' ? value : undefined
}

/** Every single value as a dotted path ("adresse.plz"), for "Meinten Sie …?" suggestions. */
export function factPaths(data: unknown, prefix = ''): string[] {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return prefix ? [prefix] : []
  return Object.entries(data).flatMap(([key, value]) => factPaths(value, prefix ? `${prefix}.${key}` : key))
}
