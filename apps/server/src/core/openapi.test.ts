import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import openapiTS, { astToString } from 'openapi-typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { personId } from '../modules/okr/okr-fixtures.ts'
import { startTestApp, type TestApp } from '../test/test-app.ts'

/**
 * The OpenAPI document as an integrator meets it (ADR 29): Redocly's recommended rules pass, and a client
 * generated from it (openapi-typescript + openapi-fetch) signs in with a token and reads and writes OKR
 * items against the real server over HTTP.
 */
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url))
const SERVER = fileURLToPath(new URL('../../', import.meta.url))
const run = promisify(execFile)

let t: TestApp
let document: object
let dir: string
beforeAll(async () => {
  t = await startTestApp()
  document = t.app.swagger()
  dir = mkdtempSync(join(tmpdir(), 'portal-openapi-'))
})
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true })
  await t.close()
})

describe('the OpenAPI document', () => {
  it('passes Redocly’s recommended rules (redocly.yaml)', { timeout: 120_000 }, async () => {
    const file = join(dir, 'openapi.json')
    writeFileSync(file, JSON.stringify(document))
    const result = await promisify(execFile)(
      join(ROOT, 'node_modules/.bin/redocly'),
      ['lint', file, '--config', join(ROOT, 'redocly.yaml'), '--format', 'json', '--max-problems', '50'],
      {
        env: {
          ...process.env,
          REDOCLY_TELEMETRY: 'off',
          REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
          NO_COLOR: '1',
        },
        maxBuffer: 20 * 1024 * 1024,
      },
    ).catch((error: { stdout: string; code: number }) => error)
    const problems = (JSON.parse(result.stdout) as { problems: { ruleId: string; message: string }[] })
      .problems
    expect(problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([])
  })

  it('gives every operation an id, a summary, a tag and its security', () => {
    const paths = (document as { paths: Record<string, Record<string, Record<string, unknown>>> }).paths
    const operations = Object.values(paths).flatMap((item) => Object.values(item))
    expect(operations.length).toBeGreaterThan(150)
    for (const operation of operations) {
      expect(operation.operationId).toMatch(/^[a-z_]+_[A-Za-z]+$/)
      expect(operation.summary).toBeTruthy()
      expect(operation.tags).toHaveLength(1)
      expect(Array.isArray(operation.security)).toBe(true)
    }
    const checkIn = paths['/api/v1/okr/key-results/{id}/check-ins/']!.post!
    expect(checkIn.security).toEqual([{ session: [], csrf: [] }, { bearer: [] }])
    expect(checkIn.description).toBe('Token scope: `okr:write`.')
    const push = paths['/api/v1/okr/key-results/{id}/values/']!.post!
    expect(push.requestBody).toMatchObject({
      content: { 'application/json': { examples: { example1: { value: { value: 42 } } } } },
    })
  })
})

/**
 * The integrator's side, written against the generated types: it must compile (tsc, strict) and then runs
 * against the server. Kept as text because the types it needs exist only once the test made them.
 */
const CLIENT = `import createClient from 'openapi-fetch'
import type { paths } from './portal-api.js'

export async function useOkr(baseUrl: string, token: string, ownerId: string) {
  const client = createClient<paths>({ baseUrl, headers: { Authorization: \`Bearer \${token}\` } })
  const objectives = await client.GET('/api/v1/okr/objectives/', { params: { query: { page_size: 5 } } })
  const first = objectives.data?.results[0]
  if (!first) throw new Error(\`no objectives: \${objectives.response.status}\`)
  const objective = await client.POST('/api/v1/okr/objectives/', {
    body: {
      title: 'Written by a generated client',
      owner_id: ownerId,
      period_start: first.period_start,
      period_end: first.period_end,
    },
  })
  if (!objective.data) throw new Error(JSON.stringify(objective.error))
  const keyResult = await client.POST('/api/v1/okr/key-results/', {
    body: { objective_id: objective.data.id, title: 'Imported', metric: 'number', start_value: 0, target_value: 10 },
  })
  if (!keyResult.data) throw new Error(JSON.stringify(keyResult.error))
  const checkIn = await client.POST('/api/v1/okr/key-results/{id}/check-ins/', {
    params: { path: { id: keyResult.data.id } },
    body: { value: 7, comment: 'From the generated client' },
  })
  const read = await client.GET('/api/v1/okr/key-results/{id}/', { params: { path: { id: keyResult.data.id } } })
  const missing = await client.GET('/api/v1/okr/key-results/{id}/', {
    params: { path: { id: '00000000-0000-4000-8000-000000000000' } },
  })
  return {
    count: objectives.data?.count ?? 0,
    checkInStatus: checkIn.response.status,
    value: read.data?.current_value,
    missing: { status: missing.response.status, title: missing.error?.title },
  }
}
`

describe('a client generated from the document', () => {
  it('compiles, signs in with a token and reads and writes OKR items over HTTP', {
    timeout: 180_000,
  }, async () => {
    const client = mkdtempSync(join(SERVER, '.openapi-client-'))
    try {
      writeFileSync(join(client, 'portal-api.d.ts'), astToString(await openapiTS(document as never)))
      writeFileSync(join(client, 'client.ts'), CLIENT)
      const compiled = await run(
        join(ROOT, 'node_modules/.bin/tsc'),
        [
          '--noEmit',
          '--strict',
          '--skipLibCheck',
          '--module',
          'nodenext',
          '--target',
          'es2022',
          join(client, 'client.ts'),
        ],
        { maxBuffer: 20 * 1024 * 1024 },
      ).catch((error: { stdout: string }) => ({ stdout: error.stdout || 'tsc failed' }))
      expect(compiled.stdout).toBe('')

      const address = await t.app.listen({ host: '127.0.0.1', port: 0 })
      const ada = await t.sessionAs('user@acme.example')
      const created = await ada.post('/api/v1/accounts/tokens/', {
        name: 'Generated client',
        scopes: ['okr:write'],
        expires_in_days: 1,
      })
      const { useOkr } = (await import(join(client, 'client.ts'))) as {
        useOkr: (baseUrl: string, token: string, ownerId: string) => Promise<Record<string, unknown>>
      }
      const result = await useOkr(address, created.json().secret, personId(t, 'user@acme.example'))
      expect(result).toMatchObject({ checkInStatus: 201, value: 7, missing: { status: 404 } })
      expect(result.count).toBeGreaterThan(0)
      expect((result.missing as { title?: string }).title).toBeTruthy()
    } finally {
      rmSync(client, { recursive: true, force: true })
    }
  })
})
