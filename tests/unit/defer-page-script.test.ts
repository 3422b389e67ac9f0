import { describe, expect, it } from 'vitest'
import { deferPageScript, LOADER_SCRIPT, PAGE_SCRIPT_ATTRIBUTE } from '../../engine/build/defer-page-script.ts'

describe('the page script loads after the first paint', () => {
  it('replaces the module script Vike writes with the inline loader that names it', () => {
    const page =
      '<html><head></head><body><p>Text</p><script src="/assets/entries/pages_client.AbC1.js" type="module" async></script></body></html>'
    expect(deferPageScript(page)).toBe(
      `<html><head></head><body><p>Text</p><script ${PAGE_SCRIPT_ATTRIBUTE}="/assets/entries/pages_client.AbC1.js">${LOADER_SCRIPT}</script></body></html>`,
    )
  })

  it('leaves a page without a module script, and other scripts, as they are', () => {
    const page = '<html><body><script type="application/ld+json">{}</script><script src="/x.js"></script></body></html>'
    expect(deferPageScript(page)).toBe(page)
  })
})
