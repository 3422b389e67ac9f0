import fc from 'fast-check'
import { REQUEST_ID_FIELD } from '../../../engine/forms/quote-schema.ts'
import { encode, type Site } from './encode.ts'
import { freshId, validFor } from './families.ts'
import {
  ALL_FIELDS,
  DATE_FIELDS,
  fileName,
  foreignOption,
  FORMAT_FIELDS,
  formatValue,
  nonString,
  oddDate,
  oddKey,
  plainOddText,
  SELECT_FIELDS,
  sqlPayload,
  unicodeText,
  xssPayload,
} from './values.ts'
import { ENCODINGS, type Fields, type FuzzCase } from './wire.ts'

/** One change to a valid submission; plain data, so a shrunk counterexample reads well. */
type Mutation = { label: string; field: string; value: unknown } | { label: 'fehlt'; field: string }

const oneOf = <T>(list: readonly T[]) => fc.constantFrom(...list)
// unbiased: fast-check otherwise favours small numbers, and "5 %" would come up far more often
const likely = (p: number) => fc.noBias(fc.integer({ min: 0, max: 99 })).map((n) => n < p * 100)

function mutation(site: Site): fc.Arbitrary<Mutation> {
  const change = (label: string, field: fc.Arbitrary<string>, value: fc.Arbitrary<unknown>) =>
    fc.record({ label: fc.constant(label), field, value })
  return fc.oneof(
    change('text', oneOf(ALL_FIELDS), fc.oneof(xssPayload, sqlPayload, unicodeText, plainOddText)),
    change('typ', oneOf(ALL_FIELDS), nonString),
    fc.record({ label: fc.constant('fehlt' as const), field: oneOf(ALL_FIELDS) }),
    change('schluessel', oddKey, fc.oneof(plainOddText, nonString)),
    oneOf(SELECT_FIELDS).chain((field) => change('auswahl', fc.constant(field), foreignOption(field))),
    change('datum', oneOf(DATE_FIELDS), oddDate(site.today)),
    change('format', oneOf(FORMAT_FIELDS), formatValue),
  )
}

/** A valid submission with 1–4 random changes, in any encoding, with the browser headers varied. */
export function mutatedCase(site: Site): fc.Arbitrary<FuzzCase> {
  return fc
    .record({
      encoding: oneOf(ENCODINGS),
      mutations: fc.array(mutation(site), { minLength: 1, maxLength: 4 }),
      id: fc.option(freshId, { freq: 2, nil: null }),
      flags: fc.record({
        origin: likely(0.85),
        fetchSite: fc.oneof(
          { arbitrary: fc.constant(null), weight: 4 },
          { arbitrary: oneOf(['same-origin', 'none']), weight: 1 },
        ),
        accept: likely(0.4),
      }),
      file: fc.option(fileName, { freq: 3, nil: null }),
      // a foreign Origin on top: then 403 whatever the body
      crossSite: likely(0.05),
    })
    .chain(({ encoding, mutations, id, flags, file, crossSite }) =>
      validFor(site).map((valid) => {
        const fields: Fields = { ...valid }
        for (const change of mutations) {
          if ('value' in change) fields[change.field] = change.value
          else delete fields[change.field]
        }
        if (id !== null) fields[REQUEST_ID_FIELD] = id
        const labels = mutations.map((change) => change.label).sort()
        const built = encode(site, `zufall:${labels.join('+')}`, encoding, fields, {
          flags,
          files:
            file === null
              ? {}
              : { datei: { blob: new Blob(['%PDF-1.4 Grüße'], { type: 'application/pdf' }), name: file } },
        })
        return crossSite ? { ...built, headers: { ...built.headers, Origin: 'https://evil.example' } } : built
      }),
    )
}
