import { quoteFieldOrder, type QuoteRequest } from '../../../engine/forms/quote-request.ts'
import {
  berlinToday,
  HONEYPOT_FIELD,
  PAGE_FIELD,
  REQUEST_ID_FIELD,
  validateQuote,
} from '../../../engine/forms/quote-schema.ts'
import type { FormPages } from '../../../server/intake/form-page.tsx'
import { isFilled, MAX_BODY_BYTES } from '../../../server/intake/route.ts'
import type { Fields, WireRequest } from './wire.ts'

// The intake's contract, as a visitor's browser or a hostile client meets it, decided for any request
// from its bytes: which status it must get and what must then be stored. The form's rules themselves are
// the schema's (engine/forms/quote-schema.ts, tested on its own); bodies are read with the platform's
// readers (JSON.parse, URLSearchParams, Response.formData), not the server's.

export interface Expectation {
  /** the statuses allowed; empty when the contract fixes none (GET, HEAD, OPTIONS) */
  statuses: number[]
  /** what the server must have stored once the request is answered */
  stored?: StoredExpectation
  /** an oversized chunked upload may see the connection close instead of the 413 */
  mayDrop?: boolean
}

export interface StoredExpectation {
  anfrageId: string | null
  seite: string
  request: QuoteRequest
}

export interface Contract {
  /** the site's own origin (http://127.0.0.1:port) */
  origin: string
  forms: Pick<FormPages, 'texts' | 'urls' | 'fallbackUrl'>
  today?: string
}

const REPLACEMENT = '\uFFFD'
const LONE_SURROGATE = /\p{Cs}/u
/** text the server must refuse to store: not UTF-8 on the wire, or a lone surrogate */
export const isDamaged = (text: string) => text.includes(REPLACEMENT) || LONE_SURROGATE.test(text)
const isJsonType = (type: string) => /^application\/(.+\+)?json\b/i.test(type)
const ID_PATTERN = /^[0-9a-f-]{36}$/i

export async function expectationOf(wire: WireRequest, contract: Contract): Promise<Expectation> {
  const header = (name: string) =>
    Object.entries(wire.headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1]
  if (wire.method !== 'POST') return { statuses: ['GET', 'HEAD', 'OPTIONS'].includes(wire.method) ? [] : [405] }
  if (isCrossSite(header('origin'), header('sec-fetch-site'), contract.origin)) return { statuses: [403] }
  const bytes = wire.bytes ?? new Uint8Array(0)
  if (bytes.length > MAX_BODY_BYTES) return { statuses: [413], mayDrop: wire.fuzz.chunked === true }
  const type = header('content-type') ?? ''
  const json = isJsonType(type)
  if (!json && !type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('multipart/form-data'))
    return { statuses: [415] }
  const body = json
    ? readJson(bytes)
    : type.startsWith('multipart/')
      ? await readMultipart(bytes, type)
      : readForm(bytes)
  if (body === null) return { statuses: [400] }

  const success = json || (header('accept') ?? '').includes('application/json') ? 201 : 303
  // a filled honeypot (the server's own rule of what counts as filled) is a bot: answered like a success, nothing stored
  if (isFilled(body.fields[HONEYPOT_FIELD])) return { statuses: [success] }
  const result = validateQuote(contract.forms.texts, contract.today ?? berlinToday(), body.fields)
  if (!result.ok || quoteFieldOrder.some((field) => body.damaged.has(field))) return { statuses: [422] }
  const page = body.fields[PAGE_FIELD]
  const id = body.fields[REQUEST_ID_FIELD]
  return {
    statuses: [success],
    stored: {
      anfrageId: typeof id === 'string' && ID_PATTERN.test(id) ? id : null,
      seite: typeof page === 'string' && contract.forms.urls.has(page) ? page : contract.forms.fallbackUrl,
      request: result.request,
    },
  }
}

/** Same page and fields: a resubmit without request id within minutes is the same request. */
export function storedKey(stored: StoredExpectation): string {
  return stored.anfrageId ?? JSON.stringify([stored.seite, ...quoteFieldOrder.map((field) => stored.request[field])])
}

/** Browsers send Origin or Sec-Fetch-Site: anything but our own origin, or another site, is refused. */
function isCrossSite(origin: string | undefined, fetchSite: string | undefined, own: string): boolean {
  if (origin !== undefined) {
    try {
      const url = new URL(origin)
      return url.host !== new URL(own).host || url.protocol !== 'http:'
    } catch {
      return true
    }
  }
  return fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none'
}

interface Body {
  fields: Fields
  /** fields whose text arrived damaged */
  damaged: Set<string>
}

function readJson(bytes: Uint8Array): Body | null {
  let strict: string | null = null
  try {
    strict = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    // bytes that are not UTF-8: allowed only inside a field's text, which then counts as damaged
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(strict ?? new TextDecoder().decode(bytes))
  } catch {
    return null
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return null
  const fields = parsed as Fields
  if (Object.keys(fields).some(isDamaged)) return null
  const damaged = new Set(
    Object.keys(fields).filter((name) => typeof fields[name] === 'string' && isDamaged(fields[name])),
  )
  return strict === null && damaged.size === 0 ? null : { fields, damaged }
}

function readForm(bytes: Uint8Array): Body | null {
  // "&" first: URLSearchParams would drop a leading "?"; the server decodes each name and value on its
  // own, which drops a byte order mark at its start (invisible, never typed on purpose)
  const params = new URLSearchParams(`&${new TextDecoder().decode(bytes)}`)
  const withoutBom = (text: string) => text.replace(/^\uFEFF/, '')
  return fromEntries([...params].map(([name, value]) => [withoutBom(name), withoutBom(value)]))
}

async function readMultipart(bytes: Uint8Array, type: string): Promise<Body | null> {
  try {
    return fromEntries(await new Response(new Uint8Array(bytes), { headers: { 'Content-Type': type } }).formData())
  } catch {
    return null
  }
}

/** the last value of a repeated name counts; a damaged name makes the body unreadable */
function fromEntries(entries: Iterable<[string, FormDataEntryValue]>): Body | null {
  const fields: Fields = {}
  for (const [name, value] of entries) {
    if (isDamaged(name)) return null
    fields[name] = value
  }
  const damaged = new Set(
    Object.keys(fields).filter((name) => typeof fields[name] === 'string' && isDamaged(fields[name])),
  )
  return { fields, damaged }
}
