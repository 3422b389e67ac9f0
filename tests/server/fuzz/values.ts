import fc from 'fast-check'
import { quoteFieldOrder, quoteFields, type QuoteFieldKey } from '../../../engine/forms/quote-request.ts'
import { HONEYPOT_FIELD, PAGE_FIELD, REQUEST_ID_FIELD } from '../../../engine/forms/quote-schema.ts'
import { readFormPages } from '../../../server/intake/form-page.tsx'
import { DIST } from '../../support/built-site.ts'
import type { Fields } from './wire.ts'

// Values for the fuzz cases, generated from the form's field definitions (engine/forms/quote-request.ts)
// and its options (content/formular.yaml): valid ones, and hostile ones of every kind a client can send.

const found = readFormPages(DIST, new Map())
if (found === null) throw new Error(`Keine Seite mit dem Anfrageformular in ${DIST}: zuerst npm run build`)
/** the form's texts and the pages that carry it, as the server reads them from the build */
export const forms = found

type Spec = (typeof quoteFields)[number]
const fieldsWhere = (test: (field: Spec) => boolean) => quoteFields.filter(test).map((field) => field.name)
const optionsOf = (name: QuoteFieldKey): readonly string[] => {
  const texts = forms.texts.felder[name]
  return 'optionen' in texts ? texts.optionen : []
}

export const SELECT_FIELDS = fieldsWhere((field) => field.control === 'select')
export const DATE_FIELDS = fieldsWhere((field) => field.control === 'date')
/** text a person types freely (no format): stored as typed, only trimmed and cleaned of control characters */
export const FREE_TEXT_FIELDS = fieldsWhere(
  (field) => (field.control === 'text' || field.control === 'textarea') && !('inputMode' in field),
)
/** fields with a format: e-mail, phone, postcode */
export const FORMAT_FIELDS = fieldsWhere((field) => 'inputMode' in field)
/** every field the visitor fills in */
export const VISIBLE_FIELDS: readonly string[] = quoteFieldOrder
/** the form's hidden fields besides the visible ones */
export const HIDDEN_FIELDS: readonly string[] = [PAGE_FIELD, REQUEST_ID_FIELD, HONEYPOT_FIELD]
export const ALL_FIELDS: readonly string[] = [...VISIBLE_FIELDS, ...HIDDEN_FIELDS]

const oneOf = <T>(list: readonly T[]) => fc.constantFrom(...list)
const char = (from: number, to: number) => fc.integer({ min: from, max: to }).map((code) => String.fromCharCode(code))
const ascii = (from = 0x20, to = 0x7e) => char(from, to)

// ---------------------------------------------------------------- valid values

const TYPED = oneOf([...'abcdefghijklmnopqrstuvwxyzäöüßÄÖÜ ABCXYZ0123456789-.,&/\'"()<>;:!?@#%+='])
/** what people type: letters with umlauts, digits, punctuation, now and then an emoji or a character from far away */
const typedChar = fc.oneof(
  { arbitrary: TYPED, weight: 20 },
  { arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }), weight: 1 },
)

function typedText(max: number, required: boolean, multiline = false) {
  const unit = multiline
    ? fc.oneof({ arbitrary: typedChar, weight: 15 }, { arbitrary: fc.constant('\n'), weight: 1 })
    : typedChar
  return fc
    .string({ unit, minLength: required ? 1 : 0, maxLength: Math.min(max, 300) })
    .filter((text) => text.length <= max && (!required || text.trim() !== ''))
}

const digits = (min: number, max: number) => fc.string({ unit: char(0x30, 0x39), minLength: min, maxLength: max })

