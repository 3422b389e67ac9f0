import { load } from 'cheerio'
import type { Expectation } from './contract.ts'
import { XSS_VECTORS } from './values.ts'
import type { Outcome } from './wire.ts'

const STACK_FRAME = /^\s*at .+(:\d+:\d+\)?|\(native\)|\(<anonymous>\))\s*$/m
const GERMAN = /[äöüßÄÖÜ]|\b(Bitte|Sie|Ihre?|nicht|Anfrage|Methode|Seite|Formular)\b/

/**
 * Problems with one answer, as German sentences; empty when fine. Every answer is < 500 and the one the
 * contract expects; a 303 leads to the thank-you page; every 4xx body is German text, JSON with German
 * messages or the German form page, never a stack trace; no HTML answer carries live markup of a payload.
 */
export function checkOutcome(outcome: Outcome, expected: Expectation, thankYou: string): string[] {
  const { status, type, body } = outcome
  if (outcome.error && expected.mayDrop && /EPIPE|ECONNRESET|socket hang up|other side closed/.test(outcome.error))
    return []
  if (outcome.error)
    return [
      status === 0
        ? `keine Antwort: ${outcome.error}`
        : `Status ${status}, dann Verbindung abgebrochen: ${outcome.error}`,
    ]
  const problems: string[] = []
  if (status >= 500) problems.push(`Status ${status}`)
  if (expected.statuses.length > 0 && !expected.statuses.includes(status))
    problems.push(`Status ${status}, erwartet ${expected.statuses.join('/')}`)
  if (status === 303 && outcome.location !== thankYou) problems.push(`Weiterleitung nach ${outcome.location}`)
  if (status >= 400 && status < 500 && body.length > 0) problems.push(...checkGerman(type, body))
  if (type.includes('html')) problems.push(...checkHtmlForXss(body))
  return problems
}

function checkGerman(type: string, body: string): string[] {
  const problems: string[] = []
  if (body.includes('Error:')) problems.push('Antwort enthält "Error:"')
  if (STACK_FRAME.test(body)) problems.push('Antwort enthält einen Stacktrace')
  if (body.includes('undefined')) problems.push('Antwort enthält "undefined"')
  if (type.includes('json')) {
    try {
      const json = JSON.parse(body) as { meldung?: unknown; fehler?: Record<string, unknown> }
      const texts = [json.meldung, ...Object.values(json.fehler ?? {})].filter((text) => text !== undefined)
      if (texts.length === 0) problems.push(`JSON ohne meldung/fehler: ${body.slice(0, 200)}`)
      for (const text of texts)
        if (typeof text !== 'string' || !GERMAN.test(text))
          problems.push(`keine deutsche Meldung: ${JSON.stringify(text)}`)
    } catch {
      problems.push(`kein gültiges JSON: ${body.slice(0, 200)}`)
    }
  } else if (type.includes('html')) {
    if (!/<html[^>]*\blang="de"/.test(body)) problems.push('HTML-Seite nicht deutsch (lang="de" fehlt)')
  } else if (!GERMAN.test(body)) {
    problems.push(`kein deutscher Text: ${body.slice(0, 200)}`)
  }
  return problems
}

const attributesOf = (node: unknown): Record<string, string> =>
  (node as { attribs?: Record<string, string> }).attribs ?? {}

/**
 * Reflected XSS, judged the way a browser parses the page: no event-handler attributes, no javascript:
 * URLs, no injected script/iframe elements, and the payload markers occur only inside attribute values
 * (where `<` is inert text), never as markup.
 */
export function checkHtmlForXss(html: string): string[] {
  const problems: string[] = []
  const $ = load(html)
  $('*').each((_index, element) => {
    for (const [name, value] of Object.entries(attributesOf(element))) {
      if (/^on/i.test(name)) problems.push(`Attribut ${name} im Element <${(element as { tagName?: string }).tagName}>`)
      if (['href', 'src', 'action', 'formaction', 'data', 'srcdoc'].includes(name) && /^\s*javascript:/i.test(value))
        problems.push(`javascript:-URL in ${name}`)
    }
  })
  $('script').each((_index, element) => {
    if (!attributesOf(element).src && /alert\(/.test($(element).text())) problems.push('eingeschleustes <script>')
  })
  if ($('iframe, object, embed, img[src="x"]').length > 0)
    problems.push('eingeschleustes Element (iframe/object/embed/img)')
  const attributeValues = $('*')
    .toArray()
    .flatMap((element) => Object.values(attributesOf(element)))
  for (const { marker } of XSS_VECTORS) {
    const raw = html.split(marker).length - 1
    const inAttributes = attributeValues.reduce((sum, value) => sum + value.split(marker).length - 1, 0)
    if (raw > inAttributes) problems.push(`"${marker}" ${raw - inAttributes}× ungeschützt im HTML`)
  }
  return problems
}
