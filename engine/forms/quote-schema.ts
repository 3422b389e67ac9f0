// zod/mini: the same rules run in the browser island (a few KB) and on the intake server.
import * as z from 'zod/mini'
import type { FormTexts } from './form-texts-schema'
import type { QuoteRequest } from './quote-request'

/** Longest accepted input per field; longer text is an error, never silently cut. */
export const maxLengths = {
  vorname: 60,
  nachname: 60,
  email: 254,
  telefon: 40,
  firma: 120,
  strasse: 120,
  plz: 5,
  ort: 80,
  nachricht: 2000,
} as const

/** Name of the hidden honeypot field: people never see it, form-filling bots do. */
export const HONEYPOT_FIELD = 'website_url'

const PHONE = /^\+?[\d\s/().-]+$/
// invisible control characters carry no meaning in a form and could break mail headers or CSV cells
const stripControls = z.overwrite((value: string) => value.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ''))
const stripLineBreaks = z.overwrite((value: string) => value.replace(/[\r\n\t]+/g, ' '))

/**
 * The quote form's rules, with the German messages of content/formular.yaml.
 * `today` (YYYY-MM-DD, Europe/Berlin) is the earliest allowed start date.
 */
export function buildQuoteSchema(texts: FormTexts, today: string) {
  const f = texts.felder
  const tooLong = (max: number) => texts.zu_lang.replace('{max}', max.toLocaleString('de-DE'))
  const required = (message: string, max: number) =>
    z.string(message).check(stripControls, stripLineBreaks, z.trim(), z.minLength(1, message), z.maxLength(max, tooLong(max)))
  const optional = (max: number, multiline = false) =>
    z._default(z.string(texts.kein_text).check(stripControls, ...(multiline ? [] : [stripLineBreaks]), z.trim(), z.maxLength(max, tooLong(max))), '')
  const oneOf = (field: { optionen: string[]; pflicht: string }) => z.enum(field.optionen as [string, ...string[]], field.pflicht)

  return z.object({
    vorname: required(f.vorname.pflicht, maxLengths.vorname),
    nachname: required(f.nachname.pflicht, maxLengths.nachname),
    email: required(f.email.pflicht, maxLengths.email).check(z.email(f.email.ungueltig)),
    telefon: required(f.telefon.pflicht, maxLengths.telefon).check(
      z.regex(PHONE, f.telefon.ungueltig),
      z.refine((value) => value.replace(/\D/g, '').length >= 6, f.telefon.ungueltig),
    ),
    firma: optional(maxLengths.firma),
    strasse: optional(maxLengths.strasse),
    plz: z.string(f.plz.pflicht).check(z.trim(), z.minLength(1, f.plz.pflicht), z.regex(/^\d{5}$/, f.plz.ungueltig)),
    ort: required(f.ort.pflicht, maxLengths.ort),
    leistung: oneOf(f.leistung),
    flaeche: oneOf(f.flaeche),
    haeufigkeit: oneOf(f.haeufigkeit),
    beginn: z._default(
      z.string(f.beginn.ungueltig).check(
        z.trim(),
        z.refine((value) => value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDate(value) && value >= today), f.beginn.ungueltig),
      ),
      '',
    ),
    nachricht: optional(maxLengths.nachricht, true),
    // a checked checkbox sends "on" (HTML form) or true (JSON)
    datenschutz: z.union([z.literal('on'), z.literal(true)], f.datenschutz.pflicht),
  })
}

export type QuoteFieldName = keyof QuoteRequest | 'datenschutz'

/** Validates raw input; returns the request or one German message per invalid field (first problem only). */
export function validateQuote(
  texts: FormTexts,
  today: string,
  input: unknown,
): { ok: true; request: QuoteRequest } | { ok: false; errors: Partial<Record<QuoteFieldName, string>> } {
  const result = buildQuoteSchema(texts, today).safeParse(input)
  if (result.success) {
    const { datenschutz: _consent, ...request } = result.data
    return { ok: true, request }
  }
  const errors: Partial<Record<QuoteFieldName, string>> = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as QuoteFieldName | undefined
    if (field && !errors[field]) errors[field] = issue.message
  }
  return { ok: false, errors }
}

/** Today's date in Berlin as YYYY-MM-DD (visitors and the company are in Germany). */
export function berlinToday(now = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(now)
}

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}
