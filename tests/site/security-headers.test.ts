import { createHash } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { load } from 'cheerio'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { whatsAppHref } from '../../engine/site/phone.ts'
import { company } from '../../engine/site/site-data.ts'
import { createApp } from '../../server/app.ts'
import { cspFor, cspForHtml, formOrigins, inlineScriptHashes } from '../../engine/http/csp.ts'
import { openStore, type RequestStore } from '../../server/intake/store.ts'
import { quoteFieldOrder } from '../../engine/forms/quote-request.ts'
import { PAGE_FIELD, REQUEST_ID_FIELD } from '../../engine/forms/quote-schema.ts'
import { builtPages, DIST, pageScriptOf, readHtml } from '../support/built-site.ts'
import { tempDatabase, validSubmission } from '../support/intake-server.ts'

const CHAT_ORIGIN = new URL(whatsAppHref(company.whatsapp)).origin

// What MDN HTTP Observatory grades, checked on the headers the real server sends (site and intake).
let origin = ''
let store: RequestStore
let close: () => Promise<void>
const database = tempDatabase('csp-')

beforeAll(async () => {
  store = await openStore(database.url)
  const server = serve({
    fetch: createApp(DIST, { store, log: () => {}, rateLimit: { limit: 1000, windowMs: 60_000 } }).fetch,
    port: 0,
    hostname: '127.0.0.1',
  })
  await new Promise((resolve) => server.once('listening', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => new Promise((resolve) => server.close(() => resolve()))
})
afterAll(async () => {
  await close()
  store.close()
  database.remove()
})

const get = (path: string, init?: RequestInit) => fetch(origin + path, { redirect: 'manual', ...init })

/** Directive name → sources, from a single policy (a second, comma-joined policy is an error here). */
function parseCsp(header: string | null): Map<string, string[]> {
  expect(header, 'Content-Security-Policy fehlt').toBeTruthy()
  expect(header, 'mehr als eine Policy').not.toMatch(/,\s*default-src/)
  const directives = new Map<string, string[]>()
  for (const part of header!.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name) {
      expect(directives.has(name.toLowerCase()), `${name} doppelt`).toBe(false)
      directives.set(name.toLowerCase(), sources)
    }
  }
  return directives
}

/** SHA-256 of every inline script as the browser sees it (parsed by cheerio, independent of engine/http/csp.ts). */
function inlineHashes(html: string): string[] {
  const $ = load(html)
  return $('script:not([src])')
    .map((_, element) => `'sha256-${createHash('sha256').update($(element).text(), 'utf8').digest('base64')}'`)
    .get()
}

/** Every check of the Observatory, for one response; returns the parsed policy. */
function expectObservatoryGrade(response: Response, html: string | null, label: string): Map<string, string[]> {
  const headers = response.headers
  const csp = parseCsp(headers.get('content-security-policy'))
  const sources = (name: string) => csp.get(name) ?? []

  // Content Security Policy
  expect(sources('default-src'), label).toEqual(["'none'"])
  expect(headers.get('content-security-policy'), label).not.toMatch(
    /unsafe-inline|unsafe-eval|unsafe-hashes|strict-dynamic/,
  )
  const scriptSources = sources('script-src')
  expect(scriptSources[0], label).toBe("'self'")
  for (const source of scriptSources.slice(1)) expect(source, label).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/)
  for (const name of ['style-src', 'img-src', 'font-src', 'connect-src', 'manifest-src']) {
    // nothing from other hosts, no data:/blob:/* wildcards
    expect(
      sources(name).every((source) => source === "'self'"),
      `${label} ${name}`,
    ).toBe(true)
  }
  expect(csp.has('object-src') ? sources('object-src') : sources('default-src'), label).toEqual(["'none'"])
  expect(sources('frame-ancestors'), label).toEqual(["'none'"])
  // forms go to this site, and the chat's message box (a GET link form) to WhatsApp, nowhere else
  expect(
    sources('form-action').filter((source) => source !== CHAT_ORIGIN),
    label,
  ).toEqual(["'self'"])
  if (html?.includes('class="chat-form"')) expect(sources('form-action'), label).toContain(CHAT_ORIGIN)
  expect(["'none'", "'self'"]).toContain(sources('base-uri').join(' '))
  if (html !== null) {
    const hashes = inlineHashes(html)
    for (const hash of hashes) expect(scriptSources, `${label}: Hash eines Inline-Skripts fehlt`).toContain(hash)
    // no stale hashes either: exactly the scripts of this page
    expect(new Set(scriptSources.slice(1)), label).toEqual(new Set(hashes))
  }

  // Strict-Transport-Security: at least a year (Observatory wants ≥ 6 months)
  const maxAge = Number(/max-age=(\d+)/.exec(headers.get('strict-transport-security') ?? '')?.[1] ?? 0)
  expect(maxAge, label).toBeGreaterThanOrEqual(31_536_000)
  // X-Content-Type-Options, X-Frame-Options, Referrer-Policy, Permissions-Policy
  expect(headers.get('x-content-type-options'), label).toBe('nosniff')
  expect(headers.get('x-frame-options'), label).toBe('DENY')
  expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'], label).toContain(
    headers.get('referrer-policy'),
  )
  expect(headers.get('permissions-policy'), label).toMatch(/camera=\(\)/)
  // FLoC is gone; browsers warn about the unknown feature
  expect(headers.get('permissions-policy'), label).not.toContain('interest-cohort')
  // Cookies: none at all; CORS: nothing shared with other origins
  expect(headers.getSetCookie(), label).toEqual([])
  expect(headers.get('access-control-allow-origin'), label).toBeNull()
  // Cross-Origin-*: no other site may open us in its window group or embed our files
  expect(headers.get('cross-origin-opener-policy'), label).toBe('same-origin')
  expect(headers.get('cross-origin-resource-policy'), label).toBe('same-origin')
  return csp
}

