import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import { rateLimiter } from 'hono-rate-limiter'
import { quoteFieldOrder, type QuoteFieldKey } from '../../engine/forms/quote-request.ts'
import { NO_STORE } from '../../engine/http/cache-policy.ts'
import {
  berlinToday,
  HONEYPOT_FIELD,
  PAGE_FIELD,
  REQUEST_ID_FIELD,
  validateQuote,
} from '../../engine/forms/quote-schema.ts'
import { isTrustedPeer, senderKey, type TrustedProxies } from './client-address.ts'
import type { FormPages } from './form-page.tsx'
import { newRequestNumber } from './request-number.ts'
import type { RequestStore } from './store.ts'
import {
  DAMAGED_TEXT_MESSAGE,
  parseJsonBody,
  parseMultipartBody,
  parseUrlEncodedBody,
  type DecodedBody,
} from './strict-body.ts'

export interface IntakeOptions {
  store: RequestStore
  /** path the form posts to (the `ziel` of content/formular.yaml) */
  path: string
  forms: FormPages
  /** origins of the site when it is served from elsewhere (static host) and posts here */
  allowedOrigins?: string[]
  /** requests per IP and window; bounded so one sender cannot flood the inbox */
  rateLimit?: { limit: number; windowMs: number }
  /**
   * behind a reverse proxy: these peers are our proxies, and the client is the rightmost X-Forwarded-For
   * entry that is not one of them; X-Forwarded-Proto from them is the scheme the visitor used
   */
  trustedProxies?: TrustedProxies | null
  /** called after a request is stored (e.g. to send the notification at once) */
  onStored?: (id: number) => void
  log?: (message: string) => void
}

/** Larger request bodies are refused (413) before they are read. */
export const MAX_BODY_BYTES = 32 * 1024

// technical answers for requests that did not come from our form; what visitors see is in content/formular.yaml
export const messages = {
  fremd: 'Anfragen werden nur über das Formular dieser Website angenommen.',
  zuGross: 'Die Anfrage ist zu groß. Bitte kürzen Sie Ihre Nachricht.',
  format: 'Bitte senden Sie das Formular als Formulardaten oder JSON.',
  ungueltig: 'Die Anfrage konnte nicht gelesen werden.',
}

/**
 * POST <path>: accepts the quote form as URL-encoded/multipart (browser without JavaScript: 303 to the
 * thank-you page, or the form page again with values and German errors) or as JSON (the island:
 * 201 / 422 with field errors). A request is answered as accepted only after it is stored durably.
 */
export function registerIntake(app: Hono, options: IntakeOptions): void {
  const { store, forms, path } = options
  const texts = forms.texts
  const allowed = new Set(options.allowedOrigins ?? [])
  const log = options.log ?? ((message: string) => console.log(message))
  const trusted = options.trustedProxies ?? null
  const clientKey = (c: Context) => senderKey(getConnInfo(c).remote.address, c.req.header('x-forwarded-for'), trusted)

  // answers of the intake are about one visitor's submission: never stored by a browser or proxy cache
  app.use(path, async (c, next) => {
    await next()
    c.header('Cache-Control', NO_STORE)
  })
  if (allowed.size > 0) {
    app.use(
      path,
      cors({
        origin: [...allowed],
        allowMethods: ['POST'],
        allowHeaders: ['Content-Type', 'Accept'],
        credentials: true,
        maxAge: 600,
      }),
    )
  }
  app.post(
    path,
    async (c, next) => (isCrossSite(c, allowed, siteScheme(c, trusted)) ? reply(c, 403, messages.fremd) : next()),
    rateLimiter({
      windowMs: options.rateLimit?.windowMs ?? 10 * 60 * 1000,
      limit: options.rateLimit?.limit ?? 20,
      keyGenerator: clientKey,
      standardHeaders: 'draft-7',
      handler: (c) => reply(c, 429, texts.fehler_zu_viele),
    }),
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      // the rest of an oversized body stays unread: close the connection so the client cannot reuse a broken one
      onError: (c) => {
        c.header('Connection', 'close')
        return reply(c, 413, messages.zuGross)
      },
    }),
    async (c) => {
      const wantsJson =
        isJson(c.req.header('content-type')) || (c.req.header('accept') ?? '').includes('application/json')
      const body = await readBody(c)
      if (body === 'format') return reply(c, 415, messages.format)
      if (body === null) return reply(c, 400, messages.ungueltig)
      const input = body.fields

      const page = input[PAGE_FIELD]
      const seite = typeof page === 'string' && forms.urls.has(page) ? page : forms.fallbackUrl
      const values = stringValues(input, body.damaged)
      const thankYou = thankYouUrl(c, allowed, texts.danke_seite)

      // a filled honeypot (any value, of any type) is a bot: store nothing, and answer exactly like a
      // success, with a request number like a real one (random as well), so it learns nothing
      if (isFilled(input[HONEYPOT_FIELD])) {
        log(`Anfrage verworfen (Spam-Falle ausgefüllt), Seite ${seite}`)
        return wantsJson ? c.json({ weiter: thankYou, nummer: newRequestNumber() }, 201) : c.redirect(thankYou, 303)
      }

      const result = validateQuote(texts, berlinToday(), input)
      const damaged = quoteFieldOrder.filter((field) => body.damaged.has(field))
      if (!result.ok || damaged.length > 0) {
        const errors = fieldErrors(result.ok ? {} : result.errors, damaged)
        return wantsJson
          ? c.json({ fehler: errors }, 422)
          : c.html(forms.render(seite, { values, errors }), 422, { 'Content-Security-Policy': forms.policy(seite) })
      }

      const requestId = input[REQUEST_ID_FIELD]
      const anfrageId = typeof requestId === 'string' && /^[0-9a-f-]{36}$/i.test(requestId) ? requestId : undefined
      let saved: { id: number; nummer: string; duplicate: boolean }
      try {
        saved = await store.saveRequest(result.request, { anfrageId, seite })
      } catch (error) {
        log(`Anfrage konnte nicht gespeichert werden: ${error instanceof Error ? error.message : String(error)}`)
        return serverError(c, wantsJson, seite, values)
      }
      if (!saved.duplicate) options.onStored?.(saved.id)
      return wantsJson ? c.json({ weiter: thankYou, nummer: saved.nummer }, 201) : c.redirect(thankYou, 303)
    },
  )

  function serverError(c: Context, wantsJson: boolean, seite: string, values: Partial<Record<string, string>>) {
    c.header('Retry-After', '30')
    return wantsJson
      ? c.json({ meldung: texts.fehler_server }, 503)
      : c.html(forms.render(seite, { values, notice: texts.fehler_server }), 503, {
          'Content-Security-Policy': forms.policy(seite),
        })
  }
}

