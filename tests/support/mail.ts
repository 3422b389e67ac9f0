import { SMTPServer } from 'smtp-server'

// A minimal MIME reader, enough for what nodemailer writes (mailparser is not installable here),
// and a real SMTP server on 127.0.0.1 for the intake tests.

export interface ParsedMail {
  headers: Map<string, string[]>
  text: string
  html: string
}

function bytesFromQuotedPrintable(value: string): Buffer {
  const soft = value.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < soft.length; i++) {
    const hex = soft[i] === '=' ? soft.slice(i + 1, i + 3) : ''
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else bytes.push(soft.charCodeAt(i))
  }
  return Buffer.from(bytes)
}

/** RFC 2047: adjacent encoded words are joined byte-wise, so a character split across two words survives. */
function decodeHeader(value: string): string {
  const word = /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/
  const run = new RegExp(`${word.source}(?:\\s+${word.source})*`, 'g')
  return value.replace(run, (words) => {
    const parts = [...words.matchAll(new RegExp(word.source, 'g'))].map(([, , encoding, data = '']) =>
      encoding!.toUpperCase() === 'B' ? Buffer.from(data, 'base64') : bytesFromQuotedPrintable(data.replace(/_/g, ' ')),
    )
    return Buffer.concat(parts).toString('utf8')
  })
}

function splitEntity(raw: string): { headers: Map<string, string[]>; body: string } {
  const end = raw.indexOf('\r\n\r\n')
  const head = end === -1 ? raw : raw.slice(0, end)
  const headers = new Map<string, string[]>()
  for (const line of head.replace(/\r\n(?=[ \t])/g, '').split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    headers.set(name, [...(headers.get(name) ?? []), decodeHeader(line.slice(colon + 1).trim())])
  }
  return { headers, body: end === -1 ? '' : raw.slice(end + 4) }
}

function collectParts(raw: string, into: { text: string; html: string }): Map<string, string[]> {
  const { headers, body } = splitEntity(raw)
  const type = headers.get('content-type')?.[0] ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = body.split(`--${boundary}`).slice(1, -1)
    // the CRLF before a boundary line belongs to the boundary (RFC 2046), not to the part
    for (const section of sections) collectParts(section.replace(/^\r\n/, '').replace(/\r\n$/, ''), into)
    return headers
  }
  const encoding = headers.get('content-transfer-encoding')?.[0]?.toLowerCase()
  const decoded =
    encoding === 'quoted-printable'
      ? bytesFromQuotedPrintable(body).toString('utf8')
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body
  if (type.toLowerCase().startsWith('text/html')) into.html += decoded
  else into.text += decoded
  return headers
}

export function parseMail(raw: string): ParsedMail {
  const bodies = { text: '', html: '' }
  const headers = collectParts(raw, bodies)
  return { headers, text: bodies.text.replace(/\r\n/g, '\n'), html: bodies.html }
}

// ---- a real SMTP server on 127.0.0.1 ----

export interface Received {
  from: string
  to: string[]
  raw: string
}

export interface SmtpOptions {
  /** require a login and record the credentials it received (as a server without STARTTLS sees them) */
  recordLogins?: { user: string; pass: string }[]
  /** an error text to refuse each mail with (permanent 5xx), or null to accept it */
  refuse?: () => string | null
  /** how long the server takes to accept each mail, like a real one over the network (default 0) */
  delayMs?: () => number
}

export async function startSmtp(
  port: number,
  options: SmtpOptions = {},
): Promise<{ received: Received[]; close(): Promise<void> }> {
  const received: Received[] = []
  const logins = options.recordLogins
  const server = new SMTPServer({
    authOptional: logins === undefined,
    // a server that offers no STARTTLS, and (for the credential test) takes logins over plain text
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      logins?.push({ user: auth.username ?? '', pass: auth.password ?? '' })
      callback(null, { user: auth.username })
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => setTimeout(accept, options.delayMs?.() ?? 0))
      const accept = () => {
        const refusal = options.refuse?.() ?? null
        if (refusal !== null) {
          const error = new Error(refusal) as Error & { responseCode: number }
          error.responseCode = 550
          callback(error)
          return
        }
        received.push({
          from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      }
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
