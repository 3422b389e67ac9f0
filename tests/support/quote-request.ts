// One sample quote request for the intake unit tests; each test overrides only the fields it is about.
import type { QuoteRequest } from '../../engine/forms/quote-request.ts'

export function sampleQuote(overrides: Partial<QuoteRequest> = {}): QuoteRequest {
  return {
    name: 'Jürgen Weiß',
    rueckruf: 'vormittags',
    email: 'juergen@example.de',
    telefon: '+49 30 1234567',
    firma: 'Bäckerei Größe & Söhne',
    strasse: 'Straße des 17. Juni 135',
    plz: '10115',
    ort: 'Berlin',
    leistung: 'Büroreinigung',
    flaeche: '100–500 m²',
    haeufigkeit: 'wöchentlich',
    beginn: '2026-12-15',
    nachricht: 'Grüße <b>fett</b>!\nBitte vorher anrufen.',
    ...overrides,
  }
}
