import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fallbackRules } from '../content/routes.ts'
import { ASSET_CACHE, FILE_CACHE, NO_STORE, PAGE_CACHE } from '../http/cache-policy.ts'
import { cspFor, cspSourcesOfHtml, type CspSources } from '../http/csp.ts'
import { contentSecurityPolicy, securityHeaders } from '../http/security-headers.ts'
import { HEADERS_PATH, NGINX_CONF_FILE, NOT_FOUND_PATH, REDIRECTS_PATH } from './generated-files.ts'
import type { PageFacts } from './page-facts.ts'
import { htmlFileFor } from './site-files.ts'

/**
 * Rules for serving dist/client without the Node server, generated from the same sources as the
 * server (engine/http/: security headers, CSP, cache policy; fallbackRules of engine/content/routes.ts),
 * the page facts of the build (engine/build/page-facts.ts) and the hashes of the built HTML: `_headers`
 * and `_redirects` (Netlify, Cloudflare Pages) in dist/client and an nginx configuration in
 * dist/deploy/nginx.conf. Written by scripts/postbuild.ts.
 */

const GENERATED_FILES = new Set([HEADERS_PATH, REDIRECTS_PATH])
/** Cloudflare Pages reads at most 100 rules from `_headers`, each header line at most 2,000 characters. */
export const MAX_HEADER_RULES = 100
export const MAX_HEADER_LINE = 2000

export interface PagePolicy {
  /** the page's URL, e.g. /leistungen/bueroreinigung; null for the 404 page */
  url: string | null
  /** the file that holds it, e.g. /leistungen/bueroreinigung/index.html */
  file: string
  /** what its policy allows: the hashes of its inline scripts (of the exact bytes served), its forms' hosts */
  sources: Required<CspSources>
  /** its Content-Security-Policy, the same the Node server sends */
  csp: string
}

export interface BuiltSite {
  pages: ReadonlySet<string>
  /** every page, then the 404 page */
  policies: PagePolicy[]
  /** other files outside /assets (e.g. /favicon.svg, /sitemap.xml); they get the base policy */
  files: string[]
  /** where the quote form posts, when that is this site (e.g. /api/anfrage); null otherwise */
  formPath: string | null
}

