import { C } from '../svg.ts'
import { sparklePath } from '../props.ts'

/** Logo mark (also used as favicon): rounded navy square with a white sparkle. */
export function logoMark(): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">' +
    `<rect width="64" height="64" rx="14" fill="${C.navy}"/>` +
    `<path d="${sparklePath(32, 32, 23, 0.2)}" fill="#fff"/></svg>\n`
  )
}
