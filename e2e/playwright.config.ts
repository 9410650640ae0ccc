import { defineConfig } from '@playwright/test'
import { NOW } from './tests/today.ts'

const PORT = Number(process.env.E2E_PORT ?? 3100)
/** The scripted OpenAI-protocol model the assistant is configured with (ADR 28). */
const MODEL_PORT = PORT + 100
/** Each run's own embedded database: shards (shards.ts) run at once on neighbouring ports. */
const DATA_DIR = `.data-${PORT}`

/**
 * Browser journeys against the production build on a fresh embedded database, in Debian's Chromium
 * (no browser download: `executablePath` is the system one).
 */
export default defineConfig({
  testDir: './tests',
  outputDir: `test-results/${PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A journey's own budget. 30 s held on session 10's machine; session 11's was 2–3× slower (bare Fastify
  // 17–39k req/s against 68–85k), and journeys with several sign-ins (argon2) ran out of it at their last
  // step. A hang still fails, after a minute; what a journey waits for on screen keeps expect's 10 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report feeds `npm run durations`, the weights shards.ts shares the files out by.
  reporter: [['list'], ['json', { outputFile: `test-results/${PORT}/report.json` }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The server runs from a fresh database on a fixed today (PORTAL_NOW, read by the preload): the demo is
  // seeded relative to it, so every run sees the same quarter (ADR 22).
  webServer: [
    {
      command: 'node --import tsx ../apps/server/src/test/openai-server-cli.ts',
      cwd: '.',
      port: MODEL_PORT,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { SCRIPTED_MODEL_PORT: String(MODEL_PORT), SCRIPTED_MODEL_DELAY_MS: '40' },
    },
    {
      // The compiled server that `npm start` runs (ADR 34): `npm run test:e2e` builds it; the preload is
      // compiled beside it.
      command: `rm -rf ${DATA_DIR} && node --import ../apps/server/dist/bin/portal-now.js ../apps/server/dist/bin/server.js`,
      cwd: '.',
      url: `http://127.0.0.1:${PORT}/api/ready`,
      reuseExistingServer: false,
      // The first start seeds the demo, whose 303 trend pictures are drawn and prepared then (ADR 57):
      // about 20 s of CPU, far more on a loaded machine.
      timeout: 240_000,
      env: {
        PORT: String(PORT),
        DATA_DIR: `./${DATA_DIR}`,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        PORTAL_NOW: NOW,
        AI_BASE_URL: `http://127.0.0.1:${MODEL_PORT}/v1`,
        AI_MODEL: 'scripted',
        // The webhooks journey's receiver listens on this machine (ADR 30; never in a real deployment).
        WEBHOOKS_ALLOW_LOOPBACK: '1',
      },
    },
  ],
})
