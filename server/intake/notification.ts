import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import {
  officeLabels,
  officeRequestLabels,
  quoteFieldOrder,
  type QuoteFieldKey,
} from '../../engine/forms/quote-request.ts'
import { withoutInvisibleCharacters } from './invisible-characters.ts'
import { NotificationMail, type MailRow } from './NotificationMail.tsx'
import type { StoredRequest } from './store.ts'

const NOT_GIVEN = '(keine Angabe)'
const SUBJECT_PART_MAX = 60
const SUBJECT_MAX = 160

/** YYYY-MM-DD → 15.12.2026; anything else is returned unchanged. */
export function formatGermanDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim())
  return match ? `${match[3]}.${match[2]}.${match[1]}` : value
}

const berlinFormat = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** An ISO timestamp as German date and time in Europe/Berlin (the office's clock, summer time included). */
export function berlinDateTime(iso: string): { date: string; time: string } | null {
  const instant = new Date(iso)
  if (Number.isNaN(instant.getTime())) return null
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    berlinFormat.formatToParts(instant).find((p) => p.type === type)?.value ?? ''
  return { date: `${part('day')}.${part('month')}.${part('year')}`, time: `${part('hour')}:${part('minute')}` }
}

// C0/C1 controls and line/paragraph separators: none belongs in a header
const UNSAFE_IN_LINE = /[\p{Cc}\u2028\u2029]+/gu
const UNSAFE_IN_BLOCK = /[\p{Cc}\u2028\u2029]/gu

/**
 * One line of user text for a header: no CR/LF, controls or invisible characters, whitespace collapsed, at most
 * `max` characters.
 */
export function headerSafe(value: string, max: number): string {
  const line = withoutInvisibleCharacters(value).replace(UNSAFE_IN_LINE, ' ').replace(/\s+/g, ' ').trim()
  const chars = Array.from(line)
  return chars.length <= max
    ? line
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
}

/** Multi-line user text for a body: LF line ends, no other controls except tab. */
function blockText(value: string): string {
  return withoutInvisibleCharacters(value)
    .replace(/\r\n?/g, '\n')
    .replace(UNSAFE_IN_BLOCK, (char) => (char === '\n' || char === '\t' ? char : ''))
    .trim()
}

const SIMPLE_ADDRESS = /^[^\s@,;:<>()[\]"\\]+@[^\s@,;:<>()[\]"\\]+\.[^\s@,;:<>()[\]"\\]+$/

function displayValue(request: StoredRequest, field: QuoteFieldKey): string {
  const raw = request[field]
  const text = field === 'nachricht' ? blockText(raw) : headerSafe(raw, 1000)
  if (text === '') return NOT_GIVEN
  return field === 'beginn' ? formatGermanDate(text) : text
}

function receivedAt(request: StoredRequest): string {
  const when = berlinDateTime(request.eingegangen)
  return when === null ? request.eingegangen : `${when.date}, ${when.time} Uhr`
}

/**
 * Message-ID of the notification for one request, the same on every attempt: a mail sent again after a
 * crash is recognisably the same message. The receipt time keeps ids unique when a new database draws a
 * number again (or, for requests stored before the random numbers, starts again at 1). The domain is the
 * sender's.
 */
export function messageIdFor(request: Pick<StoredRequest, 'nummer' | 'eingegangen'>, from: string): string {
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from
  const domain = address.split('@').pop()?.trim().toLowerCase() || 'localhost'
  const stamp = request.eingegangen.replace(/\D/g, '')
  return `<anfrage-${request.nummer}-${stamp}@${domain}>`
}

/** The staff e-mail for one stored request: subject, plain text, HTML and the visitor's address for Reply-To. */
export function buildNotification(request: StoredRequest): {
  subject: string
  text: string
  html: string
  replyTo: string
} {
  const part = (value: string) => headerSafe(value, SUBJECT_PART_MAX)
  const name = part(request.name)
  const place = part(`${request.plz} ${request.ort}`)
  const service = part(request.leistung)
  // the number first: the office finds the request by it, in the mailbox and in the export
  const subject = headerSafe(
    `Neue Anfrage ${request.nummer}${service === '' ? '' : `: ${service}`} – ` +
      `${name === '' ? 'ohne Namen' : name}${place === '' ? '' : ` (${place})`}`,
    SUBJECT_MAX,
  )

  // only a plain, single address goes into Reply-To; anything odd is left out rather than repaired
  const address = headerSafe(request.email, 254)
  const replyTo = SIMPLE_ADDRESS.test(address) ? address : ''

  const rows: MailRow[] = [
    ...quoteFieldOrder.map((field): MailRow => [officeLabels[field], displayValue(request, field)]),
    [officeRequestLabels.eingegangen, receivedAt(request)],
    [officeRequestLabels.seite, headerSafe(request.seite, 500) || NOT_GIVEN],
    ['Anfrage-Nr.', request.nummer],
  ]

  const intro = 'Über das Formular auf der Website ist eine neue Anfrage eingegangen.'
  const replyHint = replyTo === '' ? '' : `Eine Antwort auf diese E-Mail geht direkt an ${replyTo}.`
  const textLines = rows.map(([label, value]) => (value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value}`))
  const text = [intro, '', ...textLines, ...(replyHint === '' ? [] : ['', replyHint]), ''].join('\n')

  const markup = renderToStaticMarkup(createElement(NotificationMail, { subject, intro, rows, replyHint }))
  const html = `<!DOCTYPE html>\n${markup}\n`

  return { subject, text, html, replyTo }
}
