// Reads the intake's request bodies without repairing broken text. The platform's readers (Request.json(),
// formData(), URLSearchParams) turn bytes that are not UTF-8 into „�“ and keep lone surrogates of JSON
// escapes, which SQLite stores as „�“ too. Here such a field is reported instead, so the visitor is asked
// to enter it again and nothing damaged is ever stored.

/** The field error for damaged text (browsers always send UTF-8: broken bytes come from other programs or copies). */
export const DAMAGED_TEXT_MESSAGE =
  'Dieses Feld enthält Zeichen, die nicht gelesen werden konnten. Bitte geben Sie es noch einmal ein.'

const strict = new TextDecoder('utf-8', { fatal: true })
const lenient = new TextDecoder('utf-8')
const REPLACEMENT = '\uFFFD'
// with the u flag a lone surrogate is a code point of its own, category Cs; a proper pair is not
const LONE_SURROGATE = /\p{Cs}/u

export interface DecodedBody {
  fields: Record<string, unknown>
  /** names of fields whose text was not valid UTF-8 (or held a lone surrogate or a „�“) */
  damaged: Set<string>
}

/** null: the body is not a JSON object, or bytes that are not UTF-8 stand outside every field's text */
export function parseJsonBody(bytes: Uint8Array): DecodedBody | null {
  const text = decodeStrict(bytes)
  let parsed: unknown
  try {
    // invalid bytes are located afterwards: the lenient decoder marks each with „�“
    parsed = JSON.parse(text ?? lenient.decode(bytes))
  } catch {
    return null
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return null
  const fields = parsed as Record<string, unknown>
  // the form's fields are top-level strings; anything nested is no field (and is refused as such)
  const damaged = new Set(Object.keys(fields).filter((name) => isText(fields[name]) && isDamagedText(fields[name])))
  if (Object.keys(fields).some(isDamagedText)) return null
  if (text === null && damaged.size === 0) return null
  return { fields, damaged }
}

/**
 * application/x-www-form-urlencoded as browsers write it (WHATWG URL standard): name=value pairs joined by
 * "&", "+" for a space, %XX for a byte; each name and value is decoded strictly on its own.
 * null: a field name is not UTF-8 (it cannot be told which field it was meant to be).
 */
export function parseUrlEncodedBody(bytes: Uint8Array): DecodedBody | null {
  const fields: Record<string, unknown> = {}
  const damaged = new Set<string>()
  for (const pair of split(bytes, 0x26 /* & */)) {
    if (pair.length === 0) continue
    const equals = pair.indexOf(0x3d /* = */)
    const name = decodeStrict(percentDecode(equals === -1 ? pair : pair.subarray(0, equals)))
    if (name === null || isDamagedText(name)) return null
    const valueBytes = percentDecode(equals === -1 ? new Uint8Array(0) : pair.subarray(equals + 1))
    const value = decodeStrict(valueBytes)
    // like the platform's parser: a repeated name keeps its last value; damaged text is kept marked with „�“
    // (as in JSON and multipart bodies), so a honeypot filled with broken bytes still counts as filled
    fields[name] = value ?? lenient.decode(valueBytes)
    if (value === null || isDamagedText(value)) damaged.add(name)
    else damaged.delete(name)
  }
  return { fields, damaged }
}

/**
 * multipart/form-data, parsed by the platform. Its parser decodes text parts leniently, so a „�“ in a
 * value is where the bytes were not UTF-8. Files are kept as files (the intake ignores them).
 * null: not readable as multipart, or a field name is damaged.
 */
export async function parseMultipartBody(
  bytes: Uint8Array<ArrayBuffer>,
  contentType: string,
): Promise<DecodedBody | null> {
  let form: FormData
  try {
    form = await new Response(bytes, { headers: { 'Content-Type': contentType } }).formData()
  } catch {
    return null
  }
  const fields: Record<string, unknown> = {}
  const damaged = new Set<string>()
  for (const [name, value] of form) {
    if (isDamagedText(name)) return null
    fields[name] = value
    if (typeof value === 'string' && isDamagedText(value)) damaged.add(name)
    else damaged.delete(name)
  }
  return { fields, damaged }
}

function decodeStrict(bytes: Uint8Array): string | null {
  try {
    return strict.decode(bytes)
  } catch {
    return null
  }
}

const isText = (value: unknown): value is string => typeof value === 'string'

function isDamagedText(text: string): boolean {
  return text.includes(REPLACEMENT) || LONE_SURROGATE.test(text)
}

function split(bytes: Uint8Array, separator: number): Uint8Array[] {
  const parts: Uint8Array[] = []
  let start = 0
  for (let index = 0; index <= bytes.length; index++) {
    if (index === bytes.length || bytes[index] === separator) {
      parts.push(bytes.subarray(start, index))
      start = index + 1
    }
  }
  return parts
}

/** "+" → space, %XX → that byte; a "%" not followed by two hex digits stays as it is. */
function percentDecode(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length)
  let length = 0
  for (let index = 0; index < bytes.length; index++) {
    const byte = bytes[index]!
    if (byte === 0x2b /* + */) {
      out[length++] = 0x20
    } else if (byte === 0x25 /* % */ && isHex(bytes[index + 1]) && isHex(bytes[index + 2])) {
      out[length++] = Number.parseInt(String.fromCharCode(bytes[index + 1]!, bytes[index + 2]!), 16)
      index += 2
    } else {
      out[length++] = byte
    }
  }
  return out.subarray(0, length)
}

function isHex(byte: number | undefined): boolean {
  return (
    byte !== undefined &&
    ((byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66))
  )
}
