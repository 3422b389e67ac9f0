import { spawn, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { load } from 'cheerio'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { fallbackRules } from '../../engine/content/routes.ts'
import { headerRules, MAX_HEADER_LINE, MAX_HEADER_RULES } from '../../engine/build/deploy/header-rules.ts'
import { HEADERS_PATH, NGINX_CONF_FILE, REDIRECTS_PATH } from '../../engine/build/output-paths.ts'
import { ASSET_CACHE, PAGE_CACHE } from '../../engine/http/cache-policy.ts'
import { cspFor } from '../../engine/http/csp.ts'
import { contentSecurityPolicy, securityHeaders } from '../../engine/http/security-headers.ts'
import { builtPages, DIST, pageScriptOf, readHtml } from '../support/built-site.ts'
import { startIntakeServer, tempDatabase, validSubmission, type RunningIntake } from '../support/intake-server.ts'
import { freePort } from '../support/ports.ts'
import { startServer } from '../support/server.ts'
import { mainHeading, readMdx } from '../support/site-content.ts'

// The rules for static hosts that `npm run build` writes (engine/build/deploy-rules.ts), compared with
// what the Node server sends; the nginx configuration is also run in a real nginx.
const HEADERS_FILE = path.join(DIST, HEADERS_PATH)
const REDIRECTS_FILE = path.join(DIST, REDIRECTS_PATH)
const NGINX_FILE = path.join(DIST, '..', NGINX_CONF_FILE)
const { 'Content-Security-Policy': _csp, ...globalHeaders } = securityHeaders

interface HeaderRule {
  pattern: string
  headers: Map<string, string>
}

function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: new Map() })
      continue
    }
    const rule = rules.at(-1)
    expect(rule, `Header ohne Pfad: ${line}`).toBeDefined()
    const colon = line.indexOf(':')
    const name = line.slice(0, colon).trim()
    expect(rule!.headers.has(name), `${name} doppelt unter ${rule!.pattern}`).toBe(false)
    rule!.headers.set(name, line.slice(colon + 1).trim())
  }
  return rules
}

/** How Netlify and Cloudflare Pages match a path: exact, or a prefix ending in "*". */
const matches = (pattern: string, requestPath: string) =>
  pattern.endsWith('*') ? requestPath.startsWith(pattern.slice(0, -1)) : pattern === requestPath

/** All headers a static host would send for this path; a name from two rules must not differ (hosts would join them with a comma). */
function headersFor(rules: HeaderRule[], requestPath: string): Map<string, string> {
  const result = new Map<string, string>()
  for (const rule of rules.filter((candidate) => matches(candidate.pattern, requestPath))) {
    for (const [name, value] of rule.headers) {
      const earlier = result.get(name)
      expect(earlier === undefined || earlier === value, `${requestPath}: ${name} aus mehreren Regeln`).toBe(true)
      result.set(name, value)
    }
  }
  return result
}

const fileOf = (url: string) => (url === '/' ? '/index.html' : `${url}/index.html`)

function inlineHashes(html: string): string[] {
  const $ = load(html)
  return $('script:not([src])')
    .map((_, element) => `'sha256-${createHash('sha256').update($(element).text(), 'utf8').digest('base64')}'`)
    .get()
}

/** Directive name → sources of one policy. */
function parseCsp(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  )
}

