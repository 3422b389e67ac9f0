import type { Client, Row } from '@libsql/client'
import { quoteFieldOrder, type QuoteRequest } from '../../../engine/forms/quote-request.ts'

/** A request as it is read back (for the staff mail and the export). */
export interface StoredRequest extends QuoteRequest {
  id: number
  /** what the customer and the office call the request: AN-7K4P-2Q, or the row number for requests stored before */
  nummer: string
  anfrageId: string | null
  /** ISO 8601, UTC */
  eingegangen: string
  /** page path the form was on, e.g. /kontakt */
  seite: string
}

// a row from before the short form has no name of its own: its name is first and last name joined
const NAME_COLUMN = `CASE WHEN name <> '' THEN name ELSE trim(vorname || ' ' || nachname) END AS name`
const QUOTE_COLUMNS = quoteFieldOrder.map((field) => (field === 'name' ? NAME_COLUMN : field)).join(', ')
const REQUEST_COLUMNS = `id, nummer, anfrage_id, eingegangen, seite, ${QUOTE_COLUMNS}`

export async function getRequest(client: Client, id: number): Promise<StoredRequest | null> {
  const result = await client.execute({ sql: `SELECT ${REQUEST_COLUMNS} FROM anfragen WHERE id = ?`, args: [id] })
  const row = result.rows[0]
  return row === undefined ? null : toStoredRequest(row)
}

/** ordered by id; `since` compares with the time of receipt */
export async function listRequests(client: Client, options: { since?: Date } = {}): Promise<StoredRequest[]> {
  const result =
    options.since === undefined
      ? await client.execute(`SELECT ${REQUEST_COLUMNS} FROM anfragen ORDER BY id`)
      : await client.execute({
          sql: `SELECT ${REQUEST_COLUMNS} FROM anfragen WHERE eingegangen >= ? ORDER BY id`,
          args: [options.since.toISOString()],
        })
  return result.rows.map(toStoredRequest)
}

export async function countRequests(client: Client): Promise<number> {
  const result = await client.execute('SELECT count(*) AS n FROM anfragen')
  return Number(result.rows[0]?.n ?? 0)
}

function toStoredRequest(row: Row): StoredRequest {
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))
  const fields = Object.fromEntries(quoteFieldOrder.map((field) => [field, text(row[field])])) as QuoteRequest
  return {
    id: Number(row.id),
    nummer: text(row.nummer),
    anfrageId: row.anfrage_id === null ? null : text(row.anfrage_id),
    eingegangen: text(row.eingegangen),
    seite: text(row.seite),
    ...fields,
  }
}
