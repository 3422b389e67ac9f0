// zod/mini: the same rules run in the browser island (a few KB) and on the intake server.
import * as z from 'zod/mini'
import type { FormTexts } from './form-texts-schema.ts'
import { maxLengths, type QuoteFieldKey, type QuoteRequest } from './quote-request.ts'

export { maxLengths }

/** Name of the hidden honeypot field: people never see it, form-filling bots do. */
export const HONEYPOT_FIELD = 'website_url'
/** Hidden field with the path of the page the form was sent from. */
export const PAGE_FIELD = 'seite'
/** Hidden field with one id per form visit, so a resent request is stored once. */
export const REQUEST_ID_FIELD = 'anfrage_id'

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
    z
      .string(message)
      .check(stripControls, stripLineBreaks, z.trim(), z.minLength(1, message), z.maxLength(max, tooLong(max)))
  const optional = (max: number, multiline = false, ...more: z.core.$ZodCheck<string>[]) =>
    z._default(
      z
        .string(texts.kein_text)
        .check(
          stripControls,
          ...(multiline ? [] : [stripLineBreaks]),
          z.trim(),
          z.maxLength(max, tooLong(max)),
          ...more,
        ),
      '',
    )
  const oneOf = (field: { optionen: string[]; pflicht: string }) =>
    z.enum(field.optionen as [string, ...string[]], field.pflicht)
  // an optional choice: nothing chosen ('' or missing) or exactly one of the options (as z.enum: no trimming)
  const oneOfOrNone = (field: { optionen: string[]; ungueltig: string }) =>
    z._default(
      z
        .string(field.ungueltig)
        .check(z.refine((value) => value === '' || field.optionen.includes(value), field.ungueltig)),
      '',
    )

  // every field of quote-request.ts has exactly one rule here (checked by the type below)
  const fields = {
    leistung: oneOf(f.leistung),
    plz: z.string(f.plz.pflicht).check(z.trim(), z.minLength(1, f.plz.pflicht), z.regex(/^\d{5}$/, f.plz.ungueltig)),
    name: required(f.name.pflicht, maxLengths.name),
    telefon: required(f.telefon.pflicht, maxLengths.telefon).check(
      z.regex(PHONE, f.telefon.ungueltig),
      z.refine((value) => value.replace(/\D/g, '').length >= 6, f.telefon.ungueltig),
    ),
    rueckruf: oneOfOrNone(f.rueckruf),
    email: optional(
      maxLengths.email,
      false,
      z.refine((value) => value === '' || z.regexes.email.test(value), f.email.ungueltig),
    ),
    firma: optional(maxLengths.firma),
    strasse: optional(maxLengths.strasse),
    ort: optional(maxLengths.ort),
    flaeche: oneOfOrNone(f.flaeche),
    haeufigkeit: oneOfOrNone(f.haeufigkeit),
    beginn: z._default(
      z.string(f.beginn.ungueltig).check(
        z.trim(),
        z.refine(
          (value) => value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDate(value) && value >= today),
          f.beginn.ungueltig,
        ),
      ),
      '',
    ),
    nachricht: optional(maxLengths.nachricht, true),
  } satisfies Record<QuoteFieldKey, unknown>

  // unknown keys are dropped: a page cached from before still sends its consent checkbox ("datenschutz")
  return z.object(fields)
}

/** Validates raw input; returns the request or one German message per invalid field (first problem only). */
export function validateQuote(
  texts: FormTexts,
  today: string,
  input: unknown,
): { ok: true; request: QuoteRequest } | { ok: false; errors: Partial<Record<QuoteFieldKey, string>> } {
  const result = buildQuoteSchema(texts, today).safeParse(input)
  if (result.success) {
    return { ok: true, request: result.data }
  }
  const errors: Partial<Record<QuoteFieldKey, string>> = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as QuoteFieldKey | undefined
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
