/**
 * One quote request as the form sends it (after validation). Field names are the form's `name`
 * attributes, the JSON keys of the intake API and the columns of the database and the CSV export.
 */
export interface QuoteRequest {
  vorname: string
  nachname: string
  email: string
  telefon: string
  /** optional: empty string when not given */
  firma: string
  /** street and house number of the object; optional */
  strasse: string
  plz: string
  ort: string
  /** one of the services listed in content/formular.yaml */
  leistung: string
  /** object size bracket, e.g. "100–500 m²" */
  flaeche: string
  /** einmalig, täglich, mehrmals wöchentlich, wöchentlich, 14-täglich, monatlich */
  haeufigkeit: string
  /** preferred start as YYYY-MM-DD, or empty */
  beginn: string
  /** optional free text */
  nachricht: string
}

/** The fields in the order mails and the CSV export list them. */
export const quoteFieldOrder = [
  'vorname',
  'nachname',
  'email',
  'telefon',
  'firma',
  'strasse',
  'plz',
  'ort',
  'leistung',
  'flaeche',
  'haeufigkeit',
  'beginn',
  'nachricht',
] as const satisfies readonly (keyof QuoteRequest)[]
