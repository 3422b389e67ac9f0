import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { serve } from '@hono/node-server'
import { createApp } from './app'

// `npm start`: build once if there is no build yet, then serve it.
const root = path.resolve(process.env.SITE_DIR ?? 'dist/client')
if (!existsSync(path.join(root, 'index.html'))) {
  console.log('Kein Build gefunden – baue die Website (npm run build) …')
  execSync('npm run build', { stdio: 'inherit' })
}

const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOST ?? '127.0.0.1'
serve({ fetch: createApp(root).fetch, port, hostname }, (info) => {
  console.log(`Website läuft auf http://${hostname}:${info.port}`)
})
