import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { serve } from '@hono/node-server'
import { createApp } from './app'
import { describeTransportSecurity, readMailConfig } from './intake/mail-config'
import { startOutbox, type Outbox } from './intake/outbox'
import { openStore } from './intake/store'

// `npm start`: build once if there is no build yet, then serve the site and the quote intake.
// Settings (all optional) are described in README.md, section "Anfrage-Server".
const env = process.env
const root = path.resolve(env.SITE_DIR ?? 'dist/client')
if (!existsSync(path.join(root, 'index.html'))) {
  console.log('Kein Build gefunden – baue die Website (npm run build) …')
  execSync('npm run build', { stdio: 'inherit' })
}

const databaseUrl = env.INTAKE_DB ?? 'file:data/anfragen.db'
const store = await openStore(databaseUrl)
console.log(`Anfragen werden gespeichert in ${databaseUrl} (${await store.countRequests()} bisher).`)

let outbox: Outbox | null = null
const mail = readMailConfig(env)
if (mail.ok) {
  outbox = startOutbox({
    store,
    mail: mail.config,
    intervalMs: env.MAIL_INTERVAL_MS ? Number(env.MAIL_INTERVAL_MS) : undefined,
    firstRetryMs: env.MAIL_RETRY_MS ? Number(env.MAIL_RETRY_MS) : undefined,
    maxAttempts: env.MAIL_MAX_ATTEMPTS ? Number(env.MAIL_MAX_ATTEMPTS) : undefined,
  })
  console.log(`E-Mail-Benachrichtigung an ${mail.config.to.join(', ')} über ${mail.config.host}:${mail.config.port}.`)
  console.log(describeTransportSecurity(mail.config))
  const pending = await store.pendingMailCount()
  if (pending > 0) console.log(`${pending} Benachrichtigung(en) aus einem früheren Lauf werden jetzt zugestellt.`)
} else if ('disabled' in mail) {
  console.warn('ACHTUNG: SMTP_HOST ist nicht gesetzt – Anfragen werden gespeichert, aber niemand wird per E-Mail benachrichtigt.')
  console.warn('         Gespeicherte Anfragen exportieren: npm run export-anfragen')
} else {
  console.warn(`ACHTUNG: E-Mail-Einstellungen unvollständig – Anfragen werden nur gespeichert. ${mail.missing.join(' ')}`)
}

const app = createApp(root, {
  store,
  allowedOrigins: env.ALLOWED_ORIGINS?.split(',').map((origin) => origin.trim()).filter(Boolean),
  trustProxy: env.TRUST_PROXY === 'true',
  rateLimit: env.RATE_LIMIT ? { limit: Number(env.RATE_LIMIT), windowMs: 10 * 60 * 1000 } : undefined,
  // send the notification at once instead of waiting for the next pass
  onStored: () => void outbox?.flush(),
})

const port = Number(env.PORT ?? 3000)
const hostname = env.HOST ?? '127.0.0.1'
const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  console.log(`Website läuft auf http://${hostname}:${info.port}`)
})

// stop cleanly: finish the running mail pass, then close the database
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close()
    void (outbox?.stop() ?? Promise.resolve()).finally(() => {
      store.close()
      process.exit(0)
    })
  })
}
