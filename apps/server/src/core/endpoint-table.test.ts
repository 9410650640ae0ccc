import { ALL_ENDPOINTS } from '@portal/contracts/api-table'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../test/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const key = (method: string, path: string) => `${method} ${path}`

describe('the endpoint table', () => {
  it('is registered whole: every declared endpoint is a route of the app', () => {
    const registered = new Set(t.app.apiRoutes.map((r) => key(r.method, r.url)))
    const missing = ALL_ENDPOINTS.map((e) => key(e.method, `/api${e.path}`)).filter((k) => !registered.has(k))
    expect(missing).toEqual([])
  })

  it('declares each endpoint once, with a unique operation id', () => {
    const keys = ALL_ENDPOINTS.map((e) => key(e.method, e.path))
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([])
    const ids = ALL_ENDPOINTS.map((e) => e.operationId)
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([])
  })

  it('registers no API route outside it', () => {
    expect(t.app.apiRoutes.filter((r) => !r.endpoint).map((r) => `${r.method} ${r.url}`)).toEqual([])
  })

  it('gives a route the method, path and access rule of its declaration', () => {
    for (const route of t.app.apiRoutes) {
      const endpoint = route.endpoint
      expect(key(route.method, route.url)).toBe(key(endpoint?.method ?? '', `/api${endpoint?.path}`))
      expect(route.access).toBe(endpoint?.access)
    }
  })

  it('names every operation in the OpenAPI document by its declaration', async () => {
    const document = (await (await t.sessionAs('super@example.com')).get('/api/docs/json')).json()
    // Paths that differ only in their parameters' names are one path in the document (core/openapi.ts).
    const shapeOf = (path: string) => path.replace(/\{[^}]+\}/g, '{}')
    const byShape = new Map(
      Object.entries(
        document.paths as Record<string, Record<string, { operationId: string; summary: string }>>,
      ).map(([path, item]) => [shapeOf(path), item]),
    )
    for (const endpoint of ALL_ENDPOINTS) {
      const path = `/api${endpoint.path}`.replace(/:([a-z_]+)/g, '{$1}')
      const operation = byShape.get(shapeOf(path))?.[endpoint.method.toLowerCase()]
      expect(operation?.operationId, `${endpoint.method} ${path}`).toBe(endpoint.operationId)
      expect(operation?.summary).toBe(endpoint.summary)
    }
  })
})
