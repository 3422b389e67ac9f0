import mdx from '@mdx-js/rollup'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { imagetools } from 'vite-imagetools'
import { brandFontSubset } from './engine/build/brand-font-subset-plugin.ts'
import { brandFontFallback } from './engine/build/font-fallback-plugin.ts'
import { devFeed } from './engine/build/feed-dev-plugin.ts'
import { inlineScripts } from './engine/build/inline-script-plugin.ts'
import { contentCheckBeforeBuild, dataFileErrorsInPreview } from './engine/content/check-plugin.ts'
import { mdxOptions } from './engine/content/mdx-options.ts'

export default defineConfig({
  plugins: [
    contentCheckBeforeBuild(),
    dataFileErrorsInPreview(),
    { enforce: 'pre', ...mdx({ ...mdxOptions, include: /\.mdx$/ }) },
    react({ include: /\.(tsx|ts)$/ }),
    imagetools(),
    // the brand font cut to German text and the weights in use
    brandFontSubset(),
    // a local font with the brand font's metrics stands in while the brand font loads (no layout shift)
    brandFontFallback(),
    // `?inline-script` imports: a module bundled into text for an inline <script> (first-tap behaviours)
    inlineScripts(),
    vike(),
    devFeed(),
  ],
  // `PORT=3001 npm run dev` (as `npm start` reads PORT); without it Vike's 3000; `-- --port 3001` still wins
  server: { port: devPort(process.env.PORT) },
})

function devPort(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined
  if (!/^\d+$/.test(value.trim()) || Number(value) < 1 || Number(value) > 65535) {
    throw new Error(
      `PORT=${value} ist keine Portnummer – setzen Sie eine ganze Zahl von 1 bis 65535, z. B. PORT=3001 npm run dev`,
    )
  }
  return Number(value)
}
