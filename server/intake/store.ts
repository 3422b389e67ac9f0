import type { Client } from '@libsql/client'
import type { QuoteRequest } from '../../engine/forms/quote-request.ts'
import { deleteRequestsBefore, truncateWal, type Deletion } from './database/erasure.ts'
import {
  dueMails,
  recordFailedAttempt,
  markMailSent,
  outboxSummary,
  pendingMailCount,
  type OutboxMail,
  type OutboxSummary,
} from './database/mail-queue.ts'
import { localDatabasePath, openDatabase } from './database/open-database.ts'
import { countRequests, getRequest, listRequests, type StoredRequest } from './database/read-requests.ts'
import { DUPLICATE_WINDOW_MS, saveRequest, type SaveMeta, type SavedRequest } from './database/save-request.ts'
import { schemaVersion } from './database/schema.ts'
import { probeWrite } from './database/write-probe.ts'
import { newRequestNumber } from './request-number.ts'

// What the server and the scripts use of the request database. Only ./database/ knows SQL and libsql:
// swapping the local file for a networked libsql/sqld server changes the URL handed to openStore, nothing else.

export { DUPLICATE_WINDOW_MS, localDatabasePath, schemaVersion }
export type { Deletion, OutboxMail, OutboxSummary, SavedRequest, SaveMeta, StoredRequest }

export interface RequestStore {
  /**
   * Stores the request AND its outbox row in one transaction; resolves only after the commit (durable).
   * If anfrageId is given and already stored, returns the existing id with duplicate=true (idempotent
   * resubmit). Without anfrageId (form posted without JavaScript), an identical submission from the same
   * page within DUPLICATE_WINDOW_MS counts as the same request (double click, reload of the POST).
   */
  saveRequest(request: QuoteRequest, meta: SaveMeta): Promise<SavedRequest>
  getRequest(id: number): Promise<StoredRequest | null>
  /** ordered by id; `since` compares with the time of receipt */
  listRequests(options?: { since?: Date }): Promise<StoredRequest[]>
  countRequests(): Promise<number>
  /** outbox rows due now (next_attempt_at <= now, not sent), oldest first, at most `limit` */
  dueMails(now: Date, limit: number): Promise<OutboxMail[]>
  markMailSent(outboxId: number, at: Date): Promise<void>
  markMailFailed(outboxId: number, error: string, nextAttemptAt: Date): Promise<void>
  /** no further attempts; the row stays (with its last error) for manual handling */
  markMailGivenUp(outboxId: number, error: string, at: Date): Promise<void>
  /** mails not sent and not given up */
  pendingMailCount(): Promise<number>
  outboxSummary(): Promise<OutboxSummary>
  /** a real, tiny committed write: throws (e.g. SQLITE_READONLY, SQLITE_FULL) when the database cannot be written */
  probeWrite(at: Date): Promise<void>
  /**
   * Deletes the requests received before `before` with their outbox rows, so that no byte of them stays
   * readable in the database file or its WAL (secure_delete, VACUUM, WAL truncated).
   */
  deleteRequestsBefore(before: Date): Promise<Deletion>
  /** moves the WAL into the database file and truncates it (before a clean shutdown) */
  checkpoint(): Promise<void>
  close(): void
}

export interface StoreOptions {
  /** the request numbers to hand out (tests force a collision with it) */
  newNumber?: () => string
}

export async function openStore(url: string, options: StoreOptions = {}): Promise<RequestStore> {
  return new LibsqlRequestStore(await openDatabase(url), options.newNumber ?? newRequestNumber)
}

/** The store on one libsql client: each method hands the client to the module of its table or task. */
class LibsqlRequestStore implements RequestStore {
  constructor(
    private readonly client: Client,
    private readonly newNumber: () => string,
  ) {}

  saveRequest(request: QuoteRequest, meta: SaveMeta) {
    return saveRequest(this.client, request, meta, this.newNumber)
  }
  getRequest(id: number) {
    return getRequest(this.client, id)
  }
  listRequests(options?: { since?: Date }) {
    return listRequests(this.client, options)
  }
  countRequests() {
    return countRequests(this.client)
  }
  dueMails(now: Date, limit: number) {
    return dueMails(this.client, now, limit)
  }
  markMailSent(outboxId: number, at: Date) {
    return markMailSent(this.client, outboxId, at)
  }
  markMailFailed(outboxId: number, error: string, nextAttemptAt: Date) {
    return recordFailedAttempt(this.client, outboxId, error, { column: 'next_attempt_at', at: nextAttemptAt })
  }
  markMailGivenUp(outboxId: number, error: string, at: Date) {
    return recordFailedAttempt(this.client, outboxId, error, { column: 'gave_up_at', at })
  }
  pendingMailCount() {
    return pendingMailCount(this.client)
  }
  outboxSummary() {
    return outboxSummary(this.client)
  }
  probeWrite(at: Date) {
    return probeWrite(this.client, at)
  }
  deleteRequestsBefore(before: Date) {
    return deleteRequestsBefore(this.client, before)
  }
  async checkpoint() {
    await truncateWal(this.client)
  }
  close() {
    this.client.close()
  }
}
