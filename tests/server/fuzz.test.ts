// Fuzzing the real intake server with > 1,000 malformed or hostile requests: hand-picked cases plus random
// ones from fast-check, reproducible from a seed (FUZZ_SEED=… to replay another run); a failing batch is
// shrunk to the simplest requests that still fail. Every answer must be < 500, every 4xx body German text,
// JSON or the German HTML page (never a stack trace), and no XSS payload may come back as markup.
import { randomUUID } from 'node:crypto'
import http from 'node:http'
import { load } from 'cheerio'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formFieldOrder } from '../../engine/forms/quote-request.ts'
import { berlinToday, HONEYPOT_FIELD, PAGE_FIELD, REQUEST_ID_FIELD } from '../../engine/forms/quote-schema.ts'
import { useIntakeServer, validSubmission, withStore } from '../support/intake-server.ts'

const SEED = Number(process.env.FUZZ_SEED ?? 0x5eed_2026) | 0
const RANDOM_CASES = 1_100
const CONCURRENCY = 50
const ENDPOINT = '/api/anfrage'

const intake = useIntakeServer({ RATE_LIMIT: '100000' }, 'anfragen-fuzz-')

// ---------------------------------------------------------------- payloads

const XSS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(1)>",
  'javascript:alert(1)',
  '</textarea><script>alert(1)</script>',
  '</title><script>alert(1)</script>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">klick</a>',
  '{{constructor.constructor("alert(1)")()}}',
  '<!--<script>alert(1)//-->',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
]
/** markers that would be live markup if they appeared outside an attribute value */
const XSS_MARKERS = ['<script>alert(', '<img src=x onerror', '<svg onload', '<iframe src=', '<a href="javascript:']
const SQLI = [
  "' OR '1'='1",
  "Robert'); DROP TABLE anfragen;--",
  '1; DELETE FROM mail_outbox',
  "' UNION SELECT sqlite_version()--",
  '" OR ""="',
  "admin'--",
  "1' AND SLEEP(5)#",
  "'; ATTACH DATABASE '/tmp/x.db' AS x;--",
]
const UNICODE = [
  'Grüße 😀🧹✨',
  'مرحبا بالعالم',
  'שלום \u202Eevil\u202C',
  'Jö\u0000rg',
  '\u0007\u001b[31mrot\u001b[0m',
  'Zeile1\r\nBcc: opfer@example.com',
  '\uFEFFBOM',
  'Mu\u0308ller', // NFD
  '𝕳𝖆𝖑𝖑𝖔',
  '\u200B\u200D\u2060',
  '\uD800', // lone high surrogate (JSON: "\ud800")
  'a\uDFFFb', // lone low surrogate
  '\uFFFF\uFFFE',
  '\u0085\u2028\u2029',
  'Ä'.repeat(3000),
  'x'.repeat(12_000), // one very long line
]
const PLAIN = ['', ' ', '0', '-', 'a', '   Jörg   ', '\t\n', 'null', '[object Object]']
const STRINGS = [...XSS, ...SQLI, ...UNICODE, ...PLAIN]
const NON_STRINGS: unknown[] = [
  0,
  12345,
  -1,
  1e308,
  3.14,
  [],
  ['Jörg'],
  ['a', 'b'],
  {},
  { a: 1 },
  { toString: 'x' },
  true,
  false,
  null,
]
const EMAILS = [
  'a@b',
  'ä@ü.de',
  '"quoted"@example.com',
  `${'x'.repeat(300)}@example.com`,
  'a@b.de\r\nBcc: x@evil.example',
  'a@@b.de',
  '@example.com',
  'joerg@exämple.de',
]
const today = berlinToday()
const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
const BAD_DATES = [
  '2024-02-30',
  '9999-99-99',
  '2020-01-01',
  yesterday,
  '2099-02-30',
  '0000-00-00',
  '2099-13-01',
  '31.12.2099',
  '2099-1-1',
  '+275760-09-13',
  '2099-12-31T00:00',
  'morgen',
]
const ODD_DATES = [...BAD_DATES, '9999-12-31', ' 2099-12-31 ', "2099-12-31'; DROP TABLE anfragen;--"]
const BAD_SELECTS: Record<'leistung' | 'flaeche' | 'haeufigkeit' | 'rueckruf', string[]> = {
  leistung: [
    'Atomreaktor',
    'büroreinigung',
    'Büroreinigung ',
    'Bu\u0308roreinigung',
    '',
    'Sonstiges; DROP TABLE anfragen',
    '<script>alert(1)</script>',
  ],
  flaeche: ['unter 100 m2', '100-500 m²', 'über 9000 m²', 'unter 100 m²\u0000x', '0'],
  haeufigkeit: ['stündlich', 'ta\u0308glich', 'TÄGLICH', 'nie', 'einmalig '],
  rueckruf: ['nachts', 'Vormittags', 'abends ', 'vormittags\u0000', 'egal, wann'],
}
const SELECTS = Object.keys(BAD_SELECTS) as (keyof typeof BAD_SELECTS)[]
// every field of the form (the one field list) and the consent
const VALIDATED: string[] = [...formFieldOrder]
const ALL_FIELDS = [...VALIDATED, PAGE_FIELD, REQUEST_ID_FIELD, HONEYPOT_FIELD]
const FORMAT_VALUES = [
  ...EMAILS,
  ...XSS,
  '+49 (0) 30 / 123-456',
  '123',
  '1'.repeat(50),
  '0'.repeat(5),
  '1011',
  '101155',
  '１０１１５',
]
const FILE_NAMES = ['anhang.pdf', '../../etc/passwd', 'bild<script>.png', 'ä ö ü.txt']
const JSON_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/vnd.api+json',
  'APPLICATION/JSON',
]
const ODD_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  '<script>alert(1)</script>',
  '',
  'name ',
  'NAME',
  'vorname',
  'x'.repeat(500),
  'name[]',
  'a.b.c',
]

