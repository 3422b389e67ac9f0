import { stringify } from 'csv-stringify/sync'
import { officeLabels, officeRequestLabels, quoteFieldOrder } from '../../engine/forms/quote-request.ts'
import { withoutInvisibleCharacters } from './invisible-characters.ts'
import { berlinDateTime, formatGermanDate } from './notification.ts'
import type { StoredRequest } from './store.ts'

export const csvHeader = [
  'Nr.',
  officeRequestLabels.eingegangen,
  officeRequestLabels.seite,
  ...quoteFieldOrder.map((field) => officeLabels[field]),
]

/**
 * The requests as a CSV file for German Excel: UTF-8 with BOM (else Excel guesses Windows-1252 and breaks
 * umlauts), `;` as separator (`,` is the decimal mark), CRLF line ends. Cells starting with = + - @ tab or CR
 * get a leading ' so Excel never evaluates visitor input as a formula (CSV injection).
 */
export function requestsToCsv(requests: StoredRequest[]): string {
  const records = requests.map((request) => {
    const received = berlinDateTime(request.eingegangen)
    return [
      request.nummer,
      received === null ? request.eingegangen : `${received.date} ${received.time}`,
      withoutInvisibleCharacters(request.seite),
      ...quoteFieldOrder.map((field) => {
        const value = cellText(request[field])
        return field === 'beginn' ? formatGermanDate(value) : value
      }),
    ]
  })
  return stringify([csvHeader, ...records], {
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
    // with a custom record delimiter csv-stringify would quote only cells holding CRLF; a lone LF must be quoted too
    quote_record_delimiter: true,
    escape_formulas: true,
  })
}

// browsers submit textarea line breaks as CRLF; inside an Excel cell a lone LF is the line break (Alt+Enter).
// Bidi overrides and zero-width characters go, as in the mail: in a cell they can make text read differently.
function cellText(value: string): string {
  return withoutInvisibleCharacters(value).replace(/\r\n/g, '\n')
}
