import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { resolvePath } from '../../engine/content/routes.ts'
import { builtPages, content, DIST, loadPage } from '../support/built-site.ts'
import { originOf } from '../support/site-content.ts'

// Every internal link and #anchor in the built HTML must lead somewhere real.
describe('internal links', () => {
  const pages = new Set(builtPages)
  const origin = originOf(content)
  const idsByPage = new Map(
    builtPages.map((url) => [
      url,
      new Set(
        loadPage(url)('[id]')
          .map((_, el) => el.attribs.id)
          .get(),
      ),
    ]),
  )

  it('all resolve (pages, fallback rule, files and anchors)', () => {
    const broken = new Set<string>()
    const viaFallback = new Set<string>()
    for (const url of builtPages) {
      const $ = loadPage(url)
      $('a[href], link[href], img[src], source[srcset]').each((_, element) => {
        const raw = element.attribs.href ?? element.attribs.src ?? element.attribs.srcset?.split(' ')[0] ?? ''
        if (/^(https?:|mailto:|tel:)/.test(raw) && !raw.startsWith(origin)) return
        const target = new URL(raw, `${origin}${url}`)
        const pathname = decodeURIComponent(target.pathname)
        if (/\.[a-z0-9]+$/i.test(pathname)) {
          if (!existsSync(path.join(DIST, pathname))) broken.add(`${url}: ${raw} (Datei fehlt)`)
          return
        }
        const resolution = resolvePath(pathname, pages)
        if (resolution.kind === 'not-found' || resolution.kind === 'redirect') {
          broken.add(`${url}: ${raw}`)
          return
        }
        if (resolution.kind === 'fallback') viaFallback.add(pathname)
        const hash = decodeURIComponent(target.hash.slice(1))
        if (hash && !idsByPage.get(resolution.url)?.has(hash)) broken.add(`${url}: ${raw} (Anker fehlt)`)
      })
    }
    expect([...broken]).toEqual([])
    // the /leistungen/* rule catches typed-in addresses; our own cards and buttons must name real pages
    expect([...viaFallback].sort(), 'Links auf Leistungsseiten, die es nicht gibt').toEqual([])
  })
})