// ---------------------------------------------------------------- cases

type Fields = Record<string, unknown>
interface FuzzCase {
  kind: string
  method: string
  headers: Record<string, string>
  body?: string | Blob | FormData | ReadableStream<Uint8Array>
  /** the statuses this case must get, when they are known for sure */
  expect?: number[]
  /** anfrage_id that must (true) or must not (false) end up stored */
  id?: { value: string; stored: boolean }
  /** a streamed body over the 32 KB limit (its size is not known in advance) */
  oversize?: boolean
  /** an oversized upload still being sent may see the connection close instead of the 413 (see the last test) */
  mayDrop?: boolean
}

const LIMIT = 32 * 1024

/** Bodies over the limit are answered with 413 before they are read; they are sent one at a time (see below). */
function isOversize(fuzz: FuzzCase): boolean {
  if (fuzz.oversize) return true
  const body = fuzz.body
  let bytes = 0
  if (typeof body === 'string') bytes = Buffer.byteLength(body)
  else if (body instanceof Blob) bytes = body.size
  else if (body instanceof FormData) {
    for (const [key, value] of body.entries())
      bytes += 200 + Buffer.byteLength(key) + (typeof value === 'string' ? Buffer.byteLength(value) : value.size)
  }
  return bytes > LIMIT - 1024
}

let origin = '' // set once the server runs; cases are built afterwards
let sqlId = ''
let nulId = ''

const validJson = (overrides: Fields = {}): Fields => ({ ...validSubmission(), datenschutz: true, ...overrides })
const validForm = (overrides: Fields = {}): Fields => ({ ...validSubmission(), ...overrides })

/** Which browser headers a request carries; the random cases vary them, the hand-picked ones send Origin. */
interface HeaderFlags {
  origin: boolean
  fetchSite: string | null
  /** Accept: application/json even when the body is no JSON */
  accept: boolean
}
const PLAIN_HEADERS: HeaderFlags = { origin: true, fetchSite: null, accept: false }

function headersOf(flags: HeaderFlags, json: boolean): Record<string, string> {
  const headers: Record<string, string> = {}
  if (flags.origin) headers.Origin = origin
  if (flags.fetchSite !== null) headers['Sec-Fetch-Site'] = flags.fetchSite
  if (json || flags.accept) headers.Accept = 'application/json'
  return headers
}

function asFormValue(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item)))
  if (typeof value === 'string') return [value]
  return [value === undefined ? '' : (JSON.stringify(value) ?? String(value))]
}

function jsonCase(kind: string, fields: Fields, extra: Partial<FuzzCase> = {}, flags = PLAIN_HEADERS): FuzzCase {
  return {
    kind,
    method: 'POST',
    headers: { ...headersOf(flags, true), 'Content-Type': 'application/json' },
    body: JSON.stringify(fields),
    ...extra,
  }
}

/** URL-encoded as a browser without JavaScript sends it (`json: true` asks for a JSON answer anyway). */
function formCase(
  kind: string,
  fields: Fields,
  extra: Partial<FuzzCase> & { json?: boolean } = {},
  flags = PLAIN_HEADERS,
): FuzzCase {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined) for (const item of asFormValue(value)) params.append(key, item)
  const { json, ...rest } = extra
  const headers: Record<string, string> = {
    ...headersOf(flags, json ?? false),
    'Content-Type': 'application/x-www-form-urlencoded',
  }
  if (json === false) delete headers.Accept
  return { kind, method: 'POST', headers, body: params.toString(), ...rest }
}

function multipartCase(
  kind: string,
  fields: Fields,
  files: Record<string, Blob> = {},
  extra: Partial<FuzzCase> = {},
  flags = PLAIN_HEADERS,
  fileName = FILE_NAMES[0]!,
): FuzzCase {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined) for (const item of asFormValue(value)) form.append(key, item)
  for (const [key, file] of Object.entries(files)) form.append(key, file, fileName)
  return { kind, method: 'POST', headers: headersOf(flags, false), body: form, ...extra }
}

function rawCase(kind: string, contentType: string | null, body: string, extra: Partial<FuzzCase> = {}): FuzzCase {
  const headers = headersOf(PLAIN_HEADERS, false)
  if (contentType === null) return { kind, method: 'POST', headers, body: new Blob([body]), ...extra }
  return { kind, method: 'POST', headers: { ...headers, 'Content-Type': contentType }, body, ...extra }
}

type Encoding = 'json' | 'form' | 'multipart'
const ENCODINGS: Encoding[] = ['json', 'form', 'multipart']

