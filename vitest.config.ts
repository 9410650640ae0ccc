import { defineConfig } from 'vitest/config'
import { LongestFirstSequencer } from './apps/server/src/test/sequencer.ts'

/**
 * Test files that read a module's state as it is before anything loaded it (the web catalogues' groups:
 * which locale parts are loaded so far). They run on a fresh module graph each; all others share one.
 */
const FRESH_MODULES = ['packages/i18n/src/web-catalogues.test.ts']

const shared = {
  testTimeout: 30_000,
  hookTimeout: 60_000,
  setupFiles: ['apps/server/src/test/console-errors.ts'],
  pool: 'forks',
  fileParallelism: true,
} as const

// Own config with an explicit include: keeps the React Router/Fastify plugins and Playwright specs out.
export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        test: {
          ...shared,
          name: 'tests',
          include: ['apps/**/*.test.ts', 'apps/**/*.test.tsx', 'packages/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/build/**', 'e2e/**', ...FRESH_MODULES],
          // One migrated and seeded database for the run; each test file starts from a copy of it.
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // A worker's test files share its module graph (ADR 56): each file still starts its own database
          // copy and app (startTestApp), but no longer imports and evaluates the whole server again
          // ("import 356 s" of a 725 s run). No test mocks modules or stubs globals; the server's caches
          // live on the app instance, not in modules.
          isolate: false,
        },
      },
      { test: { ...shared, name: 'fresh modules', include: FRESH_MODULES, isolate: true } },
    ],
  },
})
