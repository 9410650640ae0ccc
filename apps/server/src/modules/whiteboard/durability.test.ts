import { type ChildProcess, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { SceneData, SceneElement } from '@portal/contracts/whiteboard'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { httpSession } from '../../test/http-session.ts'

/**
 * A save the server acknowledged survives the server being killed outright (SIGKILL, no shutdown) right
 * after: on the embedded database in the default pass, on PostgreSQL in the CI's PostgreSQL pass.
 */
const PORT = 3240 + Number(process.env.VITEST_POOL_ID ?? 0)
const BASE = `http://127.0.0.1:${PORT}`
const postgresUrl = process.env.DATABASE_URL
const dataDir = mkdtempSync(join(tmpdir(), 'portal-kill-test-'))
let database: { url: string; drop: () => Promise<void> } | undefined

beforeAll(async () => {
  if (!postgresUrl) return
  // A database of its own, which the server migrates and seeds like a fresh installation.
  const name = `portal_kill_${randomUUID().replaceAll('-', '')}`
  const admin = new pg.Client({ connectionString: postgresUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(postgresUrl)
  url.pathname = `/${name}`
  database = {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: postgresUrl })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
})
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true })
  await database?.drop()
})

async function startServer(): Promise<ChildProcess> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('../../server.ts', import.meta.url))],
    {
      env: {
        ...inherited,
        PORT: String(PORT),
        // On PostgreSQL a deployment sets its own secret and asks for the demo data.
        ...(database
          ? {
              DATABASE_URL: database.url,
              SESSION_SECRET: 'durability-test-secret-32-characters!',
              SEED_DEMO: 'true',
            }
          : { DATA_DIR: dataDir }),
        SERVE_WEB: '0',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const exited = new Promise<never>((_, reject) =>
    server.on('exit', (code) => reject(new Error(`the server exited (${code}) before it was ready`))),
  )
  exited.catch(() => undefined)
  await Promise.race([
    vi.waitFor(async () => expect((await fetch(`${BASE}/api/ready`)).ok).toBe(true), {
      timeout: 90_000,
      interval: 100,
    }),
    exited,
  ])
  return server
}

async function kill(server: ChildProcess) {
  const gone = new Promise((resolve) => server.on('exit', resolve))
  server.kill('SIGKILL')
  await gone
}

const signIn = (email: string) => httpSession(BASE, email)

const element = (i: number): SceneElement => ({
  id: `kill-${i}`,
  type: 'ellipse',
  version: 1,
  versionNonce: i,
  isDeleted: false,
  index: `a${i}`,
  x: i * 10,
  y: 0,
  width: 40,
  height: 40,
})

describe(`a saved scene (${postgresUrl ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('is intact after a SIGKILL of the server right after the save was acknowledged', async () => {
    let server = await startServer()
    try {
      const lena = await signIn('lead@acme.example')
      const created = await fetch(`${BASE}/api/v1/whiteboard/scenes/`, {
        method: 'POST',
        headers: lena,
        body: JSON.stringify({ title: 'Kill -9' }),
      })
      const scene = (await created.json()) as { id: string }
      const first = await fetch(`${BASE}/api/v1/whiteboard/scene-data/${scene.id}/`, {
        method: 'POST',
        headers: lena,
        body: JSON.stringify({ base_version: 0, elements: [0, 1, 2, 3, 4].map(element) }),
      })
      const { version } = (await first.json()) as { version: number }
      const last = await fetch(`${BASE}/api/v1/whiteboard/scene-data/${scene.id}/`, {
        method: 'POST',
        headers: lena,
        body: JSON.stringify({ base_version: version, elements: [5, 6, 7, 8, 9].map(element) }),
      })
      expect(last.status).toBe(200)
      const acknowledged = (await last.json()) as { version: number }
      // No shutdown, no flush: the process is gone the moment the answer is in.
      await kill(server)
      server = await startServer()
      const reader = await signIn('lead@acme.example')
      const read = await fetch(`${BASE}/api/v1/whiteboard/scene-data/${scene.id}/`, { headers: reader })
      const data = (await read.json()) as SceneData
      expect(data.version).toBe(acknowledged.version)
      expect(data.elements.map((e) => e.id).sort()).toEqual(
        Array.from({ length: 10 }, (_, i) => `kill-${i}`).sort(),
      )
    } finally {
      await kill(server)
    }
  }, 240_000)
})
