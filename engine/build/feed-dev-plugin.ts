import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { JOURNAL_URL } from '../content/article-schema.ts'

type ArticlesModule = typeof import('../content/articles.ts')
type SiteDataModule = typeof import('../site/site-data.ts')
type FeedModule = typeof import('./feed.ts')

/**
 * Answers /blog/feed.xml in `npm run dev`, which otherwise only `npm run build` writes (scripts/postbuild.ts).
 * writeFeed reads the BlogPosting data of rendered article pages, so the preview renders each article
 * through its own dev server into a temporary folder and runs the same writeFeed on it: editors see the
 * feed the build would write from the current content files.
 */
export function devFeed(): Plugin {
  const feedPath = `${JOURNAL_URL}/feed.xml`
  return {
    name: 'dev-feed',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') return next()
        if (new URL(req.url ?? '/', 'http://localhost').pathname !== feedPath) return next()
        renderFeed(server, `http://${req.headers.host ?? 'localhost'}`)
          .then((xml) => {
            res.setHeader('Content-Type', 'application/atom+xml; charset=utf-8')
            res.end(req.method === 'HEAD' ? undefined : xml)
          })
          .catch(next)
      })
    },
  }
}

async function renderFeed(server: ViteDevServer, devOrigin: string): Promise<string> {
  // loaded through Vite: they import the YAML and MDX files the way the pages do (and the feed module is
  // not bundled into vite.config.ts, so its changes apply without restarting the preview)
  const articles = await ((await server.ssrLoadModule('/engine/content/articles.ts')) as ArticlesModule).loadArticles()
  const { chrome, company, siteOrigin } = (await server.ssrLoadModule('/engine/site/site-data.ts')) as SiteDataModule
  const { writeFeed } = (await server.ssrLoadModule('/engine/build/feed.ts')) as FeedModule
  const root = await mkdtemp(path.join(os.tmpdir(), 'dev-feed-'))
  try {
    await mkdir(path.join(root, JOURNAL_URL), { recursive: true })
    await Promise.all(
      articles.map(async (article) => {
        const response = await fetch(devOrigin + article.url)
        // an article with an error shows it on its own page (the build would stop); the feed leaves it out
        if (!response.ok) return
        await mkdir(path.join(root, article.url), { recursive: true })
        await writeFile(path.join(root, article.url, 'index.html'), await response.text())
      }),
    )
    // same texts as scripts/postbuild.ts
    writeFeed(root, siteOrigin, JOURNAL_URL, { title: chrome.blog.feed_titel, description: chrome.blog.feed_beschreibung, owner: company.name })
    return await readFile(path.join(root, JOURNAL_URL, 'feed.xml'), 'utf8')
  } finally {
    await rm(root, { recursive: true, force: true })
  }
}