function encodeAs(
  encoding: Encoding,
  kind: string,
  fields: Fields,
  options: { flags?: HeaderFlags; file?: boolean; fileName?: string } = {},
): FuzzCase {
  const { flags = PLAIN_HEADERS, file = false, fileName } = options
  if (encoding === 'json') return jsonCase(`${kind}/json`, fields, {}, flags)
  if (encoding === 'form') return formCase(`${kind}/form`, fields, {}, flags)
  return multipartCase(
    `${kind}/multipart`,
    fields,
    file ? { datei: new Blob(['%PDF-1.4 Grüße'], { type: 'application/pdf' }) } : {},
    {},
    flags,
    fileName,
  )
}

/** a body of about `bytes` bytes: a valid submission whose nachricht fills it up */
function sized(bytes: number, encode: 'json' | 'form'): string {
  const make = (n: number) =>
    encode === 'json'
      ? JSON.stringify(validJson({ nachricht: 'x'.repeat(n) }))
      : new URLSearchParams(validForm({ nachricht: 'x'.repeat(n) }) as Record<string, string>).toString()
  const overhead = Buffer.byteLength(make(0))
  return make(Math.max(0, bytes - overhead))
}

function streamOf(text: string, chunk = 8192): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text)
  let offset = 0
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close()
      controller.enqueue(bytes.slice(offset, offset + chunk))
      offset += chunk
    },
  })
}

function deepObject(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
}

