import { company } from '../../engine/site/site-data'

/**
 * Shows one company fact from content/firma.yaml inside text, so it is written only once:
 * `<Fact name="register.registernummer" />`, `<Fact name="adresse.ort" />`, `<Fact name="name" />`.
 */
export function Fact({ name }: { name: string }) {
  let value: unknown = company
  for (const key of name.split('.')) {
    value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined
  }
  if (typeof value !== 'string' && typeof value !== 'number') {
    throw new Error(`<Fact name="${name}" />: Feld „${name}“ gibt es in content/firma.yaml nicht (oder es ist eine Liste/Feldgruppe).`)
  }
  return <>{String(value)}</>
}
