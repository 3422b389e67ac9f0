import { describe, expect, it } from 'vitest'
import { resolvePath, urlForContentFile } from '../../engine/content/routes.ts'

describe('content file → URL', () => {
  it('maps files below content/ to clean URLs', () => {
    expect(urlForContentFile('/content/index.mdx')).toBe('/')
    expect(urlForContentFile('/content/preise.mdx')).toBe('/preise')
    expect(urlForContentFile('/content/leistungen/bueroreinigung.mdx')).toBe('/leistungen/bueroreinigung')
    expect(urlForContentFile('/content/blog/index.mdx')).toBe('/blog')
  })

  it('treats files and folders starting with "_" as partials, not pages', () => {
    expect(urlForContentFile('/content/_404.mdx')).toBeNull()
    expect(urlForContentFile('/content/_teile/kontakt.mdx')).toBeNull()
  })
})

describe('path resolution', () => {
  const pages = new Set([
    '/',
    '/kontakt',
    '/leistungen',
    '/leistungen/bueroreinigung',
    '/leistungen/haushaltsreinigung',
  ])

  it('serves existing pages as themselves', () => {
    expect(resolvePath('/kontakt', pages)).toEqual({ kind: 'page', url: '/kontakt' })
    expect(resolvePath('/leistungen/haushaltsreinigung', pages)).toEqual({
      kind: 'page',
      url: '/leistungen/haushaltsreinigung',
    })
  })

  it('shows the office-cleaning page for unknown service paths', () => {
    expect(resolvePath('/leistungen/teppichreinigung', pages)).toEqual({
      kind: 'fallback',
      url: '/leistungen/bueroreinigung',
    })
  })

  it('does not stretch the service fallback to deeper or odd paths', () => {
    expect(resolvePath('/leistungen/a/b', pages)).toEqual({ kind: 'not-found' })
    expect(resolvePath('/leistungen/Ü', pages)).toEqual({ kind: 'not-found' })
    expect(resolvePath('/unbekannt', pages)).toEqual({ kind: 'not-found' })
  })

  it('redirects a trailing slash to the canonical form', () => {
    expect(resolvePath('/kontakt/', pages)).toEqual({ kind: 'redirect', url: '/kontakt' })
    expect(resolvePath('/gibtsnicht/', pages)).toEqual({ kind: 'not-found' })
  })
})
