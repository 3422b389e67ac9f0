import http from 'node:http'

// How a fuzz case goes over the wire: encoded once to the exact bytes and headers, so the contract
// (contract.ts) judges the very bytes the server receives, then sent on a connection of its own.

export const ENDPOINT = '/api/anfrage'

export type Fields = Record<string, unknown>
export type Encoding = 'json' | 'form' | 'multipart'
export const ENCODINGS: readonly Encoding[] = ['json', 'form', 'multipart']

/** What a generator builds: plain data, so a shrunk counterexample reads well. */
export interface FuzzCase {
  /** the family that generated it, plus what it varied */
  kind: string
  method: string
  headers: Record<string, string>
  /** a string or bytes as they are; FormData and Blob as fetch would encode them */
  body?: string | Uint8Array | Blob | FormData
  /** sent with Transfer-Encoding: chunked (size not known in advance) instead of Content-Length */
  chunked?: boolean
  /** sent twice at the same time (a double click, a resent POST): must be stored once */
  twice?: boolean
}

/** A case as the server receives it. */
export interface WireRequest {
  fuzz: FuzzCase
  method: string
  headers: Record<string, string>
  bytes: Uint8Array | null
}

export interface Outcome {
  wire: WireRequest
  /** 0 when no response head arrived */
  status: number
  type: string
  body: string
  location: string | null
  error?: string
}

const headerName = (headers: Record<string, string>, name: string) =>
  Object.keys(headers).find((key) => key.toLowerCase() === name)

/** The exact bytes and headers of a case: FormData and Blob encoded by the Fetch API (boundary, type). */
export async function toWire(fuzz: FuzzCase, origin: string): Promise<WireRequest> {
  const headers = { ...fuzz.headers }
  if (fuzz.body === undefined) return { fuzz, method: fuzz.method, headers, bytes: null }
  if (fuzz.body instanceof Uint8Array) return { fuzz, method: fuzz.method, headers, bytes: fuzz.body }
  const request = new Request(origin + ENDPOINT, { method: 'POST', body: fuzz.body })
  const bytes = new Uint8Array(await request.arrayBuffer())
  const type = request.headers.get('content-type')
  // a string body without a Content-Type of its own is sent without one (fetch would add text/plain)
  if (type !== null && typeof fuzz.body !== 'string' && headerName(headers, 'content-type') === undefined)
    headers['Content-Type'] = type
  return { fuzz, method: fuzz.method, headers, bytes }
}

/**
 * node:http on a connection of its own (no keep-alive pool): the server may close a connection after
 * refusing an oversized body unread, which in a shared pool would hit whichever request came next.
 */
export function send(wire: WireRequest, origin: string, agent: http.Agent | false = false): Promise<Outcome> {
  const headers: Record<string, string> = { ...wire.headers }
  if (wire.bytes !== null) {
    if (wire.fuzz.chunked) headers['Transfer-Encoding'] = 'chunked'
    else headers['Content-Length'] = String(wire.bytes.length)
  }
  const url = new URL(origin)
  return new Promise<Outcome>((resolve) => {
    let status = 0
    const fail = (error: Error) => resolve({ wire, status, type: '', body: '', location: null, error: error.message })
    const request = http.request(
      { host: url.hostname, port: url.port, path: ENDPOINT, method: wire.method, headers, agent, timeout: 20_000 },
      (response) => {
        status = response.statusCode ?? 0
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('error', fail)
        response.on('end', () =>
          resolve({
            wire,
            status,
            type: String(response.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
            location: response.headers.location ?? null,
          }),
        )
      },
    )
    request.on('error', fail)
    request.on('timeout', () => request.destroy(new Error('Zeitüberschreitung')))
    if (wire.bytes === null || !wire.fuzz.chunked) {
      request.end(wire.bytes ?? undefined)
      return
    }
    void (async () => {
      const bytes = wire.bytes!
      for (let offset = 0; offset < bytes.length && !request.destroyed; offset += 8192) {
        if (!request.write(bytes.subarray(offset, offset + 8192)))
          await new Promise((resume) => request.once('drain', resume))
      }
      request.end()
    })().catch(fail)
  })
}

/** Sends every request with at most `concurrency` under way; answers in the order of `wires`. */
export async function sendAll(wires: readonly WireRequest[], origin: string, concurrency: number): Promise<Outcome[]> {
  const outcomes: Outcome[] = new Array(wires.length)
  let next = 0
  const worker = async () => {
    while (next < wires.length) {
      const index = next++
      outcomes[index] = await send(wires[index]!, origin)
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, wires.length) }, worker))
  return outcomes
}

/** One line naming a request, its headers and the start of its body. */
export function describeWire(wire: WireRequest): string {
  const text = wire.bytes === null ? '' : Buffer.from(wire.bytes).toString('utf8')
  const body = text.length > 300 ? `${text.slice(0, 300)}… (${wire.bytes!.length} Bytes)` : text
  return `${wire.fuzz.kind} ${wire.method}${wire.fuzz.chunked ? ' (chunked)' : ''} ${JSON.stringify(wire.headers)} ${JSON.stringify(body)}`
}
