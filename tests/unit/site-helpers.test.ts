import { describe, expect, it } from 'vitest'
import { expandDays, openingHoursLines, openingHoursSpecification } from '../../engine/site/opening-hours.ts'
import { mailHref, phoneDisplay, telHref, whatsAppHref } from '../../engine/site/phone.ts'
import { serializeJsonLd } from '../../engine/render/json-ld.ts'

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
    expect(openingHoursLines(hours)).toEqual(['Mo–Fr 06:00–23:00 Uhr'])
    // the short form for the header's contact bar keeps minutes only where they are not :00
    expect(openingHoursLines([...hours, { tage: 'Sa', von: '07:30', bis: '14:00' }], { short: true })).toEqual([
      'Mo–Fr 6–23 Uhr',
      'Sa 7:30–14 Uhr',
    ])
    expect(openingHoursSpecification(hours)[0]).toMatchObject({
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '06:00',
    })
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
