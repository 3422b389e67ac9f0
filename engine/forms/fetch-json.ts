/** A failed request: `message` is "<status>: <body text or status text>" for logs; `body` keeps the raw text. */
export class HttpError extends Error {
  readonly status: number
  readonly body: string
  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`)
    this.name = 'HttpError'
    this.status = status
    this.body = body
  }
}

/**
 * The site's one fetch helper: sends cookies, parses JSON, turns any non-success
 * response into an HttpError, never retries on its own (a retry could send a request twice).
 */
export async function fetchJson<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, {
    ...init,
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      ...init.headers,
    },
  })
  if (!response.ok) throw new HttpError(response.status, response.statusText, await response.text().catch(() => ''))
  return (await response.json()) as T
}
