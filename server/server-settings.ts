import { DEFAULT_TRUSTED_PROXIES, parseTrustedProxies, type TrustedProxies } from './intake/client-address.ts'
import { DEFAULT_MAX_ATTEMPTS } from './intake/outbox.ts'

/**
 * The server's settings from environment variables (README.md, section "Anfrage-Server"), with German
 * messages naming the variable and an example for every value that cannot be used. SMTP settings are
 * read separately (server/intake/mail-config.ts).
 */
export interface ServerSettings {
  port: number
  host: string
  databaseUrl: string
  rateLimit: number | undefined
  /** null: not behind a proxy, X-Forwarded-* are ignored */
  trustedProxies: TrustedProxies | null
  allowedOrigins: string[]
  mail: { intervalMs: number | undefined; firstRetryMs: number | undefined; maxAttempts: number }
  http: HttpLimits
  /** deadline for answering accepted requests and again for the mail outbox when stopping */
  shutdownTimeoutMs: number
}

export interface HttpLimits {
  /** whole request (headers and body) must arrive within this time, else 408 */
  requestTimeoutMs: number
  /** the request headers must arrive within this time */
  headersTimeoutMs: number
  /** an idle keep-alive connection is closed after this time */
  keepAliveTimeoutMs: number
  /** at most this many connections at once; beyond, the oldest idle or slow one makes room
   * (server/connection-fairness.ts) */
  maxConnections: number
  /** at most this many of them from one client (IPv4 address, IPv6 /64) */
  maxConnectionsPerAddress: number
}

export const DEFAULT_HTTP_LIMITS: HttpLimits = {
  requestTimeoutMs: 15_000,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 10_000,
  maxConnections: 1000,
  // browsers open up to 6 connections per site; this leaves room for an office of visitors behind one address
  maxConnectionsPerAddress: 100,
}
const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000

export function readServerSettings(
  env: NodeJS.ProcessEnv,
): { ok: true; settings: ServerSettings } | { ok: false; problems: string[] } {
  const problems: string[] = []
  const text = (name: string) => {
    const value = env[name]?.trim()
    return value === undefined || value === '' ? undefined : value
  }
  const integer = (name: string, fallback: number, min: number, example: string): number => {
    const value = text(name)
    if (value === undefined) return fallback
    if (!/^\d+$/.test(value) || Number(value) < min) {
      problems.push(`${name} muss eine ganze Zahl ab ${min} sein, z. B. ${name}=${example}`)
      return fallback
    }
    return Number(value)
  }
  const optionalInteger = (name: string, min: number, example: string) =>
    text(name) === undefined ? undefined : integer(name, 0, min, example)
  const flag = (name: string): boolean => {
    const value = text(name)?.toLowerCase()
    if (value === undefined || value === 'false') return false
    if (value === 'true') return true
    problems.push(`${name} muss "true" oder "false" sein`)
    return false
  }

  let trustedProxies: TrustedProxies | null = null
  if (flag('TRUST_PROXY')) {
    const parsed = parseTrustedProxies(text('TRUSTED_PROXIES') ?? DEFAULT_TRUSTED_PROXIES)
    problems.push(...parsed.problems)
    trustedProxies = parsed.proxies
  } else if (text('TRUSTED_PROXIES') !== undefined) {
    problems.push('TRUSTED_PROXIES wirkt nur zusammen mit TRUST_PROXY=true')
  }

  const requestTimeoutMs = integer('HTTP_REQUEST_TIMEOUT_MS', DEFAULT_HTTP_LIMITS.requestTimeoutMs, 100, '15000')
  const settings: ServerSettings = {
    port: integer('PORT', 3000, 0, '3000'),
    host: text('HOST') ?? '127.0.0.1',
    databaseUrl: text('INTAKE_DB') ?? 'file:data/anfragen.db',
    rateLimit: optionalInteger('RATE_LIMIT', 1, '20'),
    trustedProxies,
    allowedOrigins: (text('ALLOWED_ORIGINS') ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    mail: {
      intervalMs: optionalInteger('MAIL_INTERVAL_MS', 10, '5000'),
      firstRetryMs: optionalInteger('MAIL_RETRY_MS', 10, '30000'),
      maxAttempts: integer('MAIL_MAX_ATTEMPTS', DEFAULT_MAX_ATTEMPTS, 1, String(DEFAULT_MAX_ATTEMPTS)),
    },
    http: {
      requestTimeoutMs,
      // Node refuses a headers timeout longer than the request timeout
      headersTimeoutMs: Math.min(
        integer('HTTP_HEADERS_TIMEOUT_MS', DEFAULT_HTTP_LIMITS.headersTimeoutMs, 100, '10000'),
        requestTimeoutMs,
      ),
      keepAliveTimeoutMs: integer('HTTP_KEEPALIVE_TIMEOUT_MS', DEFAULT_HTTP_LIMITS.keepAliveTimeoutMs, 100, '10000'),
      maxConnections: integer('MAX_CONNECTIONS', DEFAULT_HTTP_LIMITS.maxConnections, 1, '1000'),
      maxConnectionsPerAddress: integer(
        'MAX_CONNECTIONS_PER_IP',
        DEFAULT_HTTP_LIMITS.maxConnectionsPerAddress,
        1,
        String(DEFAULT_HTTP_LIMITS.maxConnectionsPerAddress),
      ),
    },
    shutdownTimeoutMs: integer('SHUTDOWN_TIMEOUT_MS', DEFAULT_SHUTDOWN_TIMEOUT_MS, 100, '10000'),
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, settings }
}
