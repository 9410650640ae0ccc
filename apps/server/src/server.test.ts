import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const PORT = 3190 + Number(process.env.VITEST_POOL_ID ?? 0)
const dataDir = mkdtempSync(join(tmpdir(), 'portal-server-test-'))
let server: ChildProcess
let exited: Promise<number | null>

beforeAll(async () => {
  // The embedded default, whatever database the rest of the suite runs on.
  const { DATABASE_URL: _ignored, ...inherited } = process.env
  server = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./server.ts', import.meta.url))],
    {
      env: {
        ...inherited,
        PORT: String(PORT),
        DATA_DIR: dataDir,
        SERVE_WEB: '0',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  exited = new Promise((resolve) => server.on('exit', resolve))
  for (let i = 0; i < 150; i++) {
    const ok = await fetch(`http://127.0.0.1:${PORT}/api/ready`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error('server did not start')
}, 60_000)

afterAll(() => {
  server.kill('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
})

describe('the server process', () => {
  it('migrates and seeds an empty embedded database on start', async () => {
    const health = await fetch(`http://127.0.0.1:${PORT}/api/health`)
    const csrf = /csrftoken=([^;]+)/.exec(health.headers.get('set-cookie') ?? '')?.[1] ?? ''
    const login = await fetch(`http://127.0.0.1:${PORT}/api/v1/accounts/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrftoken': csrf, cookie: `csrftoken=${csrf}` },
      body: JSON.stringify({ email: 'super@example.com', password: 'Portal!demo1' }),
    })
    expect(login.status).toBe(200)
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

  it('finishes a request in flight on SIGTERM, then exits cleanly', async () => {
    const health = await fetch(`http://127.0.0.1:${PORT}/api/health`)
    const csrf = /csrftoken=([^;]+)/.exec(health.headers.get('set-cookie') ?? '')?.[1] ?? ''
    // A request whose body is still arriving when SIGTERM comes: it must still be answered.
    const answered = new Promise<number>((resolve, reject) => {
      const headers = { 'content-type': 'application/json', 'x-csrftoken': csrf, cookie: `csrftoken=${csrf}` }
      const slow = request(
        { host: '127.0.0.1', port: PORT, method: 'POST', path: '/api/v1/accounts/login/', headers },
        (response) => {
          response.resume()
          resolve(response.statusCode ?? 0)
        },
      )
      slow.on('error', reject)
      slow.write('{"email": "super@example.com", ')
      setTimeout(() => {
        server.kill('SIGTERM')
        setTimeout(() => slow.end('"password": "x"}'), 300)
      }, 200)
    })
    // A wrong password on purpose: the answer is the generic 400, and it arrives after SIGTERM.
    expect(await answered).toBe(400)
    expect(await exited).toBe(0)
    const refused = await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
      () => 'answered',
      () => 'refused',
    )
    expect(refused).toBe('refused')
    // A clean exit gives the data folder back.
    expect(existsSync(join(dataDir, 'portal.lock'))).toBe(false)
  })
})
