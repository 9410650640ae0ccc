import { defineConfig } from 'vitest/config'

// Own config with an explicit include: keeps the React Router/Fastify plugins and Playwright specs out.
export default defineConfig({
  test: {
    include: ['apps/**/*.test.ts', 'apps/**/*.test.tsx', 'packages/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/build/**', 'e2e/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One migrated and seeded database for the run; each test file starts from a copy of it.
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    setupFiles: ['apps/server/src/test/console-errors.ts'],
    pool: 'forks',
    fileParallelism: true,
  },
})
