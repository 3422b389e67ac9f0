import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { load, type CheerioAPI } from 'cheerio'
import { htmlFileFor, listPageUrls } from '../../engine/build/site-files'

export const DIST = path.resolve('dist/client')

if (!existsSync(path.join(DIST, 'index.html'))) {
  throw new Error('Kein Build in dist/client – bitte zuerst `npm run build` (npm test macht das automatisch).')
}

/** URLs of all pre-rendered pages, sorted. */
export const builtPages: string[] = [...listPageUrls(DIST)].sort()

export function readHtml(url: string): string {
  return readFileSync(htmlFileFor(DIST, url), 'utf8')
}

export function loadPage(url: string): CheerioAPI {
  return load(readHtml(url))
}
