import { createTransport } from 'nodemailer'
import type { MailConfig } from './mail-config.ts'
import { berlinDateTime, buildNotification, headerSafe, messageIdFor } from './notification.ts'
import type { OutboxMail, RequestStore } from './store.ts'

export interface OutboxOptions {
  store: RequestStore
  mail: MailConfig
  /** pause between passes; default 5000 */
  intervalMs?: number
  /** wait after the first failed attempt (doubling after each further one); default 30 s */
  firstRetryMs?: number
  /** failed attempts after which a mail is given up and left for manual handling; default 20 (about 13 h) */
  maxAttempts?: number
  now?: () => Date
  log?: (message: string) => void
}

/** What /api/health reports about sending, without personal data. */
export interface OutboxHealth {
  /** the last failed SMTP attempt since start, if any */
  lastSendError: { at: string; message: string } | null
  /** when the last mail went out since start (ISO), to tell an old error from a current one */
  lastSentAt: string | null
  /** true while the outbox cannot write the database and waits before its next pass */
  databaseFailing: boolean
  /** mails sent whose "sent" mark is not yet in the database (they are not sent again) */
  sentNotRecorded: number
}

export interface Outbox {
  /**
   * Stops the timer and lets a running pass end after the mail under way (the rest stay queued for the next
   * start, each sent once); closes the SMTP transport.
   */
  stop(): Promise<void>
  /** Processes the due mails once (after a pass already running) and returns how many were sent. */
  flush(): Promise<number>
  health(): OutboxHealth
}

const BATCH_SIZE = 25
const MAX_BATCHES_PER_PASS = 8
const FIRST_RETRY_MS = 30_000
const MAX_RETRY_MS = 60 * 60_000
export const DEFAULT_MAX_ATTEMPTS = 20
const DATABASE_RETRY_FIRST_MS = 5000
const DATABASE_RETRY_MAX_MS = 5 * 60_000
const ERROR_TEXT_MAX = 500

/**
 * Wait after the n-th failed attempt: 30 s, 1 min, 2 min, 4 min … capped at 1 h, plus up to 10 % jitter
 * so that many mails failing together do not all retry in the same second.
 */
export function retryDelayMs(
  failedAttempts: number,
  random: () => number = Math.random,
  firstRetryMs = FIRST_RETRY_MS,
): number {
  const exponent = Math.max(0, Math.min(failedAttempts - 1, 20))
  const base = Math.min(firstRetryMs * 2 ** exponent, MAX_RETRY_MS)
  return base + Math.floor(random() * base * 0.1)
}

/** Pause after the n-th pass in a row that could not write the database: 5 s, 10 s, 20 s … at most 5 min. */
export function databaseRetryDelayMs(failures: number): number {
  return Math.min(DATABASE_RETRY_FIRST_MS * 2 ** Math.max(0, Math.min(failures - 1, 20)), DATABASE_RETRY_MAX_MS)
}

const messageOf = (error: unknown) => headerSafe(error instanceof Error ? error.message : String(error), ERROR_TEXT_MAX)

/**
 * Sends the staff notifications queued in the database. The queue is the mail_outbox table, so mails
 * not yet sent survive a restart and the next startOutbox picks them up.
 *
 * A mail goes out at most once per process even when the database cannot record it (full disk,
 * read-only file): the "sent" mark is then kept in memory, the other due mails are still sent, and the
 * outbox pauses with a growing delay until the database takes writes again. Only a crash before the mark
 * reaches the database sends a mail again after the restart; it carries the same Message-ID, so mail
 * systems can merge the two. Run one outbox per database: two processes polling the same table could
 * both send a mail.
 */
