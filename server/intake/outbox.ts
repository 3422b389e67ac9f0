import { createTransport } from 'nodemailer'
import type { MailConfig } from './mail-config'
import { berlinDateTime, buildNotification, headerSafe } from './notification'
import type { OutboxMail, RequestStore } from './store'

export interface OutboxOptions {
  store: RequestStore
  mail: MailConfig
  /** pause between passes; default 5000 */
  intervalMs?: number
  /** wait after the first failed attempt (doubling after each further one); default 30 s */
  firstRetryMs?: number
  now?: () => Date
  log?: (message: string) => void
}

export interface Outbox {
  /** Stops the timer and waits for a running pass; closes the SMTP transport. */
  stop(): Promise<void>
  /** Processes the due mails once (after a pass already running) and returns how many were sent. */
  flush(): Promise<number>
}

const BATCH_SIZE = 25
const MAX_BATCHES_PER_PASS = 8
const FIRST_RETRY_MS = 30_000
const MAX_RETRY_MS = 60 * 60_000
const ERROR_TEXT_MAX = 500

/**
 * Wait after the n-th failed attempt: 30 s, 1 min, 2 min, 4 min … capped at 1 h, plus up to 10 % jitter
 * so that many mails failing together do not all retry in the same second.
 */
export function retryDelayMs(failedAttempts: number, random: () => number = Math.random, firstRetryMs = FIRST_RETRY_MS): number {
  const exponent = Math.max(0, Math.min(failedAttempts - 1, 20))
  const base = Math.min(firstRetryMs * 2 ** exponent, MAX_RETRY_MS)
  return base + Math.floor(random() * base * 0.1)
}

/**
 * Sends the staff notifications queued in the database. The queue is the mail_outbox table, so mails
 * not yet sent survive a restart and the next startOutbox picks them up. Delivery is at least once:
 * a crash between the SMTP server's acceptance and markMailSent sends that mail again.
 * Run one outbox per database: two processes polling the same table could both send a mail.
 */
export function startOutbox(options: OutboxOptions): Outbox {
  const { store, mail } = options
  const intervalMs = options.intervalMs ?? 5000
  const now = options.now ?? (() => new Date())
  const log = (message: string) => {
    try {
      ;(options.log ?? console.log)(message)
    } catch {
      // a broken logger must not stop the mail loop
    }
  }

  // Short timeouts: a dead or black-holed SMTP server costs a few seconds per pass, never a hanging loop.
  const transport = createTransport({
    host: mail.host,
    port: mail.port,
    secure: mail.secure,
    auth: mail.auth,
    connectionTimeout: 5000,
    greetingTimeout: 5000,
    socketTimeout: 15_000,
    dnsTimeout: 5000,
  })

  let running: Promise<number> | null = null
  let stopped = false

  /** true when sent; false when it failed and was rescheduled */
  async function deliver(entry: OutboxMail): Promise<boolean> {
    try {
      const request = await store.getRequest(entry.requestId)
      if (request === null) throw new Error(`Anfrage ${entry.requestId} nicht gefunden`)
      const notification = buildNotification(request)
      await transport.sendMail({
        from: mail.from,
        to: mail.to,
        ...(notification.replyTo === '' ? {} : { replyTo: notification.replyTo }),
        subject: notification.subject,
        text: notification.text,
        html: notification.html,
      })
    } catch (error) {
      const attempts = entry.attempts + 1
      const next = new Date(now().getTime() + retryDelayMs(attempts, Math.random, options.firstRetryMs))
      const reason = headerSafe(error instanceof Error ? error.message : String(error), ERROR_TEXT_MAX)
      await store.markMailFailed(entry.id, reason, next)
      const when = berlinDateTime(next.toISOString())
      log(
        `Benachrichtigung zu Anfrage ${entry.requestId} nicht gesendet (Versuch ${attempts}): ${reason}. ` +
          `Nächster Versuch ${when === null ? next.toISOString() : `am ${when.date} um ${when.time} Uhr`}.`,
      )
      return false
    }
    await store.markMailSent(entry.id, now())
    log(`Benachrichtigung zu Anfrage ${entry.requestId} gesendet.`)
    return true
  }

  async function pass(): Promise<number> {
    let sent = 0
    try {
      for (let batch = 0; batch < MAX_BATCHES_PER_PASS; batch++) {
        const due = await store.dueMails(now(), BATCH_SIZE)
        for (const entry of due) {
          // after a failure the server is probably down: end the pass instead of waiting out a timeout per mail
          if (!(await deliver(entry))) return sent
          sent++
        }
        if (due.length < BATCH_SIZE) break
      }
    } catch (error) {
      log(`Fehler beim Versand der Benachrichtigungen: ${error instanceof Error ? error.message : String(error)}`)
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
      transport.close()
    },
  }
}
