import { describe, expect, it } from 'vitest'
import { DEFAULT_TRUSTED_PROXIES, parseTrustedProxies, senderKey } from '../../server/intake/client-address.ts'

const loopback = parseTrustedProxies(DEFAULT_TRUSTED_PROXIES).proxies
const chain = parseTrustedProxies('127.0.0.1, 10.0.0.0/8, fd00::/8').proxies

describe('sender of a request (rate-limit key)', () => {
  it('is the socket peer when not behind a proxy, whatever X-Forwarded-For says', () => {
    expect(senderKey('203.0.113.7', '1.1.1.1', null)).toBe('203.0.113.7')
    expect(senderKey('::ffff:203.0.113.7', undefined, null)).toBe('203.0.113.7')
  })

  it('is the rightmost X-Forwarded-For entry that is not a trusted proxy', () => {
    expect(senderKey('127.0.0.1', '6.6.6.6, 203.0.113.7', loopback)).toBe('203.0.113.7')
    expect(senderKey('127.0.0.1', '6.6.6.6, 203.0.113.7, 10.1.2.3, 127.0.0.1', chain)).toBe('203.0.113.7')
    expect(senderKey('::1', '203.0.113.9', loopback)).toBe('203.0.113.9')
  })

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    expect(senderKey('198.51.100.4', '203.0.113.7', loopback)).toBe('198.51.100.4')
  })

  it('stops at a garbled entry instead of trusting what lies left of it', () => {
    expect(senderKey('127.0.0.1', '203.0.113.7, kaputt', loopback)).toBe('127.0.0.1')
    expect(senderKey('127.0.0.1', '', loopback)).toBe('127.0.0.1')
  })

  it('groups IPv6 addresses by /64 and reads bracketed and IPv4-mapped forms', () => {
    expect(senderKey('127.0.0.1', '2001:db8:1:2::a', loopback)).toBe('2001:db8:1:2::/64')
    expect(senderKey('127.0.0.1', '[2001:DB8:1:2:ffff:ffff:ffff:ffff]:443', loopback)).toBe('2001:db8:1:2::/64')
    expect(senderKey('2001:db8::1', undefined, null)).toBe('2001:db8:0:0::/64')
    expect(senderKey('127.0.0.1', '::ffff:198.51.100.4', loopback)).toBe('198.51.100.4')
  })

  it('names every TRUSTED_PROXIES entry it cannot read, in German', () => {
    expect(parseTrustedProxies('10.0.0.1, nginx, 10.0.0.0/40').problems).toEqual([
      'TRUSTED_PROXIES: „nginx“ ist keine IP-Adresse oder kein Netz wie 10.0.0.0/8 oder fd00::/8',
      'TRUSTED_PROXIES: „10.0.0.0/40“ ist keine IP-Adresse oder kein Netz wie 10.0.0.0/8 oder fd00::/8',
    ])
  })
})
