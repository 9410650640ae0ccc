import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { OkrDashboard } from '@portal/contracts/okr-dashboard'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { httpSession } from './test/http-session.ts'

const PORT = 3190 + Number(process.env.VITEST_POOL_ID ?? 0)
const dataDir = mkdtempSync(join(tmpdir(), 'portal-server-test-'))
// The e2e harness's way of starting the server: on a fixed today (a quarter's 42nd day).
const PORTAL_NOW = '2021-05-12T10:00:00Z'
let server: ChildProcess
let exited: Promise<number | null>

/** Whether the server still takes new connections (it stops on SIGTERM, before it exits). */
const refusesConnections = () =>
  new Promise<boolean>((resolve) => {
    const socket = connect(PORT, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', () => resolve(true))
  })

beforeAll(async () => {
  // The embedded default, whatever database the rest of the suite runs on.
  const { DATABASE_URL: _ignored, ...inherited } = process.env
  server = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--import',
      fileURLToPath(new URL('./test/portal-now.ts', import.meta.url)),
      fileURLToPath(new URL('./server.ts', import.meta.url)),
    ],
    {
      env: {
        ...inherited,
        PORT: String(PORT),
        DATA_DIR: dataDir,
        SERVE_WEB: '0',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        PORTAL_NOW,
        // On SIGTERM it drains this long (/api/ready at 503, still serving) before it closes.
        SHUTDOWN_DELAY: '3',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  exited = new Promise((resolve) => server.on('exit', resolve))
  const ready = vi.waitFor(
    async () => expect((await fetch(`http://127.0.0.1:${PORT}/api/ready`)).ok).toBe(true),
    // A first start migrates and seeds, demo pictures included (ADR 57): ~60 s on a slow, busy machine.
    { timeout: 120_000, interval: 100 },
  )
  const died = exited.then((code) => {
    throw new Error(`the server exited (${code}) before it was ready`)
  })
  died.catch(() => undefined)
  await Promise.race([ready, died])
}, 130_000)

const BASE = `http://127.0.0.1:${PORT}`

/** The headers of a call to the server under test, signed in as `email` when given. */
const session = (email?: string) => httpSession(BASE, email)

afterAll(() => {
  server.kill('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
})

describe('the server process', () => {
  it('migrates and seeds an empty embedded database on start', async () => {
    await session('super@example.com')
  })

  it('lives at PORTAL_NOW when the harness preloads it: server, demo seed and database agree', async () => {
    // The demo is seeded in that day's quarter, and the server reads it as the current one.
    const lena = await session('lead@acme.example')
    const dashboard = await fetch(`${BASE}/api/v1/okr/dashboard/`, { headers: lena })
    expect(dashboard.status).toBe(200)
    const { period, by_team } = (await dashboard.json()) as OkrDashboard
    expect(period.key).toBe('2021-Q2')
    expect(by_team).toHaveLength(4)
    // The database's now() too: the demo's code, valid for 14 days from the seed, still works.
    const check = await fetch(`${BASE}/api/v1/accounts/activate/check/`, {
      method: 'POST',
      headers: await session(),
      body: JSON.stringify({ code: 'ACME-2026-WELCOME' }),
    })
    expect(check.status, await check.clone().text()).toBe(200)
  })

  it('refuses a second server or the db CLI on the same data folder, with a message, and stays up', async () => {
    const { DATABASE_URL: _ignored, ...inherited } = process.env
    const env = {
      ...inherited,
      DATA_DIR: dataDir,
      SERVE_WEB: '0',
      NODE_ENV: 'production',
      PORT: String(PORT + 50),
    }
    for (const script of ['./server.ts', './cli/db.ts']) {
      const second = spawn(
        process.execPath,
        ['--import', 'tsx', fileURLToPath(new URL(script, import.meta.url)), 'migrate'],
        {
          env,
          stdio: ['ignore', 'ignore', 'pipe'],
        },
      )
      let stderr = ''
      second.stderr?.on('data', (chunk) => {
        stderr += String(chunk)
      })
      const code = await new Promise<number | null>((resolve) => second.on('exit', resolve))
      expect(code, `${script}: ${stderr}`).toBe(1)
      expect(stderr).toContain(`The data folder ${dataDir} is in use by process ${server.pid}`)
    }
    expect((await fetch(`http://127.0.0.1:${PORT}/api/ready`)).status).toBe(200)
  })

  it('drains on SIGTERM: not ready, still serving, finishes a request in flight, then exits cleanly', async () => {
    // A request whose body is still arriving when SIGTERM comes: it must still be answered.
    const headers = { ...(await session()), expect: '100-continue' }
    const slow = request({
      host: '127.0.0.1',
      port: PORT,
      method: 'POST',
      path: '/api/v1/accounts/login/',
      headers,
    })
    const answered = once(slow, 'response').then(([response]) => {
      response.resume()
      return response.statusCode as number
    })
    slow.flushHeaders()
    // "100 Continue": the server has the request.
    await once(slow, 'continue')
    slow.write('{"email": "super@example.com", ')
    server.kill('SIGTERM')
    // Draining: /api/ready says 503 so a proxy sends new work elsewhere, while requests are still served.
    await vi.waitFor(
      async () => {
        const ready = await fetch(`${BASE}/api/ready`, { headers: { 'accept-language': 'de-DE' } })
        expect(ready.status).toBe(503)
        expect(ready.headers.get('content-type')).toContain('application/problem+json')
      },
      { interval: 20, timeout: 2_000 },
    )
    expect((await fetch(`${BASE}/api/health`)).status).toBe(200)
    expect(await refusesConnections()).toBe(false)
    // Closing: it takes no new connection, and the body arrives only now.
    await vi.waitFor(async () => expect(await refusesConnections()).toBe(true), {
      interval: 20,
      timeout: 10_000,
    })
    slow.end('"password": "x"}')
    // A wrong password on purpose: the answer is the generic 400, and it arrives after SIGTERM.
    expect(await answered).toBe(400)
    expect(await exited).toBe(0)
    const refused = await fetch(`${BASE}/api/health`).then(
      () => 'answered',
      () => 'refused',
    )
    expect(refused).toBe('refused')
    // A clean exit gives the data folder back.
    expect(existsSync(join(dataDir, 'portal.lock'))).toBe(false)
  })
})
