import path from 'node:path'
import type { PrerenderContext } from 'vike/types'
import { writePageFacts } from '../engine/build/collect-page-facts.ts'
import { CLIENT_DIR } from '../engine/build/output-paths.ts'

// Before the pages are rendered: what the steps after the build need to know about each page
// (dist/page-facts.json, read by scripts/postbuild.ts), so they never parse it back out of the HTML.
export async function onPrerenderStart(prerenderContext: PrerenderContext): Promise<void> {
  const urls = prerenderContext.pageContexts
    .filter((pageContext) => !pageContext.is404)
    .map((pageContext) => pageContext.urlOriginal)
  await writePageFacts(path.resolve(CLIENT_DIR), urls)
}