describe('security headers (MDN HTTP Observatory criteria)', () => {
  it('every page: all criteria, and its CSP lists exactly the hashes of its inline scripts', async () => {
    let withHashes = 0
    for (const url of builtPages) {
      const response = await get(url)
      expect(response.status, url).toBe(200)
      const html = await response.text()
      const csp = expectObservatoryGrade(response, html, url)
      if ((csp.get('script-src') ?? []).length > 1) withHashes++
    }
    // the JSON-LD blocks are what the hashes are for: most pages have some
    expect(withHashes).toBeGreaterThan(builtPages.length / 2)
  })

  it('compressed responses carry the same policy', async () => {
    const plain = await get('/kontakt')
    const gzip = await get('/kontakt', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(gzip.headers.get('content-security-policy')).toBe(plain.headers.get('content-security-policy'))
    expectObservatoryGrade(gzip, await gzip.text(), '/kontakt (gzip)')
  })

  it('the 404 page, the /leistungen/* fallback, /404.html from disk and a HEAD request', async () => {
    const notFound = await get('/gibt-es-nicht')
    expect(notFound.status).toBe(404)
    expectObservatoryGrade(notFound, await notFound.text(), '404')

    const fallback = await get('/leistungen/teppichreinigung')
    expect(fallback.status).toBe(200)
    const fallbackCsp = expectObservatoryGrade(fallback, await fallback.text(), 'fallback')
    const office = await get('/leistungen/bueroreinigung')
    expect(fallbackCsp).toEqual(parseCsp(office.headers.get('content-security-policy')))

    const file = await get('/404.html')
    expectObservatoryGrade(file, await file.text(), '/404.html')

    const head = await get('/', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-security-policy')).toBe((await get('/')).headers.get('content-security-policy'))
  })

  it('other responses (assets, redirects, errors) get the base policy and the other headers; a malformed address the 404 page’s', async () => {
    const html = await (await get('/')).text()
    const asset = pageScriptOf(html)
    for (const [path, status, method] of [
      [asset, 200, 'GET'],
      ['/favicon.svg', 200, 'GET'],
      ['/kontakt/', 301, 'GET'],
      ['/', 405, 'DELETE'],
    ] as const) {
      const response = await get(path, { method })
      expect(response.status, path).toBe(status)
      const csp = expectObservatoryGrade(response, null, `${method} ${path}`)
      expect(csp.get('script-src'), path).toEqual(["'self'"])
    }
    // a malformed address is answered with the 404 page and that page's own policy
    const malformed = await get('/%E0%A4%A')
    expect(malformed.status).toBe(400)
    expect(malformed.headers.get('content-security-policy')).toBe(
      (await get('/gibt-es-nicht')).headers.get('content-security-policy'),
    )
  })

  it('the form page with errors after a POST (422, intake) has the hashes of its JSON-LD', async () => {
    const response = await fetch(`${origin}/api/anfrage`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin, 'Sec-Fetch-Site': 'same-origin' },
      body: new URLSearchParams(validSubmission({ email: 'keine-adresse', seite: '/kontakt' })),
    })
    expect(response.status).toBe(422)
    expect(response.headers.get('content-type')).toContain('text/html')
    const html = await response.text()
    expect(html).toContain('keine-adresse')
    expect(inlineHashes(html).length).toBeGreaterThan(0)
    expectObservatoryGrade(response, html, 'POST 422')

    const json = await fetch(`${origin}/api/anfrage`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin, 'Sec-Fetch-Site': 'same-origin' },
      body: JSON.stringify({ ...validSubmission(), email: 'x' }),
    })
    expect(json.status).toBe(422)
    expectObservatoryGrade(json, null, 'POST 422 JSON')
  })
})

