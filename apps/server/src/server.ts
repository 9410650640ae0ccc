import { setFlagsFromString } from 'node:v8'
import { buildApp } from './app.ts'
import { loadConfig } from './core/config.ts'
import { openSeededDatabase, SEED_CHILD, seedAsChild } from './first-start.ts'

/**
 * V8's old generation may grow to 1.5 × what the last full collection kept, not the up to 4 × it
 * picks by default (ADR 53): under steady load a server's old space fills with garbage (request objects
 * promoted while their request was still in flight), and V8 let it reach twice the idle RSS before
 * collecting it. 1.2 × held the growth lower still but cost `/api/health` CPU per request. A
 * `--heap-growing-percent` given to node itself wins.
 */
export const HEAP_GROWING_PERCENT = 50
if (!process.execArgv.some((arg) => arg.startsWith('--heap-growing-percent'))) {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`)
}

/** Process concerns only: configuration, database, listening, and a graceful SIGTERM. */
async function main() {
  const config = loadConfig()
  const database = await openSeededDatabase(config)
  const app = await buildApp({
    config,
    database,
    web: config.serveWeb && (config.env === 'development' ? 'development' : 'production'),
  })
  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    // Not ready any more: a proxy polling /api/ready sends new work elsewhere while this process
    // still serves for SHUTDOWN_DELAY, then finishes what is in flight.
    app.drain()
    app.log.info({ signal, delayMs: config.shutdownDelayMs }, 'draining: /api/ready answers 503')
    if (config.shutdownDelayMs > 0)
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs))
    app.log.info({ signal }, 'shutting down: finishing in-flight requests')
    // close() stops accepting connections and resolves once in-flight requests have been answered.
    await app.close()
    await database.close()
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
  await app.listen({ port: config.port, host: config.host })
}

const run = process.env[SEED_CHILD] ? () => seedAsChild(loadConfig()) : main
run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
