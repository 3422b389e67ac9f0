// Runs after `vite build` (which pre-renders every page): writes sitemap.xml, robots.txt, the Atom feed
// and the rules for static hosts (_headers, _redirects, dist/deploy/nginx.conf).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'
import { writeFeed } from '../engine/build/feed'
import { writeDeployRules } from '../engine/build/deploy-rules'
import { readIndexing, writeSitemap } from '../engine/build/sitemap'
import { JOURNAL_URL } from '../engine/content/article-schema'

const root = path.resolve('dist/client')
// the home page's canonical URL carries the configured origin (content/firma.yaml or SITE_ORIGIN)
const homeCanonical = readIndexing(readFileSync(path.join(root, 'index.html'), 'utf8')).canonical
if (!homeCanonical) throw new Error('dist/client/index.html hat keinen canonical-Link')
const origin = new URL(homeCanonical).origin
const locations = writeSitemap(root, origin)
console.log(`sitemap.xml: ${locations.length} Seiten; robots.txt geschrieben`)

// both files were validated when the site was built
const chrome = parse(readFileSync('content/rahmen.yaml', 'utf8')) as { blog: { feed_titel: string; feed_beschreibung: string } }
const company = parse(readFileSync('content/firma.yaml', 'utf8')) as { name: string }
const entries = writeFeed(root, origin, JOURNAL_URL, { title: chrome.blog.feed_titel, description: chrome.blog.feed_beschreibung, owner: company.name })
console.log(`${JOURNAL_URL.slice(1)}/feed.xml: ${entries} Beiträge`)

const deploy = writeDeployRules(root, { origin })
console.log(`_headers (${deploy.headerRules} Regeln${deploy.headerRules > 100 ? ' – mehr als die 100, die Cloudflare Pages annimmt' : ''}), _redirects, deploy/nginx.conf: ${deploy.pages} Seiten`)