/** Hand-picked cases: each listed category at least once, with the answer known in advance. */
function fixedCases(): FuzzCase[] {
  const cases: FuzzCase[] = []
  const host = new URL(origin)

  // wrong content types
  for (const type of [
    'text/plain',
    'text/plain;charset=UTF-8',
    'application/xml',
    'text/xml',
    'multipart/mixed; boundary=x',
    'application/jsonp',
    'Multipart/Form-Data; boundary=x',
    'image/png',
  ]) {
    cases.push(rawCase('inhaltstyp-falsch', type, JSON.stringify(validJson()), { expect: [415] }))
  }
  cases.push(rawCase('inhaltstyp-fehlt', null, JSON.stringify(validJson()), { expect: [415] }))
  cases.push(rawCase('inhaltstyp-fehlt', null, '<anfrage><name>Jörg</name></anfrage>', { expect: [415] }))
  cases.push(
    rawCase(
      'xml',
      'application/xml',
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><anfrage>&e;</anfrage>',
      { expect: [415] },
    ),
  )

  // broken JSON and JSON that is no object
  for (const body of [
    '{',
    '{"name":',
    '{"a":1,}',
    "{'name':'Jörg'}",
    'NaN',
    '{"a":"\\x41"}',
    '[1,2',
    '{"a":1}{"b":2}',
    '',
    '   ',
    '{"a":"\u0001"}',
    '{"a":"\\ud800',
    '{"a":1e99999999}x',
  ]) {
    cases.push(rawCase('json-kaputt', 'application/json', body, { expect: [400] }))
  }
  const notObjects = [
    '[]',
    '[{}]',
    JSON.stringify([validJson()]),
    'null',
    '0',
    '42',
    '-1e400',
    '"Anfrage"',
    'true',
    'false',
    `${'['.repeat(5000)}${']'.repeat(5000)}`,
  ]
  notObjects.forEach((body, i) =>
    cases.push(rawCase('json-kein-objekt', JSON_TYPES[i % JSON_TYPES.length]!, body, { expect: [400] })),
  )
  // a byte order mark is removed when the body is decoded as UTF-8 (Fetch standard): an empty object
  cases.push(rawCase('json-bom', 'application/json', '\uFEFF{}', { expect: [422] }))
  cases.push(rawCase('json-tief', 'application/json', deepObject(5000), { expect: [422] }))
  cases.push(
    rawCase(
      'json-tief',
      'application/json',
      JSON.stringify(validJson()).replace('"name":"Jörg Müller-Weiß"', `"name":${deepObject(4000)}`),
      { expect: [422] },
    ),
  )

  // every field with a wrong type, each type in every field in turn (a third of all pairs)
  for (const [f, field] of ALL_FIELDS.entries()) {
    for (const [v, value] of NON_STRINGS.entries()) {
      if ((f + v) % 3 !== 0) continue
      const mustFail = VALIDATED.includes(field) && !(field === 'datenschutz' && value === true)
      cases.push(jsonCase('feld-typ', validJson({ [field]: value }), mustFail ? { expect: [422] } : {}))
    }
  }

  // size: over the limit (with and without Content-Length), just under, just over
  cases.push(rawCase('gross-200kb', 'application/json', sized(200 * 1024, 'json'), { expect: [413] }))
  cases.push(rawCase('gross-200kb', 'application/x-www-form-urlencoded', sized(200 * 1024, 'form'), { expect: [413] }))
  cases.push(
    multipartCase(
      'gross-200kb-datei',
      validForm(),
      { datei: new Blob([new Uint8Array(200 * 1024)]) },
      { expect: [413] },
    ),
  )
  cases.push({
    kind: 'gross-200kb-chunked',
    method: 'POST',
    headers: { Origin: origin, Accept: 'application/json', 'Content-Type': 'application/json' },
    body: streamOf(sized(200 * 1024, 'json')),
    expect: [413],
    oversize: true,
    mayDrop: true,
  })
  cases.push(rawCase('gross-32kb+1', 'application/json', sized(32 * 1024 + 1, 'json'), { expect: [413] }))
  cases.push(rawCase('gross-31kb', 'application/json', sized(31 * 1024, 'json'), { expect: [422] }))
  cases.push(rawCase('gross-31kb', 'application/x-www-form-urlencoded', sized(31 * 1024, 'form'), { expect: [422] }))
  cases.push({
    kind: 'gross-31kb-chunked',
    method: 'POST',
    headers: { Origin: origin, 'Content-Type': 'application/json' },
    body: streamOf(sized(31 * 1024, 'json')),
    expect: [422],
  })

  // XSS in every field at once (the form page comes back with all values) and in single fields
  for (const [p, payload] of XSS.entries()) {
    const all = Object.fromEntries(
      ALL_FIELDS.filter((f) => f !== 'website_url' && f !== 'datenschutz').map((f) => [f, payload]),
    )
    cases.push(formCase('xss-alle-felder', { ...all, datenschutz: 'on' }, { json: false, expect: [422] }))
    cases.push(multipartCase('xss-alle-felder', { ...all, datenschutz: 'on' }))
    cases.push(jsonCase('xss-alle-felder', { ...all, datenschutz: true }, { expect: [422] }))
    // every other field per payload, alternating, so each field meets every second payload
    VALIDATED.forEach((field, i) => {
      if ((i + p) % 2 === 0)
        cases.push(
          formCase('xss-ein-feld', validForm({ [field]: payload, plz: i % 4 < 2 ? payload : '10115' }), {
            json: false,
          }),
        )
    })
  }

  // SQL injection: stored verbatim, nothing dropped
  sqlId = randomUUID()
  cases.push(
    jsonCase(
      'sql-injektion',
      validJson({ name: "Robert'); DROP TABLE anfragen;--", firma: "' OR '1'='1", anfrage_id: sqlId }),
      { expect: [201], id: { value: sqlId, stored: true } },
    ),
  )
  SQLI.forEach((payload, i) => {
    const fields = validForm({
      [VALIDATED[i % VALIDATED.length]!]: payload,
      anfrage_id: i % 2 === 0 ? payload : randomUUID(),
    })
    cases.push(encodeAs(ENCODINGS[i % 3]!, 'sql-injektion', fields))
  })

  // select values outside the allow-list
  for (const field of SELECTS)
    for (const value of BAD_SELECTS[field])
      cases.push(jsonCase('auswahl-fremd', validJson({ [field]: value }), { expect: [422] }))

  // dates
  for (const date of BAD_DATES) {
    cases.push(jsonCase('datum-ungueltig', validJson({ beginn: date }), { expect: [422] }))
    cases.push(formCase('datum-ungueltig', validForm({ beginn: date }), { json: false, expect: [422] }))
  }

  // honeypot: looks accepted, stores nothing
  for (const value of ['https://spam.example', 'x', ' a ', '<script>alert(1)</script>']) {
    const jsonId = randomUUID()
    cases.push(
      jsonCase('honigtopf', validJson({ website_url: value, anfrage_id: jsonId }), {
        expect: [201],
        id: { value: jsonId, stored: false },
      }),
    )
    const formId = randomUUID()
    cases.push(
      formCase('honigtopf', validForm({ website_url: value, anfrage_id: formId }), {
        json: false,
        expect: [303],
        id: { value: formId, stored: false },
      }),
    )
  }

  // cross-site posts
  // (same host with https is not foreign: behind a TLS proxy the site's own origin is https)
  const foreignOrigins = [
    'https://evil.example',
    'null',
    'http://127.0.0.1:1',
    `${origin}.evil.example`,
    `http://localhost:${host.port}`,
    '',
    'garbage',
    'http://[::1]',
    `http://${host.host}@evil.example`,
  ]
  for (const foreign of foreignOrigins) {
    const id = randomUUID()
    cases.push({
      kind: 'fremde-herkunft',
      method: 'POST',
      headers: { Origin: foreign, 'Content-Type': 'application/json' },
      body: JSON.stringify(validJson({ anfrage_id: id })),
      expect: [403],
      id: { value: id, stored: false },
    })
    cases.push({
      kind: 'fremde-herkunft',
      method: 'POST',
      headers: { Origin: foreign, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(validSubmission()).toString(),
      expect: [403],
    })
  }
  for (const site of ['cross-site', 'same-site', 'CROSS-SITE', '']) {
    const id = randomUUID()
    cases.push({
      kind: 'sec-fetch-site',
      method: 'POST',
      headers: { 'Sec-Fetch-Site': site, 'Content-Type': 'application/json' },
      body: JSON.stringify(validJson({ anfrage_id: id })),
      expect: [403],
      id: { value: id, stored: false },
    })
  }

  // multipart with a file part
  cases.push(
    multipartCase(
      'multipart-datei',
      validForm(),
      { datei: new Blob(['%PDF-1.4\n%äöü'], { type: 'application/pdf' }) },
      { expect: [303, 201] },
      PLAIN_HEADERS,
      FILE_NAMES[1],
    ),
  )
  cases.push(
    multipartCase(
      'multipart-datei',
      validForm({ name: undefined }),
      { name: new Blob(['Jörg'], { type: 'text/plain' }) },
      { expect: [422] },
      PLAIN_HEADERS,
      FILE_NAMES[2],
    ),
  )
  cases.push(
    multipartCase(
      'multipart-datei',
      validForm({ website_url: undefined }),
      { website_url: new Blob(['spam']) },
      {},
      PLAIN_HEADERS,
      FILE_NAMES[3],
    ),
  )
  cases.push(rawCase('multipart-kaputt', 'multipart/form-data', 'name=J%C3%B6rg', { expect: [400] }))
  cases.push(
    rawCase(
      'multipart-kaputt',
      'multipart/form-data; boundary=zzz',
      '--zzz\r\nContent-Disposition: form-data; name="name"\r\n\r\nJörg',
      { expect: [400] },
    ),
  )
  cases.push(rawCase('multipart-kaputt', 'multipart/form-data; boundary=zzz', 'kein multipart', { expect: [400] }))

  // URL-encoded: repeated keys and percent-encoding garbage
  const rest = new URLSearchParams(validSubmission())
  rest.delete('name')
  rest.delete('ort')
  for (const garbage of [
    'name=%ZZ&ort=%',
    'name=%E4%F6&ort=%C0%AF',
    'name=%ED%A0%80&ort=%FF%FE',
    'name=%00&ort=%0D%0ABcc:x',
    'name=a&name=b&ort=c&ort=',
    'name&ort',
    '&&&==&name=J&ort=M',
    '__proto__[x]=1&constructor[prototype][x]=1&name=J&ort=M',
    'name=J%2&ort=M%%41',
  ]) {
    cases.push(rawCase('urlencoded-muell', 'application/x-www-form-urlencoded', `${garbage}&${rest.toString()}`))
  }
  cases.push(rawCase('urlencoded-muell', 'application/x-www-form-urlencoded', '%ZZ%ZZ%ZZ'))
  cases.push(rawCase('urlencoded-muell', 'application/x-www-form-urlencoded', '=&=&=', { expect: [422] }))

  // other methods on the endpoint
  for (const method of ['PUT', 'DELETE', 'PATCH']) {
    cases.push({
      kind: 'methode',
      method,
      headers: { Origin: origin, 'Content-Type': 'application/json' },
      body: JSON.stringify(validJson()),
      expect: [405],
    })
    cases.push({ kind: 'methode', method, headers: {}, expect: [405] })
  }
  cases.push({
    kind: 'methode',
    method: 'OPTIONS',
    headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
  })
  cases.push({ kind: 'methode', method: 'GET', headers: {} })

  // header-injection attempts and unicode in otherwise valid submissions
  cases.push(jsonCase('kopfzeilen-injektion', validJson({ email: 'a@b.de\r\nBcc: x@evil.example' }), { expect: [422] }))
  nulId = randomUUID()
  cases.push(
    jsonCase('unicode', validJson({ name: 'Jö\u0000rg\u0007', anfrage_id: nulId }), {
      expect: [201],
      id: { value: nulId, stored: true },
    }),
  )
  const textFields = ['name', 'firma', 'strasse', 'ort', 'nachricht']
  UNICODE.forEach((text, i) =>
    cases.push(encodeAs(ENCODINGS[i % 3]!, 'unicode', validForm({ [textFields[i % textFields.length]!]: text }))),
  )
  return cases
}

/** One change to a valid submission; plain data, so a shrunk counterexample reads well. */
type Mutation = { label: string; field: string; value: unknown } | { label: 'fehlt'; field: string }

// unbiased: fast-check otherwise favours small numbers, and "5 %" would come up far more often
const likely = (p: number) => fc.noBias(fc.integer({ min: 0, max: 99 })).map((n) => n < p * 100)
const oneOf = <T>(list: readonly T[]) => fc.constantFrom(...list)

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({ label: fc.constant('text'), field: oneOf(ALL_FIELDS), value: oneOf(STRINGS) }),
  fc.record({ label: fc.constant('typ'), field: oneOf(ALL_FIELDS), value: oneOf(NON_STRINGS) }),
  fc.record({ label: fc.constant('fehlt' as const), field: oneOf(ALL_FIELDS) }),
  fc.record({ label: fc.constant('schluessel'), field: oneOf(ODD_KEYS), value: oneOf([...STRINGS, ...NON_STRINGS]) }),
  oneOf(SELECTS).chain((field) =>
    fc.record({ label: fc.constant('auswahl'), field: fc.constant(field), value: oneOf(BAD_SELECTS[field]) }),
  ),
  fc.record({ label: fc.constant('datum'), field: fc.constant('beginn'), value: oneOf(ODD_DATES) }),
  fc.record({
    label: fc.constant('format'),
    field: oneOf(['email', 'email', 'telefon', 'plz']),
    value: oneOf(FORMAT_VALUES),
  }),
)

