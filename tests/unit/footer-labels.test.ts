import { load } from 'cheerio'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Footer } from '../../components/frame/Footer.tsx'
import { readDataFile } from '../../engine/site/data-files.ts'
import { phoneDisplay } from '../../engine/site/phone.ts'

const rahmen = readDataFile('rahmen.yaml')
const firma = readDataFile('firma.yaml')

describe('footer labels come from rahmen.yaml', () => {
  it('labels the WhatsApp number with fuss.whatsapp', () => {
    const $ = load(renderToStaticMarkup(createElement(Footer, { currentPath: '/' })))
    const link = $('.footer-contact a[href^="https://wa.me/"]')
    expect(link).toHaveLength(1)
    expect(link.text()).toBe(`${rahmen.fuss.whatsapp}: ${phoneDisplay(firma.whatsapp)}`)
  })
})
