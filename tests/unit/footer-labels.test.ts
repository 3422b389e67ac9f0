import { readFileSync } from 'node:fs'
import { load } from 'cheerio'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { Footer } from '../../components/frame/Footer.tsx'
import { phoneDisplay } from '../../engine/site/phone.ts'

const rahmen = parse(readFileSync('content/rahmen.yaml', 'utf8')) as { fuss: { whatsapp: string } }
const firma = parse(readFileSync('content/firma.yaml', 'utf8')) as { whatsapp: string }

describe('footer labels come from rahmen.yaml', () => {
  it('labels the WhatsApp number with fuss.whatsapp', () => {
    const $ = load(renderToStaticMarkup(createElement(Footer, { currentPath: '/' })))
    const link = $('.footer-contact a[href^="https://wa.me/"]')
    expect(link).toHaveLength(1)
    expect(link.text()).toBe(`${rahmen.fuss.whatsapp}: ${phoneDisplay(firma.whatsapp)}`)
  })
})