function dayFrom(today: string, days: number): string {
  return new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

/** A valid value for each field of the form, by its control, length and options. */
function validValue(field: Spec, today: string): fc.Arbitrary<string> {
  const optional = <T extends string>(value: fc.Arbitrary<T>) =>
    field.required ? value : fc.oneof({ arbitrary: value, weight: 3 }, { arbitrary: fc.constant(''), weight: 1 })
  switch (field.control) {
    case 'select':
      return optional(oneOf(optionsOf(field.name)))
    case 'date':
      return optional(fc.integer({ min: 0, max: 3 * 365 }).map((days) => dayFrom(today, days)))
    case 'email':
      return optional(
        fc
          .tuple(fc.stringMatching(/^[a-z0-9]{1,12}(\.[a-z0-9]{1,8})?$/), fc.stringMatching(/^[a-z0-9]{1,12}$/))
          .map(([local, domain]) => `${local}@${domain}.example`),
      )
    case 'tel':
      return fc
        .tuple(oneOf(['+49 ', '0', '(0', '+49 (0) ']), digits(2, 5), oneOf([' ', '/', '-', ' / ']), digits(4, 9))
        .map(([start, area, separator, number]) => `${start}${area}${start === '(0' ? ')' : ''}${separator}${number}`)
    default:
      if (field.name === 'plz') return digits(5, 5)
      return typedText(field.maxLength, field.required, field.control === 'textarea')
  }
}

const submissions = new Map<string, fc.Arbitrary<Fields>>()

/** A complete, valid submission as the form sends it. */
export function validSubmission(today: string): fc.Arbitrary<Fields> {
  const known = submissions.get(today)
  if (known) return known
  const made = fc.record({
    ...(Object.fromEntries(quoteFields.map((field) => [field.name, validValue(field, today)])) as Record<
      QuoteFieldKey,
      fc.Arbitrary<string>
    >),
    [PAGE_FIELD]: oneOf([...forms.urls]),
  })
  submissions.set(today, made)
  return made
}

// ---------------------------------------------------------------- hostile values

/** Markup that runs script if it reaches a page unescaped; `marker` is what must never appear as markup. */
export const XSS_VECTORS = [
  { marker: '<script>alert(', markup: (n: number) => `<script>alert(${n})</script>` },
  { marker: '<img src=x onerror', markup: (n: number) => `<img src=x onerror=alert(${n})>` },
  { marker: '<svg onload', markup: (n: number) => `<svg onload=alert(${n})>` },
  { marker: '<iframe src=', markup: (n: number) => `<iframe src="javascript:alert(${n})"></iframe>` },
  { marker: '<a href="javascript:', markup: (n: number) => `<a href="javascript:alert(${n})">klick</a>` },
] as const
/** where a value can land in a page: after it, a payload tries to close its way out */
const BREAKOUTS = [
  '',
  '"',
  "'",
  '">',
  "'>",
  '-->',
  ...['textarea', 'title', 'option', 'noscript', 'script', 'style'].map((tag) => `</${tag}>`),
]

export const xssPayload: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(oneOf(BREAKOUTS), oneOf(XSS_VECTORS), fc.nat(99), fc.oneof(fc.constant(''), oneOf(BREAKOUTS)))
    .map(([before, vector, n, after]) => `${before}${vector.markup(n)}${after}`),
  // no markup at all, yet dangerous in a link or a template
  fc.nat(99).map((n) => `javascript:alert(${n})`),
  fc.nat(99).map((n) => `{{constructor.constructor("alert(${n})")()}}`),
  // a comment and a noscript that a sloppy sanitiser reads differently from a browser
  oneOf(XSS_VECTORS).map((vector) => `<!--${vector.markup(1)}//-->`),
  oneOf(XSS_VECTORS).map((vector) => `<noscript><p title="</noscript>${vector.markup(1)}">`),
)

export const sqlPayload: fc.Arbitrary<string> = fc
  .tuple(
    oneOf(["'", '"', "');", '1;', "1'", '']),
    oneOf([
      "OR '1'='1",
      'OR 1=1',
      'DROP TABLE anfragen;',
      'DELETE FROM mail_outbox',
      'UNION SELECT sqlite_version()',
      "ATTACH DATABASE '/tmp/x.db' AS x;",
      'AND SLEEP(5)',
      '= "',
    ]),
    oneOf(['--', '#', '/*', '']),
  )
  .map((parts) => parts.join(' ').trim())

/** Every UTF-16 code unit that is a control, format, separator or unassigned character: generated, not picked. */
const ODD_CODE_UNITS = Array.from({ length: 0x10000 }, (_, code) => code).filter((code) =>
  /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cn}]/u.test(String.fromCharCode(code)),
)
const oddChar = oneOf(ODD_CODE_UNITS).map((code) => String.fromCharCode(code))
/** half of a surrogate pair on its own: not text at all (JSON "\ud800", and no valid UTF-8 exists for it) */
const loneSurrogate = char(0xd800, 0xdfff)

