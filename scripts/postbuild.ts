// Runs after `vite build` (which pre-renders every page): writes sitemap.xml and robots.txt.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { readIndexing, writeSitemap } from '../engine/build/sitemap'

const root = path.resolve('dist/client')
// the home page's canonical URL carries the configured origin (content/firma.yaml or SITE_ORIGIN)
const homeCanonical = readIndexing(readFileSync(path.join(root, 'index.html'), 'utf8')).canonical
if (!homeCanonical) throw new Error('dist/client/index.html hat keinen canonical-Link')
const locations = writeSitemap(root, new URL(homeCanonical).origin)
console.log(`sitemap.xml: ${locations.length} Seiten; robots.txt geschrieben`)
