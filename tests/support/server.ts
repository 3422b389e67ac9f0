import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { createApp } from '../../server/app.ts'
import { DIST } from './built-site.ts'

/** The production server on a free port of 127.0.0.1, serving the build. */
export async function startServer(): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = serve({ fetch: createApp(DIST).fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