const headerFlags: fc.Arbitrary<HeaderFlags> = fc.record({
  origin: likely(0.85),
  fetchSite: fc.oneof(
    { arbitrary: fc.constant(null), weight: 4 },
    { arbitrary: oneOf(['same-origin', 'none']), weight: 1 },
  ),
  accept: likely(0.4),
})

/** A valid submission with 1–4 random mutations, encoded as JSON, URL-encoded or multipart. */
const randomCase: fc.Arbitrary<FuzzCase> = fc
  .record({
    asJson: fc.boolean(),
    mutations: fc.array(mutation, { minLength: 1, maxLength: 4 }),
    anfrageId: fc.option(fc.uuid({ version: 4 }), { freq: 2 }),
    encoding: oneOf(ENCODINGS),
    flags: headerFlags,
    file: likely(0.3),
    fileName: oneOf(FILE_NAMES),
    // a cross-site header on top: must then be 403 whatever the body
    crossSite: likely(0.05),
  })
  .map(({ asJson, mutations, anfrageId, encoding, flags, file, fileName, crossSite }) => {
    const fields: Fields = asJson ? validJson() : validForm()
    for (const change of mutations) {
      if ('value' in change) fields[change.field] = change.value
      else delete fields[change.field]
    }
    if (anfrageId !== null) fields[REQUEST_ID_FIELD] = anfrageId
    const built = encodeAs(encoding, 'zufall', fields, { flags, file, fileName })
    if (crossSite) {
      built.headers.Origin = 'https://evil.example'
      built.expect = [403]
    }
    built.kind = `${built.kind}:${mutations
      .map((change) => change.label)
      .sort()
      .join('+')}`
    return built
  })