/** Text from anywhere in Unicode: controls, bidi overrides, zero widths, lone surrogates, line breaks, emoji. */
export const unicodeText: fc.Arbitrary<string> = fc.oneof(
  fc.string({
    unit: fc.oneof(
      { arbitrary: typedChar, weight: 6 },
      { arbitrary: oddChar, weight: 3 },
      { arbitrary: loneSurrogate, weight: 1 },
      { arbitrary: oneOf(['\r\n', '\n', '\t', '\r\nBcc: opfer@example.com']), weight: 1 },
    ),
    minLength: 1,
    maxLength: 40,
  }),
  // decomposed umlauts look the same and compare different
  typedText(40, true).map((text) => text.normalize('NFD')),
  // far over every length limit, as one line
  fc
    .tuple(fc.string({ unit: typedChar, minLength: 1, maxLength: 3 }), fc.integer({ min: 1000, max: 12_000 }))
    .map(([text, times]) => text.repeat(times).slice(0, 12_000)),
)

export const plainOddText = fc.oneof(
  fc.constantFrom('', ' ', '\t\n', '0', '-', 'null', '[object Object]'),
  typedText(12, false),
)

/** JSON values that are no text: numbers, booleans, null, lists, objects. */
export const nonString: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string({ maxLength: 8 }), fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.string({ maxLength: 6 }), fc.integer()), { maxKeys: 2 }),
)

/** Names no field has, or has only nearly: prototype keys, case and space variants, brackets, markup. */
export const oddKey: fc.Arbitrary<string> = fc.oneof(
  oneOf(['__proto__', 'constructor', 'prototype', '', 'x'.repeat(500)]),
  fc
    .tuple(oneOf(ALL_FIELDS), oneOf(['upper', 'space', 'brackets', 'dotted', 'markup']))
    .map(([field, how]) =>
      how === 'upper'
        ? field.toUpperCase()
        : how === 'space'
          ? `${field} `
          : how === 'brackets'
            ? `${field}[]`
            : how === 'dotted'
              ? `${field}.a.b`
              : `<b>${field}</b>`,
    ),
)

/** A select field's value that is not one of its options, but often nearly so. */
export function foreignOption(field: QuoteFieldKey): fc.Arbitrary<string> {
  const near = fc.tuple(oneOf(optionsOf(field)), oneOf(['upper', 'lower', 'space', 'nfd', 'nul', 'prefix', 'sql']))
  return fc.oneof(
    near.map(([option, how]) => {
      if (how === 'upper') return option.toUpperCase()
      if (how === 'lower') return option.toLowerCase()
      if (how === 'space') return ` ${option} `
      if (how === 'nfd') return option.normalize('NFD')
      if (how === 'nul') return `${option}\u0000x`
      if (how === 'prefix') return option.slice(0, Math.max(1, option.length - 2))
      return `${option}; DROP TABLE anfragen`
    }),
    typedText(20, true),
    xssPayload,
  )
}

/** Dates the form must refuse (or that look odd): past, impossible, in other formats, words. */
export function oddDate(today: string): fc.Arbitrary<string> {
  const year = Number(today.slice(0, 4))
  const pad = (n: number, width = 2) => String(n).padStart(width, '0')
  return fc.oneof(
    // real days before today
    fc.integer({ min: 1, max: 40 * 365 }).map((days) => dayFrom(today, -days)),
    // days that do not exist: month 0 or > 12, day 0 or past the month's end
    fc
      .record({
        y: fc.integer({ min: year, max: 9999 }),
        m: fc.integer({ min: 0, max: 99 }),
        d: fc.integer({ min: 0, max: 99 }),
      })
      .filter(({ y, m, d }) => m < 1 || m > 12 || d < 1 || d > new Date(Date.UTC(y, m, 0)).getUTCDate())
      .map(({ y, m, d }) => `${y}-${pad(m)}-${pad(d)}`),
    // a future day written another way
    fc
      .tuple(fc.integer({ min: 30, max: 3 * 365 }), oneOf(['german', 'short', 'time', 'expanded', 'spaces', 'sql']))
      .map(([days, how]) => {
        const day = dayFrom(today, days)
        const [y, m, d] = day.split('-')
        if (how === 'german') return `${d}.${m}.${y}`
        if (how === 'short') return `${y}-${Number(m)}-${Number(d)}`
        if (how === 'time') return `${day}T00:00`
        if (how === 'expanded') return `+27${day}`
        if (how === 'spaces') return ` ${day} `
        return `${day}'; DROP TABLE anfragen;--`
      }),
    fc.constant('9999-12-31'),
    typedText(10, true),
  )
}

