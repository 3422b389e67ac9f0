import { describe, expect, it } from 'vitest'
import { quoteFieldOrder, quoteFields, requiredQuoteFields } from '../../engine/forms/quote-request.ts'
import { berlinToday, maxLengths, validateQuote } from '../../engine/forms/quote-schema.ts'
import { readDataFile } from '../../engine/site/data-files.ts'

// The one rule set the island and the intake server share, with the texts of content/formular.yaml.
const texts = readDataFile('formular.yaml')
const f = texts.felder
const today = '2026-11-21'

const valid = {
  leistung: 'Büroreinigung',
  plz: '10115',
  name: 'Jörg Müller',
  telefon: '+49 30 23125999',
  rueckruf: 'abends',
  email: 'joerg@example.com',
  firma: '',
  strasse: 'Musterstraße 12',
  ort: 'Berlin',
  flaeche: 'unter 100 m²',
  haeufigkeit: 'wöchentlich',
  beginn: '2026-12-01',
  nachricht: 'Zwei Etagen.\nBitte früh.',
}

const errorFor = (field: string, value: unknown) => {
  const result = validateQuote(texts, today, { ...valid, [field]: value })
  return result.ok ? undefined : result.errors[field as keyof typeof result.errors]
}

describe('quote form rules', () => {
  it('accepts a complete request, trims it and drops unknown fields', () => {
    const result = validateQuote(texts, today, { ...valid, name: '  Jörg Müller ', seite: '/kontakt', website_url: '' })
    expect(result).toEqual({ ok: true, request: { ...valid, name: 'Jörg Müller' } })
  })

  it('accepts a request from a page cached before the consent box was dropped, without keeping its flag', () => {
    for (const consent of ['on', true]) {
      expect(validateQuote(texts, today, { ...valid, datenschutz: consent })).toEqual({ ok: true, request: valid })
    }
  })

  it('leaves optional fields empty when they are missing', () => {
    const result = validateQuote(texts, today, {
      ...valid,
      firma: undefined,
      strasse: undefined,
      beginn: undefined,
      nachricht: undefined,
    })
    expect(
      result.ok && [result.request.firma, result.request.strasse, result.request.beginn, result.request.nachricht],
    ).toEqual(['', '', '', ''])
  })

  it('requires exactly service, postcode, name and phone; the field list says the same', () => {
    const result = validateQuote(texts, today, {})
    const missing = result.ok ? [] : Object.keys(result.errors)
    expect(missing.sort()).toEqual(['leistung', 'name', 'plz', 'telefon'])
    expect([...requiredQuoteFields].sort()).toEqual(missing)
    // the required fields come first in the form, the optional group after them
    expect(quoteFields.map((field) => field.required)).toEqual([
      ...requiredQuoteFields.map(() => true),
      ...quoteFields.slice(requiredQuoteFields.length).map(() => false),
    ])
  })

  it('accepts a request with only the required fields; every optional field is then empty', () => {
    const result = validateQuote(texts, today, {
      leistung: 'Haushaltsreinigung',
      plz: '14467',
      name: 'Anna',
      telefon: '0331 1234567',
    })
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(Object.keys(result.request).sort()).toEqual([...quoteFieldOrder].sort())
    for (const field of quoteFields.filter((spec) => !spec.required)) expect(result.request[field.name]).toBe('')
  })

  it('has a German message for every field, from content/formular.yaml, for empty, wrong and too long input', () => {
    const messages = new Set<string>()
    for (const field of quoteFieldOrder) {
      for (const value of ['x'.repeat(3000), 'ungültig?', 42, ['a'], null, false]) {
        const message = errorFor(field, value)
        if (message !== undefined) messages.add(message)
      }
    }
    const yamlTexts = new Set<string>()
    const collect = (value: unknown): void => {
      if (typeof value === 'string') yamlTexts.add(value)
      else if (value !== null && typeof value === 'object') Object.values(value).forEach(collect)
    }
    collect(texts)
    for (const message of messages) {
      expect(yamlTexts.has(message) || message.replace(/\d[\d.]*/, '{max}') === texts.zu_lang).toBe(true)
    }
    expect(messages.size).toBeGreaterThan(8)
  })

  it.each([
    ['name', f.name.pflicht],
    ['telefon', f.telefon.pflicht],
    ['plz', f.plz.pflicht],
    ['leistung', f.leistung.pflicht],
  ])('requires %s with its own German message', (field, message) => {
    expect(errorFor(field, '')).toBe(message)
    expect(errorFor(field, undefined)).toBe(message)
    expect(errorFor(field, '   ')).toBe(message)
  })

  it.each([
    ['email', 'max.mustermann', f.email.ungueltig],
    ['email', 'max@', f.email.ungueltig],
    ['telefon', '12345', f.telefon.ungueltig],
    ['telefon', '030-abc-123456', f.telefon.ungueltig],
    ['plz', '1011', f.plz.ungueltig],
    ['plz', '10115a', f.plz.ungueltig],
    ['beginn', '2026-11-20', f.beginn.ungueltig],
    ['beginn', '2026-02-30', f.beginn.ungueltig],
    ['beginn', '01.12.2026', f.beginn.ungueltig],
    ['leistung', 'Hausmeisterservice', f.leistung.pflicht],
    ['flaeche', '2000 m²', f.flaeche.ungueltig],
    ['haeufigkeit', 'jährlich', f.haeufigkeit.ungueltig],
    ['rueckruf', 'nachts', f.rueckruf.ungueltig],
  ])('refuses %s = %j', (field, value, message) => {
    expect(errorFor(field, value)).toBe(message)
  })

  it('accepts every option of the allow-lists and common phone formats', () => {
    for (const option of f.leistung.optionen) expect(errorFor('leistung', option)).toBeUndefined()
    for (const option of f.flaeche.optionen) expect(errorFor('flaeche', option)).toBeUndefined()
    for (const option of f.haeufigkeit.optionen) expect(errorFor('haeufigkeit', option)).toBeUndefined()
    for (const option of f.rueckruf.optionen) expect(errorFor('rueckruf', option)).toBeUndefined()
    for (const field of [
      'email',
      'ort',
      'flaeche',
      'haeufigkeit',
      'rueckruf',
      'firma',
      'strasse',
      'beginn',
      'nachricht',
    ])
      expect(errorFor(field, '')).toBeUndefined()
    for (const phone of ['030 23125999', '+49 (0)30 231 25 999', '0171/3920099', '0331-1234567'])
      expect(errorFor('telefon', phone)).toBeUndefined()
    expect(errorFor('beginn', today)).toBeUndefined()
  })

  it('names the limit in German number format when text is too long', () => {
    expect(errorFor('nachricht', 'x'.repeat(2001))).toBe(texts.zu_lang.replace('{max}', '2.000'))
    expect(errorFor('name', 'x'.repeat(maxLengths.name + 1))).toBe(texts.zu_lang.replace('{max}', `${maxLengths.name}`))
  })

  it('refuses wrong types with the field message instead of crashing', () => {
    for (const value of [42, ['Jörg'], { name: 'Jörg' }, null, true])
      expect(errorFor('name', value)).toBe(f.name.pflicht)
    for (const value of [123, ['a'], null]) expect(errorFor('firma', value)).toBe(texts.kein_text)
  })

  it('removes control characters; only the message keeps its line breaks', () => {
    const result = validateQuote(texts, today, {
      ...valid,
      name: 'Jö\u0000rg\r\nBcc: x',
      nachricht: 'Zeile 1\nZeile 2\u0007',
    })
    expect(result.ok && result.request.name).toBe('Jörg Bcc: x')
    expect(result.ok && result.request.nachricht).toBe('Zeile 1\nZeile 2')
  })

  it("knows today's date in Berlin", () => {
    expect(berlinToday(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22')
    expect(berlinToday(new Date('2026-06-30T21:59:00Z'))).toBe('2026-06-30')
  })
})
