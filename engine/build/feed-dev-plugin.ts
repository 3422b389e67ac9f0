import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { JOURNAL_URL } from '../content/routes.ts'
import { FEED_PATH } from './output-paths.ts'

type PagesModule = typeof import('../content/pages.ts')
type FactsModule = typeof import('./collect-page-facts.ts')
type FeedModule = typeof import('./feed.ts')

/**
 * Answers the feed (FEED_PATH) in `npm run dev`, which otherwise only `npm run build` writes (scripts/postbuild.ts):
 * the same page facts and the same writeFeed, from the current content files.
 */
export function devFeed(): Plugin {
  return {
    name: 'dev-feed',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next()
        if (new URL(req.url ?? '/', 'http://localhost').pathname !== FEED_PATH) return next()
        renderFeed(server)
          .then((xml) => {
            res.setHeader('Content-Type', 'application/atom+xml; charset=utf-8')
            res.end(req.method === 'HEAD' ? undefined : xml)
          })
          .catch(next)
      })
    },
  }
}

async function renderFeed(server: ViteDevServer): Promise<string> {
  // loaded through Vite: they import the YAML and MDX files the way the pages do
  const { pageUrls } = (await server.ssrLoadModule('/engine/content/pages.ts')) as PagesModule
  const { collectPageFacts } = (await server.ssrLoadModule('/engine/build/collect-page-facts.ts')) as FactsModule
  const { writeFeed } = (await server.ssrLoadModule('/engine/build/feed.ts')) as FeedModule
  const articleUrls = [...pageUrls].filter((url) => url.startsWith(`${JOURNAL_URL}/`))
  const root = await mkdtemp(path.join(os.tmpdir(), 'dev-feed-'))
  try {
    const file = path.join(root, FEED_PATH)
    await mkdir(path.dirname(file), { recursive: true })
    writeFeed(root, await collectPageFacts(articleUrls))
    return await readFile(file, 'utf8')
  } finally {
    await rm(root, { recursive: true, force: true })
  }
}