/** What the rules need: the pages and the form from the page facts, the CSP hashes from the built HTML. */
export function readBuiltSite(root: string, facts: PageFacts): BuiltSite {
  const urls = facts.pages.map((page) => page.url).sort()
  const policies: PagePolicy[] = []
  for (const url of urls) {
    const file = htmlFileFor(root, url)
    const html = readOptional(file)
    if (html === null)
      throw new Error(
        `${toUrlPath(root, file)} fehlt im Build, steht aber in den Seitendaten – bitte neu bauen (npm run build)`,
      )
    policies.push(policyOf(url, toUrlPath(root, file), html))
  }
  const notFound = readOptional(path.join(root, NOT_FOUND_PATH))
  if (notFound !== null) policies.push(policyOf(null, NOT_FOUND_PATH, notFound))

  const files: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      const urlPath = toUrlPath(root, full)
      if (entry.isDirectory()) {
        if (urlPath !== '/assets') walk(full)
      } else if (entry.name !== 'index.html' && urlPath !== NOT_FOUND_PATH && !GENERATED_FILES.has(urlPath)) {
        files.push(urlPath)
      }
    }
  }
  walk(root)

  // a form posting to another host (PUBLIC_FORM_ENDPOINT) is not proxied by this site
  const target = facts.pages.some((page) => page.hasQuoteForm) ? facts.formTarget : null
  const formPath = target?.startsWith('/') && !target.startsWith('//') ? target.split(/[?#]/)[0]! : null
  return { pages: new Set(urls), policies, files: files.sort(), formPath }
}

function policyOf(url: string | null, file: string, html: string): PagePolicy {
  const sources = cspSourcesOfHtml(html)
  const { hashes, ...extra } = sources
  return { url, file, sources, csp: cspFor(hashes, extra) }
}

export interface HeaderRule {
  pattern: string
  headers: Record<string, string>
}

/** A top-level folder whose pages share one `/folder/*` rule, with a policy allowing all their hashes. */
interface FolderGroup {
  folder: string
  pages: PagePolicy[]
  csp: string
}

/**
 * The rules of `_headers`. A CSP cannot sit under /* (hosts join same-named headers of all matching
 * rules with a comma, which would enforce two policies), so each page gets its own, under /x and /x/.
 * That is two rules per page; when they are more than Cloudflare Pages accepts, the folders that save
 * most rules (e.g. /leistungen) get one `/leistungen/*` rule instead, whose policy lists the hashes of
 * all pages in the folder – JSON-LD data blocks of the same site, so no page may run anything new.
 */
export function headerRules(site: BuiltSite): { rules: HeaderRule[]; groups: string[] } {
  const { 'Content-Security-Policy': _csp, ...global } = securityHeaders
  const pages = site.policies.filter((policy) => policy.url !== null)
  const notFound = site.policies.filter((policy) => policy.url === null)
  const fixedRules = 2 + notFound.length
  const exactRules = (policy: PagePolicy) => (policy.url === '/' ? 1 : 2)
  const inFolder = (folder: string, urlPath: string) => urlPath === folder || urlPath.startsWith(`${folder}/`)

  const candidates: FolderGroup[] = []
  for (const folder of new Set(pages.map((policy) => topFolder(policy.url!)).filter((folder) => folder !== null))) {
    const members = pages.filter((policy) => inFolder(folder, policy.url!))
    candidates.push({ folder, pages: members, csp: unionCsp(members) })
  }
  const saving = (group: FolderGroup) =>
    group.pages.reduce((sum, policy) => sum + exactRules(policy), 0) +
    site.files.filter((file) => inFolder(group.folder, file)).length -
    (group.pages.some((policy) => policy.url === group.folder) ? 2 : 1)
  const fits = (csp: string) => `  Content-Security-Policy: ${csp}`.length <= MAX_HEADER_LINE

  const chosen: FolderGroup[] = []
  const count = () =>
    fixedRules +
    pages.reduce(
      (sum, policy) => sum + (chosen.some((group) => group.pages.includes(policy)) ? 0 : exactRules(policy)),
      0,
    ) +
    chosen.reduce((sum, group) => sum + (group.pages.some((policy) => policy.url === group.folder) ? 2 : 1), 0) +
    site.files.filter((file) => !chosen.some((group) => inFolder(group.folder, file))).length
  const ranked = candidates
    .filter((group) => saving(group) > 0 && fits(group.csp))
    .sort((a, b) => saving(b) - saving(a) || a.folder.localeCompare(b.folder))
  for (const group of ranked) {
    if (count() <= MAX_HEADER_RULES) break
    chosen.push(group)
  }

  const rules: HeaderRule[] = [
    { pattern: '/*', headers: global },
    {
      pattern: '/assets/*',
      headers: { 'Cache-Control': ASSET_CACHE, 'Content-Security-Policy': contentSecurityPolicy },
    },
  ]
  const csp = (value: string) => ({ 'Content-Security-Policy': value })
  for (const policy of pages) {
    const url = policy.url!
    const group = chosen.find((candidate) => candidate.pages.includes(policy))
    if (!group) {
      for (const pattern of url === '/' ? ['/'] : [url, `${url}/`]) rules.push({ pattern, headers: csp(policy.csp) })
    } else if (url === group.folder) {
      // the folder's own page keeps its policy under /x; /x/ falls under the folder rule
      rules.push({ pattern: url, headers: csp(policy.csp) })
    }
    if (group && group.pages[0] === policy) rules.push({ pattern: `${group.folder}/*`, headers: csp(group.csp) })
  }
  for (const policy of notFound) rules.push({ pattern: policy.file, headers: csp(policy.csp) })
  for (const file of site.files) {
    if (!chosen.some((group) => inFolder(group.folder, file)))
      rules.push({ pattern: file, headers: csp(contentSecurityPolicy) })
  }
  return { rules, groups: chosen.map((group) => `${group.folder}/*`) }
}

/** `_headers` for Netlify and Cloudflare Pages. */
export function headersFile(site: BuiltSite): string {
  const { rules, groups } = headerRules(site)
  const intro = [
    '# Sicherheits-Header für Netlify und Cloudflare Pages, erzeugt von engine/build/deploy-rules.ts',
    '# beim Bauen (npm run build) – nicht von Hand ändern.',
    '# Passen mehrere Regeln auf einen Pfad, verbinden die Hosts gleichnamige Header mit Komma. Darum',
    '# steht die Content-Security-Policy nicht unter /*, sondern bei jedem Pfad einzeln, mit den',
    '# Hashes der JSON-LD-Blöcke genau dieser Seite (unter /x und /x/, so wie die Hosts die Seite ausliefern).',
    ...(groups.length > 0
      ? [
          `# Cloudflare Pages nimmt höchstens ${MAX_HEADER_RULES} Regeln an. ` +
            `Darum gilt für die Seiten unter ${groups.join(', ')}`,
          '# je Ordner eine Regel, deren Policy die Hashes aller Seiten dieses Ordners erlaubt.',
        ]
      : []),
    '# Für unbekannte Pfade (404-Antwort, /leistungen/*-Ersatzseite) vergeben die Hosts Header nach dem',
    '# angefragten Pfad – dort fehlt die CSP, außer unter einer Ordner-Regel; der Node-Server und nginx',
    '# setzen sie immer.',
  ].join('\n')
  const blocks = rules.map(({ pattern, headers }) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  )
  return `${[intro, ...blocks].join('\n\n')}\n`
}

/** Number of path rules in a `_headers` file (Cloudflare Pages accepts at most 100). */
export function countHeaderRules(headers: string): number {
  return headers.split('\n').filter((line) => line.startsWith('/')).length
}

/** One policy for several pages: every hash and form host any of them needs. */
function unionCsp(policies: readonly PagePolicy[]): string {
  const all = (pick: (sources: Required<CspSources>) => readonly string[]) => [
    ...new Set(policies.flatMap((policy) => pick(policy.sources))),
  ]
  return cspFor(
    all((sources) => sources.hashes),
    {
      formOrigins: all((sources) => sources.formOrigins),
      linkFormOrigins: all((sources) => sources.linkFormOrigins),
    },
  )
}

/** /leistungen for /leistungen/bueroreinigung; null for pages directly below the root */
function topFolder(url: string): string | null {
  const match = /^(\/[^/]+)\/./.exec(url)
  return match ? match[1]! : null
}

/** `_redirects` for Netlify (and, as far as it goes, Cloudflare Pages). */
export function redirectsFile(site: BuiltSite): string {
  const lines = [
    '# Weiterleitungen für Netlify und Cloudflare Pages, erzeugt von engine/build/deploy-rules.ts – ' +
      'nicht von Hand ändern.',
    '# Schrägstrich am Ende: beide Hosts leiten /x und /x/ selbst aufeinander um; ' +
      'eine eigene Regel ergäbe eine Schleife.',
  ]
  for (const rule of fallbackRules) {
    const slug = `${rule.prefix}:slug`
    const realPages = [...site.pages].filter((url) => isFallbackCandidate(rule.prefix, url)).sort()
    lines.push(
      `# Unbekannte ${rule.prefix}…-Pfade zeigen ${rule.target} (wie der Node-Server). ` +
        'Die echten Seiten stehen davor:',
      '# Netlify liefert vorhandene Dateien ohnehin zuerst aus, Cloudflare Pages wendet Regeln auch auf vorhandene an.',
      ...realPages.map((url) => `${url} ${url}/ 200`),
      `${slug} ${rule.target}/ 200`,
    )
  }
  lines.push(
    '# Alles Übrige, das es nicht gibt: die 404-Seite mit Status 404 (Cloudflare Pages macht das von selbst).',
    `/* ${NOT_FOUND_PATH} 404`,
  )
  return `${lines.join('\n')}\n`
}

export interface NginxOptions {
  /** dist/client on the server */
  root: string
  /** `listen` parameters */
  listen: string[]
  serverName: string
  /** the Node server (npm start) that takes the quote form */
  upstream: string
}

/**
 * An nginx configuration for the http {} context (e.g. /etc/nginx/conf.d/musterglanz.conf): the same
 * headers as the Node server, a per-file CSP via `map`, the /leistungen/* fallback, the 404 page and
 * the quote form proxied to the Node server.
 */
export function nginxConfig(site: BuiltSite, options: NginxOptions): string {
  const quote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`
  const { 'Content-Security-Policy': _csp, ...global } = securityHeaders
  const keyWidth = Math.max(...site.policies.map((policy) => policy.file.length))
  const lines: string[] = [
    '# nginx-Konfiguration der Website, erzeugt von engine/build/deploy-rules.ts beim Bauen – ' +
      'nicht von Hand ändern.',
    '# Einbinden im http{}-Block, z. B. als /etc/nginx/conf.d/musterglanz.conf; root, listen und server_name anpassen.',
    '',
    '# Content-Security-Policy je ausgelieferter Datei: try_files und error_page setzen $uri auf die Datei,',
    '# so bekommen auch die /leistungen/*-Ersatzseite und die 404-Seite die Hashes ihrer JSON-LD-Blöcke.',
  ]
  // exact keys are hashed; long file names need bigger buckets than the default (32 or 64 bytes)
  if (keyWidth > 40) lines.push(`map_hash_bucket_size ${2 ** Math.ceil(Math.log2(keyWidth + 16))};`)
  if (site.formPath) {
    lines.push(
      '',
      '# gleichzeitige Verbindungen je Absender-IP zum Anfrageformular (siehe location unten)',
      'limit_conn_zone $binary_remote_addr zone=musterglanz_anfrage:1m;',
    )
  }
  lines.push(
    'map $uri $musterglanz_csp {',
    `  default ${quote(contentSecurityPolicy)};`,
    ...site.policies.map((policy) => `  ${policy.file} ${quote(policy.csp)};`),
    '}',
    '',
    'map $uri $musterglanz_cache {',
    `  default ${quote(FILE_CACHE)};`,
    `  ${NOT_FOUND_PATH} ${quote(NO_STORE)};`,
    `  ~^/assets/ ${quote(ASSET_CACHE)};`,
    `  ~\\.html$ ${quote(PAGE_CACHE)};`,
    '}',
    '',
    'server {',
    ...options.listen.map((listen) => `  listen ${listen};`),
    '  # HTTPS (HSTS wirkt nur über HTTPS), z. B. mit Let’s Encrypt:',
    '  # listen 443 ssl; listen [::]:443 ssl;',
    `  # ssl_certificate /etc/letsencrypt/live/${options.serverName}/fullchain.pem;`,
    `  # ssl_certificate_key /etc/letsencrypt/live/${options.serverName}/privkey.pem;`,
    `  server_name ${options.serverName};`,
    `  root ${options.root};`,
    '  charset utf-8;',
    '  server_tokens off;',
    '  # langsame Clients: Kopfzeilen und Körper müssen zügig kommen (Pausen höchstens 10 s), sonst 408',
    '  client_header_timeout 10s;',
    '  client_body_timeout 10s;',
    '  send_timeout 10s;',
    '  keepalive_timeout 15s;',
    '  absolute_redirect off;',
    '  gzip on;',
    '  gzip_vary on;',
    '  gzip_types text/css application/javascript image/svg+xml application/xml ' +
      'application/atom+xml application/json text/plain;',
    '',
    '  # dieselben Header wie der Node-Server (engine/http/security-headers.ts); ' +
      '"always" auch für 404 und Umleitungen',
    '  add_header Content-Security-Policy $musterglanz_csp always;',
    ...Object.entries(global).map(([name, value]) => `  add_header ${name} ${quote(value)} always;`),
    '  add_header Cache-Control $musterglanz_cache always;',
    '',
    `  error_page 404 ${NOT_FOUND_PATH};`,
    '',
    '  location = / {',
    '    try_files /index.html =404;',
    '  }',
    '  location / {',
    '    try_files $uri $uri/index.html =404;',
    '  }',
    '  location ^~ /assets/ {',
    '    try_files $uri =404;',
    '  }',
    '  # die Regeldateien für Netlify/Cloudflare nicht ausliefern',
    '  location ~ ^/_(headers|redirects)$ {',
    '    return 404;',
    '  }',
    '  # /seite/ → /seite (301), wie der Node-Server',
    '  location ~ ^(?<musterglanz_path>/.*[^/])/+$ {',
    '    return 301 $musterglanz_path$is_args$args;',
    '  }',
  )
  for (const rule of fallbackRules) {
    lines.push(
      `  # unbekannte ${rule.prefix}…-Pfade zeigen ${rule.target} (engine/content/routes.ts)`,
      `  location ~ ^${escapeRegExp(rule.prefix)}[a-z0-9-]+$ {`,
      `    try_files $uri/index.html ${rule.target}/index.html;`,
      '  }',
    )
  }
  if (site.formPath) {
    lines.push(
      '',
      '  # Anfrageformular: an den Node-Server (npm start) mit TRUST_PROXY=true. X-Forwarded-For wird',
      '  # überschrieben, nicht ergänzt: der Server nimmt den rechten Eintrag, der kein vertrauenswürdiger',
      '  # Proxy ist (TRUSTED_PROXIES, Standard 127.0.0.1 und ::1), als Absender (Limit je IP).',
      '  # nginx liest den ganzen Körper selbst (proxy_request_buffering) und gibt ihn erst vollständig',
      '  # weiter: langsame Clients belegen nginx, nicht den Node-Server.',
      `  location = ${site.formPath} {`,
      `    proxy_pass ${options.upstream};`,
      '    proxy_http_version 1.1;',
      '    proxy_set_header Host $http_host;',
      '    proxy_set_header X-Forwarded-For $remote_addr;',
      '    proxy_set_header X-Forwarded-Proto $scheme;',
      '    proxy_request_buffering on;',
      '    proxy_connect_timeout 5s;',
      '    proxy_read_timeout 30s;',
      '    limit_conn musterglanz_anfrage 10;',
      '    client_max_body_size 64k;',
      '    # ein eigenes add_header hier: die Sicherheits-Header von oben nicht zusätzlich zu denen des Servers',
      '    add_header X-Robots-Tag "noindex" always;',
      '  }',
    )
  }
  lines.push('}')
  return `${lines.join('\n')}\n`
}

