// Fuzzing the real intake server with > 1,000 generated requests, reproducible from a seed (FUZZ_SEED=… to
// replay another run). First a sweep: every generator of every family (fuzz/families.ts) a few times, so
// every field meets every kind of bad input; then random batches from all of them plus random changes to
// valid submissions, which fast-check shrinks to the simplest failing batch. Each answer must be the one
// the contract (fuzz/contract.ts) gives for its bytes, < 500, German for 4xx, never live markup of a
// payload; afterwards the database holds exactly the valid requests, each once, as the contract stored
// them, and the server is still up and taking requests.
import http from 'node:http'
import { randomUUID } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { berlinToday } from '../../engine/forms/quote-schema.ts'
import { MAX_BODY_BYTES } from '../../server/intake/route.ts'
import { useIntakeServer, withStore } from '../support/intake-server.ts'
import { checkOutcome } from './fuzz/checks.ts'
import { expectationOf, isDamaged, storedKey, type Expectation, type StoredExpectation } from './fuzz/contract.ts'
import { families } from './fuzz/families.ts'
import { mutatedCase } from './fuzz/random-cases.ts'
import { forms } from './fuzz/values.ts'
import { describeWire, send, sendAll, toWire, type FuzzCase, type Outcome, type WireRequest } from './fuzz/wire.ts'

const SEED = Number(process.env.FUZZ_SEED ?? 0x5eed_2026) | 0
const RANDOM_CASES = 1_100
const CONCURRENCY = 50

const intake = useIntakeServer({ RATE_LIMIT: '100000' }, 'anfragen-fuzz-')

interface Answered {
  outcome: Outcome
  expected: Expectation
  problems: string[]
}

/** Sends the cases (those marked `twice` twice at once) and judges every answer by the contract. */
async function sendBatch(cases: FuzzCase[], origin: string): Promise<Answered[]> {
  const contract = { origin, forms, today: berlinToday() }
  const wires: WireRequest[] = []
  for (const fuzz of cases) {
    const wire = await toWire(fuzz, origin)
    wires.push(wire)
    if (fuzz.twice) wires.push(wire)
  }
  // The server answers 413 without reading an oversized body and may then close the connection while the
  // client still uploads (always for chunked bodies, under load also for Content-Length ones:
  // @hono/node-server drains an unread body for at most 500 ms): sent alone, they get their answer.
  const oversize = (wire: WireRequest) => (wire.bytes?.length ?? 0) > MAX_BODY_BYTES - 1024
  const outcomes = [
    ...(await sendAll(
      wires.filter((wire) => !oversize(wire)),
      origin,
      CONCURRENCY,
    )),
    ...(await sendAll(wires.filter(oversize), origin, 1)),
  ]
  const answered: Answered[] = []
  for (const outcome of outcomes) {
    const expected = await expectationOf(outcome.wire, contract)
    answered.push({ outcome, expected, problems: checkOutcome(outcome, expected, forms.texts.danke_seite) })
  }
  // a request sent twice at once is one request: both answers carry the same request number
  const numbers = new Map<WireRequest, Set<unknown>>()
  for (const { outcome } of answered)
    if (outcome.wire.fuzz.twice && outcome.status === 201)
      numbers.set(outcome.wire, (numbers.get(outcome.wire) ?? new Set()).add(JSON.parse(outcome.body).nummer))
  for (const { outcome, problems } of answered) {
    const seen = numbers.get(outcome.wire)
    if (seen && seen.size > 1) problems.push(`zwei Nummern für eine Anfrage: ${[...seen].join(', ')}`)
  }
  return answered
}

const failuresOf = (answered: Answered[]) =>
  answered.flatMap(({ outcome, problems }) =>
    problems.map((problem) => `${problem}\n    ← ${describeWire(outcome.wire)}`),
  )

/** Different seeds per generator, all from SEED. */
const seedFor = (family: string, index: number) =>
  [...`${family}/${index}`].reduce((hash, char) => (Math.imul(hash, 31) + char.charCodeAt(0)) | 0, SEED)

