import { readFile } from 'node:fs/promises'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono, type Context } from 'hono'
import { compress } from 'hono/compress'
import { resolvePath } from '../engine/content/routes'
import { readFormPages } from './intake/form-page'
import { registerIntake, type IntakeOptions } from './intake/route'
import { securityHeaders } from './security-headers'
import { htmlFileFor, listPageUrls } from './site-files'

/** The intake's settings; the form's path and texts come from the built pages. */
export type IntakeSetup = Omit<IntakeOptions, 'forms' | 'path'>

const HASHED_ASSET = /^\/assets\//
const HAS_EXTENSION = /\.[a-z0-9]+$/i

/**
 * Serves the pre-rendered site: static files, pages, the /leistungen/* fallback, 404 with status 404,
 * and, given a store, the quote form's intake. Never throws on a missing file or a malformed URL.
 */
export function createApp(root: string, intake?: IntakeSetup): Hono {
  const pages = listPageUrls(root)
  const app = new Hono()
  const forms = intake ? readFormPages(root) : null
  const intakePath = forms ? new URL(forms.texts.ziel, 'http://localhost').pathname : null

  app.use(async (c, next) => {
    await next()
    for (const [name, value] of Object.entries(securityHeaders)) c.header(name, value)
  })
  app.use(compress())

  if (intake && forms && intakePath) registerIntake(app, { ...intake, forms, path: intakePath })

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
      c.header('Cache-Control', longLived ? 'public, max-age=31536000, immutable' : 'public, max-age=3600')
    },
  })
  // files (with an extension) come straight from disk; pages go through the routing rules below
  app.use('*', (c, next) => (HAS_EXTENSION.test(c.req.path) ? staticFiles(c, next) : next()))

  app.all('*', async (c) => {
    let pathname: string
    try {
      pathname = decodeURIComponent(new URL(c.req.url).pathname)
    } catch {
      return notFound(c, root, 400)
    }
    if (pathname.includes('\0') || pathname.split('/').includes('..')) return notFound(c, root, 400)
    if (HAS_EXTENSION.test(pathname)) return notFound(c, root)

    const resolution = resolvePath(pathname, pages)
    if (resolution.kind === 'redirect') return c.redirect(encodeURI(resolution.url), 301)
    if (resolution.kind === 'not-found') return notFound(c, root)
    const html = await readHtml(htmlFileFor(root, resolution.url))
    if (html === null) return notFound(c, root)
    return c.html(html, 200, { 'Cache-Control': 'public, max-age=0, must-revalidate' })
  })

  app.onError((error, c) => {
    console.error(error)
    return c.text('Interner Fehler', 500)
  })
  return app
}

async function readHtml(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8')
  } catch {
    return null
  }
}

async function notFound(c: Context, root: string, status: 400 | 404 = 404) {
  const html = (await readHtml(`${root}/404.html`)) ?? '<!DOCTYPE html><html lang="de"><title>Seite nicht gefunden</title><h1>Seite nicht gefunden</h1></html>'
  return c.html(html, status, { 'Cache-Control': 'no-store' })
}
