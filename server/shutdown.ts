import { Server as NetServer } from 'node:net'
import type { Server } from 'node:http'
import type { Outbox } from './intake/outbox'
import type { RequestStore } from './intake/store'

export interface ShutdownParts {
  server: Server
  outbox: Outbox | null
  store: RequestStore
  /** timers to clear first (e.g. the daily retention run) */
  timers: NodeJS.Timeout[]
  /** deadline for answering the accepted requests, and again for the outbox */
  deadlineMs: number
  log: (message: string) => void
}

const IDLE_SWEEP_MS = 250

/**
 * From now on every response closes its connection, so keep-alive clients do not start new requests on
 * a server that is stopping. Call once when the server is created.
 */
export function closeConnectionsWhenStopping(server: Server): { stopping: () => void } {
  let stopping = false
  server.prependListener('request', (_request, response) => {
    if (stopping) response.setHeader('Connection', 'close')
  })
  return { stopping: () => (stopping = true) }
}

/**
 * Stops in order: stop accepting connections; answer every request already accepted (until the
 * deadline); stop the mail outbox (deadline); move the WAL into the database and truncate it; close.
 * Resolves true when everything finished within its deadline.
 */
export async function shutDown(parts: ShutdownParts, markStopping: () => void): Promise<boolean> {
  const { server, outbox, store, deadlineMs, log } = parts
  let clean = true
  for (const timer of parts.timers) clearInterval(timer)
  markStopping()

  // net.Server's close stops listening only; http.Server's close would also drop connections that were
  // accepted but whose request was not parsed yet (they look idle), resetting requests already sent
  const allClosed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()))
  // idle keep-alive connections: closed once no request is on the way any more
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS)
  const answered = await within(allClosed, deadlineMs)
  clearInterval(sweep)
  if (!answered) {
    clean = false
    log(`Beim Beenden nach ${deadlineMs / 1000} s noch offene Verbindungen – werden jetzt getrennt.`)
    server.closeAllConnections()
  }

  if (outbox !== null && !(await within(outbox.stop(), deadlineMs))) {
    clean = false
    log(`Der laufende Mail-Durchgang endete nicht innerhalb von ${deadlineMs / 1000} s; nicht gesendete Benachrichtigungen gehen nach dem Neustart hinaus.`)
  }

  try {
    await store.checkpoint()
  } catch (error) {
    clean = false
    log(`WAL-Checkpoint beim Beenden fehlgeschlagen (${error instanceof Error ? error.message : String(error)}); SQLite holt ihn beim nächsten Start nach.`)
  }
  store.close()
  return clean
}

async function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)))
  try {
    return await Promise.race([promise.then(() => true as const), timeout])
  } finally {
    clearTimeout(timer)
  }
}
