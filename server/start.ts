import { CLIENT_DIR } from '../engine/build/output-paths.ts'
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import type { Server } from 'node:http'
import path from 'node:path'
import { serve } from '@hono/node-server'
import { readPagePolicies } from '../engine/http/page-policies.ts'
import { createApp } from './app.ts'
import { shareConnectionsFairly } from './connection-fairness.ts'
import { applyConnectionLimits, httpServerOptions } from './http-limits.ts'
import { openWritableStore } from './intake/database-check.ts'
import { describeTransportSecurity, readMailConfig } from './intake/mail-config.ts'
import { startOutbox, type Outbox } from './intake/outbox.ts'
import { readRetentionMonths, startRetention } from './intake/retention.ts'
import { checkListen, listenProblem } from './listen-check.ts'
import { readServerSettings } from './server-settings.ts'
import { closeConnectionsWhenStopping, shutDown } from './shutdown.ts'

// `npm start`: build once if there is no build yet, then serve the site and the quote intake.
// Settings (all optional) are described in README.md, section "Anfrage-Server".
// Every fault at start-up ends the process with code 1 and one German line naming the cause and the fix
// (one line per unusable setting), never with Node's stack trace.
const env = process.env
const fail = (lines: string[]): never => {
  for (const line of lines) console.error(line)
  process.exit(1)
}
const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n').find((line) => line.trim() !== '') ?? ''
// until the server listens, any other error (a content file it cannot read, …) is a start-up fault too
const startupFault = (error: unknown) => fail([`Server startet nicht: ${firstLine(error)}`])
process.on('uncaughtException', startupFault)

const parsed = readServerSettings(env)
const settings = parsed.ok ? parsed.settings : fail(parsed.problems)
// a busy port is reported before the database, the mail settings or a build are touched
const portProblem = await checkListen(settings.host, settings.port)
if (portProblem !== null) fail([portProblem])

const root = path.resolve(env.SITE_DIR ?? CLIENT_DIR)
if (!existsSync(path.join(root, 'index.html'))) {
  console.log('Kein Build gefunden – baue die Website (npm run build) …')
  try {
    execSync('npm run build', { stdio: 'inherit' })
  } catch {
    fail(['Server startet nicht: Der Build ist fehlgeschlagen (Meldung oben) – Fehler beheben, dann npm start.'])
  }
}
// a build from before the page policies existed: said before anything else starts
try {
  readPagePolicies(root)
} catch (error) {
  fail([`Server startet nicht: ${firstLine(error)}`])
}

const opened = await openWritableStore(settings.databaseUrl)
const store = opened.ok ? opened.store : fail([opened.message])
console.log(`Anfragen werden gespeichert in ${settings.databaseUrl} (${await store.countRequests()} bisher).`)

const retentionMonths = readRetentionMonths()
console.log(
  `Anfragen werden nach ${retentionMonths} Monaten gelöscht ` +
    '(content/firma.yaml, so steht es in der Datenschutzerklärung); Prüfung täglich.',
)
const retentionTimer = startRetention({ store, months: retentionMonths, log: (message) => console.log(message) })

let outbox: Outbox | null = null
const mail = readMailConfig(env)
if (mail.ok) {
  outbox = startOutbox({ store, mail: mail.config, ...settings.mail })
  console.log(`E-Mail-Benachrichtigung an ${mail.config.to.join(', ')} über ${mail.config.host}:${mail.config.port}.`)
  console.log(describeTransportSecurity(mail.config))
  const { pending, givenUp } = await store.outboxSummary()
  if (pending > 0) console.log(`${pending} Benachrichtigung(en) aus einem früheren Lauf werden jetzt zugestellt.`)
  if (givenUp > 0)
    console.warn(
      `ACHTUNG: ${givenUp} Benachrichtigung(en) wurden nach ${settings.mail.maxAttempts} Versuchen aufgegeben – ` +
        'bitte von Hand bearbeiten (npm run export-anfragen).',
    )
} else if ('disabled' in mail) {
  console.warn(
    'ACHTUNG: SMTP_HOST ist nicht gesetzt – Anfragen werden gespeichert, ' +
      'aber niemand wird per E-Mail benachrichtigt.',
  )
  console.warn('         Gespeicherte Anfragen exportieren: npm run export-anfragen')
} else {
  console.warn(
    `ACHTUNG: E-Mail-Einstellungen unvollständig – Anfragen werden nur gespeichert. ${mail.missing.join(' ')}`,
  )
}
if (settings.trustedProxies !== null)
  console.log(
    'Hinter einem Reverse Proxy: Absender-IP aus X-Forwarded-For, ' +
      `vertrauenswürdige Proxys ${settings.trustedProxies.description}.`,
  )

const app = createApp(root, {
  store,
  allowedOrigins: settings.allowedOrigins,
  trustedProxies: settings.trustedProxies,
  rateLimit: settings.rateLimit === undefined ? undefined : { limit: settings.rateLimit, windowMs: 10 * 60 * 1000 },
  // send the notification at once instead of waiting for the next pass
  onStored: () => void outbox?.flush(),
  outboxHealth: () => outbox?.health() ?? null,
})

const server = serve(
  { fetch: app.fetch, port: settings.port, hostname: settings.host, serverOptions: httpServerOptions(settings.http) },
  (info) => {
    console.log(`Website läuft auf http://${settings.host}:${info.port}`)
  },
) as Server
// taken between the check above and now (another process was quicker): the same one line
server.once('error', (error) => fail([listenProblem(error, settings.host, settings.port)]))
server.once('listening', () => {
  server.removeAllListeners('error')
  process.off('uncaughtException', startupFault)
})
applyConnectionLimits(server, settings.http)
shareConnectionsFairly(
  server,
  { maxConnections: settings.http.maxConnections, maxPerAddress: settings.http.maxConnectionsPerAddress },
  settings.trustedProxies,
)
const connections = closeConnectionsWhenStopping(server)

// stop cleanly (see server/shutdown.ts); a second signal ends at once
let stopRequested = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopRequested) {
      console.warn('Zweites Stopp-Signal: Server wird sofort beendet.')
      process.exit(1)
    }
    stopRequested = true
    console.log('Server wird beendet: keine neuen Verbindungen, laufende Anfragen werden noch beantwortet …')
    void shutDown(
      {
        server,
        outbox,
        store,
        timers: [retentionTimer],
        deadlineMs: settings.shutdownTimeoutMs,
        log: (message) => console.warn(message),
      },
      connections,
    ).then(
      (clean) => {
        console.log(clean ? 'Server sauber beendet.' : 'Server beendet (mit Zeitüberschreitung, siehe oben).')
        process.exit(0)
      },
      (error: unknown) => {
        console.error(`Fehler beim Beenden: ${error instanceof Error ? error.message : String(error)}`)
        process.exit(1)
      },
    )
  })
}
