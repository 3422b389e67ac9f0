import { Server as NetServer, type Socket } from 'node:net'
import type { Server } from 'node:http'
import type { Outbox } from './intake/outbox.ts'
import type { RequestStore } from './intake/store.ts'

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
// Closing the listener resets the connections the kernel has queued but Node has not accepted yet
// (their requests may already be sent). So listening goes on until no connection has come for
// QUIET_MS, at most MAX_DRAIN_MS; every answer meanwhile closes its connection.
const QUIET_MS = 500
const MAX_DRAIN_MS = 5000

export interface ConnectionsWhenStopping {
  /** when the last connection was accepted (ms since the epoch) */
  lastConnectionAt: () => number
  /** from now on every response closes its connection */
  stopping: () => void
  /** closes keep-alive connections that answered a request and wait for the next one */
  closeIdleKeepAlive: () => void
}

/**
 * Tracks connections for a clean stop; call once when the server is created. Once stopping, every
 * response closes its connection, so keep-alive clients do not start new requests on a server that
 * is stopping. Only connections that have answered a request count as idle: Node's own
 * closeIdleConnections() also closes connections that were accepted but whose request is not parsed
 * yet (on a busy event loop: many), which resets requests the client already sent.
 */
export function closeConnectionsWhenStopping(server: Server): ConnectionsWhenStopping {
  let stopping = false
  let lastConnectionAt = 0
  const idleAfterResponse = new Set<Socket>()
  server.on('connection', (socket: Socket) => {
    lastConnectionAt = Date.now()
    socket.once('close', () => idleAfterResponse.delete(socket))
  })
  server.prependListener('request', (request, response) => {
    const socket = request.socket
    idleAfterResponse.delete(socket)
    if (stopping) response.setHeader('Connection', 'close')
    response.once('finish', () => {
      if (!socket.destroyed) idleAfterResponse.add(socket)
    })
  })
  return {
    lastConnectionAt: () => lastConnectionAt,
    stopping: () => (stopping = true),
    closeIdleKeepAlive: () => {
      for (const socket of idleAfterResponse) socket.destroy()
      idleAfterResponse.clear()
    },
  }
}

/**
 * Stops in order: stop accepting connections (once the kernel's queue is drained, see QUIET_MS); answer every
 * request already accepted (until the deadline); stop the mail outbox (deadline); move the WAL into the database
 * and truncate it; close.
 * Resolves true when everything finished within its deadline.
 */
export async function shutDown(parts: ShutdownParts, connections: ConnectionsWhenStopping): Promise<boolean> {
  const { server, outbox, store, deadlineMs, log } = parts
  let clean = true
  for (const timer of parts.timers) clearInterval(timer)
  connections.stopping()
  await drainQueuedConnections(connections)

  // net.Server's close stops listening only; http.Server's close would also drop connections that were
  // accepted but whose request was not parsed yet (they look idle), resetting requests already sent
  const allClosed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()))
  // keep-alive connections waiting for a next request that will not come
  const sweep = setInterval(connections.closeIdleKeepAlive, IDLE_SWEEP_MS)
  const answered = await within(allClosed, deadlineMs)
  clearInterval(sweep)
  if (!answered) {
    clean = false
    log(`Beim Beenden nach ${deadlineMs / 1000} s noch offene Verbindungen – werden jetzt getrennt.`)
    server.closeAllConnections()
  }

  if (outbox !== null && !(await within(outbox.stop(), deadlineMs))) {
    clean = false
    log(
      `Der laufende Mail-Durchgang endete nicht innerhalb von ${deadlineMs / 1000} s; ` +
        'nicht gesendete Benachrichtigungen gehen nach dem Neustart hinaus.',
    )
  }

  try {
    await store.checkpoint()
  } catch (error) {
    clean = false
    log(
      `WAL-Checkpoint beim Beenden fehlgeschlagen (${error instanceof Error ? error.message : String(error)}); ` +
        'SQLite holt ihn beim nächsten Start nach.',
    )
  }
  store.close()
  return clean
}

async function drainQueuedConnections(connections: ConnectionsWhenStopping): Promise<void> {
  const started = Date.now()
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    // judged after the event loop's poll phase, which accepts what the kernel queued meanwhile (on a
    // starved process the quiet time may pass while connections wait in the queue)
    await new Promise((resolve) => setImmediate(resolve))
    const now = Date.now()
    if (now - connections.lastConnectionAt() >= QUIET_MS || now - started >= MAX_DRAIN_MS) return
  }
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
