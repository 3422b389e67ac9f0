import { load } from 'cheerio'
import { describe, expect, it } from 'vitest'
import { officeLabels, quoteFields } from '../../engine/forms/quote-request.ts'
import { buildNotification } from '../../server/intake/notification.ts'
import type { StoredRequest } from '../../server/intake/store.ts'
import { sampleQuote } from '../support/quote-request.ts'

const request: StoredRequest = {
  id: 42,
  nummer: 'AN-7K4P-2Q',
  anfrageId: 'f3c1a9',
  eingegangen: '2026-11-21T13:05:00.000Z',
  seite: '/kontakt',
  ...sampleQuote({
    name: 'Max Mustermann',
    email: 'max@example.de',
    firma: 'Muster & Söhne GmbH',
    strasse: 'Hauptstraße 1',
    nachricht: 'Bitte vorher anrufen.\r\nDanke!',
  }),
}

describe('staff notification mail', () => {
  it('has a subject naming the request number, service, person and place', () => {
    expect(buildNotification(request).subject).toBe(
      'Neue Anfrage AN-7K4P-2Q: Büroreinigung – Max Mustermann (10115 Berlin)',
    )
  })

  it('lists every field with its German label in form order, then receipt time, page and number', () => {
    const { text } = buildNotification(request)
    const expected = [
      'Leistung: Büroreinigung',
      'PLZ: 10115',
      'Name: Max Mustermann',
      'Telefon: +49 30 1234567',
      'Rückruf am liebsten: vormittags',
      'E-Mail: max@example.de',
      'Firma: Muster & Söhne GmbH',
      'Straße: Hauptstraße 1',
      'Ort: Berlin',
      'Objektgröße: 100–500 m²',
      'Häufigkeit: wöchentlich',
      'Gewünschter Beginn: 15.12.2026',
      'Nachricht:\nBitte vorher anrufen.\nDanke!',
      // 13:05 UTC is 14:05 in Berlin in November (CET)
      'Eingang: 21.11.2026, 14:05 Uhr',
      'Seite: /kontakt',
      'Anfrage-Nr.: AN-7K4P-2Q',
    ]
    expect(text).toContain(expected.join('\n'))
    expect(text).not.toContain('\r')
  })

  it('uses summer time for the receipt time in summer', () => {
    expect(buildNotification({ ...request, eingegangen: '2026-07-01T22:30:00.000Z' }).text).toContain(
      'Eingang: 02.07.2026, 00:30 Uhr',
    )
  })

  it('marks empty optional fields instead of leaving a bare label', () => {
    const { text } = buildNotification({ ...request, firma: '', strasse: '', beginn: '', nachricht: '' })
    expect(text).toContain('Firma: (keine Angabe)')
    expect(text).toContain('Straße: (keine Angabe)')
    expect(text).toContain('Gewünschter Beginn: (keine Angabe)')
    expect(text).toContain('Nachricht: (keine Angabe)')
  })

  it('reads well for a request with only the required fields (the short form)', () => {
    const optional = Object.fromEntries(quoteFields.filter((field) => !field.required).map((field) => [field.name, '']))
    const { subject, text, replyTo } = buildNotification({ ...request, ...optional })
    expect(subject).toBe('Neue Anfrage AN-7K4P-2Q: Büroreinigung – Max Mustermann (10115)')
    expect(text).toContain(
      'Name: Max Mustermann\nTelefon: +49 30 1234567\nRückruf am liebsten: (keine Angabe)\nE-Mail: (keine Angabe)',
    )
    expect(replyTo).toBe('')
    expect(text).not.toContain('Eine Antwort auf diese E-Mail')
  })

  it('sets Reply-To to the visitor’s address', () => {
    expect(buildNotification(request).replyTo).toBe('max@example.de')
  })

  it('HTML-escapes every value in the HTML body', () => {
    const hostile = '<script>alert(1)</script> "Anführung" \'einfach\' & Co'
    const { html } = buildNotification({
      ...request,
      name: hostile,
      firma: hostile,
      nachricht: hostile,
      seite: hostile,
      leistung: hostile,
    })
    expect(html).not.toContain('<script>')
    expect(html).not.toMatch(/"Anführung"|'einfach'| & Co/)
    // a mail client shows exactly what the visitor typed
    const $ = load(html)
    const shown = (label: string) =>
      $('th')
        .filter((_, th) => $(th).text() === label)
        .next('td')
        .text()
    for (const label of [officeLabels.name, officeLabels.firma, officeLabels.nachricht, officeLabels.leistung])
      expect(shown(label)).toBe(hostile)
    expect($('title').text()).toContain(hostile)
    // every value cell holds only escaped text: no tag but the <br> the body adds for line breaks
    const cells = [...html.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((match) => match[1] ?? '')
    expect(cells).toHaveLength(16)
    for (const cell of cells) expect(cell.replace(/<br\/?>/g, '')).not.toMatch(/[<>"']/)
  })

  it('keeps line breaks of the message in the HTML body as <br>', () => {
    const $ = load(buildNotification(request).html)
    const message = $('th')
      .filter((_, th) => $(th).text() === officeLabels.nachricht)
      .next('td')
    expect(message.find('br')).toHaveLength(1)
    expect(message.html()).toMatch(/^Bitte vorher anrufen\.<br\/?>Danke!$/)
  })

  it('removes CR/LF and control characters from the subject (no header injection)', () => {
    const { subject } = buildNotification({
      ...request,
      name: 'Max\r\nBcc: x@y',
      ort: 'Berlin\u0000\u001b\u2028X-Test: 1',
      leistung: 'Büro\nreinigung',
    })
    expect(subject).not.toMatch(/[\r\n\u0000-\u001f\u007f\u2028\u2029]/)
    expect(subject).toBe('Neue Anfrage AN-7K4P-2Q: Büro reinigung – Max Bcc: x@y (10115 Berlin X-Test: 1)')
  })

  it('shortens overlong values in the subject', () => {
    const { subject } = buildNotification({
      ...request,
      name: 'A'.repeat(500),
      leistung: 'B'.repeat(500),
      ort: 'C'.repeat(500),
    })
    expect(subject.length).toBeLessThanOrEqual(160)
    expect(subject).toMatch(/^Neue Anfrage AN-7K4P-2Q: B+… – A+…/)
  })

  it('leaves Reply-To empty when the address could smuggle extra headers or recipients', () => {
    expect(buildNotification({ ...request, email: 'max@example.de\r\nBcc: x@y' }).replyTo).toBe('')
    expect(buildNotification({ ...request, email: 'max@example.de, boss@example.de' }).replyTo).toBe('')
  })

  it('removes bidi overrides and zero-width characters from subject and body', () => {
    const { subject, text } = buildNotification({
      ...request,
      name: 'Max\u202Egpj.exe',
      nachricht: 'Hal\u200Blo\u2066!\u2069',
    })
    expect(subject).toBe('Neue Anfrage AN-7K4P-2Q: Büroreinigung – Maxgpj.exe (10115 Berlin)')
    expect(text).toContain('Nachricht: Hallo!')
  })
})
