import mdx from '@mdx-js/rollup'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { imagetools } from 'vite-imagetools'
import { contentCheckBeforeBuild } from './engine/content/check-plugin.ts'
import { mdxOptions } from './engine/content/mdx-options.ts'

export default defineConfig({
  plugins: [
    contentCheckBeforeBuild(),
    { enforce: 'pre', ...mdx({ ...mdxOptions, include: /\.mdx$/ }) },
    react({ include: /\.(tsx|ts)$/ }),
    imagetools(),
    vike(),
  ],
})
