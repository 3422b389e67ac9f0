import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { resolvePath } from '../../engine/content/routes.ts'
import { phoneDisplay, telHref } from '../../engine/site/phone.ts'
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

// the emergency sentence from firma.yaml names the main number where {telefon} stands: a visitor in an
// emergency taps it, so it is a link to call, not plain text
describe('emergency number in running text', () => {
  const { company } = content
  const [lead] = String(company.notdienst_erreichbarkeit).split('{telefon}')
  const opening = lead!.trim().split(/\s+/).slice(0, 4).join(' ')
  const pages = builtPages.filter((url) => loadPage(url)('main').text().replace(/\s+/g, ' ').includes(opening))

  it('is on some pages', () => expect(pages.length).toBeGreaterThan(0))

  it.each(pages)('%s: the number in the sentence is a link to call it', (url) => {
    const $ = loadPage(url)
    // the innermost element that holds the sentence: ancestors come first in document order
    const sentence = $('main *')
      .filter((_, element) => $(element).text().replace(/\s+/g, ' ').includes(opening))
      .last()
    const link = sentence.find(`a[href="${telHref(company.telefon)}"]`)
    expect(link.text().replace(/\s/g, ' ')).toBe(phoneDisplay(company.telefon))
  })
})
