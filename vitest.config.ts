import { defineConfig } from 'vitest/config'

// Tests run against the built site (npm test builds first); browser tests drive Debian's Chromium.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    reporters: ['default', './tests/support/summary-reporter.ts'],
  },
})
