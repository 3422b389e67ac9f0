import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { htmlFileFor, listPageUrls } from './site-files'

/** What the sitemap needs from a built page: is it indexable, and its canonical URL. */
export function readIndexing(html: string): { indexable: boolean; canonical: string | null } {
  const noindex = /<meta name="robots" content="[^"]*noindex/.test(html)
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? null
  return { indexable: !noindex, canonical }
}

/**
 * Writes sitemap.xml (every indexable page that is its own canonical) and robots.txt into the build
 * output. Reads the built HTML, so the sitemap always matches what is served.
 */
export function writeSitemap(root: string, origin: string): string[] {
  const locations: string[] = []
  for (const url of [...listPageUrls(root)].sort()) {
    const { indexable, canonical } = readIndexing(readFileSync(htmlFileFor(root, url), 'utf8'))
    if (indexable && canonical === origin + url) locations.push(canonical)
  }
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...locations.map((loc) => `  <url><loc>${escapeXml(loc)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n')
  writeFileSync(path.join(root, 'sitemap.xml'), xml)
  writeFileSync(path.join(root, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`)
  return locations
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}
