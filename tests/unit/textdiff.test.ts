import { describe, expect, it } from 'vitest'
import { compareBuilds, lineChanges } from '../../scripts/textdiff/compare.ts'
import { pageText } from '../../scripts/textdiff/page-text.ts'
import { comparisonMarkdown } from '../../scripts/textdiff/markdown.ts'
import { formatComparison } from '../../scripts/textdiff/report.ts'

// Two tiny "builds" (URL → HTML) instead of two built sites.
const page = (title: string, main: string, footer = '<p>© Musterglanz</p>') =>
  `<!DOCTYPE html><html lang="de"><head><title>${title}</title><meta name="description" content="Beschreibung von ${title}">` +
  `<script type="application/ld+json">{"@type":"WebPage","name":"unsichtbar"}</script></head>` +
  `<body><header><nav><a href="/">Startseite</a></nav></header><main>${main}</main><footer>${footer}</footer></body></html>`

const oldBuild = new Map([
  ['/', page('Start', '<h1>Willkommen</h1><p>Wir reinigen Büros.</p>')],
  ['/kontakt', page('Kontakt', '<h1>Kontakt</h1><p>Rufen Sie uns an.</p><p>Wir antworten schnell.</p>')],
  ['/alt', page('Alte Seite', '<h1>Alt</h1>')],
])
const newBuild = new Map([
  ['/', page('Start', '<h1>Willkommen</h1><p>Wir reinigen Büros.</p>', '<p>© Musterglanz</p><p>Neu im Fuß</p>')],
  [
    '/kontakt',
    page(
      'Kontakt und Anfahrt',
      '<h1>Kontakt</h1><p>Schreiben Sie uns.</p><p>Wir antworten schnell.</p>',
      '<p>© Musterglanz</p><p>Neu im Fuß</p>',
    ),
  ],
  ['/neu', page('Neue Seite', '<h1>Neu</h1><p>Erster Absatz.</p>', '<p>© Musterglanz</p><p>Neu im Fuß</p>')],
])

describe('pageText', () => {
  it('gives one line per block element and leaves out scripts, JSON-LD, icons and hidden markup', () => {
    const text = pageText(
      page(
        'T',
        '<section><h2>Über<span>schrift</span></h2><p>Ein <strong>fetter</strong>\n  Satz mit Bü\u00adro.</p><ul><li>eins</li><li>zwei</li></ul>' +
          '<svg aria-hidden="true"><title>Icon</title></svg><div hidden>versteckt</div><script>var x = "Code"</script>' +
          '<img src="a.jpg" alt="Helles Büro"><input name="n" placeholder="Ihr Name">' +
          '<address><span>Musterstraße 12</span><span>10115 Berlin</span></address><p><strong>Telefon:</strong> <a href="tel:1">030 1</a></p></section>',
      ),
    )
    expect(text.title).toBe('T')
    expect(text.description).toBe('Beschreibung von T')
    expect(text.lines).toEqual([
      'Überschrift',
      'Ein fetter Satz mit Büro.',
      'eins',
      'zwei',
      '[Bild: Helles Büro]',
      '[Platzhalter: Ihr Name]',
      'Musterstraße 12',
      '10115 Berlin',
      'Telefon: 030 1',
    ])
    expect(text.frame).toEqual(['Startseite', '© Musterglanz'])
  })
})

