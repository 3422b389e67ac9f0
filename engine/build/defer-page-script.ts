import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { NOT_FOUND_PATH } from './output-paths.ts'
import { htmlFileFor, listPageUrls } from './site-files.ts'

// The module script Vike writes into every page (at the end of the body).
const PAGE_SCRIPT = /<script src="(\/assets\/entries\/[^"]+\.js)" type="module" async><\/script>/

/** The attribute of the inline loader that names the page's module script. */
export const PAGE_SCRIPT_ATTRIBUTE = 'data-page-script'

/**
 * Loads the page's module script (the React islands' starter), named by the loader's
 * PAGE_SCRIPT_ATTRIBUTE, after the first paint, or at once on the visitor's first tap or key,
 * whichever comes first. A request made before the first paint competes with the stylesheet, the
 * brand font and the hero image on a slow phone; nothing on the first screen needs it, because what
 * must answer a first tap is inline in the page. The same text on every page, so one CSP hash.
 * Plain text, not a stringified function: the build's transpiler would add helpers to one.
 */
export const LOADER_SCRIPT = `(() => {
  const src = document.currentScript.getAttribute('${PAGE_SCRIPT_ATTRIBUTE}')
  const events = ['pointerdown', 'touchstart', 'keydown', 'focusin']
  let started = false
  const start = () => {
    if (started) return
    started = true
    for (const type of events) removeEventListener(type, start, true)
    const script = document.createElement('script')
    script.type = 'module'
    script.src = src
    document.head.append(script)
  }
  for (const type of events) addEventListener(type, start, { capture: true, passive: true })
  // a frame after the first one: by then the first screen is painted
  const afterPaint = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start)))
  if (document.readyState === 'complete') afterPaint()
  else addEventListener('load', afterPaint, { once: true })
})()`

/** The page with its module script tag replaced by the inline loader; unchanged when it has none. */
export function deferPageScript(html: string): string {
  return html.replace(
    PAGE_SCRIPT,
    (_tag, src: string) => `<script ${PAGE_SCRIPT_ATTRIBUTE}="${src}">${LOADER_SCRIPT}</script>`,
  )
}

/** Rewrites every built page and the 404 page; returns how many had a module script. */
export function deferPageScripts(root: string): number {
  const files = [...listPageUrls(root)].map((url) => htmlFileFor(root, url))
  files.push(path.join(root, NOT_FOUND_PATH))
  let deferred = 0
  for (const file of files) {
    let html: string
    try {
      html = readFileSync(file, 'utf8')
    } catch {
      continue
    }
    const rewritten = deferPageScript(html)
    if (rewritten === html) continue
    writeFileSync(file, rewritten)
    deferred++
  }
  return deferred
}
