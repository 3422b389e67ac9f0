// Runs after `vike build` (which pre-renders every page and writes dist/page-facts.json): writes
// sitemap.xml, robots.txt, the Atom feed and the rules for static hosts (_headers, _redirects,
// dist/deploy/nginx.conf) from those page facts; only the CSP hashes are taken from the built HTML,
// after the pages' module script has been moved behind the first paint (defer-page-script.ts).
// The Node server's policies (dist/page-policies.json) are fixed here too, from the same built pages.
import path from 'node:path'
import { deferPageScripts } from '../engine/build/defer-page-script.ts'
import { readBuiltSite } from '../engine/build/deploy/built-site.ts'
import { MAX_HEADER_RULES } from '../engine/build/deploy/header-rules.ts'
import { writeDeployRules } from '../engine/build/deploy-rules.ts'
import { writeFeed } from '../engine/build/feed.ts'
import {
  CLIENT_DIR,
  FEED_PATH,
  HEADERS_PATH,
  NGINX_CONF_FILE,
  REDIRECTS_PATH,
  ROBOTS_PATH,
  SITEMAP_PATH,
} from '../engine/build/output-paths.ts'
import { readPageFacts } from '../engine/build/page-facts.ts'
import { writeSitemap } from '../engine/build/sitemap.ts'
import { writePagePolicies } from '../engine/http/page-policies.ts'

const root = path.resolve(CLIENT_DIR)
const facts = readPageFacts(root)

// first: the CSP hashes below are taken from the pages as they are served
const deferred = deferPageScripts(root)
console.log(`Seitenskript nach dem ersten Bild geladen: ${deferred} HTML-Dateien`)

const locations = writeSitemap(root, facts)
console.log(`${SITEMAP_PATH.slice(1)}: ${locations.length} Seiten; ${ROBOTS_PATH.slice(1)} geschrieben`)

const entries = writeFeed(root, facts)
console.log(`${FEED_PATH.slice(1)}: ${entries} Beiträge`)

const deploy = writeDeployRules(root, facts)
const groups = deploy.groups.length > 0 ? `, gemeinsame Regel für ${deploy.groups.join(', ')}` : ''
const limit =
  deploy.headerRules > MAX_HEADER_RULES
    ? `mehr als die ${MAX_HEADER_RULES}, die Cloudflare Pages annimmt`
    : `höchstens ${MAX_HEADER_RULES} für Cloudflare Pages`
console.log(
  `${HEADERS_PATH.slice(1)}: ${deploy.headerRules} Regeln (${limit}${groups}); ` +
    `${REDIRECTS_PATH.slice(1)}, ${NGINX_CONF_FILE}: ${deploy.pages} Seiten`,
)

const policies = readBuiltSite(root, facts).policies
writePagePolicies(root, policies)
console.log(`page-policies.json: Content-Security-Policy für ${policies.length} HTML-Dateien (für npm start)`)
