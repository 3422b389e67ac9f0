import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ASSET_CACHE, PAGE_CACHE } from '../../engine/http/cache-policy.ts'
import { builtPages, content, pageScriptOf } from '../support/built-site.ts'
import { mainHeading, originOf, readMdx } from '../support/site-content.ts'
import { startServer } from '../support/server.ts'

let origin = ''
let close: () => Promise<void>
beforeAll(async () => ({ origin, close } = await startServer()))
afterAll(() => close())

const get = (path: string, init?: RequestInit) => fetch(origin + path, { redirect: 'manual', ...init })

describe('production server', () => {
  it('serves pages with security headers', async () => {
    const response = await get('/')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).toContain("frame-ancestors 'none'")
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{8}/)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })

  it('answers every pre-rendered page with 200', async () => {
    const statuses = await Promise.all(builtPages.map(async (url) => `${url} ${(await get(url)).status}`))
    expect(statuses).toEqual(builtPages.map((url) => `${url} 200`))
  })

  it('compresses HTML', async () => {
    const response = await get('/', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(response.headers.get('content-encoding')).toBe('gzip')
    // fetch decompresses transparently; the header proves the wire format
    expect(await response.text()).toContain('<html lang="de">')
  })

  it('caches hashed assets for a year and pages not at all', async () => {
    const html = await (await get('/')).text()
    const response = await get(pageScriptOf(html))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe(ASSET_CACHE)
    expect((await get('/')).headers.get('cache-control')).toBe(PAGE_CACHE)
  })

  it('answers unknown paths with the German 404 page and status 404', async () => {
    const response = await get('/diese-seite-gibt-es-nicht')
    expect(response.status).toBe(404)
    const html = await response.text()
    // soft hyphens (U+00AD) may break long words of the heading
    expect(html.replaceAll('\u00ad', '')).toContain(mainHeading(readMdx(content.root, 'content/_404.mdx').tree))
    expect(html).toMatch(/href="\/leistungen"/)
    expect(html).toMatch(/href="\/kontakt"/)
    expect((await get('/fehlt.png')).status).toBe(404)
  })

  it('shows the office-cleaning page for unknown service paths, canonical to the real page', async () => {
    const response = await get('/leistungen/teppichreinigung')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain(`<link rel="canonical" href="${originOf(content)}/leistungen/bueroreinigung"/>`)
  })

  it('survives malformed URLs and path tricks', async () => {
    expect((await get('/%E0%A4%A')).status).toBe(400)
    expect((await get('/..%2f..%2fetc%2fpasswd')).status).toBeGreaterThanOrEqual(400)
    expect((await get('/')).status).toBe(200)
  })

  it('redirects a trailing slash and refuses other methods', async () => {
    const redirect = await get('/leistungen/bueroreinigung/')
    expect(redirect.status).toBe(301)
    expect(redirect.headers.get('location')).toBe('/leistungen/bueroreinigung')
    expect((await get('/', { method: 'POST' })).status).toBe(405)
  })
})
