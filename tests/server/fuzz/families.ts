import http from 'node:http'
import fc from 'fast-check'
import { requiredQuoteFields } from '../../../engine/forms/quote-request.ts'
import { HONEYPOT_FIELD, REQUEST_ID_FIELD } from '../../../engine/forms/quote-schema.ts'
import { MAX_BODY_BYTES } from '../../../server/intake/route.ts'
import {
  BROWSER,
  encode,
  formText,
  multipartText,
  percentEncoded,
  raw,
  sized,
  TYPES,
  withBytes,
  type Site,
} from './encode.ts'
import {
  ALL_FIELDS,
  brokenUtf8,
  DATE_FIELDS,
  fetchSite,
  fileName,
  foreignOption,
  foreignOrigin,
  FORMAT_FIELDS,
  formatValue,
  FREE_TEXT_FIELDS,
  jsonType,
  mediaType,
  nonString,
  oddDate,
  oddKey,
  plainOddText,
  SELECT_FIELDS,
  sqlPayload,
  unicodeText,
  validSubmission,
  VISIBLE_FIELDS,
  xssPayload,
} from './values.ts'
import { ENCODINGS, type Encoding, type Fields, type FuzzCase } from './wire.ts'

// The fuzz cases, family by family. A family is a list of generators (one per field where the family is
// about fields), and the sweep draws `samples` cases from each, so every field meets every kind of bad
// input. What a case must get is not written here: contract.ts decides it from the bytes sent.

export interface Family {
  name: string
  /** how many cases the sweep draws from each generator (a family of one generator needs more) */
  samples: number
  generators: fc.Arbitrary<FuzzCase>[]
}

const oneOf = <T>(list: readonly T[]) => fc.constantFrom(...list)
const namesOf = <T extends object>(table: T) => oneOf(Object.keys(table) as (keyof T & string)[])
/** a request id no other case has (unbiased, so never the same twice) */
export const freshId = fc.noBias(fc.uuid({ version: 4 }))

/** a valid submission (the same fields in every encoding) */
export const validFor = (site: Site) => validSubmission(site.today)

/** A valid submission with its own request id, changed by `change`, in one of the encodings. */
function fromValid<T>(
  site: Site,
  encodings: readonly Encoding[],
  extra: fc.Arbitrary<T>,
  build: (fields: Fields, extra: T, encoding: Encoding) => FuzzCase,
): fc.Arbitrary<FuzzCase> {
  return fc
    .tuple(oneOf(encodings), extra, freshId)
    .chain(([encoding, value, id]) =>
      validFor(site).map((fields) => build({ ...fields, [REQUEST_ID_FIELD]: id }, value, encoding)),
    )
}

/** One field of a valid submission replaced by what `value` generates. */
const replaced =
  (site: Site, kind: string, value: fc.Arbitrary<unknown>, encodings: readonly Encoding[] = ENCODINGS) =>
  (field: string) =>
    fromValid(site, encodings, value, (fields, generated, encoding) =>
      encode(site, `${kind}:${field}`, encoding, { ...fields, [field]: generated }),
    )

/** Ways to break a JSON text. */
const JSON_BREAKS = {
  abgeschnitten: (text: string, at: number) => text.slice(0, at % text.length),
  'muell-danach': (text: string) => `${text}x`,
  'einfache-anfuehrung': (text: string) => text.replaceAll('"', "'"),
  steuerzeichen: (text: string) => text.replace('":"', '":"\u0001'),
  escape: (text: string) => text.replace('":"', '":"\\x41'),
  'offenes-surrogat': (text: string) => `${text.slice(0, text.indexOf('":"') + 3)}\\ud800`,
  'komma-am-ende': (text: string) => text.replace(/}$/, ',}'),
  'zwei-objekte': (text: string) => text + text,
  'zahl-zu-gross': (text: string) => text.replace(/}$/, ',"a":1e99999999}x'),
}

/** Ways to break a multipart body. */
const MULTIPART_BREAKS = {
  abgeschnitten: (text: string, at: number) => ({ boundary: 'zzz', body: text.slice(0, at % (text.length - 8)) }),
  'ohne-grenze': (text: string) => ({ boundary: null, body: text }),
  'falsche-grenze': (text: string) => ({ boundary: 'yyy', body: text }),
  'kein-multipart': (_text: string, at: number) => ({ boundary: 'zzz', body: `name=J%C3%B6rg&plz=${at}` }),
}

