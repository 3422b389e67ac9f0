import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { load, type CheerioAPI } from 'cheerio'
import { htmlFileFor, listPageUrls } from '../../engine/build/site-files.ts'

/** The pre-rendered pages of one build output (the project's dist/client or a copy's). */
export interface BuiltSite {
  dist: string
  /** URLs of all pre-rendered pages, sorted */
  pages: string[]
  readHtml: (url: string) => string
  loadPage: (url: string) => CheerioAPI
  /** a file of the output, e.g. "sitemap.xml" */
  readFile: (file: string) => string
}

export function openBuiltSite(dist: string): BuiltSite {
  if (!existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`Kein Build in ${dist} – bitte zuerst \`npm run build\` (npm test macht das automatisch).`)
  }
  const readHtml = (url: string) => readFileSync(htmlFileFor(dist, url), 'utf8')
  return {
    dist,
    pages: [...listPageUrls(dist)].sort(),
    readHtml,
    loadPage: (url) => load(readHtml(url)),
    readFile: (file) => readFileSync(path.join(dist, file), 'utf8'),
  }
}