/**
 * Writes dist/client/_headers, dist/client/_redirects and <deployDir>/nginx.conf. The site's origin
 * names the nginx server; everything else comes from the page facts and the build.
 */
export function writeDeployRules(
  root: string,
  facts: PageFacts,
  options: { deployDir?: string; nginx?: Partial<NginxOptions> } = {},
): { files: string[]; pages: number; headerRules: number; groups: string[] } {
  const site = readBuiltSite(root, facts)
  const deployDir = options.deployDir ?? path.join(path.dirname(root), path.dirname(NGINX_CONF_FILE))
  const headers = headersFile(site)
  const files = [
    path.join(root, HEADERS_PATH),
    path.join(root, REDIRECTS_PATH),
    path.join(deployDir, path.basename(NGINX_CONF_FILE)),
  ]
  writeFileSync(files[0]!, headers)
  writeFileSync(files[1]!, redirectsFile(site))
  mkdirSync(deployDir, { recursive: true })
  writeFileSync(
    files[2]!,
    nginxConfig(site, {
      root: '/srv/musterglanz/dist/client',
      listen: ['80', '[::]:80'],
      serverName: new URL(facts.origin).hostname,
      upstream: 'http://127.0.0.1:3000',
      ...options.nginx,
    }),
  )
  return { files, pages: site.pages.size, headerRules: countHeaderRules(headers), groups: headerRules(site).groups }
}

function isFallbackCandidate(prefix: string, url: string): boolean {
  return url.startsWith(prefix) && /^[a-z0-9-]+$/.test(url.slice(prefix.length))
}

function toUrlPath(root: string, file: string): string {
  return `/${path.relative(root, file).split(path.sep).join('/')}`
}

function readOptional(file: string): string | null {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return null
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
