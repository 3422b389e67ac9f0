import { factText, phoneInText } from '../../engine/site/fact-lookup.ts'
import { telHref } from '../../engine/site/phone.ts'
import { company } from '../../engine/site/site-data.ts'

/**
 * Shows one company fact from content/firma.yaml inside text, so it is written only once:
 * `<Fact name="register.registernummer" />`, `<Fact name="adresse.ort" />`, `<Fact name="name" />`.
 *
 * Props:
 * - `name` (required): the field in firma.yaml; a field inside a group is written with a dot,
 *   e.g. "adresse.strasse", "adresse.plz", "register.ust_id". Only single values work: a list or a
 *   group (e.g. "adresse", "oeffnungszeiten") or an unknown name stops the page with an error.
 *
 * Text is shown exactly as written in firma.yaml, a number in German notation (4.9 → 4,9): for the
 * phone number use `<CallLink>`, for the opening hours `<OpeningHours />`, for the review link `<Rating>`.
 * A sentence with `{telefon}` (the emergency line) shows the main number there as a link to call it.
 *
 * ```mdx
 * **<Fact name="name" />**<br />
 * <Fact name="adresse.strasse" /><br />
 * <Fact name="adresse.plz" /> <Fact name="adresse.ort" />
 * ```
 */
export function Fact({ name }: { name: string }) {
  const value = factText(company, name)
  if (value === undefined) {
    throw new Error(
      `<Fact name="${name}" />: Feld „${name}“ gibt es in content/firma.yaml nicht ` +
        '(oder es ist eine Liste/Feldgruppe).',
    )
  }
  // the main number inside a sentence (`{telefon}`, the emergency line) is a link: that is where a visitor taps it
  const number = phoneInText(company)
  const at = number === undefined ? -1 : value.indexOf(number)
  if (at < 0) return <>{value}</>
  return (
    <>
      {value.slice(0, at)}
      <a href={telHref(company.telefon)}>{number}</a>
      {value.slice(at + number!.length)}
    </>
  )
}
