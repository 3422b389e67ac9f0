// Text that is not valid UTF-8 (bytes FF C3, an encoded or escaped lone surrogate) in any field is answered
// with the German field error (422) for that field, as JSON, as a form and as multipart; nothing is stored,
// and the database never holds a „�“. Valid text with umlauts and emoji is still accepted.
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { quoteFieldOrder } from '../../engine/forms/quote-request.ts'
import { HONEYPOT_FIELD } from '../../engine/forms/quote-schema.ts'
import { createApp } from '../../server/app.ts'
import { DAMAGED_TEXT_MESSAGE, parseJsonBody, parseUrlEncodedBody } from '../../server/intake/strict-body.ts'
import { openStore, type RequestStore } from '../../server/intake/store.ts'
import { DIST } from '../support/built-site.ts'
import { tempDatabase, validSubmission } from '../support/intake-server.ts'

const database = tempDatabase('anfragen-utf8-')
let store: RequestStore
let origin = ''
let close: () => Promise<void>

beforeAll(async () => {
  store = await openStore(database.url)
  const app = createApp(DIST, { store, log: () => {}, rateLimit: { limit: 100_000, windowMs: 60_000 } })
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise((resolve) => server.once('listening', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => new Promise((resolve) => server.close(() => resolve()))
})
afterAll(async () => {
  await close()
  store.close()
  database.remove()
})

const MARK = 'XXBROKENXX'
const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'))
/** The text with MARK replaced by raw bytes. */
function withBytes(text: string, raw: number[]): Uint8Array<ArrayBuffer> {
  const [before = '', after = ''] = text.split(MARK)
  return new Uint8Array(Buffer.concat([Buffer.from(before, 'utf8'), Buffer.from(raw), Buffer.from(after, 'utf8')]))
}

const FF_C3 = [0xff, 0xc3]
// U+D800 as UTF-8 would write it: not valid UTF-8
const ENCODED_SURROGATE = [0xed, 0xa0, 0x80]

/** The form's fields, valid, with one field's value damaged at MARK. */
function submission(field: string): Record<string, string> {
  const values = validSubmission()
  return { ...values, [field]: `${values[field] && values[field] !== 'on' ? values[field] : 'Text'}${MARK}` }
}

interface Case {
  kind: string
  body: (field: string) => { type: string; body: Uint8Array<ArrayBuffer> }
}

const cases: Case[] = [
  {
    kind: 'JSON, Bytes FF C3',
    body: (field) => ({ type: 'application/json', body: withBytes(JSON.stringify(submission(field)), FF_C3) }),
  },
  {
    kind: 'JSON, kodiertes Einzel-Surrogat',
    body: (field) => ({
      type: 'application/json',
      body: withBytes(JSON.stringify(submission(field)), ENCODED_SURROGATE),
    }),
  },
  {
    kind: 'JSON, Escape \\ud800',
    body: (field) => ({
      type: 'application/json',
      body: bytes(JSON.stringify(submission(field)).replace(MARK, '\\ud800')),
    }),
  },
  {
    kind: 'Formular, %FF%C3',
    body: (field) => ({
      type: 'application/x-www-form-urlencoded',
      body: bytes(new URLSearchParams(submission(field)).toString().replace(MARK, '%FF%C3')),
    }),
  },
  {
    kind: 'Formular, rohe Bytes',
    body: (field) => ({
      type: 'application/x-www-form-urlencoded',
      body: withBytes(new URLSearchParams(submission(field)).toString(), FF_C3),
    }),
  },
  {
    kind: 'Multipart, rohe Bytes',
    body: (field) => {
      const boundary = 'grenze7c4a'
      const parts = Object.entries(submission(field)).map(
        ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      return {
        type: `multipart/form-data; boundary=${boundary}`,
        body: withBytes(`${parts.join('')}--${boundary}--\r\n`, FF_C3),
      }
    },
  },
]

async function send(type: string, body: Uint8Array<ArrayBuffer>, json: boolean) {
  return fetch(`${origin}/api/anfrage`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': type, Origin: origin, ...(json ? { Accept: 'application/json' } : {}) },
    body,
  })
}

/** Stored requests with a „�“ or a lone surrogate in any field. */
async function damagedRows(): Promise<number> {
  const rows = await store.listRequests()
  return rows.filter((row) =>
    Object.values(row).some((value) => typeof value === 'string' && /\uFFFD|\p{Cs}/u.test(value)),
  ).length
}

describe('text that is not valid UTF-8', () => {
  it('gets the German field error (422) for exactly that field, in every field and every body format', async () => {
    const before = await store.countRequests()
    let answered422 = 0
    for (const field of quoteFieldOrder) {
      for (const { kind, body } of cases) {
        const { type, body: payload } = body(field)
        const json = type === 'application/json'
        const response = await send(type, payload, json)
        expect(response.status, `${kind}, ${field}`).toBe(422)
        answered422++
        if (json) {
          const answer = (await response.json()) as { fehler: Record<string, string> }
          expect(answer.fehler[field], `${kind}, ${field}`).toBe(DAMAGED_TEXT_MESSAGE)
          // the other fields are valid: no error for them
          expect(Object.keys(answer.fehler), `${kind}, ${field}`).toEqual([field])
        } else {
          const html = await response.text()
          expect(html, `${kind}, ${field}`).toContain(DAMAGED_TEXT_MESSAGE)
          expect(html).not.toContain('\uFFFD')
        }
      }
    }
    const stored = (await store.countRequests()) - before
    console.log(
      `Ungültiges UTF-8 in ${quoteFieldOrder.length} Feldern × ${cases.length} Formaten: ${answered422}× 422, ` +
        `gespeichert ${stored}, gespeicherte „�“ ${await damagedRows()}`,
    )
    expect(stored).toBe(0)
    expect(await damagedRows()).toBe(0)
  })

  it('counts a honeypot holding broken bytes as filled, in every body format: answered like a success, nothing stored', async () => {
    const before = await store.countRequests()
    for (const { kind, body } of cases) {
      const { type, body: payload } = body(HONEYPOT_FIELD)
      const json = type === 'application/json'
      const response = await send(type, payload, json)
      expect(response.status, kind).toBe(json ? 201 : 303)
    }
    expect(await store.countRequests()).toBe(before)
  })

  it('still accepts umlauts, ß and emoji (a proper surrogate pair), in JSON and as a form', async () => {
    const text = 'Grüße aus Köln – Straße 5 😀'
    const json = await send(
      'application/json',
      bytes(JSON.stringify({ ...validSubmission({ nachricht: text }) })),
      true,
    )
    expect(json.status).toBe(201)
    const form = await send(
      'application/x-www-form-urlencoded',
      bytes(new URLSearchParams(validSubmission({ nachricht: `${text} (Formular)` })).toString()),
      false,
    )
    expect(form.status).toBe(303)
    const messages = (await store.listRequests()).map((row) => row.nachricht)
    expect(messages).toEqual(expect.arrayContaining([text, `${text} (Formular)`]))
    expect(await damagedRows()).toBe(0)
  })
})

describe('strict body readers (server/intake/strict-body.ts)', () => {
  it('read form bodies as browsers write them: + for space, %XX bytes, a stray % kept, last value wins', () => {
    expect(parseUrlEncodedBody(bytes('name=J%C3%B6rg+M%C3%BCller&rabatt=100%&name=Jörg&leer'))).toEqual({
      fields: { name: 'Jörg', rabatt: '100%', leer: '' },
      damaged: new Set(),
    })
    expect(parseUrlEncodedBody(bytes('name=%FF&ort=Berlin'))?.damaged).toEqual(new Set(['name']))
    // a broken field name cannot be told apart from the others: the body is unreadable
    expect(parseUrlEncodedBody(bytes('na%FFme=x'))).toBeNull()
  })

  it('read JSON strictly: a broken field is named, broken bytes outside any value make the body unreadable', () => {
    expect(parseJsonBody(withBytes(`{"name":"a${MARK}","ort":"Köln"}`, FF_C3))?.damaged).toEqual(new Set(['name']))
    expect(parseJsonBody(withBytes(`{"na${MARK}me":"a"}`, FF_C3))).toBeNull()
    expect(parseJsonBody(bytes('{"name":"\\ud83d\\ude00"}'))).toEqual({ fields: { name: '😀' }, damaged: new Set() })
    expect(parseJsonBody(bytes('[1]'))).toBeNull()
  })
})