/** `map $uri $musterglanz_csp { file "policy"; … }` entries */
function nginxCspMap(config: string): Map<string, string> {
  const block = /map \$uri \$musterglanz_csp \{([\s\S]*?)\n\}/.exec(config)?.[1] ?? ''
  return new Map([...block.matchAll(/^\s+(\S+) "([^"]*)";$/gm)].map((match) => [match[1]!, match[2]!]))
}

let serverCsp: Map<string, string>
let serverHeaders: Headers
beforeAll(async () => {
  const server = await startServer()
  try {
    serverCsp = new Map()
    for (const url of builtPages) {
      const response = await fetch(server.origin + url)
      serverCsp.set(url, response.headers.get('content-security-policy') ?? '')
      if (url === '/') serverHeaders = response.headers
    }
    serverCsp.set(
      '/404.html',
      (await fetch(`${server.origin}/gibt-es-nicht`)).headers.get('content-security-policy') ?? '',
    )
  } finally {
    await server.close()
  }
})

describe('_headers (Netlify, Cloudflare Pages)', () => {
  const rules = () => parseHeadersFile(readFileSync(HEADERS_FILE, 'utf8'))

  it('exists and sends the server’s security headers for every path, without conflicting rules', () => {
    const all = rules()
    const global = all.find((rule) => rule.pattern === '/*')!
    expect(Object.fromEntries(global.headers)).toEqual(globalHeaders)
    for (const [name, value] of Object.entries(globalHeaders)) expect(serverHeaders.get(name), name).toBe(value)
    for (const requestPath of [
      '/',
      '/kontakt',
      '/kontakt/',
      '/favicon.svg',
      '/assets/x.js',
      '/404.html',
      '/gibt-es-nicht',
    ]) {
      const headers = headersFor(all, requestPath)
      for (const name of Object.keys(globalHeaders)) expect(headers.has(name), `${requestPath} ${name}`).toBe(true)
    }
  })

  it('stays within what Cloudflare Pages reads: at most 100 rules, no header line over 2,000 characters', () => {
    const text = readFileSync(HEADERS_FILE, 'utf8')
    expect(rules().length).toBeLessThanOrEqual(MAX_HEADER_RULES)
    for (const line of text.split('\n')) expect(line.length, line.slice(0, 60)).toBeLessThanOrEqual(MAX_HEADER_LINE)
  })

  it('gives every page a CSP with the hashes of its inline scripts: the server’s, or its folder’s shared one', () => {
    const all = rules()
    const siteHashes = new Set(builtPages.flatMap((url) => inlineHashes(readHtml(url))))
    let shared = 0
    for (const url of builtPages) {
      const hashes = inlineHashes(readHtml(url))
      const server = parseCsp(serverCsp.get(url)!)
      for (const requestPath of url === '/' ? ['/'] : [url, `${url}/`]) {
        const csp = headersFor(all, requestPath).get('Content-Security-Policy')
        expect(csp, requestPath).toBeDefined()
        for (const hash of hashes) expect(csp, requestPath).toContain(hash)
        if (all.some((rule) => rule.pattern === requestPath)) {
          expect(csp, requestPath).toBe(serverCsp.get(url))
          continue
        }
        // a folder rule (e.g. /leistungen/*): the server's directives; script-src only adds hashes of other pages of this site
        shared += 1
        const policy = parseCsp(csp!)
        expect([...policy.keys()], requestPath).toEqual([...server.keys()])
        for (const [name, sources] of server) {
          expect(policy.get(name), `${requestPath} ${name}`).toEqual(expect.arrayContaining(sources))
          const extra = policy.get(name)!.filter((source) => !sources.includes(source))
          if (name === 'script-src')
            for (const source of extra) expect(siteHashes.has(source), `${requestPath} ${source}`).toBe(true)
          else expect(extra, `${requestPath} ${name}`).toEqual([])
        }
      }
    }
    // without folder rules the site would need more than 100 (two per page)
    expect(shared > 0 || 2 * builtPages.length + 10 <= MAX_HEADER_RULES).toBe(true)
    expect(headersFor(all, '/404.html').get('Content-Security-Policy')).toBe(serverCsp.get('/404.html'))
    expect(headersFor(all, '/favicon.svg').get('Content-Security-Policy')).toBe(contentSecurityPolicy)
  })

  it('shares a folder rule only when the exact rules would be too many', () => {
    const page = (url: string, hash: string) => {
      const sources = { hashes: [hash], formOrigins: [], linkFormOrigins: [] }
      return { url, file: `${url}/index.html`, sources, csp: cspFor(sources.hashes) }
    }
    const site = (count: number) => {
      const policies = [
        page('/ueber-uns', 'sha256-a'),
        ...Array.from({ length: count }, (_, index) => page(`/leistungen/s${index}`, `sha256-${index}`)),
      ]
      return { pages: new Set(policies.map((policy) => policy.url)), policies, files: ['/favicon.svg'], formPath: null }
    }
    expect(headerRules(site(10)).groups).toEqual([])
    const large = headerRules(site(60))
    expect(large.groups).toEqual(['/leistungen/*'])
    expect(large.rules.length).toBeLessThanOrEqual(MAX_HEADER_RULES)
    const folderCsp = large.rules.find((rule) => rule.pattern === '/leistungen/*')!.headers['Content-Security-Policy']
    for (let index = 0; index < 60; index++) expect(folderCsp).toContain(`'sha256-${index}'`)
    expect(folderCsp).not.toContain("'sha256-a'")
  })

  it('caches hashed assets for a year', () => {
    const headers = headersFor(rules(), '/assets/entries/pages_client.js')
    expect(headers.get('Cache-Control')).toBe(ASSET_CACHE)
    expect(headers.get('Content-Security-Policy')).toBe(contentSecurityPolicy)
  })
})

describe('_redirects', () => {
  const lines = () =>
    readFileSync(REDIRECTS_FILE, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('#'))

  it('rewrites unknown service paths to the office-cleaning page after the real service pages', () => {
    const all = lines()
    for (const rule of fallbackRules) {
      const fallback = all.indexOf(`${rule.prefix}:slug ${rule.target}/ 200`)
      expect(fallback).toBeGreaterThanOrEqual(0)
      const servicePages = builtPages.filter((url) => url.startsWith(rule.prefix) && url !== rule.prefix)
      expect(servicePages.length).toBeGreaterThan(3)
      for (const url of servicePages) {
        const index = all.indexOf(`${url} ${url}/ 200`)
        expect(index, url).toBeGreaterThanOrEqual(0)
        expect(index, url).toBeLessThan(fallback)
      }
    }
  })

  it('ends with the 404 page for everything else', () => {
    expect(lines().at(-1)).toBe('/* /404.html 404')
  })
})

describe('dist/deploy/nginx.conf', () => {
  const config = () => readFileSync(NGINX_FILE, 'utf8')

  it('maps every page file and the 404 page to the server’s CSP', () => {
    const map = nginxCspMap(config())
    expect(map.get('default')).toBe(contentSecurityPolicy)
    for (const url of builtPages) expect(map.get(fileOf(url)), url).toBe(serverCsp.get(url))
    expect(map.get('/404.html')).toBe(serverCsp.get('/404.html'))
  })

  it('sends the same headers, serves pages, the fallback and the 404 page, and proxies the form', () => {
    const text = config()
    expect(text).toContain('add_header Content-Security-Policy $musterglanz_csp always;')
    for (const [name, value] of Object.entries(globalHeaders))
      expect(text).toContain(`add_header ${name} "${value}" always;`)
    expect(text).toContain('try_files $uri $uri/index.html =404;')
    expect(text).toContain('error_page 404 /404.html;')
    expect(text).toContain('location ~ ^/leistungen/[a-z0-9-]+$ {')
    expect(text).toContain('try_files $uri/index.html /leistungen/bueroreinigung/index.html;')
    expect(text).toContain(`~^/assets/ "${ASSET_CACHE}";`)
    expect(text).toContain('location = /api/anfrage {')
    expect(text).toContain('proxy_pass http://127.0.0.1:3000;')
    expect(text).toContain('proxy_set_header X-Forwarded-For $remote_addr;')
  })

  it('keeps slow clients at nginx: short header/body timeouts, whole body read before proxying, connections per IP capped', () => {
    const text = config()
    for (const line of [
      'client_header_timeout 10s;',
      'client_body_timeout 10s;',
      'proxy_request_buffering on;',
      'limit_conn musterglanz_anfrage 10;',
    ])
      expect(text).toContain(line)
    expect(text).toContain('limit_conn_zone $binary_remote_addr zone=musterglanz_anfrage:1m;')
  })
})

// nginx itself (Debian's package; scripts/install-test-deps.sh installs it)
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'

describe('nginx with the generated configuration', () => {
  let origin = ''
  let nginx: ChildProcess
  let intake: RunningIntake
  let exited: Promise<void>
  const workDir = mkdtempSync(path.join(tmpdir(), 'nginx-'))
  const database = tempDatabase('nginx-')

  beforeAll(async () => {
    if (!existsSync(NGINX))
      throw new Error(`nginx fehlt (${NGINX}) – bitte bash scripts/install-test-deps.sh ausführen`)
    intake = await startIntakeServer({ INTAKE_DB: database.url, TRUST_PROXY: 'true' })
    const port = await freePort()
    origin = `http://127.0.0.1:${port}`
    // the generated file as it is, only with this machine's port, folder and intake server
    const site = config()
      .replace(/^ {2}listen .*;$/m, `  listen 127.0.0.1:${port};`)
      .replace(/^ {2}listen .*;\n/gm, (line) => (line.includes(`127.0.0.1:${port}`) ? line : ''))
      .replace(/^ {2}root .*;$/m, `  root ${DIST};`)
      .replace('proxy_pass http://127.0.0.1:3000;', `proxy_pass ${intake.origin};`)
    writeFileSync(path.join(workDir, 'site.conf'), site)
    writeFileSync(
      path.join(workDir, 'nginx.conf'),
      [
        'daemon off;',
        'master_process off;',
        `pid ${workDir}/nginx.pid;`,
        `error_log ${workDir}/error.log;`,
        'events {}',
        'http {',
        '  include /etc/nginx/mime.types;',
        '  default_type application/octet-stream;',
        '  access_log off;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
          (kind) => `  ${kind}_temp_path ${workDir}/${kind};`,
        ),
        `  include ${workDir}/site.conf;`,
        '}',
      ].join('\n'),
    )
    let output = ''
    nginx = spawn(
      NGINX,
      ['-p', workDir, '-c', path.join(workDir, 'nginx.conf'), '-e', path.join(workDir, 'error.log')],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    )
    nginx.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    nginx.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    exited = new Promise((resolve) => nginx.once('exit', () => resolve()))
    await vi.waitFor(
      async () => {
        if (nginx.exitCode !== null)
          throw new Error(`nginx startete nicht:\n${output}${readFileSync(path.join(workDir, 'error.log'), 'utf8')}`)
        await fetch(`${origin}/`).catch(() => {
          throw new Error(`nginx antwortet nicht:\n${output}`)
        })
      },
      { timeout: 15_000, interval: 100 },
    )
  })
  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      nginx.kill('SIGTERM')
      await exited
    }
    await intake?.stop()
    database.remove()
    rmSync(workDir, { recursive: true, force: true })
  })

  const get = (requestPath: string) => fetch(origin + requestPath, { redirect: 'manual' })
  const config = () => readFileSync(NGINX_FILE, 'utf8')

  it('serves every page with status 200, the server’s headers and the page’s CSP', async () => {
    for (const url of builtPages) {
      const response = await get(url)
      expect(response.status, url).toBe(200)
      expect(response.headers.get('content-security-policy'), url).toBe(serverCsp.get(url))
      for (const [name, value] of Object.entries(globalHeaders))
        expect(response.headers.get(name), `${url} ${name}`).toBe(value)
      expect(response.headers.get('cache-control'), url).toBe(PAGE_CACHE)
      expect(response.headers.getSetCookie()).toEqual([])
    }
  })

  it('shows the office-cleaning page for an unknown service path', async () => {
    const response = await get('/leistungen/unbekannt')
    expect(response.status).toBe(200)
    expect(await response.text()).toContain(
      '<link rel="canonical" href="https://www.example.com/leistungen/bueroreinigung"/>',
    )
    expect(response.headers.get('content-security-policy')).toBe(serverCsp.get('/leistungen/bueroreinigung'))
  })

  it('answers unknown paths with the 404 page and status 404', async () => {
    for (const requestPath of ['/gibt-es-nicht', '/leistungen/a/b', '/fehlt.png', '/_headers']) {
      const response = await get(requestPath)
      expect(response.status, requestPath).toBe(404)
      const heading = load(await response.text())('h1')
        .text()
        .replaceAll('\u00ad', '')
      expect(heading, requestPath).toBe(mainHeading(readMdx('.', 'content/_404.mdx').tree))
      expect(response.headers.get('content-security-policy'), requestPath).toBe(serverCsp.get('/404.html'))
      expect(response.headers.get('x-frame-options'), requestPath).toBe('DENY')
    }
  })

  it('redirects a trailing slash and caches hashed assets for a year', async () => {
    const redirect = await get('/leistungen/bueroreinigung/')
    expect(redirect.status).toBe(301)
    expect(redirect.headers.get('location')).toBe('/leistungen/bueroreinigung')
    const asset = pageScriptOf(readHtml('/'))
    const response = await get(asset)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe(ASSET_CACHE)
    expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy)
  })

  it('passes the quote form to the Node server, whose headers arrive once', async () => {
    const response = await fetch(`${origin}/api/anfrage`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin, 'Sec-Fetch-Site': 'same-origin' },
      body: new URLSearchParams(validSubmission({ email: 'keine-adresse' })),
    })
    expect(response.status).toBe(422)
    const html = await response.text()
    expect(html).toContain('keine-adresse')
    const csp = response.headers.get('content-security-policy') ?? ''
    for (const hash of inlineHashes(html)) expect(csp).toContain(hash)
    // one policy and one HSTS value (nginx does not add its own on top of the server's)
    expect(csp).not.toMatch(/,\s*default-src/)
    expect(response.headers.get('strict-transport-security')).toBe(securityHeaders['Strict-Transport-Security'])
    expect(response.headers.get('x-robots-tag')).toBe('noindex')
  })
})