/** The validation errors plus one for every field whose text arrived damaged, in the form's order. */
function fieldErrors(
  invalid: Partial<Record<QuoteFieldKey, string>>,
  damaged: readonly QuoteFieldKey[],
): Partial<Record<QuoteFieldKey, string>> {
  const errors: Partial<Record<QuoteFieldKey, string>> = {}
  for (const field of quoteFieldOrder) {
    const message = damaged.includes(field) ? DAMAGED_TEXT_MESSAGE : invalid[field]
    if (message !== undefined) errors[field] = message
  }
  return errors
}

/** A honeypot holding anything but nothing: a non-empty string, a number, true, a file, a non-empty list or object. */
export function isFilled(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false
  if (typeof value === 'string') return value.trim() !== ''
  if (Array.isArray(value)) return value.some(isFilled)
  if (value instanceof Blob) return true
  if (typeof value === 'object') return Object.keys(value).length > 0
  return true
}

/**
 * The scheme visitors use for this site: what our own proxy reports in X-Forwarded-Proto, else http
 * (the Node server itself speaks only http).
 */
function siteScheme(c: Context, trusted: TrustedProxies | null): string {
  const proto = c.req.header('x-forwarded-proto')?.split(',').pop()?.trim().toLowerCase()
  if (proto === 'https' || proto === 'http') {
    if (trusted !== null && isTrustedPeer(getConnInfo(c).remote.address, trusted)) return proto
  }
  return 'http'
}

/**
 * The submitted fields (text decoded strictly, see strict-body.ts), or 'format' for an unsupported
 * content type, or null when unreadable.
 */
async function readBody(c: Context): Promise<DecodedBody | 'format' | null> {
  const type = c.req.header('content-type') ?? ''
  const form = type.startsWith('application/x-www-form-urlencoded')
  const multipart = type.startsWith('multipart/form-data')
  if (!isJson(type) && !form && !multipart) return 'format'
  let bytes: Uint8Array<ArrayBuffer>
  try {
    bytes = new Uint8Array(await c.req.arrayBuffer())
  } catch (error) {
    // a visitor who left mid-upload is answered by no one (app.onError)
    if (c.req.raw.signal.aborted) throw error
    return null
  }
  if (isJson(type)) return parseJsonBody(bytes)
  return form ? parseUrlEncodedBody(bytes) : parseMultipartBody(bytes, type)
}

const isJson = (type: string | undefined) => /^application\/(.+\+)?json\b/i.test(type ?? '')

/**
 * What the visitor typed, as text, to show it again (files or other types are dropped, not echoed, and so is
 * damaged text: the field is shown empty with its error).
 */
function stringValues(input: Record<string, unknown>, damaged: ReadonlySet<string>): Partial<Record<string, string>> {
  const values: Partial<Record<string, string>> = {}
  for (const field of quoteFieldOrder) {
    if (damaged.has(field)) continue
    const value = input[field]
    if (typeof value === 'string') values[field] = value.slice(0, 5000)
    else if (value === true) values[field] = 'on'
  }
  return values
}

/**
 * Form posts from other sites are refused: browsers send Sec-Fetch-Site and Origin. A request
 * without either (e.g. curl) is not a cross-site browser attack and is judged by its content.
 */
function isCrossSite(c: Context, allowed: Set<string>, scheme: string): boolean {
  const origin = c.req.header('origin')
  if (origin !== undefined) {
    if (allowed.has(origin)) return false
    try {
      const url = new URL(origin)
      return url.host !== c.req.header('host') || url.protocol !== `${scheme}:`
    } catch {
      return true // "null" (sandboxed frames, file://) or garbage
    }
  }
  const site = c.req.header('sec-fetch-site')
  return site !== undefined && site !== 'same-origin' && site !== 'none'
}

/** The thank-you page on the site the form came from (absolute when that site is elsewhere). */
function thankYouUrl(c: Context, allowed: Set<string>, page: string): string {
  const origin = c.req.header('origin')
  return origin && allowed.has(origin) ? origin + page : page
}

function reply(c: Context, status: 400 | 403 | 413 | 415 | 429, message: string) {
  const wantsJson = (c.req.header('accept') ?? '').includes('application/json') || isJson(c.req.header('content-type'))
  return wantsJson ? c.json({ meldung: message }, status) : c.text(message, status)
}