describe('compareBuilds', () => {
  const comparison = compareBuilds(oldBuild, newBuild)

  it('lists new and removed pages', () => {
    expect(comparison.added.map((p) => p.url)).toEqual(['/neu'])
    expect(comparison.added[0]!.text.lines).toEqual(['Neu', 'Erster Absatz.'])
    expect(comparison.removed.map((p) => p.url)).toEqual(['/alt'])
  })

  it('reports changed text and title per page, and unchanged pages not at all', () => {
    expect(comparison.changed).toEqual([
      {
        url: '/kontakt',
        title: { old: 'Kontakt', new: 'Kontakt und Anfahrt' },
        description: { old: 'Beschreibung von Kontakt', new: 'Beschreibung von Kontakt und Anfahrt' },
        lines: { removed: ['Rufen Sie uns an.'], added: ['Schreiben Sie uns.'] },
        reordered: false,
      },
    ])
  })

  it('reports a footer change once for all pages, not per page', () => {
    expect(comparison.frame).toEqual([
      { lines: { removed: [], added: ['Neu im Fuß'] }, urls: ['/', '/kontakt'], elsewhere: [] },
    ])
  })

  it('groups frame lines by the pages that show them', () => {
    const withBar = (bar: string) => `<p>© Musterglanz</p><div class="bar">${bar}</div>`
    const frame = compareBuilds(
      new Map([
        ['/', page('S', '', withBar('Anrufen'))],
        ['/form', page('F', '', '<p>© Musterglanz</p>')],
      ]),
      new Map([
        ['/', page('S', '', withBar('Jetzt anrufen'))],
        ['/form', page('F', '', '<p>© Musterglanz</p>')],
      ]),
    ).frame
    expect(frame).toEqual([
      { lines: { removed: ['Anrufen'], added: ['Jetzt anrufen'] }, urls: ['/'], elsewhere: ['/form'] },
    ])
  })

  it('finds nothing when both builds are the same', () => {
    const same = compareBuilds(oldBuild, new Map(oldBuild))
    expect(same).toEqual({ added: [], removed: [], changed: [], frame: [] })
    expect(formatComparison(same, 'main').split('\n')).toHaveLength(1)
  })

  it('notices paragraphs that only moved', () => {
    const moved = compareBuilds(
      new Map([['/', page('S', '<p>A</p><p>B</p>')]]),
      new Map([['/', page('S', '<p>B</p><p>A</p>')]]),
    )
    expect(moved.changed[0]).toMatchObject({ lines: { removed: [], added: [] }, reordered: true })
  })
})

describe('lineChanges', () => {
  it('counts repeated lines', () => {
    expect(lineChanges(['a', 'b', 'a'], ['a', 'b', 'c'])).toEqual({ removed: ['a'], added: ['c'] })
  })
})

describe('formatComparison', () => {
  it('prints German headings and +/- lines like a diff', () => {
    const text = formatComparison(compareBuilds(oldBuild, newBuild), 'main')
    expect(text).toContain('Neue Seiten (1)')
    expect(text).toContain('Entfernte Seiten (1)')
    expect(text).toContain('Geänderte Seiten (1)')
    expect(text).toMatch(/^ {4}- Rufen Sie uns an\.$/m)
    expect(text).toMatch(/^ {4}\+ Schreiben Sie uns\.$/m)
    expect(text).toMatch(/auf allen Seiten\n {4}\+ Neu im Fuß/)
  })
})

describe('comparisonMarkdown', () => {
  const markdown = comparisonMarkdown(compareBuilds(oldBuild, newBuild), 'main')

  it('gives each changed page a heading with its URL and the old and new lines in a diff block', () => {
    expect(markdown).toContain(
      [
        '### `/kontakt`',
        '',
        'Seitentitel:',
        '',
        '```diff',
        '- Kontakt',
        '+ Kontakt und Anfahrt',
        '```',
        '',
        'Beschreibung für Suchmaschinen:',
        '',
        '```diff',
        '- Beschreibung von Kontakt',
        '+ Beschreibung von Kontakt und Anfahrt',
        '```',
        '',
        'Text der Seite:',
        '',
        '```diff',
        '- Rufen Sie uns an.',
        '+ Schreiben Sie uns.',
        '```',
      ].join('\n'),
    )
  })

  it('counts the changes, shows new pages whole, lists removed pages and the frame once', () => {
    expect(markdown).toMatch(/^## Textänderungen für Besucherinnen und Besucher$/m)
    expect(markdown).toContain('Gegenüber `main`: 1 geänderte Seite, 1 neue Seite, 1 entfernte Seite,')
    expect(markdown).toContain('### `/neu` (neue Seite)\n\nSeitentitel: Neue Seite')
    expect(markdown).toContain('```diff\n+ Neu\n+ Erster Absatz.\n```')
    expect(markdown).toContain('### Entfernte Seiten\n\n- `/alt` – Alte Seite')
    expect(markdown).toContain('### Kopfzeile, Menü und Fußzeile (auf allen Seiten)\n\n```diff\n+ Neu im Fuß\n```')
  })

  it('says "keine sichtbare Änderung" when both builds show the same text', () => {
    expect(comparisonMarkdown(compareBuilds(oldBuild, new Map(oldBuild)), 'main')).toContain(
      'Keine sichtbare Änderung gegenüber `main`',
    )
  })

  it('keeps text with backticks inside its block', () => {
    const code = comparisonMarkdown(
      compareBuilds(
        new Map([['/', page('S', '<p>alt</p>')]]),
        new Map([['/', page('S', '<p>Zeichen ``` im Text</p>')]]),
      ),
      'main',
    )
    expect(code).toContain('````diff\n- alt\n+ Zeichen ``` im Text\n````')
  })
})
