// Linter of the code (`npm run lint`, part of `npm test`); Prettier formats (`npm run format`).
// Content (content/, tests/fixtures/) is the editors' and is checked by `npm run check` instead;
// tools/ holds developer tools outside the product (each with its own README and checks).
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'screenshots/', 'tests/fixtures/', 'tools/', 'node_modules/'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // one style for relative imports: with the file's extension, as Node and browsers need it
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'ImportDeclaration[source.value=/^\\.\\.?\\u002F/]:not([source.value=/\\.(ts|tsx|css|mdx|json|yaml|svg|png|jpe?g|webp)(\\?.*)?$/])',
          message: 'Relative Importe mit Dateiendung schreiben, z. B. ./routes.ts',
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Prettier wraps code at 120 columns but leaves long strings, comments and URLs alone: in the product's
    // code these stay within 120 characters too (counted in code points, as an editor counts them)
    files: ['{engine,components,server,pages}/**/*.{ts,tsx}'],
    rules: { 'max-len': ['error', { code: 120, tabWidth: 2 }] },
  },
  {
    // the form's input rules must name control characters to reject them
    rules: { 'no-control-regex': 'off' },
  },
  {
    // tests read untyped JSON from pages and tools; their helpers named use… are not React hooks
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
  },
)
