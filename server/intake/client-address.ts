import { BlockList, isIP } from 'node:net'

/**
 * Who sent a request, as the key of the per-sender rate limit.
 *
 * Behind a reverse proxy the socket's peer is the proxy; the client is in X-Forwarded-For, where every
 * proxy appends the address it received the request from. Everything left of the last trusted proxy's
 * entry was written by the client and can be forged, so the sender is the rightmost entry that is not a
 * trusted proxy (the same rule as nginx's real_ip_recursive and Express's "trust proxy"). IPv6 senders
 * are grouped by /64: one connection usually owns a whole /64 and could otherwise rotate addresses.
 */
export interface TrustedProxies {
  /** the peers (and X-Forwarded-For entries) that are our own proxies */
  list: BlockList
  /** as configured, for the start-up log */
  description: string
}

/** Loopback: nginx on the same machine, as in the README. */
export const DEFAULT_TRUSTED_PROXIES = '127.0.0.1/8, ::1/128'

/** Parses "10.0.0.1, 10.1.0.0/16, ::1" into a list; returns German problem texts for entries it cannot read. */
export function parseTrustedProxies(value: string): { proxies: TrustedProxies; problems: string[] } {
  const list = new BlockList()
  const problems: string[] = []
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [address = '', prefixText] = entry.split('/')
    const family = isIP(address)
    const prefix = prefixText === undefined ? (family === 6 ? 128 : 32) : Number(prefixText)
    if (family === 0 || !Number.isInteger(prefix) || prefix < 0 || prefix > (family === 6 ? 128 : 32)) {
      problems.push(`TRUSTED_PROXIES: „${entry}“ ist keine IP-Adresse oder kein Netz wie 10.0.0.0/8 oder fd00::/8`)
      continue
    }
    list.addSubnet(address, prefix, family === 6 ? 'ipv6' : 'ipv4')
  }
  return { proxies: { list, description: value }, problems }
}

/** The rate-limit key for a request: the sender's IPv4 address or IPv6 /64 network. */
export function senderKey(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trusted: TrustedProxies | null,
): string {
  const direct = normalize(peer ?? '')
  if (direct === null) return 'unbekannt'
  let sender = direct
  if (trusted !== null && isTrusted(direct, trusted) && forwardedFor !== undefined) {
    const hops = forwardedFor.split(',').map((hop) => normalize(hop.trim()))
    for (let index = hops.length - 1; index >= 0; index--) {
      const hop = hops[index]
      // a garbled entry cannot be attributed: stop at the last address we could read
      if (hop === null || hop === undefined) break
      sender = hop
      if (!isTrusted(hop, trusted)) break
    }
  }
  return groupIpv6(sender)
}

/** true when the socket's peer is one of our proxies (so its X-Forwarded-* headers count) */
export function isTrustedPeer(peer: string | undefined, trusted: TrustedProxies): boolean {
  const address = normalize(peer ?? '')
  return address !== null && isTrusted(address, trusted)
}

function isTrusted(address: string, trusted: TrustedProxies): boolean {
  return trusted.list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4')
}

/** A plain IP address (IPv4-mapped IPv6 as IPv4, brackets and ports removed), or null. */
function normalize(value: string): string | null {
  let address = value
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address)
  if (bracketed) address = bracketed[1]!
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(address)) address = address.replace(/:\d+$/, '')
  address = address.replace(/%.*$/, '')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) address = mapped[1]!
  return isIP(address) === 0 ? null : address.toLowerCase()
}

/** 2001:db8:1:2:3:4:5:6 → 2001:db8:1:2::/64; IPv4 unchanged. */
function groupIpv6(address: string): string {
  if (isIP(address) !== 6) return address
  const [head = '', tail = ''] = address.split('::')
  const headParts = head === '' ? [] : head.split(':')
  const tailParts = tail === '' ? [] : tail.split(':')
  const groups = address.includes('::')
    ? [...headParts, ...Array(8 - headParts.length - tailParts.length).fill('0'), ...tailParts]
    : headParts
  return `${groups
    .slice(0, 4)
    .map((group) => (Number.parseInt(group, 16) || 0).toString(16))
    .join(':')}::/64`
}
