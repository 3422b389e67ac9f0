import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DIST, loadPage } from '../support/built-site'

function javaScriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? javaScriptFiles(path.join(dir, entry.name)) : entry.name.endsWith('.js') ? [path.join(dir, entry.name)] : [],
  )
}

describe('islands, not a hydrated app', () => {
  const bundles = javaScriptFiles(path.join(DIST, 'assets')).map((file) => readFileSync(file, 'utf8'))

  it('never ships page text (MDX) as JavaScript', () => {
    const sentences = ['Gebäudereinigung, auf die Sie sich verlassen können', 'Ihre Reinigungsfirma für Berlin', 'Das gehört zu unserer Büroreinigung']
    for (const sentence of sentences) {
      expect(loadPage('/').text() + loadPage('/leistungen/bueroreinigung').text()).toContain(sentence)
      expect(bundles.some((code) => code.includes(sentence)), sentence).toBe(false)
    }
  })

  it('loads only the small client entry at page load; React and islands are separate chunks', () => {
    const $ = loadPage('/')
    const scripts = $('script[src]').map((_, s) => $(s).attr('src')).get()
    expect(scripts).toHaveLength(1)
    expect($('link[rel=modulepreload]')).toHaveLength(0)
    const entry = readFileSync(path.join(DIST, scripts[0]!), 'utf8')
    expect(entry).not.toContain('react-dom')
    expect(entry.length).toBeLessThan(8_000)
  })

  it('renders every island on the server with its props as JSON and its own id prefix', () => {
    const $ = loadPage('/')
    const islands = $('[data-island]')
    expect(islands.map((_, el) => $(el).attr('data-island')).get().sort()).toEqual(['ChatWidget'])
    const prefixes = new Set(islands.map((_, el) => $(el).attr('data-prefix')).get())
    expect(prefixes.size).toBe(islands.length)
    islands.each((_, el) => {
      expect(() => JSON.parse($(el).attr('data-props') ?? '')).not.toThrow()
      expect($(el).children().length).toBeGreaterThan(0) // server HTML, not an empty mount point
    })
  })
})
