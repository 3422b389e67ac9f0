// Layers of this repository, checked by `npm run lint` (part of `npm test`). Dependencies point one way:
//   pages/ → components/ → engine/ ← server/ (server may also use pages/, the page renderer)
// engine/ is the site's logic (content, routes, structured data, forms, island runtime, build steps);
// components/ is the UI; server/ is HTTP. Around the product: scripts/ (command-line tools run with tsx),
// tests/ (vitest) and tools/ (stand-alone developer tools with their own README, not checked here).
// A violation names the import and the rule it breaks.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'engine-is-the-bottom-layer',
      comment: 'engine/ must not import the UI, the pages or the HTTP server: move the shared code into engine/.',
      severity: 'error',
      from: { path: '^engine/' },
      to: { path: '^(components|pages|server|scripts|tests|tools)/' },
    },
    {
      name: 'components-only-use-engine',
      comment: 'components/ may import engine/ only (besides other components), never pages/ or server/.',
      severity: 'error',
      from: { path: '^components/' },
      to: { path: '^(pages|server|scripts|tests|tools)/' },
    },
    {
      name: 'server-uses-engine-and-the-page-renderer',
      comment: 'server/ reaches the UI only through pages/ (the page renderer), not components/ directly.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(components|scripts|tests|tools)/' },
    },
    {
      name: 'pages-do-not-use-the-server',
      comment: 'pages/ renders; HTTP lives in server/, which may import pages/, not the reverse.',
      severity: 'error',
      from: { path: '^pages/' },
      to: { path: '^(server|scripts|tests|tools)/' },
    },
    {
      name: 'scripts-use-engine-and-server',
      comment:
        'scripts/ work on content, the build output and the request database through engine/ and server/ ' +
        '(and tests/support/ for Chromium and project copies); the UI is reached by building or serving the site.',
      severity: 'error',
      from: { path: '^scripts/' },
      to: { path: '^(components|pages)/' },
    },
    {
      name: 'nothing-imports-tools',
      comment: 'tools/ stand alone at the edge (their output is committed): nothing in the repository may import them.',
      severity: 'error',
      from: { pathNot: '^tools/' },
      to: { path: '^tools/' },
    },
    {
      name: 'no-cycles',
      comment: 'An import cycle makes the render order depend on load order: break it (pass data or use context).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
    tsPreCompilationDeps: true,
  },
}
