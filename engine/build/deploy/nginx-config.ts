import { fallbackRules } from '../../content/routes.ts'
import { ASSET_CACHE, FILE_CACHE, NO_STORE, PAGE_CACHE } from '../../http/cache-policy.ts'
import { contentSecurityPolicy, securityHeaders } from '../../http/security-headers.ts'
import { NOT_FOUND_PATH } from '../output-paths.ts'
import type { BuiltSite } from './built-site.ts'

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

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