describe('the re-shown form page (422) and text a visitor typed', () => {
  // script text in every field, closing every place a value can stand in: attribute values in " and ',
  // the textarea, the title, a script, and the island's JSON props
  const payloads = [
    '<script>alert(1)</script>',
    '"><script>alert(2)</script>',
    "'><script>alert(3)</script>",
    '</textarea><script>alert(4)</script>',
    '</title><script>alert(5)</script>',
    '</script><script>alert(6)</script>',
    '" onfocus="alert(7)" autofocus x="',
    '<script type="application/ld+json">{"alert":8}</script>',
    '<SCRIPT>alert(9)</SCRIPT >',
  ]
  const formPages = builtPages.filter((url) => readHtml(url).includes('data-island="QuoteForm"'))

  it('gets exactly the policy of the built page it comes from, whatever the fields hold', async () => {
    expect(formPages.length).toBeGreaterThan(0)
    let foreign = 0
    let wouldHaveListed = 0
    for (const seite of formPages) {
      for (const [index, payload] of payloads.entries()) {
        const fields = Object.fromEntries(quoteFieldOrder.map((field) => [field, `${payload} ${field} ${index}`]))
        const response = await fetch(`${origin}/api/anfrage`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
          body: new URLSearchParams({ ...fields, [PAGE_FIELD]: seite, [REQUEST_ID_FIELD]: payload }),
        })
        expect(response.status, `${seite} #${index}`).toBe(422)
        const html = await response.text()
        expect(html, 'the visitor’s text is shown again').toContain(`nachricht ${index}`)
        const policy = parseCsp(response.headers.get('content-security-policy'))
        const built = parseCsp((await get(seite)).headers.get('content-security-policy'))
        expect(policy, `${seite} #${index}`).toEqual(built)
        const own = new Set(inlineHashes(readHtml(seite)))
        foreign += (policy.get('script-src') ?? []).slice(1).filter((hash) => !own.has(hash)).length
        // a policy hashed from this HTML (as before) would have listed the visitor's script
        wouldHaveListed += inlineScriptHashes(html).filter((hash) => !own.has(`'${hash}'`)).length
      }
    }
    console.log(
      `Formularseite mit Fehlern, ${payloads.length} Skript-Texte in allen ${quoteFieldOrder.length} Feldern auf ` +
        `${formPages.length} Seiten: fremde Hashes in der CSP ${foreign} (aus dem HTML gehasht wären es ${wouldHaveListed})`,
    )
    expect(foreign).toBe(0)
    expect(wouldHaveListed, 'the test puts script text where a regular expression finds it').toBeGreaterThan(0)
  })
})

describe('engine/http/csp.ts', () => {
  const sha = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`

  it('hashes inline scripts as browsers do (CR LF → LF), skips script files, lists each hash once', () => {
    const html = [
      '<script type="application/ld+json">{"a":"ü"}</script>',
      '<script src="/assets/x.js" type="module"></script>',
      '<SCRIPT type="application/ld+json">{"b":1}\r\n</SCRIPT >',
      '<script type="application/ld+json">{"a":"ü"}</script>',
    ].join('')
    expect(inlineScriptHashes(html)).toEqual([sha('{"a":"ü"}'), sha('{"b":1}\n')])
    expect(cspForHtml(html)).toContain(`script-src 'self' '${sha('{"a":"ü"}')}' '${sha('{"b":1}\n')}';`)
    expect(inlineScriptHashes('<p>keine Skripte</p>')).toEqual([])
  })

  it('allows a GET form to another site (the chat to WhatsApp) for form-action only', () => {
    const csp = cspForHtml(
      '<form class="chat-form" action="https://wa.example/4930" method="get" target="_blank"></form>',
    )
    expect(csp).toContain("form-action 'self' https://wa.example;")
    expect(csp).toContain("connect-src 'self';")
  })

  it('allows a form endpoint on another host (PUBLIC_FORM_ENDPOINT) for form-action and connect-src only', () => {
    const html =
      '<form class="quote-form" action="https://anfrage.example.de/api/anfrage" method="post"></form><form action="/suche"></form>'
    expect(formOrigins(html)).toEqual(['https://anfrage.example.de'])
    const csp = cspForHtml(html)
    expect(csp).toContain("form-action 'self' https://anfrage.example.de;")
    expect(csp).toContain("connect-src 'self' https://anfrage.example.de;")
    expect(csp).toContain("script-src 'self';")
    expect(cspFor([])).toBe(cspForHtml('<p></p>'))
  })
})
