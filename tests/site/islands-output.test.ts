import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Paragraph } from 'mdast'
import { visit } from 'unist-util-visit'
import { LOADER_SCRIPT, PAGE_SCRIPT_ATTRIBUTE } from '../../engine/build/defer-page-script.ts'
import { builtPages, content, DIST, loadPage, pageScriptOf, readHtml } from '../support/built-site.ts'
import { readMdx } from '../support/site-content.ts'

/** A few words of running text from each of the first plain paragraphs of a content file (one source line each). */
function runningText(file: string, count: number): string[] {
  const found: string[] = []
  visit(readMdx(content.root, file).tree, 'paragraph', (paragraph: Paragraph) => {
    const [only] = paragraph.children
    if (found.length >= count || paragraph.children.length !== 1 || only?.type !== 'text') return
    const line = only.value.split('\n')[0]!
    const words = line.split(' ').slice(0, 6).join(' ')
    if (words.length >= 25) found.push(words)
  })
  return found
}

function javaScriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? javaScriptFiles(path.join(dir, entry.name))
      : entry.name.endsWith('.js')
        ? [path.join(dir, entry.name)]
        : [],
  )
}

describe('islands, not a hydrated app', () => {
  const bundles = javaScriptFiles(path.join(DIST, 'assets')).map((file) => readFileSync(file, 'utf8'))

  it('never ships page text (MDX) as JavaScript', () => {
    const sentences = [
      ...runningText('content/index.mdx', 2),
      ...runningText('content/leistungen/bueroreinigung.mdx', 2),
    ]
    expect(sentences).toHaveLength(4)
    for (const sentence of sentences) {
      expect(loadPage('/').text() + loadPage('/leistungen/bueroreinigung').text()).toContain(sentence)
      expect(
        bundles.some((code) => code.includes(sentence)),
        sentence,
      ).toBe(false)
    }
  })

  it('requests no script file before the first paint: the page script (small, no React) loads after it', () => {
    const $ = loadPage('/')
    expect($('script[src]')).toHaveLength(0)
    expect($('link[rel=modulepreload]')).toHaveLength(0)
    const loaders = $(`script[${PAGE_SCRIPT_ATTRIBUTE}]`)
    expect(loaders).toHaveLength(1)
    expect(loaders.text()).toBe(LOADER_SCRIPT)
    const entry = readFileSync(path.join(DIST, pageScriptOf(readHtml('/'))), 'utf8')
    expect(entry).not.toContain('react-dom')
    expect(entry.length).toBeLessThan(8_000)
  })

  it('answers first taps from one inline script of its own, the same on every page', () => {
    const behaviours = new Set(
      builtPages.map((url) => {
        const $ = loadPage(url)
        const inline = $('body > script:not([type]):not([' + PAGE_SCRIPT_ATTRIBUTE + '])').last()
        return inline.text()
      }),
    )
    expect(behaviours.size).toBe(1)
    const [code] = behaviours
    // the menu, tabs and FAQ hooks, minified: their selectors survive minification
    for (const hook of ['[data-menu-sheet]', '[data-article-toggle]', '[data-island="Faq"]'])
      expect(code, hook).toContain(hook)
    expect(code!.length).toBeLessThan(8_000)
  })

  it('renders every island on the server with its props as JSON and its own id prefix', () => {
    const $ = loadPage('/')
    const islands = $('[data-island]')
    expect(
      islands
        .map((_, el) => $(el).attr('data-island'))
        .get()
        .sort(),
    ).toEqual(['ChatWidget'])
    const prefixes = new Set(islands.map((_, el) => $(el).attr('data-prefix')).get())
    expect(prefixes.size).toBe(islands.length)
    islands.each((_, el) => {
      expect(() => JSON.parse($(el).attr('data-props') ?? '')).not.toThrow()
      expect($(el).children().length).toBeGreaterThan(0) // server HTML, not an empty mount point
    })
  })
})
