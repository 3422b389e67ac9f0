import { load } from 'cheerio'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { formTexts } from '../../engine/site/site-data.ts'
import { messages as technicalAnswers } from '../../server/intake/route.ts'
import {
  startIntakeServer,
  tempDatabase,
  validSubmission,
  withStore,
  type RunningIntake,
} from '../support/intake-server.ts'
import { parseMail, startSmtp } from '../support/mail.ts'
import { freePort } from '../support/ports.ts'

// The real server (`npm start`) with a temporary database and a real SMTP server on loopback.
const databases: ReturnType<typeof tempDatabase>[] = []
const servers: RunningIntake[] = []
const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.stop()))
  await Promise.all(closers.splice(0).map((close) => close()))
})
afterAll(() => databases.forEach((database) => database.remove()))

async function setup(smtpPort: number, extraEnv: Record<string, string> = {}) {
  const database = tempDatabase()
  databases.push(database)
  const server = await startIntakeServer({
    INTAKE_DB: database.url,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtpPort),
    MAIL_TO: 'buero@example.com',
    MAIL_FROM: 'Website <website@example.com>',
    MAIL_INTERVAL_MS: '200',
    MAIL_RETRY_MS: '300',
    // the test SMTP server on loopback offers no STARTTLS
    SMTP_INSECURE: 'true',
    ...extraEnv,
  })
  servers.push(server)
  return { database, server }
}

