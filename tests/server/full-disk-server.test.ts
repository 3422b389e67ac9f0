// The real server on a full disk, end to end: requests stored while the mail server
// was down, then the disk fills up and the mail server comes back. Each request must be mailed once.
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { smallDisk } from '../support/faulty-disk.ts'
import { startIntakeServer, validSubmission } from '../support/intake-server.ts'
import { parseMail, startSmtp } from '../support/mail.ts'
import { freePort } from '../support/ports.ts'

const cleanup: (() => Promise<void> | void)[] = []
afterAll(async () => {
  for (const step of cleanup.splice(0).reverse()) await step()
})

describe('server on a full disk', () => {
  it(
    'mails every stored request exactly once although no "sent" mark can be written',
    {
      timeout: 60_000,
    },
    async () => {
      const disk = smallDisk(4096)
      cleanup.push(() => disk.remove())
      const smtpPort = await freePort()
      const server = await startIntakeServer({
        INTAKE_DB: `file:${path.join(disk.dir, 'anfragen.db')}`,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtpPort),
        SMTP_INSECURE: 'true',
        MAIL_TO: 'buero@example.com',
        MAIL_INTERVAL_MS: '100',
        MAIL_RETRY_MS: '100',
      })
      cleanup.push(() => server.stop())

      const names = ['Erste', 'Zweite', 'Dritte']
      for (const name of names) {
        const response = await fetch(`${server.origin}/api/anfrage`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: server.origin },
          body: JSON.stringify({ ...validSubmission({ name }), anfrage_id: crypto.randomUUID() }),
        })
        expect(response.status).toBe(201)
      }
      disk.fill()
      const smtp = await startSmtp(smtpPort)
      cleanup.push(() => smtp.close())
      const copiesNow = () =>
        names.map((name) => smtp.received.filter((mail) => parseMail(mail.raw).text.includes(`Name: ${name}\n`)).length)
      // while the database fails the outbox pauses 5 s, 10 s …, so a mail that became due meanwhile waits for the next pass
      const started = Date.now()
      await expect.poll(() => copiesNow().every((count) => count > 0), { timeout: 15_000, interval: 100 }).toBe(true)
      const allSentAfter = (Date.now() - started) / 1000
      // and then a while longer: before the fix every 100-ms pass sent the first mail again
      await new Promise((resolve) => setTimeout(resolve, 3000))
      const copies = copiesNow()
      console.log(
        `Volle Platte, echter Server, 100-ms-Takt: alle Anfragen nach ${allSentAfter.toFixed(1)} s gemailt; Mails je Anfrage nach ${((Date.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(copies)}`,
      )
      expect(copies).toEqual([1, 1, 1])
      expect(server.output()).toContain('SQLITE_FULL')
    },
  )
})
