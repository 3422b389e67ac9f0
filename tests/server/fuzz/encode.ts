import type { Encoding, Fields, FuzzCase } from './wire.ts'

// Turning fields into request bodies, as the island (JSON), a browser without JavaScript (URL-encoded)
// or a multipart form sends them, or writing a body by hand so it can be broken on purpose.

export interface Site {
  /** the server's own origin, http://127.0.0.1:port */
  origin: string
  /** today in Berlin, YYYY-MM-DD: the earliest start date the form accepts */
  today: string
}

/** Which browser headers a request carries besides its body's type. */
export interface HeaderFlags {
  origin: boolean
  fetchSite: string | null
  /** Accept: application/json, so the answer is JSON even for a form body */
  accept: boolean
}

export const BROWSER: HeaderFlags = { origin: true, fetchSite: null, accept: false }

export const TYPES = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
} as const

function headersOf(site: Site, flags: HeaderFlags): Record<string, string> {
  const headers: Record<string, string> = {}
  if (flags.origin) headers.Origin = site.origin
  if (flags.fetchSite !== null) headers['Sec-Fetch-Site'] = flags.fetchSite
  if (flags.accept) headers.Accept = 'application/json'
  return headers
}

/** A form value as a browser sends it: lists as repeated names, anything else as text. */
function asFormValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item)))
  if (typeof value === 'string') return [value]
  return [value === undefined ? '' : (JSON.stringify(value) ?? String(value))]
}

export function formText(fields: Fields): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(fields)) for (const item of asFormValues(value)) params.append(key, item)
  return params.toString()
}

/** The fields in the encoding, with the given browser headers and file parts (multipart only). */
export function encode(
  site: Site,
  kind: string,
  encoding: Encoding,
  fields: Fields,
  options: { flags?: HeaderFlags; files?: Record<string, { blob: Blob; name: string }> } = {},
): FuzzCase {
  const headers = headersOf(site, options.flags ?? BROWSER)
  kind = `${kind}/${encoding}`
  if (encoding === 'json')
    return { kind, method: 'POST', headers: { ...headers, 'Content-Type': TYPES.json }, body: JSON.stringify(fields) }
  if (encoding === 'form')
    return { kind, method: 'POST', headers: { ...headers, 'Content-Type': TYPES.form }, body: formText(fields) }
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) for (const item of asFormValues(value)) form.append(key, item)
  for (const [key, file] of Object.entries(options.files ?? {})) form.append(key, file.blob, file.name)
  return { kind, method: 'POST', headers, body: form }
}

/** A body as it is, with this Content-Type (none when null). */
export function raw(site: Site, kind: string, type: string | null, body: string | Uint8Array): FuzzCase {
  const headers = headersOf(site, BROWSER)
  if (type !== null) headers['Content-Type'] = type
  return { kind, method: 'POST', headers, body: type === null ? new TextEncoder().encode(String(body)) : body }
}

/** a body of `bytes` bytes (when that is more than a valid submission needs): the message fills it up */
export function sized(fields: Fields, encoding: 'json' | 'form', bytes: number): string {
  const make = (n: number) => {
    const filled = { ...fields, nachricht: 'x'.repeat(n) }
    return encoding === 'json' ? JSON.stringify(filled) : formText(filled)
  }
  return make(Math.max(0, bytes - Buffer.byteLength(make(0))))
}

/** A multipart body written by hand, so it can be broken on purpose. */
export function multipartText(fields: Fields, boundary: string): string {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`,
  )
  return `${parts.join('')}--${boundary}--\r\n`
}

/** The text as UTF-8 with `mark` replaced by raw bytes (which need not be UTF-8). */
export function withBytes(text: string, mark: string, inserted: Uint8Array): Uint8Array {
  const [before = '', after = ''] = text.split(mark)
  return new Uint8Array(Buffer.concat([Buffer.from(before), inserted, Buffer.from(after)]))
}

export const percentEncoded = (bytes: Uint8Array) =>
  [...bytes].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('')
