import { describe, expect, it } from 'vitest'
import { NOT_FOUND_PROBE, planForChanges, representativePages } from '../../scripts/pr/affected-pages.ts'

// A tiny site (tests/fixtures/pr-site) whose pages use the blocks that read data files: the quote form,
// job postings, the FAQ and the article list.
const root = 'tests/fixtures/pr-site'
const plan = (...files: string[]) => planForChanges(files, root)
const FRAME = ['/', '/leistungen/fensterputz', '/blog', '/blog/erster-beitrag', '/kontakt']

describe('pages a content change affects', () => {
  it('representative pages: home, a service page, the journal and an article, the quote form', () => {
    expect(representativePages(root)).toEqual(FRAME)
  })

  it('a page file: its own page', () => {
    expect(plan('content/karriere.mdx')).toEqual({
      contentOnly: true,
      pages: ['/karriere'],
      files: [{ file: 'content/karriere.mdx', pages: ['/karriere'] }],
    })
  })

  it('an article: the article, the journal and every list of articles', () => {
    expect(plan('content/blog/erster-beitrag.mdx').pages).toEqual(['/blog', '/blog/erster-beitrag'])
    // a new article that does not exist yet in this checkout still changes the journal
    expect(plan('content/blog/geloescht.mdx').pages).toEqual(['/blog'])
  })

  it('the frame files: the representative pages', () => {
    expect(plan('content/firma.yaml').pages).toEqual([...FRAME].sort())
    expect(plan('content/rahmen.yaml').pages).toEqual([...FRAME].sort())
  })

  it('form and job texts: the pages with the quote form or the job postings', () => {
    expect(plan('content/formular.yaml').pages).toEqual(['/kontakt'])
    expect(plan('content/stellen.yaml').pages).toEqual(['/karriere'])
  })

  it('images: the pages that show them; one named nowhere or in a data file, the representative pages', () => {
    expect(plan('content/bilder/eimer.jpg').pages).toEqual(['/'])
    expect(plan('content/bilder/logo.png').pages).toEqual([...FRAME].sort())
    expect(plan('content/bilder/ungenutzt.jpg').pages).toEqual([...FRAME].sort())
  })

  it('partials: the 404 page by an unknown address, the closing block by an article', () => {
    expect(plan('content/_404.mdx').pages).toEqual([NOT_FOUND_PROBE])
    expect(plan('content/blog/_beitrag-ende.mdx').pages).toEqual(['/blog/erster-beitrag'])
  })

  it('the word list and the guide change no page; a deleted page is gone', () => {
    expect(plan('content/woerterbuch.txt', 'content/README.md', 'content/alt.mdx')).toMatchObject({
      contentOnly: true,
      pages: [],
    })
  })

  it('several files: each page once; any file outside content/ means the full suite', () => {
    expect(plan('content/kontakt.mdx', 'content/formular.yaml').pages).toEqual(['/kontakt'])
    expect(plan('content/kontakt.mdx', 'components/mdx/QuoteForm.tsx')).toEqual({
      contentOnly: false,
      pages: [],
      files: [],
    })
    expect(plan('.github/workflows/pruefen.yml').contentOnly).toBe(false)
  })
})
