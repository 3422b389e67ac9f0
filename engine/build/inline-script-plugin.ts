import { build, type Plugin } from 'vite'

const QUERY = '?inline-script'

/**
 * `import code from './x.ts?inline-script'` gives the module bundled with its imports into one
 * minified classic script, as a string, for a `<script>` element written into the HTML. Such a
 * script runs while the page is parsed, without a request of its own, so the small behaviours that
 * answer a visitor's first tap are ready before the first paint and the page's module script can
 * load after it.
 */
export function inlineScripts(): Plugin {
  return {
    name: 'inline-script',
    async load(id) {
      if (!id.endsWith(QUERY)) return null
      const entry = id.slice(0, -QUERY.length)
      const result = await build({
        configFile: false,
        logLevel: 'silent',
        build: {
          write: false,
          minify: true,
          target: 'es2022',
          lib: { entry, formats: ['iife'], name: 'inlineScript' },
        },
      })
      const [output] = Array.isArray(result) ? result : [result]
      if (!output || !('output' in output)) throw new Error(`${entry}: kein Ergebnis beim Bündeln`)
      const [chunk] = output.output
      if (chunk.type !== 'chunk') throw new Error(`${entry}: kein Skript beim Bündeln`)
      // the page rebuilds in the editors' preview when one of the bundled files changes
      for (const file of chunk.moduleIds) this.addWatchFile(file)
      // "</script" must not end the element the code is written into
      return `export default ${JSON.stringify(chunk.code.trim()).replace(/<\/script/gi, '<\\/script')}`
    },
  }
}