// ---------------------------------------------------------------- checks

interface Outcome {
  fuzz: FuzzCase
  /** 0 when no response head arrived */
  status: number
  type: string
  body: string
  location: string | null
  error?: string
}

const STACK_FRAME = /^\s*at .+(:\d+:\d+\)?|\(native\)|\(<anonymous>\))\s*$/m
const GERMAN = /[äöüßÄÖÜ]|\b(Bitte|Sie|Ihre?|nicht|Anfrage|Methode|Seite|Formular)\b/

function describeCase(fuzz: FuzzCase): string {
  const body =
    typeof fuzz.body === 'string'
      ? fuzz.body
      : fuzz.body instanceof FormData
        ? '[multipart]'
        : fuzz.body instanceof Blob
          ? '[blob]'
          : fuzz.body
            ? '[stream]'
            : ''
  return `${fuzz.kind} ${fuzz.method} ${JSON.stringify(fuzz.headers)} ${body.length > 300 ? `${body.slice(0, 300)}… (${body.length} Zeichen)` : body}`
}

/** Problems with one answer, as German sentences; empty when fine. */
function checkOutcome(outcome: Outcome): string[] {
  const problems: string[] = []
  const { fuzz, status, type, body } = outcome
  if (outcome.error && fuzz.mayDrop && /EPIPE|ECONNRESET|socket hang up|other side closed/.test(outcome.error))
    return []
  if (outcome.error)
    return [
      outcome.status === 0
        ? `keine Antwort: ${outcome.error}`
        : `Status ${status}, dann Verbindung abgebrochen: ${outcome.error}`,
    ]
  if (status >= 500) problems.push(`Status ${status}`)
  if (fuzz.expect && !fuzz.expect.includes(status)) problems.push(`Status ${status}, erwartet ${fuzz.expect.join('/')}`)
  if (status === 303 && outcome.location !== '/vielen-dank') problems.push(`Weiterleitung nach ${outcome.location}`)
  if (status >= 400 && status < 500 && body.length > 0) {
    if (body.includes('Error:')) problems.push('Antwort enthält "Error:"')
    if (STACK_FRAME.test(body)) problems.push('Antwort enthält einen Stacktrace')
    if (body.includes('undefined')) problems.push('Antwort enthält "undefined"')
    if (type.includes('json')) {
      try {
        const json = JSON.parse(body) as { meldung?: unknown; fehler?: Record<string, unknown> }
        const texts = [json.meldung, ...Object.values(json.fehler ?? {})].filter((text) => text !== undefined)
        if (texts.length === 0) problems.push(`JSON ohne meldung/fehler: ${body.slice(0, 200)}`)
        for (const text of texts)
          if (typeof text !== 'string' || !GERMAN.test(text))
            problems.push(`keine deutsche Meldung: ${JSON.stringify(text)}`)
      } catch {
        problems.push(`kein gültiges JSON: ${body.slice(0, 200)}`)
      }
    } else if (type.includes('html')) {
      if (!/<html[^>]*\blang="de"/.test(body)) problems.push('HTML-Seite nicht deutsch (lang="de" fehlt)')
    } else if (!GERMAN.test(body)) {
      problems.push(`kein deutscher Text: ${body.slice(0, 200)}`)
    }
  }
  if (type.includes('html')) problems.push(...checkHtmlForXss(body))
  return problems
}

const attributesOf = (node: unknown): Record<string, string> =>
  (node as { attribs?: Record<string, string> }).attribs ?? {}

/**
 * Reflected XSS, judged the way a browser parses the page: no event-handler attributes, no javascript:
 * URLs, no injected script/iframe elements, and the payload markers occur only inside attribute values
 * (where `<` is inert text), never as markup.
 */
