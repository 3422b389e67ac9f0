import { readdirSync } from 'node:fs'
import { XMLParser } from 'fast-xml-parser'
import { dev } from 'vike/api'
import type { ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FEED_PATH } from '../../engine/build/output-paths.ts'
import { isArticleFile } from '../../engine/content/article-schema.ts'
import { JOURNAL_URL } from '../../engine/content/routes.ts'
import { readDataFile } from '../../engine/site/data-files.ts'
import { freePort } from '../support/ports.ts'

// The editors' preview (`npm run dev` = `vike dev`), started through Vike's API with the project's vite.config.ts.
const rahmen = readDataFile('rahmen.yaml')
const articleFiles = readdirSync('content/blog').filter((name) => isArticleFile(`blog/${name}`))

/** Starts the preview (it listens at once) with PORT set only while vite.config.ts is read. */
async function devServerWithPort(port: string): Promise<ViteDevServer> {
  const previous = process.env.PORT
  process.env.PORT = port
  try {
    return (await dev({ viteConfig: { server: { host: '127.0.0.1' }, logLevel: 'silent' } })).viteServer
  } finally {
    if (previous === undefined) delete process.env.PORT
    else process.env.PORT = previous
  }
}

describe('npm run dev', () => {
  let server: ViteDevServer
  let port: number

  beforeAll(async () => {
    port = await freePort()
    server = await devServerWithPort(String(port))
  })
  afterAll(async () => {
    await server?.close()
  })

  it('listens on the port from PORT', () => {
    expect(server.resolvedUrls?.local).toEqual([`http://127.0.0.1:${port}/`])
  })

  it(`serves ${FEED_PATH} with one entry per article, like the build`, async () => {
    const response = await fetch(`http://127.0.0.1:${port}${FEED_PATH}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/atom\+xml/)
    const feed = new XMLParser({ isArray: (name) => name === 'entry' }).parse(await response.text()).feed
    expect(feed.title).toBe(rahmen.blog.feed_titel)
    const ids = (feed.entry as { id: string }[]).map((entry) => new URL(entry.id).pathname).sort()
    expect(ids).toEqual(articleFiles.map((name) => `${JOURNAL_URL}/${name.replace(/\.mdx$/, '')}`).sort())
  })

  it('refuses a PORT that is not a port number, in one German line', async () => {
    await expect(devServerWithPort('drei')).rejects.toThrow(
      /^PORT=drei ist keine Portnummer – .*PORT=3001 npm run dev$/,
    )
  })
})
