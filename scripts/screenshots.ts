// Screenshots of built pages at 320, 375 and 1280 px: `tsx scripts/screenshots.ts / /leistungen/bueroreinigung`
// (serves dist/client on a free local port; writes PNGs to screenshots/).
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { serve } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import { CLIENT_DIR } from '../engine/build/output-paths.ts'
import { createApp } from '../server/app.ts'
import { launchBrowser } from '../tests/support/browser.ts'

const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'))
const fullPage = !process.argv.includes('--viewport')
const outDir = path.resolve('screenshots')
mkdirSync(outDir, { recursive: true })

const server = serve({ fetch: createApp(path.resolve(CLIENT_DIR)).fetch, port: 0, hostname: '127.0.0.1' })
await new Promise((resolve) => server.once('listening', resolve))
const { port } = server.address() as AddressInfo
const browser = await launchBrowser()
for (const width of [320, 375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width < 1000 ? 667 : 900 } })
  for (const url of paths.length ? paths : ['/']) {
    await page.goto(`http://127.0.0.1:${port}${url}`, { waitUntil: 'networkidle' })
    // a full-page shot captures below the screen without scrolling, where lazy images never start:
    // scroll through once as a visitor would, then back to the top
    if (fullPage) {
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
          window.scrollTo(0, y)
          await new Promise((resolve) => setTimeout(resolve, 40))
        }
        window.scrollTo(0, 0)
      })
      await page.waitForLoadState('networkidle')
    }
    const file = path.join(outDir, `${url.replace(/\//g, '_') || '_'}-${width}.png`)
    await page.screenshot({ path: file, fullPage })
    console.log(file)
  }
  await page.close()
}
await browser.close()
server.close()