describe('intake fuzzing (real server)', () => {
  it(`answers > 1,000 generated requests as the contract says (seed ${SEED})`, { timeout: 240_000 }, async () => {
    const origin = intake.server().origin
    console.log(`Fuzz-Seed: ${SEED} (wiederholen mit FUZZ_SEED=${SEED})`)
    const site = { origin, today: berlinToday() }
    const all = families(site)
    const started = performance.now()

    const sweepCases = all.flatMap((family) =>
      family.generators.flatMap((generator, index) =>
        fc.sample(generator, { seed: seedFor(family.name, index), numRuns: family.samples }),
      ),
    )
    const sweep = await sendBatch(sweepCases, origin)
    const sweepFailures = failuresOf(sweep)
    if (sweepFailures.length > 0)
      console.log(`Probleme (${sweepFailures.length}):\n  ${sweepFailures.slice(0, 40).join('\n  ')}`)
    expect(sweepFailures, sweepFailures.slice(0, 20).join('\n')).toEqual([])

    // random batches of CONCURRENCY requests sent at once; fast-check shrinks a failing batch
    const anyCase = fc.oneof(
      { arbitrary: mutatedCase(site), weight: 3 },
      { arbitrary: fc.oneof(...all.flatMap((family) => family.generators)), weight: 1 },
    )
    const random: Answered[] = []
    let randomFailure: unknown = null
    try {
      await fc.assert(
        fc.asyncProperty(fc.array(anyCase, { minLength: CONCURRENCY, maxLength: CONCURRENCY }), async (batch) => {
          const answered = await sendBatch(batch, origin)
          random.push(...answered)
          const failures = failuresOf(answered)
          expect(failures, failures.slice(0, 20).join('\n')).toEqual([])
        }),
        // shrinking re-sends whole batches: bounded, so a failure is reported within the test's time
        {
          seed: SEED,
          numRuns: RANDOM_CASES / CONCURRENCY,
          interruptAfterTimeLimit: 120_000,
          markInterruptAsFailure: true,
        },
      )
    } catch (error) {
      randomFailure = error
    }
    const seconds = (performance.now() - started) / 1000
    const answered = [...sweep, ...random]

    const histogram: Record<string, number> = {}
    for (const { outcome } of answered) {
      const key = outcome.error ? 'keine Antwort' : String(outcome.status)
      histogram[key] = (histogram[key] ?? 0) + 1
    }
    const byFamily: Record<string, number> = {}
    for (const { outcome } of sweep) {
      const family = outcome.wire.fuzz.kind.split(/[:/]/)[0]!
      byFamily[family] = (byFamily[family] ?? 0) + 1
    }
    console.log(
      [
        `Fuzz: ${answered.length} Anfragen in ${seconds.toFixed(1)} s (${sweep.length} aus allen Familien, ${random.length} zufällige in Gruppen zu ${CONCURRENCY})`,
        `Familien: ${Object.entries(byFamily)
          .map(([family, n]) => `${family} ${n}`)
          .join(', ')}`,
        `Status-Histogramm: ${Object.entries(histogram)
          .map(([status, n]) => `${status} × ${n}`)
          .join(', ')}`,
        ...answered
          .filter(({ outcome, expected }) => outcome.error && expected.mayDrop)
          .map(
            ({ outcome }) =>
              `Upload beim Schließen der Verbindung noch unterwegs, 413 nicht gelesen (${outcome.error})`,
          ),
      ].join('\n'),
    )
    if (randomFailure !== null) throw randomFailure
    expect(answered.length).toBeGreaterThanOrEqual(1000)

    // every request the contract accepts is stored exactly once, as validated; nothing else is stored
    const expected = new Map<string, StoredExpectation>()
    for (const { outcome, expected: answer } of answered)
      if (answer.stored && answer.statuses.includes(outcome.status))
        expected.set(storedKey(answer.stored), answer.stored)
    const rows = await withStore(intake.databaseUrl, (store) => store.listRequests())
    const stored = rows.map((row) => {
      const { id: _id, nummer: _nummer, eingegangen: _eingegangen, anfrageId, seite, ...request } = row
      return { anfrageId, seite, request }
    })
    const unexpected = stored.filter((row) => !expected.has(storedKey(row)))
    expect(unexpected, 'gespeichert, aber nicht erwartet (doppelt oder verändert)').toEqual([])
    const keys = new Set(stored.map(storedKey))
    const lost = [...expected.values()].filter((row) => !keys.has(storedKey(row)))
    expect(lost, 'gültig und angenommen, aber nicht (so) gespeichert').toEqual([])
    expect(rows.length).toBe(expected.size)
    for (const row of stored) expect(expected.get(storedKey(row))).toEqual(row)
    // nothing damaged and no control character ever reaches the database
    const dirty = rows.filter((row) =>
      Object.values(row).some(
        (value) =>
          typeof value === 'string' &&
          (isDamaged(value) || /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value)),
      ),
    )
    expect(dirty).toEqual([])
    console.log(`gespeichert: ${rows.length} Anfragen, jede einmal, wie geprüft`)

    // still alive and still taking valid requests
    expect(intake.server().process.exitCode).toBeNull()
    expect(intake.server().process.signalCode).toBeNull()
    const [control] = await sendBatch(
      fc.sample(all.find((family) => family.name === 'gueltig')!.generators[0]!, { seed: SEED, numRuns: 1 }),
      origin,
    )
    expect(control!.problems).toEqual([])
    const suspicious = intake
      .server()
      .output()
      .split('\n')
      .filter((line) => /Error|Interner Fehler|^\s+at /.test(line))
    if (suspicious.length > 0) console.log(`Serverausgabe mit Fehlern:\n${suspicious.slice(0, 20).join('\n')}`)
    expect(suspicious).toEqual([])
  })

  // After a 413 for a chunked body the rest of the body stays unread, so the server closes that
  // connection ("Connection: close"); the client's next request must go out on a fresh one and succeed.
  // A client still uploading when the server closes may see the close (EPIPE/ECONNRESET) instead of
  // the 413 – as with any server that refuses an upload early (nginx does the same).
  it('after a 413 for a chunked body the next request on the same client still gets its answer', async () => {
    const origin = intake.server().origin
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const headers = { Origin: origin, Accept: 'application/json', 'Content-Type': 'application/json' }
    try {
      const body = JSON.stringify({ nachricht: 'x'.repeat(200 * 1024), anfrage_id: randomUUID() })
      const oversized = await toWire({ kind: 'chunked-200kb', method: 'POST', headers, body, chunked: true }, origin)
      const first = await send(oversized, origin, agent)
      if (first.status !== 413) expect(first.error, `Status ${first.status}`).toMatch(/EPIPE|ECONNRESET|socket hang up/)
      const next = await toWire({ kind: 'danach', method: 'POST', headers, body: JSON.stringify({ plz: 'x' }) }, origin)
      const second = await send(next, origin, agent)
      expect(second.error).toBeUndefined()
      expect(second.status).toBe(422)
    } finally {
      agent.destroy()
    }
  })
})
