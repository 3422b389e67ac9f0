/**
 * THE field list of the quote form, in the order the form shows them (required ones first, then the
 * group "Weitere Angaben (optional)"). The island, the intake server, the staff mail, the CSV export,
 * the database columns and the content check all read it from here; the texts visitors see are in
 * content/formular.yaml, the rules in quote-schema.ts (which must cover exactly these names).
 *
 * A field's `name` is its form `name` attribute, the JSON key of the intake API and its database
 * column. A new field needs: an entry here, its texts in content/formular.yaml, a rule in
 * quote-schema.ts and a migration in server/intake/database/schema.ts (ALTER TABLE anfragen ADD COLUMN …).
 */
export interface QuoteFieldSpec {
  readonly name: string
  /** required fields come first, before the optional group */
  readonly required: boolean
  readonly control: 'text' | 'email' | 'tel' | 'select' | 'date' | 'textarea'
  /** longest accepted input (text controls); longer text is an error, never silently cut */
  readonly maxLength?: number
  readonly autoComplete?: string
  readonly inputMode?: 'numeric' | 'tel' | 'email'
  /** spans the whole form width on wide screens */
  readonly wide?: boolean
  /** column title in the staff mail and the CSV export (for the office, not shown to visitors) */
  readonly office: string
}

export const quoteFields = [
  { name: 'leistung', required: true, control: 'select', office: 'Leistung' },
  {
    name: 'plz',
    required: true,
    control: 'text',
    maxLength: 5,
    autoComplete: 'postal-code',
    inputMode: 'numeric',
    office: 'PLZ',
  },
  { name: 'name', required: true, control: 'text', maxLength: 120, autoComplete: 'name', office: 'Name' },
  {
    name: 'telefon',
    required: true,
    control: 'tel',
    maxLength: 40,
    autoComplete: 'tel',
    inputMode: 'tel',
    office: 'Telefon',
  },
  { name: 'rueckruf', required: false, control: 'select', office: 'Rückruf am liebsten' },
  {
    name: 'email',
    required: false,
    control: 'email',
    maxLength: 254,
    autoComplete: 'email',
    inputMode: 'email',
    office: 'E-Mail',
  },
  { name: 'firma', required: false, control: 'text', maxLength: 120, autoComplete: 'organization', office: 'Firma' },
  {
    name: 'strasse',
    required: false,
    control: 'text',
    maxLength: 120,
    autoComplete: 'street-address',
    office: 'Straße',
  },
  { name: 'ort', required: false, control: 'text', maxLength: 80, autoComplete: 'address-level2', office: 'Ort' },
  { name: 'flaeche', required: false, control: 'select', office: 'Objektgröße' },
  { name: 'haeufigkeit', required: false, control: 'select', office: 'Häufigkeit' },
  { name: 'beginn', required: false, control: 'date', office: 'Gewünschter Beginn' },
  { name: 'nachricht', required: false, control: 'textarea', maxLength: 2000, wide: true, office: 'Nachricht' },
] as const satisfies readonly QuoteFieldSpec[]

export type QuoteFieldKey = (typeof quoteFields)[number]['name']

/**
 * One quote request as the form sends it (after validation): every field as text, '' when an
 * optional field was left empty. `leistung`, `rueckruf`, `flaeche` and `haeufigkeit` hold one of the
 * options of content/formular.yaml, `beginn` a date YYYY-MM-DD.
 */
export type QuoteRequest = Record<QuoteFieldKey, string>

/** The fields in the order the form, the mail and the CSV export list them. */
export const quoteFieldOrder: readonly QuoteFieldKey[] = quoteFields.map((field) => field.name)

/** The fields a visitor must fill in. */
export const requiredQuoteFields: readonly QuoteFieldKey[] = quoteFields
  .filter((field) => field.required)
  .map((field) => field.name)

/** Office labels by field (staff mail, CSV header). */
export const officeLabels = Object.fromEntries(quoteFields.map((field) => [field.name, field.office])) as Record<
  QuoteFieldKey,
  string
>

/** Office labels of what the intake adds to every request: receipt time and the page it came from. */
export const officeRequestLabels = { eingegangen: 'Eingang', seite: 'Seite' } as const

/** Longest accepted input per text field. */
export const maxLengths = Object.fromEntries(
  quoteFields.flatMap((field) => ('maxLength' in field ? [[field.name, field.maxLength]] : [])),
) as { [F in (typeof quoteFields)[number] as F extends { maxLength: number } ? F['name'] : never]: number }
