import type { Config } from 'vike/types'

export default {
  // Every page is pre-rendered to static HTML at build time.
  prerender: true,
  // Separate HTML documents: no client router, so head tags can never go stale between pages.
  clientRouting: false,
  // Pages render on the server only; the MDX text never ships as JavaScript. Interactive blocks
  // hydrate as islands from +client.ts.
  meta: {
    Page: { env: { server: true, client: false } },
  },
} satisfies Config
