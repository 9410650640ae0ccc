import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { root, SERVER, signIn, start, waitFor } from './server-process.ts'

/**
 * API benchmark: GET /api/v1/accounts/me/ (signed in, real session lookup on the embedded database)
 * against a bare Fastify JSON route, in the same run on the same machine; plus the login page's JS
 * weight (gzip). Usage: npm run bench   (builds the web app first)
 */
const APP_PORT = 3210
const BARE_PORT = 3211
const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 50

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers })
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`)
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 }
}

async function loginPageJs(base: string) {
  const html = await (await fetch(`${base}/en-US/login`)).text()
  const sources = new Set<string>()
  for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)) sources.add(match[1]!)
  for (const match of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g)) sources.add(match[1]!)
  let gzip = 0
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(`${base}${source}`)).arrayBuffer())
    gzip += gzipSync(body, { level: 9 }).length
  }
  return { files: sources.size, kb: Math.round((gzip / 1024) * 10) / 10 }
}

const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'))
const app = start([SERVER], {
  PORT: String(APP_PORT),
  DATA_DIR: dataDir,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
})
const bare = start(['bench/bare-server.ts'], { PORT: String(BARE_PORT) })
try {
  const base = `http://127.0.0.1:${APP_PORT}`
  await waitFor(`${base}/api/ready`)
  await waitFor(`http://127.0.0.1:${BARE_PORT}/bare`)
  const { cookie } = await signIn(base, 'user@acme.example', 'Portal!demo1')
  // Warm both up so JIT and caches are in the same state.
  await autocannon({ url: `http://127.0.0.1:${BARE_PORT}/bare`, connections: 10, duration: 2 })
  await autocannon({ url: `${base}/api/v1/accounts/me/`, connections: 10, duration: 2, headers: { cookie } })
  const bareResult = await load(`http://127.0.0.1:${BARE_PORT}/bare`)
  const meResult = await load(`${base}/api/v1/accounts/me/`, { cookie })
  const js = await loginPageJs(base)
  const ratio = meResult.rps / bareResult.rps
  const lines = [
    `| measure | req/s | p50 ms | p99 ms |`,
    `|---|---|---|---|`,
    `| bare Fastify JSON route | ${bareResult.rps} | ${bareResult.p50} | ${bareResult.p99} |`,
    `| GET /api/v1/accounts/me/ (signed in, PGlite) | ${meResult.rps} | ${meResult.p50} | ${meResult.p99} |`,
    '',
    `me / bare throughput: ${ratio.toFixed(2)} (bar: >= 0.25); me p99 ${meResult.p99} ms (bar: < 50 ms)`,
    `login page JS: ${js.kb} kB gzip in ${js.files} files (bar: <= 120 kB)`,
    `(${CONNECTIONS} connections, ${DURATION} s each, ${new Date().toISOString()}, node ${process.version})`,
  ]
  mkdirSync(join(root, 'bench/out'), { recursive: true })
  writeFileSync(join(root, 'bench/out/latest.md'), `${lines.join('\n')}\n`)
  process.stdout.write(`${lines.join('\n')}\n`)
  if (ratio < 0.25 || meResult.p99 >= 50 || js.kb > 120) process.exitCode = 1
} finally {
  app.kill('SIGTERM')
  bare.kill('SIGTERM')
  await new Promise((r) => setTimeout(r, 500))
  rmSync(dataDir, { recursive: true, force: true })
}
