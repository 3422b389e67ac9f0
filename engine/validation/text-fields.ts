import { z } from 'zod'

/** A text an editor must fill in: not empty once surrounding spaces are trimmed. */
export const text = z.string().trim().min(1)

/** A text the site fills a value into, so it must contain that placeholder, e.g. `textWith('{anzahl}')`. */
export function textWith(placeholder: string) {
  return text.refine((value) => value.includes(placeholder))
}
