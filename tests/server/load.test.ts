// Load test of the real intake server: 500 submissions at once, each stored exactly once, and the same
// 500 again (same anfrage_ids) store nothing new. Timings are printed, never asserted (machines differ).
import { describe, expect, it } from 'vitest'
import { assertLoopback, runLoadTest, type LoadTestResult } from '../../scripts/load-test-intake.ts'
import { useIntakeServer, withStore } from '../support/intake-server.ts'

const COUNT = 500
// all 500 clients share this machine's address: the per-address limits are lifted for them
const intake = useIntakeServer({ RATE_LIMIT: '100000', MAX_CONNECTIONS_PER_IP: '1000' }, 'anfragen-last-')

function storedIds(): Promise<(string | null)[]> {
  return withStore(intake.databaseUrl, async (store) => {
    expect(await store.countRequests()).toBe((await store.listRequests()).length)
    return (await store.listRequests()).map((row) => row.anfrageId)
  })
}

function printFigures(label: string, result: LoadTestResult) {
  console.log(
    `${label}: ${result.sent} Anfragen in ${result.seconds.toFixed(2)} s – ${result.requestsPerSecond.toFixed(1)} Anfragen/s, ` +
      `p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms, Status ${JSON.stringify(result.statuses)}`,
  )
}

describe('intake under load (real server, 500 at once)', () => {
  it('refuses to load-test anything but this machine', async () => {
    for (const origin of [
      'https://example.com',
      'http://10.0.0.1:3000',
      'http://127.0.0.1.nip.io',
      'file:///tmp/x',
      'kein url',
    ]) {
      await expect(runLoadTest({ origin, count: 1 })).rejects.toThrow()
    }
    for (const origin of ['http://127.0.0.1:3000', 'http://localhost:3000', 'http://[::1]:3000'])
      expect(() => assertLoopback(origin)).not.toThrow()
  })

  it(
    'stores each of 500 simultaneous submissions exactly once, and a resubmit of all 500 adds nothing',
    {
      timeout: 120_000,
    },
    async () => {
      const first = await runLoadTest({ origin: intake.server().origin, count: COUNT })
      printFigures('Lasttest', first)
      expect(first.sent).toBe(COUNT)
      expect(first.statuses).toEqual({ 201: COUNT })
      expect(new Set(first.ids).size).toBe(COUNT)

      const afterFirst = await storedIds()
      expect(afterFirst).toHaveLength(COUNT)
      const perId = new Map<string | null, number>()
      for (const id of afterFirst) perId.set(id, (perId.get(id) ?? 0) + 1)
      for (const id of first.ids) expect(perId.get(id), `anfrage_id ${id}`).toBe(1)
      expect(perId.size).toBe(COUNT)

      // the same 500 ids again, all at once: answered as accepted, but no second row
      const again = await runLoadTest({ origin: intake.server().origin, count: COUNT, ids: first.ids })
      printFigures('Erneut gesendet (gleiche anfrage_id)', again)
      expect(again.statuses).toEqual({ 201: COUNT })
      const afterSecond = await storedIds()
      expect(afterSecond).toHaveLength(COUNT)
      expect(new Set(afterSecond)).toEqual(new Set(first.ids))
      expect(intake.server().process.exitCode).toBeNull()
    },
  )
})
