import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { ROBOTS_PATH, SITEMAP_PATH } from './output-paths.ts'
import type { PageFacts } from './page-facts.ts'

/** Every page that may be indexed and is its own canonical, as absolute URLs. */
export function sitemapLocations(facts: PageFacts): string[] {
  return facts.pages
    .filter((page) => !page.noindex && page.canonicalPath === page.url)
    .map((page) => facts.origin + page.url)
    .sort()
}

/** Writes sitemap.xml and robots.txt into the build output (root: dist/client). */
export function writeSitemap(root: string, facts: PageFacts): string[] {
  const locations = sitemapLocations(facts)
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...locations.map((loc) => `  <url><loc>${escapeXml(loc)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n')
  writeFileSync(path.join(root, SITEMAP_PATH), xml)
  writeFileSync(path.join(root, ROBOTS_PATH), `User-agent: *\nAllow: /\n\nSitemap: ${facts.origin}${SITEMAP_PATH}\n`)
  return locations
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}
