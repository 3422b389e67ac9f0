import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { HEADERS_PATH, NGINX_CONF_FILE, REDIRECTS_PATH } from './output-paths.ts'
import type { PageFacts } from './page-facts.ts'
import { readBuiltSite } from './deploy/built-site.ts'
import { headerRules } from './deploy/header-rules.ts'
import { countHeaderRules, headersFile } from './deploy/headers-file.ts'
import { nginxConfig, type NginxOptions } from './deploy/nginx-config.ts'
import { redirectsFile } from './deploy/redirects-file.ts'

/**
 * Rules for serving dist/client without the Node server, generated from the same sources as the
 * server (engine/http/: security headers, CSP, cache policy; fallbackRules of engine/content/routes.ts),
 * the page facts of the build (engine/build/page-facts.ts) and the hashes of the built HTML: `_headers`
 * and `_redirects` (Netlify, Cloudflare Pages) in dist/client and an nginx configuration in
 * dist/deploy/nginx.conf. Written by scripts/postbuild.ts.
 * In deploy/: built-site.ts reads the pages and their CSP hashes, header-rules.ts groups the `_headers`
 * rules within Cloudflare's limits, and one writer each makes `_headers`, `_redirects` and nginx.conf.
 */

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
