import { describe, expect, it } from 'vitest'
import { keepTogether, keepUnitWithFigureBefore } from '../../engine/site/line-breaks.ts'
import { expandDays, openingHoursLines, openingHoursSpecification } from '../../engine/site/opening-hours.ts'
import { mailHref, phoneDisplay, telHref, whatsAppHref } from '../../engine/site/phone.ts'
import { serializeJsonLd } from '../../engine/render/json-ld.ts'

/** The text as a visitor reads it: no-break spaces as spaces, word joiners gone. */
const visible = (text: string) => text.replace(/\u00A0/g, ' ').replace(/\u2060/g, '')
/** The pieces a line may break between (ordinary spaces, after a dash without word joiners), as a visitor reads them. */
const breakPoints = (text: string) => text.split(/ |(?<=(?<!\u2060)–)(?!\u2060)/).map(visible)

describe('phone formats', () => {
  it('derives display, tel: and WhatsApp forms from one international number', () => {
    expect(phoneDisplay('+49 30 23125999')).toBe('030 23125999')
    expect(telHref('+49 30 23125999')).toBe('tel:+493023125999')
    expect(whatsAppHref('+49 171 3920099', 'Grüß Gott & hallo?')).toBe(
      'https://wa.me/491713920099?text=Gr%C3%BC%C3%9F%20Gott%20%26%20hallo%3F',
    )
  })

  it('builds mailto links with spaces as %20', () => {
    expect(mailHref('info@example.com', 'Meine Anfrage', 'Guten Tag')).toBe(
      'mailto:info@example.com?subject=Meine%20Anfrage&body=Guten%20Tag',
    )
  })
})

describe('opening hours', () => {
  it('expands German day ranges and lists', () => {
    expect(expandDays('Mo–Fr')).toEqual([0, 1, 2, 3, 4])
    expect(expandDays('Sa, So')).toEqual([5, 6])
  })

  it('formats German lines and schema.org specifications', () => {
    const hours = [{ tage: 'Mo–Fr', von: '06:00', bis: '23:00' }]
    // visible text as written; a line may break only between the days and the hours
    expect(openingHoursLines(hours).map(visible)).toEqual(['Mo–Fr 06:00–23:00 Uhr'])
    expect(openingHoursLines(hours).map(breakPoints)).toEqual([['Mo–Fr', '06:00–23:00 Uhr']])
    // the short form for the header's contact bar keeps minutes only where they are not :00
    const short = openingHoursLines([...hours, { tage: 'Sa', von: '07:30', bis: '14:00' }], { short: true })
    expect(short.map(visible)).toEqual(['Mo–Fr 6–23 Uhr', 'Sa 7:30–14 Uhr'])
    expect(openingHoursSpecification(hours)[0]).toMatchObject({
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '06:00',
    })
  })
})

describe('German line breaks', () => {
  it('keeps a number with its unit and a range in one piece, and changes nothing a visitor sees', () => {
    const examples = {
      'Rückruf in 24 Stunden garantiert': ['Rückruf', 'in', '24 Stunden', 'garantiert'],
      'versichert mit 5 Mio. € je Fall': ['versichert', 'mit', '5 Mio. €', 'je', 'Fall'],
      '50.000+ m² und 98 % Zufriedenheit': ['50.000+ m²', 'und', '98 %', 'Zufriedenheit'],
      'Sa–So 7:30–22 Uhr, 20–40 Plätze': ['Sa–So', '7:30–22 Uhr,', '20–40', 'Plätze'],
      // a spaced dash is a dash between clauses: it stays at the end of the line, after the word before it
      'Berlin-Mitte – ab 3 Monaten, 2 mal': ['Berlin-Mitte –', 'ab', '3 Monaten,', '2', 'mal'],
      // hours written out stay one figure; „bis“ between other words is left alone
      'früh von 5 bis 8 Uhr, 9 und 15 Uhr, bis morgen': [
        'früh',
        'von',
        '5 bis 8 Uhr,',
        '9 und 15 Uhr,',
        'bis',
        'morgen',
      ],
      // the required-field mark never starts a line; a star inside a word is left alone
      'Felder mit * sind Pflicht, 5*-Hotel': ['Felder', 'mit *', 'sind', 'Pflicht,', '5*-Hotel'],
    }
    for (const [text, pieces] of Object.entries(examples)) {
      expect(visible(keepTogether(text))).toBe(text)
      expect(breakPoints(keepTogether(text))).toEqual(pieces)
    }
  })

  it('never leaves „E-“ or a short last part of a name alone, but lets long compound names break at their hyphen', () => {
    expect(keepTogether('per E-Mail oder U-Bahn')).toBe('per E-\u2060Mail oder U-\u2060Bahn')
    expect(keepTogether('in Berlin-Mitte.')).toBe('in Berlin-\u2060Mitte.')
    for (const name of ['Charlottenburg-Wilmersdorf', 'Mecklenburg-Vorpommern', 'Gebäude-Reinigung'])
      expect(keepTogether(name)).toBe(name)
  })

  it('keeps a dash with the word before it, also where the source line ends before the dash', () => {
    // in HTML the line end is a space; the page shows the same text, joined to the dash
    expect(breakPoints(keepTogether('bis Sachsen\n– mit Leuten'))).toEqual(['bis', 'Sachsen –', 'mit', 'Leuten'])
  })

  it('keeps two-part abbreviations on one line', () => {
    expect(breakPoints(keepTogether('ab 450 € inkl. MwSt., z. B. nach Umbau, d. h. einmalig'))).toEqual([
      'ab',
      '450 €',
      'inkl. MwSt.,',
      'z. B.',
      'nach',
      'Umbau,',
      'd. h.',
      'einmalig',
    ])
    expect(breakPoints(keepTogether('Bad. Bitte'))).toEqual(['Bad.', 'Bitte'])
  })

  it('joins a unit to a figure rendered just before it', () => {
    expect(breakPoints(`24${keepUnitWithFigureBefore(' Stunden nach der Besichtigung')}`)).toEqual([
      '24 Stunden',
      'nach',
      'der',
      'Besichtigung',
    ])
    expect(keepUnitWithFigureBefore(' Kunden')).toBe(' Kunden')
  })
})

describe('JSON-LD escaping', () => {
  it('can never close the script element or break out of it', () => {
    const out = serializeJsonLd({ name: '</script><script>alert(1)</script>', note: 'a & b \u2028' })
    expect(out).not.toContain('</script>')
    expect(out).not.toContain('<')
    expect(JSON.parse(out)).toEqual({ name: '</script><script>alert(1)</script>', note: 'a & b \u2028' })
  })
})

describe('structured data from frontmatter', async () => {
  const { buildJsonLd } = await import('../../engine/render/structured-data.ts')
  const { company } = await import('../../engine/site/site-data.ts')
  it('fills company facts at any depth, e.g. the provider of a Service', () => {
    const [service] = buildJsonLd([
      {
        '@type': 'Service',
        name: 'Unterhaltsreinigung',
        provider: { '@type': 'Organization', firmendaten: ['name', 'telephone'] },
      },
    ]) as Record<string, any>[]
    expect(service).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Service',
      provider: {
        '@type': 'Organization',
        name: company.name,
        telephone: telHref(company.telefon).replace('tel:', ''),
      },
    })
    expect(service!.provider.firmendaten).toBeUndefined()
  })
})