function checkHtmlForXss(html: string): string[] {
  const problems: string[] = []
  const $ = load(html)
  $('*').each((_index, element) => {
    for (const [name, value] of Object.entries(attributesOf(element))) {
      if (/^on/i.test(name)) problems.push(`Attribut ${name} im Element <${(element as { tagName?: string }).tagName}>`)
      if (['href', 'src', 'action', 'formaction', 'data', 'srcdoc'].includes(name) && /^\s*javascript:/i.test(value))
        problems.push(`javascript:-URL in ${name}`)
    }
  })
  $('script').each((_index, element) => {
    if (!attributesOf(element).src && /alert\(/.test($(element).text())) problems.push('eingeschleustes <script>')
  })
  if ($('iframe, object, embed, img[src="x"]').length > 0)
    problems.push('eingeschleustes Element (iframe/object/embed/img)')
  const attributeValues = $('*')
    .toArray()
    .flatMap((element) => Object.values(attributesOf(element)))
  for (const marker of XSS_MARKERS) {
    const raw = html.split(marker).length - 1
    const inAttributes = attributeValues.reduce((sum, value) => sum + value.split(marker).length - 1, 0)
    if (raw > inAttributes) problems.push(`"${marker}" ${raw - inAttributes}× ungeschützt im HTML`)
  }
  return problems
}

async function send(fuzz: FuzzCase): Promise<Outcome> {
  const init: RequestInit & { duplex?: 'half' } = {
    method: fuzz.method,
    headers: fuzz.headers,
    redirect: 'manual',
    signal: AbortSignal.timeout(20_000),
  }
  if (fuzz.body !== undefined) init.body = fuzz.body
  if (fuzz.body instanceof ReadableStream) init.duplex = 'half'
  let response: Response | undefined
  try {
    response = await fetch(origin + ENDPOINT, init)
    const body = await response.text()
    return {
      fuzz,
      status: response.status,
      type: response.headers.get('content-type') ?? '',
      body,
      location: response.headers.get('location'),
    }
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : ''
    const message = `${error instanceof Error ? error.message : String(error)}${cause}`
    return {
      fuzz,
      status: response?.status ?? 0,
      type: response?.headers.get('content-type') ?? '',
      body: '',
      location: null,
      error: message,
    }
  }
}

/**
 * node:http on a connection of its own (no keep-alive pool), the whole body written as a browser does:
 * for oversized bodies, so the connection drop described in the report cannot hit another request.
 */
async function sendOnOwnConnection(fuzz: FuzzCase, agent: http.Agent | false = false): Promise<Outcome> {
  const headers: Record<string, string> = { ...fuzz.headers }
  const stream = fuzz.body instanceof ReadableStream ? fuzz.body : null
  let bytes: Uint8Array | null = null
  if (fuzz.body !== undefined && stream === null) {
    // let the Fetch API encode FormData/Blob exactly as fetch would (multipart boundary, Content-Type)
    const request = new Request(origin + ENDPOINT, { method: 'POST', body: fuzz.body })
    bytes = new Uint8Array(await request.arrayBuffer())
    const type = request.headers.get('content-type')
    if (type !== null && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-type'))
      headers['Content-Type'] = type
    headers['Content-Length'] = String(bytes.length)
  }
  if (stream !== null) headers['Transfer-Encoding'] = 'chunked'
  const url = new URL(origin)
  return new Promise<Outcome>((resolve) => {
    let status = 0
    const fail = (error: Error) => resolve({ fuzz, status, type: '', body: '', location: null, error: error.message })
    const request = http.request(
      { host: url.hostname, port: url.port, path: ENDPOINT, method: fuzz.method, headers, agent, timeout: 20_000 },
      (response) => {
        status = response.statusCode ?? 0
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('error', fail)
        response.on('end', () =>
          resolve({
            fuzz,
            status,
            type: String(response.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
            location: response.headers.location ?? null,
          }),
        )
      },
    )
    request.on('error', fail)
    request.on('timeout', () => request.destroy(new Error('Zeitüberschreitung')))
    if (stream === null) {
      request.end(bytes ?? undefined)
      return
    }
    void (async () => {
      const reader = stream.getReader()
      for (;;) {
        const { done, value } = await reader.read()
        if (done || request.destroyed) break
        if (!request.write(value)) await new Promise((resume) => request.once('drain', resume))
      }
      request.end()
    })().catch(fail)
  })
}

async function runAll(cases: FuzzCase[], concurrency: number, sender = send): Promise<Outcome[]> {
  const outcomes: Outcome[] = new Array(cases.length)
  let next = 0
  const worker = async () => {
    while (next < cases.length) {
      const index = next++
      outcomes[index] = await sender(cases[index]!)
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, cases.length) }, worker))
  return outcomes
}

// ---------------------------------------------------------------- the test

describe('intake fuzzing (real server)', () => {
  it(`survives > 1,000 malformed requests (seed ${SEED})`, { timeout: 240_000 }, async () => {
    origin = intake.server().origin
    console.log(`Fuzz-Seed: ${SEED} (wiederholen mit FUZZ_SEED=${SEED})`)
    // Oversized bodies go last, one at a time, each on a connection of its own: the server answers 413
    // without reading them and may then drop the connection (always for chunked bodies, under load also
    // for Content-Length ones: @hono/node-server drains an unread body for at most 500 ms, see the
    // known-bug test below); in fetch's connection pool that drop would hit whichever request reuses the
    // connection next.
    const sendBatch = async (cases: FuzzCase[]) => [
      ...(await runAll(
        cases.filter((fuzz) => !isOversize(fuzz)),
        CONCURRENCY,
      )),
      ...(await runAll(cases.filter(isOversize), 1, (fuzz) => sendOnOwnConnection(fuzz))),
    ]
    const failuresOf = (answered: Outcome[]) =>
      answered.flatMap((outcome) =>
        checkOutcome(outcome).map((problem) => `${problem}\n    ← ${describeCase(outcome.fuzz)}`),
      )

    const started = performance.now()
    const fixedOutcomes = await sendBatch(fixedCases())
    // the random requests in batches of CONCURRENCY sent at once; fast-check shrinks a failing batch
    const randomOutcomes: Outcome[] = []
    let randomFailure: unknown = null
    try {
      await fc.assert(
        fc.asyncProperty(fc.array(randomCase, { minLength: CONCURRENCY, maxLength: CONCURRENCY }), async (batch) => {
          const answered = await sendBatch(batch)
          randomOutcomes.push(...answered)
          const failures = failuresOf(answered)
          expect(failures, failures.slice(0, 20).join('\n')).toEqual([])
        }),
        { seed: SEED, numRuns: RANDOM_CASES / CONCURRENCY },
      )
    } catch (error) {
      randomFailure = error
    }
    const seconds = (performance.now() - started) / 1000
    const outcomes = [...fixedOutcomes, ...randomOutcomes]
    expect(outcomes.length).toBeGreaterThanOrEqual(1000)

    const histogram: Record<string, number> = {}
    for (const outcome of outcomes) {
      const key = outcome.error ? 'keine Antwort' : String(outcome.status)
      histogram[key] = (histogram[key] ?? 0) + 1
    }
    const failures = failuresOf(fixedOutcomes)
    const dropped = outcomes.filter((o) => o.error && o.fuzz.mayDrop)
    const rawInAttributes = outcomes.filter((o) => o.type.includes('html') && o.body.includes('<script>alert(')).length

    const rows = await withStore(intake.databaseUrl, (store) => store.listRequests())
    const byId = new Map(rows.filter((row) => row.anfrageId !== null).map((row) => [row.anfrageId!, row]))

    console.log(
      [
        `Fuzz: ${outcomes.length} Anfragen in ${seconds.toFixed(1)} s (${fixedOutcomes.length} ausgewählte, ${randomOutcomes.length} zufällige in Gruppen zu ${CONCURRENCY}; ${outcomes.filter((o) => isOversize(o.fuzz)).length} zu große einzeln)`,
        `Status-Histogramm: ${Object.entries(histogram)
          .map(([status, n]) => `${status} × ${n}`)
          .join(', ')}`,
        `gespeichert: ${rows.length} (gültig aussehende Anfragen dürfen gespeichert werden)`,
        `HTML-Antworten mit "<script>alert(" nur innerhalb von Attributwerten (value="…", data-props): ${rawInAttributes}`,
        ...dropped.map(
          (o) => `Upload beim Schließen der Verbindung noch unterwegs, 413 nicht gelesen (${o.error}) ← ${o.fuzz.kind}`,
        ),
      ].join('\n'),
    )
    if (failures.length > 0) console.log(`Probleme (${failures.length}):\n  ${failures.slice(0, 40).join('\n  ')}`)
    expect(failures, failures.slice(0, 20).join('\n')).toEqual([])
    if (randomFailure !== null) throw randomFailure

    // ids that must or must not have been stored
    for (const outcome of outcomes) {
      const id = outcome.fuzz.id
      if (id) expect(byId.has(id.value), `${outcome.fuzz.kind} anfrage_id ${id.value}`).toBe(id.stored)
    }
    // stored verbatim (no SQL executed), control characters removed
    expect(byId.get(sqlId)).toMatchObject({ name: "Robert'); DROP TABLE anfragen;--", firma: "' OR '1'='1" })
    expect(byId.get(nulId)?.name).toBe('Jörg')

    // still alive and still taking valid requests
    expect(intake.server().process.exitCode).toBeNull()
    expect(intake.server().process.signalCode).toBeNull()
    // on a connection of its own: fetch's pool may hand out a keep-alive connection that the server closes
    // (idle timeout) in the same instant, and fetch cannot be told to skip its pool ("Connection" is a
    // forbidden header there)
    const check = await sendOnOwnConnection({
      kind: 'Kontrolle danach',
      method: 'POST',
      headers: { Origin: origin, Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(validJson({ anfrage_id: randomUUID() })),
    })
    expect(check.error).toBeUndefined()
    expect(check.status).toBe(201)
    expect(JSON.parse(check.body)).toMatchObject({ weiter: '/vielen-dank', nummer: expect.stringMatching(/^AN-/) })
    const suspicious = intake
      .server()
      .output()
      .split('\n')
      .filter((line) => /Error|Interner Fehler|^\s+at /.test(line))
    if (suspicious.length > 0) console.log(`Serverausgabe mit Fehlern:\n${suspicious.slice(0, 20).join('\n')}`)
    expect(suspicious).toEqual([])
  })

  // After a 413 for a chunked body the rest of the body stays unread, so the server closes that
  // connection ("Connection: close"); the client's next request must go out on a fresh one and succeed.
  // A client still uploading when the server closes may see the close (EPIPE/ECONNRESET) instead of
  // the 413 – as with any server that refuses an upload early (nginx does the same).
  it('after a 413 for a chunked body the next request on the same client still gets its answer', async () => {
    origin = intake.server().origin
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    try {
      const oversized: FuzzCase = {
        kind: 'chunked-200kb',
        method: 'POST',
        headers: { Origin: origin, Accept: 'application/json', 'Content-Type': 'application/json' },
        body: streamOf(sized(200 * 1024, 'json'), 64 * 1024),
        oversize: true,
      }
      const first = await sendOnOwnConnection(oversized, agent)
      if (first.status !== 413) expect(first.error, `Status ${first.status}`).toMatch(/EPIPE|ECONNRESET|socket hang up/)
      const next: FuzzCase = {
        kind: 'danach',
        method: 'POST',
        headers: { Origin: origin, Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify(validJson({ plz: 'x' })),
      }
      const second = await sendOnOwnConnection(next, agent)
      expect(second.error).toBeUndefined()
      expect(second.status).toBe(422)
    } finally {
      agent.destroy()
    }
  })
})
