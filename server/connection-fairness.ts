import type { IncomingMessage, Server } from 'node:http'
import type { Socket } from 'node:net'
import { isTrustedPeer, senderKey, type TrustedProxies } from './intake/client-address.ts'

/**
 * Shares the server's connections between clients, so that one client cannot lock the others out.
 *
 * - A client (its IPv4 address or IPv6 /64, behind our proxies the sender named in X-Forwarded-For, as
 *   for the rate limit: server/intake/client-address.ts) holds at most `maxPerAddress` connections.
 * - At either limit the server makes room rather than turning the newcomer away: it closes the oldest
 *   connection that is idle (kept alive between requests) or slow (its request not fully received) –
 *   of the same client at the per-client limit, of anyone at the global cap. Only when every
 *   connection in question is busy answering a complete request is the new one closed instead.
 *
 * A client sending headers at 1 byte/s over 1,100 connections thus keeps `maxPerAddress` of them, and
 * a visitor from elsewhere gets a connection at once. Node's own maxConnections (which closes every new
 * connection once the cap is reached) is not used.
 */
export interface FairnessLimits {
  maxConnections: number
  maxPerAddress: number
}

interface Tracked {
  socket: Socket
  /** the client; null for a connection from one of our proxies before its first request names the client */
  key: string | null
  /** the request being answered on it, if any */
  request: IncomingMessage | null
}

export interface ConnectionFairness {
  /** connections closed to make room, since start */
  closed: () => number
  /** connections refused because every connection in question was busy, since start */
  refused: () => number
}

export function shareConnectionsFairly(
  server: Server,
  limits: FairnessLimits,
  trusted: TrustedProxies | null,
): ConnectionFairness {
  // Sets keep insertion order: iteration starts at the oldest connection
  const all = new Set<Tracked>()
  const byClient = new Map<string, Set<Tracked>>()
  const bySocket = new WeakMap<Socket, Tracked>()
  let closed = 0
  let refused = 0

  const join = (connection: Tracked, key: string) => {
    connection.key = key
    let group = byClient.get(key)
    if (group === undefined) byClient.set(key, (group = new Set()))
    group.add(connection)
  }
  const leave = (connection: Tracked) => {
    if (connection.key === null) return
    const group = byClient.get(connection.key)
    group?.delete(connection)
    if (group?.size === 0) byClient.delete(connection.key)
    connection.key = null
  }
  /** closes the oldest idle or slow connection among these (not `except`); false when all are busy */
  const makeRoom = (among: Iterable<Tracked>, except?: Tracked): boolean => {
    for (const connection of among) {
      if (connection === except || !isIdleOrSlow(connection)) continue
      closed++
      connection.socket.destroy()
      forget(connection)
      return true
    }
    return false
  }
  const forget = (connection: Tracked) => {
    leave(connection)
    all.delete(connection)
  }

  server.on('connection', (socket: Socket) => {
    const peer = socket.remoteAddress
    // a proxy's connection carries requests of many clients: judged per request, below
    const key = trusted !== null && isTrustedPeer(peer, trusted) ? null : senderKey(peer, undefined, null)
    const group = key === null ? undefined : byClient.get(key)
    if (group !== undefined && group.size >= limits.maxPerAddress && !makeRoom(group)) {
      refused++
      socket.destroy()
      return
    }
    if (all.size >= limits.maxConnections && !makeRoom(all)) {
      refused++
      socket.destroy()
      return
    }
    const connection: Tracked = { socket, key: null, request: null }
    if (key !== null) join(connection, key)
    all.add(connection)
    bySocket.set(socket, connection)
    socket.once('close', () => forget(connection))
  })

  server.prependListener('request', (request: IncomingMessage, response) => {
    const connection = bySocket.get(request.socket)
    if (connection === undefined || !all.has(connection)) return
    connection.request = request
    // once the answer is handed to the operating system the connection counts as idle again
    const done = () => {
      if (connection.request === request) connection.request = null
    }
    response.once('finish', done)
    response.once('close', done)
    if (trusted === null || !isTrustedPeer(request.socket.remoteAddress, trusted)) return
    // behind our proxy: the connection now belongs to the client this request is from
    const forwardedFor = request.headers['x-forwarded-for']
    const key = senderKey(
      request.socket.remoteAddress,
      Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor,
      trusted,
    )
    if (connection.key === key) return
    leave(connection)
    const group = byClient.get(key)
    if (group !== undefined && group.size >= limits.maxPerAddress && !makeRoom(group, connection)) {
      // every other connection of this client is busy answering: this request is one too many
      refused++
      forget(connection)
      request.socket.destroy()
      return
    }
    join(connection, key)
  })

  return { closed: () => closed, refused: () => refused }
}

/** No request, or one whose body is still arriving: closing it loses no answer the client waits for. */
function isIdleOrSlow(connection: Tracked): boolean {
  return connection.request === null || !connection.request.complete
}