/** Where bytes that are not UTF-8 can sit in a body. */
const BROKEN_TEXT = {
  json: (fields: Fields, mark: string, bytes: Uint8Array) =>
    [TYPES.json, withBytes(JSON.stringify(fields), mark, bytes)] as const,
  form: (fields: Fields, mark: string, bytes: Uint8Array) =>
    [TYPES.form, withBytes(formText(fields), mark, bytes)] as const,
  prozent: (fields: Fields, mark: string, bytes: Uint8Array) =>
    [TYPES.form, formText(fields).replace(mark, percentEncoded(bytes))] as const,
  multipart: (fields: Fields, mark: string, bytes: Uint8Array) =>
    [`${TYPES.multipart}; boundary=grenze7c4a`, withBytes(multipartText(fields, 'grenze7c4a'), mark, bytes)] as const,
}

/** Pieces of URL-encoded garbage. */
const formGarbage = fc.oneof(
  fc.string({ unit: oneOf([...'%&=+ZaF0E[]']), minLength: 1, maxLength: 10 }),
  fc
    .tuple(oneOf(ALL_FIELDS), fc.string({ maxLength: 8 }))
    .map(([field, value]) => `${field}=${encodeURIComponent(value)}`),
  oneOf(ALL_FIELDS),
  fc.tuple(oneOf(ALL_FIELDS), brokenUtf8).map(([field, bytes]) => `${field}=${percentEncoded(bytes)}`),
  fc.tuple(oddKey, fc.string({ maxLength: 4 })).map(([key, value]) => `${encodeURIComponent(key)}=${value}`),
  fc
    .tuple(oneOf(['__proto__', 'constructor[prototype]']), oneOf(ALL_FIELDS))
    .map(([key, field]) => `${key}[${field}]=1`),
)

