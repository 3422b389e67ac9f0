import { readFile } from 'node:fs/promises'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono, type Context } from 'hono'
import { compress } from 'hono/compress'
import { resolvePath } from '../engine/content/routes.ts'
import { ASSET_CACHE, FILE_CACHE, NO_STORE, PAGE_CACHE } from '../engine/http/cache-policy.ts'
import { policyKey, readPagePolicies, type PagePolicies } from '../engine/http/page-policies.ts'
import { readFormPages } from './intake/form-page.tsx'
import { registerHealth } from './intake/health.ts'
import type { OutboxHealth } from './intake/outbox.ts'
import { registerIntake, type IntakeOptions } from './intake/route.ts'
import { contentSecurityPolicy, securityHeaders } from '../engine/http/security-headers.ts'
import { htmlFileFor, listPageUrls } from '../engine/build/site-files.ts'
import { NOT_FOUND_PATH } from '../engine/build/output-paths.ts'

/** The intake's settings; the form's path and texts come from content/formular.yaml, its pages from the build. */
export type IntakeSetup = Omit<IntakeOptions, 'forms' | 'path'> & {
  /** for GET /api/health; absent or returning null when no mail is sent */
  outboxHealth?: () => OutboxHealth | null
}

const HASHED_ASSET = /^\/assets\//
const HAS_EXTENSION = /\.[a-z0-9]+$/i
const HTML_FILE = /\.html$/i

/**
 * Serves the pre-rendered site: static files, pages, the /leistungen/* fallback, 404 with status 404,
 * and, given a store, the quote form's intake. Never throws on a missing file or a malformed URL.
 * Every HTML file goes out with the Content-Security-Policy the build fixed for it (dist/page-policies.json);
 * throws when the build has none (one German sentence).
 */
export function createApp(root: string, intake?: IntakeSetup): Hono {
  const pages = listPageUrls(root)
  const policies = readPagePolicies(root)
  const app = new Hono()
  const forms = intake ? readFormPages(root, policies) : null
  const intakePath = forms ? new URL(forms.texts.ziel, 'http://localhost').pathname : null

  app.use(async (c, next) => {
    await next()
    for (const [name, value] of Object.entries(securityHeaders)) {
      // HTML responses already carry their own policy (below)
      if (name === 'Content-Security-Policy' && c.res.headers.has(name)) continue
      c.header(name, value)
    }
  })
  app.use(compress())

  if (intake) registerHealth(app, { store: intake.store, outbox: intake.outboxHealth ?? (() => null) })
  if (intake && forms && intakePath) {
    const { outboxHealth: _health, ...options } = intake
    registerIntake(app, { ...options, forms, path: intakePath })
  }

  app.use('*', async (c, next) => {
    if (c.req.method === 'OPTIONS' && c.req.path === intakePath) return next()
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      const allow = c.req.path === intakePath ? 'POST' : 'GET, HEAD'
      return c.text('Methode nicht erlaubt', 405, { Allow: allow })
    }
    return next()
  })

  const staticFiles = serveStatic({
    root,
    onFound: (_file, c) => {
      const longLived = HASHED_ASSET.test(c.req.path)
      c.header('Cache-Control', longLived ? ASSET_CACHE : FILE_CACHE)
      // an HTML file asked for by its name (/404.html, /kontakt/index.html) gets the policy of that file
      if (HTML_FILE.test(c.req.path)) c.header('Content-Security-Policy', policyOf(policies, c.req.path))
    },
  })
  // files (with an extension) come straight from disk; pages go through the routing rules below
  app.use('*', (c, next) => (HAS_EXTENSION.test(c.req.path) ? staticFiles(c, next) : next()))

  app.all('*', async (c) => {
    let pathname: string
    try {
      pathname = decodeURIComponent(new URL(c.req.url).pathname)
    } catch {
      return notFound(c, root, policies, 400)
    }
    if (pathname.includes('\0') || pathname.split('/').includes('..')) return notFound(c, root, policies, 400)
    if (HAS_EXTENSION.test(pathname)) return notFound(c, root, policies)

    const resolution = resolvePath(pathname, pages)
    if (resolution.kind === 'redirect') return c.redirect(encodeURI(resolution.url), 301)
    if (resolution.kind === 'not-found') return notFound(c, root, policies)
    const html = await readHtml(htmlFileFor(root, resolution.url))
    if (html === null) return notFound(c, root, policies)
    return sendHtml(c, html, 200, PAGE_CACHE, policyOf(policies, policyKey(resolution.url)))
  })

  app.onError((error, c) => {
    // a visitor who closes the connection mid-upload is no fault of ours: nobody is left to answer
    if (isClientAbort(error, c)) return c.body(null, 400)
    console.error(error)
    return c.text('Interner Fehler', 500)
  })
  return app
}

function isClientAbort(error: Error, c: Context): boolean {
  const code = (error as { code?: unknown }).code
  return (
    c.req.raw.signal.aborted ||
    code === 'ECONNRESET' ||
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    error.name === 'AbortError'
  )
}

async function readHtml(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8')
  } catch {
    return null
  }
}

async function notFound(c: Context, root: string, policies: PagePolicies, status: 400 | 404 = 404) {
  const html = await readHtml(`${root}${NOT_FOUND_PATH}`)
  if (html === null) {
    const fallback =
      '<!DOCTYPE html><html lang="de"><title>Seite nicht gefunden</title><h1>Seite nicht gefunden</h1></html>'
    return sendHtml(c, fallback, status, NO_STORE, contentSecurityPolicy)
  }
  return sendHtml(c, html, status, NO_STORE, policyOf(policies, NOT_FOUND_PATH))
}

/** The build's policy for this HTML file; a file the build did not list may run no inline script at all. */
function policyOf(policies: PagePolicies, file: string): string {
  return policies.get(file) ?? contentSecurityPolicy
}

function sendHtml(c: Context, html: string, status: 200 | 400 | 404, cacheControl: string, csp: string) {
  return c.html(html, status, { 'Cache-Control': cacheControl, 'Content-Security-Policy': csp })
}
