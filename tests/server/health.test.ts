// GET /api/health on the real server, with the database on a small tmpfs that the test fills up:
// 200 with the queue's figures while the database takes writes, 503 when the disk is full, no personal data.
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import type { HealthReport } from '../../server/intake/health.ts'
import { smallDisk } from '../support/faulty-disk.ts'
import { startIntakeServer, validSubmission, type RunningIntake } from '../support/intake-server.ts'
import { freePort } from '../support/ports.ts'

const cleanup: (() => Promise<void> | void)[] = []
afterAll(async () => {
  for (const step of cleanup.splice(0).reverse()) await step()
})

async function health(
  server: RunningIntake,
): Promise<{ status: number; cacheControl: string | null; body: HealthReport; text: string }> {
  const response = await fetch(`${server.origin}/api/health`)
  const text = await response.text()
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    body: JSON.parse(text) as HealthReport,
    text,
  }
}

describe('GET /api/health', () => {
  it(
    'reports the database, the mail queue and the last send error; 503 while the disk is full',
    {
      timeout: 30_000,
    },
    async () => {
      const disk = smallDisk(4096)
      cleanup.push(() => disk.remove())
      // nothing listens on the SMTP port: the notification stays queued with an error
      const server = await startIntakeServer({
        INTAKE_DB: `file:${path.join(disk.dir, 'anfragen.db')}`,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(await freePort()),
        SMTP_INSECURE: 'true',
        MAIL_TO: 'buero@example.com',
        MAIL_INTERVAL_MS: '100',
      })
      cleanup.push(() => server.stop())

      const empty = await health(server)
      expect(empty.status).toBe(200)
      expect(empty.cacheControl).toBe('no-store')
      expect(empty.body).toMatchObject({
        status: 'ok',
        datenbank_beschreibbar: true,
        datenbank_fehler: null,
        benachrichtigung_aktiv: true,
        offene_mails: 0,
        aelteste_offene_mail_sekunden: null,
      })

      const submission = validSubmission()
      const stored = await fetch(`${server.origin}/api/anfrage`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: server.origin },
        body: JSON.stringify({ ...submission, anfrage_id: crypto.randomUUID() }),
      })
      expect(stored.status).toBe(201)
      const report = await vi.waitFor(
        async () => {
          const current = await health(server)
          if (current.body.letzter_sendefehler === null) throw new Error('noch kein Sendefehler gemeldet')
          return current
        },
        { timeout: 10_000, interval: 100 },
      )
      expect(report.status).toBe(200)
      expect(report.body).toMatchObject({
        offene_mails: 1,
        aufgegebene_mails: 0,
        nicht_vermerkte_mails: 0,
        letzte_mail_gesendet: null,
      })
      expect(report.body.aelteste_offene_mail_sekunden).toBeGreaterThanOrEqual(0)
      expect(report.body.letzter_sendefehler?.meldung).toMatch(/ECONNREFUSED/)
      // counts and error texts only: nothing the visitor typed
      for (const value of [
        submission.name,
        submission.email,
        submission.telefon,
        submission.strasse,
        'buero@example.com',
      ]) {
        expect(report.text).not.toContain(value)
      }

      disk.fill()
      const full = await health(server)
      console.log(`Gesundheitsprüfung bei voller Platte: ${full.status} ${full.text}`)
      expect(full.status).toBe(503)
      expect(full.body).toMatchObject({
        status: 'fehler',
        datenbank_beschreibbar: false,
        datenbank_fehler: 'SQLITE_FULL',
      })

      disk.free()
      expect((await health(server)).status).toBe(200)
    },
  )
})
