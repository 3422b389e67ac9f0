import path from 'node:path'
import type { CheerioAPI } from 'cheerio'
import { PAGE_SCRIPT_ATTRIBUTE } from '../../engine/build/defer-page-script.ts'
import { CLIENT_DIR } from '../../engine/build/output-paths.ts'
import { openBuiltSite } from './built-dist.ts'
import { readSiteContent } from './site-content.ts'

export const DIST = path.resolve(CLIENT_DIR)

/** The project's own build (dist/client) and its content, for the content-dependent checks. */
export const site = openBuiltSite(DIST)
export const content = readSiteContent()

/** URLs of all pre-rendered pages, sorted. */
export const builtPages: string[] = site.pages

export function readHtml(url: string): string {
  return site.readHtml(url)
}

export function loadPage(url: string): CheerioAPI {
  return site.loadPage(url)
}

/** The page's module script (/assets/entries/….js), which its inline loader fetches after the first paint. */
export function pageScriptOf(html: string): string {
  const src = new RegExp(`<script ${PAGE_SCRIPT_ATTRIBUTE}="(/assets/[^"]+\\.js)">`).exec(html)?.[1]
  if (!src) throw new Error('no inline loader of the page script in this page')
  return src
}