export function families(site: Site): Family[] {
  // one valid submission serves both encodings: JSON and form bodies carry the same fields
  const json = validFor(site)
  const form = json
  const MARK = 'ZZKAPUTTZZ'
  return [
    {
      name: 'inhaltstyp',
      samples: 12,
      generators: [
        fc
          .tuple(fc.option(mediaType, { nil: null }), json, oneOf(['json', 'xml', 'form']))
          .map(([type, fields, shape]) => {
            const xml = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><anfrage>&e;</anfrage>`
            const body = shape === 'json' ? JSON.stringify(fields) : shape === 'xml' ? xml : formText(fields)
            return raw(site, `inhaltstyp:${type ?? 'keiner'}`, type, body)
          }),
      ],
    },
    {
      name: 'json-kaputt',
      samples: 12,
      generators: [
        fc
          .tuple(json, fc.nat(), namesOf(JSON_BREAKS))
          .map(([fields, at, how]) =>
            raw(site, `json-kaputt:${how}`, TYPES.json, JSON_BREAKS[how](JSON.stringify(fields), at)),
          ),
        fc
          .string({ unit: oneOf([...' \t\r\n{}[],:"0aN']), maxLength: 6 })
          .map((body) => raw(site, 'json-kaputt:kurz', TYPES.json, body)),
      ],
    },
    {
      name: 'json-kein-objekt',
      samples: 12,
      generators: [
        fc
          .tuple(
            fc.oneof(
              fc
                .jsonValue({ maxDepth: 3 })
                .filter((value) => value === null || typeof value !== 'object' || Array.isArray(value))
                .map((value) => JSON.stringify(value)),
              json.map((fields) => JSON.stringify([fields])),
              fc.integer({ min: 1, max: 5000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
            ),
            jsonType,
          )
          .map(([body, type]) => raw(site, 'json-kein-objekt', type, body)),
      ],
    },
    {
      name: 'json-tief',
      samples: 4,
      generators: [
        fc
          .tuple(fc.integer({ min: 100, max: 5000 }), fc.option(oneOf(ALL_FIELDS), { nil: null }), json)
          .map(([depth, field, fields]) => {
            const deep = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
            const body =
              field === null
                ? deep
                : JSON.stringify({ ...fields, [field]: 0 }).replace(`"${field}":0`, `"${field}":${deep}`)
            return raw(site, `json-tief:${field ?? 'oben'}`, TYPES.json, body)
          }),
      ],
    },
    {
      name: 'json-bom',
      samples: 4,
      // a byte order mark is removed when the body is decoded as UTF-8 (Fetch standard)
      generators: [
        fromValid(site, ['json'], fc.option(oneOf(requiredQuoteFields), { nil: null }), (fields, missing) => {
          if (missing !== null) delete fields[missing]
          return raw(site, `json-bom:${missing ?? 'vollstaendig'}`, TYPES.json, `\uFEFF${JSON.stringify(fields)}`)
        }),
      ],
    },
    { name: 'feld-typ', samples: 3, generators: ALL_FIELDS.map(replaced(site, 'feld-typ', nonString, ['json'])) },
    {
      name: 'groesse',
      samples: 6,
      generators: [
        fc
          .tuple(
            fc.oneof(
              fc.integer({ min: MAX_BODY_BYTES - 2048, max: MAX_BODY_BYTES + 2048 }),
              fc.integer({ min: MAX_BODY_BYTES + 1, max: 8 * MAX_BODY_BYTES }),
            ),
            oneOf(['json', 'form'] as const),
            fc.boolean(),
          )
          .chain(([bytes, encoding, chunked]) =>
            validFor(site).map((fields) => ({
              ...raw(
                site,
                `groesse:${bytes}${chunked ? ':chunked' : ''}`,
                TYPES[encoding],
                sized(fields, encoding, bytes),
              ),
              chunked,
            })),
          ),
        fc
          .tuple(
            form,
            fc.oneof(fc.nat(MAX_BODY_BYTES / 2), fc.integer({ min: MAX_BODY_BYTES + 1, max: 8 * MAX_BODY_BYTES })),
            fileName,
          )
          .map(([fields, size, name]) =>
            encode(site, `groesse-datei:${size}`, 'multipart', fields, {
              files: { datei: { blob: new Blob([new Uint8Array(size)]), name } },
            }),
          ),
      ],
    },
    {
      name: 'xss',
      samples: 4,
      generators: [
        // in every field at once: the form comes back with all values
        fc.tuple(xssPayload, oneOf(ENCODINGS), fc.boolean()).map(([payload, encoding, accept]) => {
          const fields: Fields = Object.fromEntries(ALL_FIELDS.map((field) => [field, payload]))
          delete fields[HONEYPOT_FIELD]
          return encode(site, 'xss:alle', encoding, fields, { flags: { ...BROWSER, accept } })
        }),
        // in one field, the postcode sometimes invalid so that the form comes back showing the payload
        ...VISIBLE_FIELDS.map((field) =>
          fc.tuple(xssPayload, form, fc.boolean()).map(([payload, fields, breakPlz]) =>
            encode(site, `xss:${field}`, 'form', {
              ...fields,
              ...(breakPlz ? { plz: payload } : {}),
              [field]: payload,
            }),
          ),
        ),
      ],
    },
    {
      name: 'sql',
      samples: 3,
      // in a free-text field of a valid submission: stored exactly as typed
      generators: [
        ...FREE_TEXT_FIELDS.map(replaced(site, 'sql', sqlPayload)),
        // and anywhere else, the request id included
        oneOf(ALL_FIELDS).chain(replaced(site, 'sql', sqlPayload)),
      ],
    },
    {
      name: 'auswahl',
      samples: 6,
      generators: SELECT_FIELDS.map((field) =>
        replaced(site, 'auswahl', foreignOption(field), ['json', 'form'])(field),
      ),
    },
    {
      name: 'datum',
      samples: 12,
      generators: DATE_FIELDS.map(replaced(site, 'datum', oddDate(site.today), ['json', 'form'])),
    },
    { name: 'format', samples: 8, generators: FORMAT_FIELDS.map(replaced(site, 'format', formatValue)) },
    {
      name: 'unicode',
      samples: 4,
      generators: [
        ...FREE_TEXT_FIELDS.map(replaced(site, 'unicode', unicodeText)),
        replaced(site, 'unicode', plainOddText)('nachricht'),
      ],
    },
    {
      name: 'utf8-kaputt',
      samples: 16,
      generators: [
        fc.tuple(oneOf(ALL_FIELDS), brokenUtf8, namesOf(BROKEN_TEXT), form).map(([field, bytes, where, fields]) => {
          const marked = { ...fields, [field]: `${String(fields[field] ?? 'Text')}${MARK}` }
          const [type, body] = BROKEN_TEXT[where](marked, MARK, bytes)
          return raw(site, `utf8-kaputt:${field}/${where}`, type, body)
        }),
      ],
    },
    {
      name: 'honigtopf',
      samples: 4,
      generators: [
        fromValid(
          site,
          ENCODINGS,
          fc.oneof(fc.string({ minLength: 1, maxLength: 30 }), xssPayload, nonString),
          (fields, value, encoding) => encode(site, 'honigtopf', encoding, { ...fields, [HONEYPOT_FIELD]: value }),
        ),
        fromValid(site, ['multipart'], fileName, (fields, name) =>
          encode(site, 'honigtopf:datei', 'multipart', fields, {
            files: { [HONEYPOT_FIELD]: { blob: new Blob(['spam']), name } },
          }),
        ),
      ],
    },
    {
      name: 'herkunft',
      samples: 10,
      generators: [
        fromValid(site, ENCODINGS, foreignOrigin(site.origin), (fields, origin, encoding) => {
          const built = encode(site, 'herkunft:origin', encoding, fields)
          return { ...built, headers: { ...built.headers, Origin: origin } }
        }),
        fromValid(site, ENCODINGS, fetchSite, (fields, sent, encoding) =>
          encode(site, 'herkunft:sec-fetch-site', encoding, fields, {
            flags: { origin: false, fetchSite: sent, accept: false },
          }),
        ),
      ],
    },
    {
      name: 'multipart',
      samples: 8,
      generators: [
        // a file where a text is expected, or in a field the form does not have
        fromValid(
          site,
          ['multipart'],
          fc.tuple(oneOf([...ALL_FIELDS, 'datei']), fileName, fc.uint8Array({ maxLength: 64 })),
          (fields, [field, name, content]) => {
            delete fields[field]
            return encode(site, `multipart-datei:${field}`, 'multipart', fields, {
              files: { [field]: { blob: new Blob([content], { type: 'application/pdf' }), name } },
            })
          },
        ),
        fc.tuple(form, fc.nat(), namesOf(MULTIPART_BREAKS)).map(([fields, at, how]) => {
          const { boundary, body } = MULTIPART_BREAKS[how](multipartText(fields, 'zzz'), at)
          return raw(
            site,
            `multipart-kaputt:${how}`,
            boundary === null ? TYPES.multipart : `${TYPES.multipart}; boundary=${boundary}`,
            body,
          )
        }),
      ],
    },
    {
      name: 'urlencoded',
      samples: 8,
      generators: [
        fc
          .tuple(form, fc.array(formGarbage, { minLength: 1, maxLength: 4 }), fc.boolean())
          .map(([fields, garbage, before]) => {
            const parts = before ? [...garbage, formText(fields)] : [formText(fields), ...garbage]
            return raw(site, 'urlencoded-muell', TYPES.form, parts.join('&'))
          }),
        fc
          .array(formGarbage, { minLength: 1, maxLength: 4 })
          .map((garbage) => raw(site, 'urlencoded-muell:nur', TYPES.form, garbage.join('&'))),
      ],
    },
    {
      name: 'methode',
      samples: 10,
      // every method but POST (and CONNECT, which opens a tunnel rather than asking for a resource)
      generators: [
        fc
          .tuple(
            oneOf(http.METHODS.filter((method) => method !== 'POST' && method !== 'CONNECT')),
            json,
            fc.boolean(),
            fc.boolean(),
          )
          .map(([method, fields, withBody, preflight]): FuzzCase => ({
            kind: `methode:${method}`,
            method,
            headers: preflight
              ? { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' }
              : { Origin: site.origin, ...(withBody ? { 'Content-Type': TYPES.json } : {}) },
            ...(withBody ? { body: JSON.stringify(fields) } : {}),
          })),
      ],
    },
    {
      name: 'doppelt',
      samples: 8,
      // a double click or a reloaded POST, with or without request id: answered twice, stored once
      generators: [
        fromValid(site, ['json', 'form'], fc.boolean(), (fields, withId, encoding) => {
          if (!withId) delete fields[REQUEST_ID_FIELD]
          return { ...encode(site, `doppelt:${withId ? 'mit-id' : 'ohne-id'}`, encoding, fields), twice: true }
        }),
      ],
    },
    {
      name: 'gueltig',
      samples: 12,
      generators: [
        fromValid(site, ENCODINGS, fc.tuple(fc.boolean(), fc.boolean()), (fields, [withId, accept], encoding) => {
          if (!withId) delete fields[REQUEST_ID_FIELD]
          return encode(site, 'gueltig', encoding, fields, { flags: { ...BROWSER, accept } })
        }),
      ],
    },
  ]
}
