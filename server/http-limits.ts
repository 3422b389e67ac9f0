import type { Server, ServerOptions } from 'node:http'
import type { HttpLimits } from './server-settings.ts'

/**
 * Bounds for slow or idle clients. Node checks the request and headers timeouts only every
 * connectionsCheckingInterval (30 s by default), so the check runs every second here: a body trickling
 * in at 1 byte/s is answered 408 about requestTimeoutMs after the request began, not minutes later.
 */
export function httpServerOptions(limits: HttpLimits): ServerOptions {
  return {
    requestTimeout: limits.requestTimeoutMs,
    headersTimeout: limits.headersTimeoutMs,
    connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs),
  }
}

/**
 * The limits that are properties of a running server rather than creation options. The connection cap is
 * not Node's maxConnections, which turns every newcomer away once the cap is full (one client holding
 * the connections locks everyone out); server/connection-fairness.ts makes room instead.
 */
export function applyConnectionLimits(server: Server, limits: HttpLimits): void {
  server.keepAliveTimeout = limits.keepAliveTimeoutMs
}