const postForm = (origin: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${origin}/api/anfrage`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: origin,
      'Sec-Fetch-Site': 'same-origin',
      ...headers,
    },
    body: new URLSearchParams(fields),
  })

const rows = (url: string) =>
  withStore(url, async (store) => ({
    requests: await store.listRequests(),
    pendingMails: await store.pendingMailCount(),
  }))

function waitFor<T>(read: () => Promise<T> | T, done: (value: T) => boolean, timeout = 15_000): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await read()
      if (!done(value)) throw new Error(`Zeitüberschreitung, zuletzt: ${JSON.stringify(value)}`)
      return value
    },
    { timeout, interval: 100 },
  )
}

describe('intake server', () => {
  it('stores a form post, answers 303 to the thank-you page and mails every field to the staff', async () => {
    const port = await freePort()
    const smtp = await startSmtp(port)
    closers.push(smtp.close)
    const { database, server } = await setup(port)
    expect(server.output()).toContain('E-Mail-Benachrichtigung an buero@example.com')

    const response = await postForm(
      server.origin,
      validSubmission({ nachricht: 'Grüße <script>alert(1)</script> & „Danke“' }),
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/vielen-dank')
    const { requests } = await rows(database.url)
    expect(requests).toHaveLength(1)
    expect(requests[0]).toMatchObject({
      name: 'Jörg Müller-Weiß',
      rueckruf: 'nachmittags',
      flaeche: '100–500 m²',
      seite: '/kontakt',
    })

    const [mail] = await waitFor(
      () => smtp.received,
      (received) => received.length === 1,
    )
    expect(mail!.to).toEqual(['buero@example.com'])
    const parsed = parseMail(mail!.raw)
    expect(parsed.headers.get('subject')?.[0]).toMatch(
      /^Neue Anfrage AN-[0-9A-Z]{4}-[0-9A-Z]{2}: Praxisreinigung – Jörg Müller-Weiß \(10115 Berlin\)$/,
    )
    expect(parsed.headers.get('reply-to')?.[0]).toContain('joerg.mueller@example.com')
    for (const value of [
      'Jörg',
      'Müller-Weiß',
      'joerg.mueller@example.com',
      '030 23125999',
      'Praxis Dr. Müller',
      'Große Straße 1',
      '10115',
      'Praxisreinigung',
      '100–500 m²',
      'mehrmals wöchentlich',
    ]) {
      expect(parsed.text).toContain(value)
      expect(parsed.html).toContain(value)
    }
    // escaped, never markup: a mail client shows exactly the text typed
    expect(load(parsed.html)('td').text()).toContain('Grüße <script>alert(1)</script> & „Danke“')
    expect(parsed.html).not.toContain('<script>')
    // marked as sent right after the SMTP server accepted it
    await waitFor(
      () => rows(database.url),
      (state) => state.pendingMails === 0,
    )
  })

  it('answers the island in JSON: 201 with the next page, 422 with German field errors', async () => {
    const { server } = await setup(await freePort())
    const send = (body: unknown) =>
      fetch(`${server.origin}/api/anfrage`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: server.origin },
        body: JSON.stringify(body),
      })
    const accepted = await send({ ...validSubmission(), anfrage_id: crypto.randomUUID() })
    expect(accepted.status).toBe(201)
    expect(await accepted.json()).toMatchObject({ weiter: '/vielen-dank', nummer: expect.stringMatching(/^AN-/) })
    const refused = await send({ ...validSubmission(), email: 'kaputt', plz: '1' })
    expect(refused.status).toBe(422)
    expect(await refused.json()).toEqual({
      fehler: { email: formTexts.felder.email.ungueltig, plz: formTexts.felder.plz.ungueltig },
    })
  })

  it('keeps the request when SMTP is down and sends the mail once SMTP is back', async () => {
    const port = await freePort() // nothing listens here yet
    const { database, server } = await setup(port)
    expect((await postForm(server.origin, validSubmission({ name: 'Ausfall' }))).status).toBe(303)
    const failed = await waitFor(
      () => rows(database.url),
      (state) => state.requests.length === 1 && server.output().includes('nicht gesendet (Versuch 1)'),
    )
    expect(failed.pendingMails).toBe(1)

    const smtp = await startSmtp(port)
    closers.push(smtp.close)
    const [mail] = await waitFor(
      () => smtp.received,
      (received) => received.length === 1,
    )
    expect(parseMail(mail!.raw).text).toContain('Ausfall')
    await waitFor(
      () => rows(database.url),
      (state) => state.pendingMails === 0,
    )
  })

  it('loses nothing when killed right after answering, and delivers the mail after a restart', async () => {
    const port = await freePort()
    const { database, server } = await setup(port)
    const response = await postForm(server.origin, validSubmission({ name: 'Absturz' }))
    expect(response.status).toBe(303)
    await server.stop('SIGKILL')
    expect((await rows(database.url)).requests.map((request) => request.name)).toEqual(['Absturz'])

    const smtp = await startSmtp(port)
    closers.push(smtp.close)
    const restarted = await startIntakeServer({
      INTAKE_DB: database.url,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(port),
      SMTP_INSECURE: 'true',
      MAIL_TO: 'buero@example.com',
    })
    servers.push(restarted)
    const [mail] = await waitFor(
      () => smtp.received,
      (received) => received.length === 1,
    )
    expect(parseMail(mail!.raw).text).toContain('Absturz')
  })

  it('still stores requests without SMTP settings and says so at start-up', async () => {
    const database = tempDatabase()
    databases.push(database)
    const server = await startIntakeServer({ INTAKE_DB: database.url })
    servers.push(server)
    expect(server.output()).toContain(
      'SMTP_HOST ist nicht gesetzt – Anfragen werden gespeichert, aber niemand wird per E-Mail benachrichtigt.',
    )
    expect((await postForm(server.origin, validSubmission())).status).toBe(303)
    expect((await rows(database.url)).requests).toHaveLength(1)
  })

  it('refuses posts from other sites, oversized bodies, unknown formats and floods with German 4xx answers', async () => {
    const { database, server } = await setup(await freePort(), { RATE_LIMIT: '2' })
    const crossSite = await postForm(server.origin, validSubmission(), {
      Origin: 'https://angreifer.example',
      'Sec-Fetch-Site': 'cross-site',
    })
    expect(crossSite.status).toBe(403)
    expect(await crossSite.text()).toBe(technicalAnswers.fremd)
    const huge = await postForm(server.origin, validSubmission({ nachricht: 'x'.repeat(40_000) }))
    expect(huge.status).toBe(413)
    expect(await huge.text()).toBe(technicalAnswers.zuGross)
    const xml = await fetch(`${server.origin}/api/anfrage`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/xml', Origin: server.origin },
      body: '<a/>',
    })
    expect(xml.status).toBe(415)
    // RATE_LIMIT=2: the two requests that passed the origin check count, the third is over the limit
    const flooded = await postForm(server.origin, validSubmission())
    expect(flooded.status).toBe(429)
    expect(await flooded.text()).toBe(formTexts.fehler_zu_viele)
    expect((await rows(database.url)).requests).toHaveLength(0)
  })

  it('answers a filled honeypot like a success but stores nothing', async () => {
    const { database, server } = await setup(await freePort())
    const response = await postForm(server.origin, validSubmission({ website_url: 'https://spam.example' }))
    expect(response.status).toBe(303)
    expect((await rows(database.url)).requests).toHaveLength(0)
  })
})