/** Values for the fields with a format: wrong lengths, full-width digits, injected headers, odd e-mails. */
export const formatValue: fc.Arbitrary<string> = fc.oneof(
  digits(0, 50),
  digits(5, 5).map((plz) => [...plz].map((digit) => String.fromCharCode(0xff10 + Number(digit))).join('')),
  fc.stringMatching(/^\+?[0-9 ()/.-]{1,30}$/),
  fc.emailAddress(),
  fc.emailAddress().map((email) => `${email}\r\nBcc: x@evil.example`),
  fc.emailAddress().map((email) => email.replace('@', '@@')),
  fc.emailAddress().map((email) => email.replace(/^[^@]*/, '')),
  fc.emailAddress().map((email) => `${'x'.repeat(300)}${email}`),
  fc.emailAddress().map((email) => email.replace(/@(.)/, '@ä$1')),
)

/** Origins that are not this site's, many of them nearly. */
export function foreignOrigin(own: string): fc.Arbitrary<string> {
  const { host, port } = new URL(own)
  return fc.oneof(
    fc.webUrl().map((url) => new URL(url).origin),
    oneOf([
      'null',
      '',
      'http://[::1]',
      `http://localhost:${port}`,
      `https://${host}`,
      `http://${host}@evil.example`,
      `${own}.evil.example`,
    ]),
    fc
      .integer({ min: 1, max: 65_535 })
      .filter((other) => String(other) !== port)
      .map((other) => `http://127.0.0.1:${other}`),
    fc.string({ unit: ascii(), maxLength: 20 }),
  )
}

/** Sec-Fetch-Site as browsers send it, in other case, or made up. */
export const fetchSite: fc.Arbitrary<string> = fc.oneof(
  oneOf(['cross-site', 'same-site', 'same-origin', 'none']).chain((value) => oneOf([value, value.toUpperCase()])),
  fc.string({ unit: ascii(), maxLength: 12 }),
)

/** Media types of bodies the intake does not read (and accepted ones in odd spellings). */
export const mediaType: fc.Arbitrary<string> = fc
  .oneof(
    fc
      .tuple(
        oneOf(['text', 'application', 'image', 'multipart', 'audio', 'x-foo']),
        fc.stringMatching(/^[a-z][a-z0-9.+-]{0,15}$/),
      )
      .map(([type, subtype]) => `${type}/${subtype}`),
    oneOf(['text/plain', 'application/xml', 'text/xml', 'multipart/mixed', 'application/jsonp', 'image/png']),
    oneOf(['Multipart/Form-Data', 'APPLICATION/X-WWW-FORM-URLENCODED', 'application/json-seq']),
  )
  .chain((type) => oneOf([type, `${type}; charset=UTF-8`, `${type}; boundary=x`]))

/** JSON media types, as clients spell them. */
export const jsonType: fc.Arbitrary<string> = oneOf([
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
]).chain((type) =>
  fc.oneof(
    fc.constant(type),
    fc.stringMatching(/^[a-z]{1,8}$/).map((vendor) => `application/vnd.${vendor}+json`),
  ),
)

/** File names a client can put in a multipart part. */
export const fileName: fc.Arbitrary<string> = fc.oneof(
  fc.stringMatching(/^[a-z0-9 äöü-]{1,20}\.(pdf|png|txt)$/),
  oneOf(['../../etc/passwd', 'bild<script>.png', '..\\..\\boot.ini', '']),
  fc.string({ unit: typedChar, maxLength: 30 }),
)

const isUtf8 = (bytes: Uint8Array) => {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    return true
  } catch {
    return false
  }
}

/** Byte sequences that are not UTF-8: stray continuation bytes, cut sequences, overlong forms, encoded surrogates. */
export const brokenUtf8: fc.Arbitrary<Uint8Array> = fc
  .oneof(
    fc.uint8Array({ min: 0x80, max: 0xff, minLength: 1, maxLength: 4 }),
    fc
      .tuple(fc.integer({ min: 0xc0, max: 0xc1 }), fc.integer({ min: 0x80, max: 0xbf }))
      .map((pair) => new Uint8Array(pair)),
    fc.integer({ min: 0xa0, max: 0xbf }).map((second) => new Uint8Array([0xed, second, 0x80])),
  )
  .filter((bytes) => !isUtf8(bytes))