export function startOutbox(options: OutboxOptions): Outbox {
  const { store, mail } = options
  const intervalMs = options.intervalMs ?? 5000
  const maxAttempts = Math.max(1, options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS)
  const now = options.now ?? (() => new Date())
  const log = (message: string) => {
    try {
      ;(options.log ?? console.log)(message)
    } catch {
      // a broken logger must not stop the mail loop
    }
  }

  // Short timeouts: a dead or black-holed SMTP server costs a few seconds per pass, never a hanging loop.
  // requireTLS: without TLS from the first byte (secure), STARTTLS is mandatory unless explicitly waived.
  const transport = createTransport({
    host: mail.host,
    port: mail.port,
    secure: mail.secure,
    requireTLS: !mail.secure && !mail.insecure,
    auth: mail.auth,
    connectionTimeout: 5000,
    greetingTimeout: 5000,
    socketTimeout: 15_000,
    dnsTimeout: 5000,
  })

  let running: Promise<number> | null = null
  let stopped = false
  /** outbox id → time of sending, for mails whose "sent" mark could not be written yet */
  const sentNotRecorded = new Map<number, Date>()
  let databaseFailures = 0
  let databaseRetryAt = 0
  let lastSendError: OutboxHealth['lastSendError'] = null
  let lastSentAt: string | null = null

  function databaseFailed(error: unknown) {
    databaseFailures++
    const delay = databaseRetryDelayMs(databaseFailures)
    databaseRetryAt = now().getTime() + delay
    const unrecorded =
      sentNotRecorded.size === 0
        ? ''
        : ` ${sentNotRecorded.size} gesendete Benachrichtigung(en) werden nicht erneut gesendet.`
    log(
      `Fehler beim Versand der Benachrichtigungen: Datenbankfehler (${messageOf(error)}).${unrecorded} ` +
        `Nächster Versuch in ${Math.round(delay / 1000)} s.`,
    )
  }

  /** Writes the marks of mails sent while the database failed; returns the error when it still fails. */
  async function recordEarlierSends(): Promise<unknown> {
    for (const [id, at] of sentNotRecorded) {
      try {
        await store.markMailSent(id, at)
      } catch (error) {
        return error ?? new Error('unbekannter Fehler')
      }
      sentNotRecorded.delete(id)
    }
    return null
  }

  /** Sends one mail; returns the error (null when sent) and what the log calls the request (its number). */
  async function send(entry: OutboxMail): Promise<{ error: unknown; label: string }> {
    let label = `(Zeile ${entry.requestId})`
    try {
      const request = await store.getRequest(entry.requestId)
      if (request === null) throw new Error(`Anfrage ${label} nicht gefunden`)
      label = request.nummer
      const notification = buildNotification(request)
      await transport.sendMail({
        from: mail.from,
        to: mail.to,
        ...(notification.replyTo === '' ? {} : { replyTo: notification.replyTo }),
        subject: notification.subject,
        text: notification.text,
        html: notification.html,
        messageId: messageIdFor(request, mail.from),
      })
      return { error: null, label }
    } catch (error) {
      return { error: error ?? new Error('unbekannter Fehler'), label }
    }
  }

  /** Records a failed attempt (or gives up); returns the database's error when it could not. */
  async function recordFailure(entry: OutboxMail, label: string, error: unknown): Promise<unknown> {
    const attempts = entry.attempts + 1
    const reason = messageOf(error)
    lastSendError = { at: now().toISOString(), message: reason }
    try {
      if (attempts >= maxAttempts) {
        await store.markMailGivenUp(entry.id, reason, now())
        log(
          `ACHTUNG: Benachrichtigung zu Anfrage ${label} nach ${attempts} Versuchen aufgegeben – ` +
            'bitte von Hand bearbeiten ' +
            `(die Anfrage ist gespeichert: npm run export-anfragen). Letzter Fehler: ${reason}`,
        )
        return null
      }
      const next = new Date(now().getTime() + retryDelayMs(attempts, Math.random, options.firstRetryMs))
      await store.markMailFailed(entry.id, reason, next)
      const when = berlinDateTime(next.toISOString())
      log(
        `Benachrichtigung zu Anfrage ${label} nicht gesendet (Versuch ${attempts}): ${reason}. ` +
          `Nächster Versuch ${when === null ? next.toISOString() : `am ${when.date} um ${when.time} Uhr`}.`,
      )
      return null
    } catch (databaseError) {
      return databaseError ?? new Error('unbekannter Fehler')
    }
  }

  async function pass(): Promise<number> {
    if (now().getTime() < databaseRetryAt) return 0
    // while the database fails, passes still send what became due (reads usually work), one pass per pause
    let databaseError = await recordEarlierSends()
    let sent = 0
    sending: for (let batch = 0; batch < MAX_BATCHES_PER_PASS; batch++) {
      let due: OutboxMail[]
      try {
        // sent-but-unrecorded rows are still "due" in the table: read past them
        due = await store.dueMails(now(), BATCH_SIZE + sentNotRecorded.size)
      } catch (error) {
        databaseError ??= error
        break
      }
      const fresh = due.filter((entry) => !sentNotRecorded.has(entry.id))
      for (const entry of fresh) {
        // stopping: the mail under way is finished and recorded, the others wait in the table for the next start
        if (stopped) break sending
        const { error, label } = await send(entry)
        if (error !== null) {
          databaseError ??= await recordFailure(entry, label, error)
          // the SMTP server is probably down: end the pass instead of waiting out a timeout per mail
          break sending
        }
        sent++
        const at = now()
        lastSentAt = at.toISOString()
        try {
          await store.markMailSent(entry.id, at)
          log(`Benachrichtigung zu Anfrage ${label} gesendet.`)
        } catch (error) {
          // sent, but not recorded: remember it so it is never sent again, and go on with the others
          sentNotRecorded.set(entry.id, at)
          log(`Benachrichtigung zu Anfrage ${label} gesendet (Vermerk in der Datenbank steht noch aus).`)
          databaseError ??= error
        }
      }
      if (fresh.length < BATCH_SIZE) break
    }
    if (databaseError !== null) {
      databaseFailed(databaseError)
    } else if (databaseFailures > 0) {
      log('Datenbank wieder beschreibbar: Benachrichtigungen laufen normal weiter.')
      databaseFailures = 0
      databaseRetryAt = 0
    }
    return sent
  }

  function runPass(): Promise<number> {
    const current: Promise<number> = pass().finally(() => {
      if (running === current) running = null
    })
    running = current
    return current
  }

  const tick = () => {
    if (!stopped && running === null) void runPass()
  }
  // first pass right away: mails left over from before a restart go out without waiting an interval
  const firstPass = setTimeout(tick, 0)
  const timer = setInterval(tick, intervalMs)
  // the timers alone must not keep a process (e.g. a script) alive
  firstPass.unref()
  timer.unref()

  return {
    async flush() {
      while (running !== null) await running
      if (stopped) return 0
      return runPass()
    },
    async stop() {
      stopped = true
      clearTimeout(firstPass)
      clearInterval(timer)
      while (running !== null) await running
      // a last chance for marks the database refused earlier (e.g. the disk has room again)
      if (sentNotRecorded.size > 0 && (await recordEarlierSends()) !== null) {
        log(
          `ACHTUNG: ${sentNotRecorded.size} gesendete Benachrichtigung(en) konnten nicht als gesendet vermerkt ` +
            'werden und gehen nach einem Neustart erneut hinaus (mit derselben Message-ID).',
        )
      }
      transport.close()
    },
    health: () => ({
      lastSendError,
      lastSentAt,
      databaseFailing: databaseFailures > 0,
      sentNotRecorded: sentNotRecorded.size,
    }),
  }
}
