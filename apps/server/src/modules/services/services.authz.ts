import { expect } from 'vitest'
import {
  everyone,
  isSignedIn,
  isStaffPersona,
  type MatrixRows,
  type Persona,
} from '../../test/authorization.ts'
import { createCategory, createEndpoint, createService } from './services.seed.ts'

const staffOnly = (ok: number) => (p: Persona) => (!isSignedIn(p) ? 401 : isStaffPersona(p) ? ok : 403)
const signedIn = (ok: number) => (p: Persona) => (isSignedIn(p) ? ok : 401)
/** Federal statistics is for ACME's Analysts (Ada, and so her impersonator) and open at Globex. */
const analystsOrGlobex = (ok: number) => (p: Persona) =>
  !isSignedIn(p) ? 401 : p === 'companyAdmin' ? 404 : ok
const slugsIn = (body: unknown) => (body as { results: { slug: string }[] }).results.map((s) => s.slug)
const unique = () => `matrix-${crypto.randomUUID().slice(0, 8)}`

/**
 * Callers act from ACME (Globex's user from Globex). ESG benchmark is locked for ACME and hidden for
 * Globex; Federal statistics is restricted to ACME's Analysts group.
 */
export const servicesRows: MatrixRows = ({ t, fixture }) => {
  const { services } = t.world.catalogue
  const endpoint = () =>
    fixture('endpoint', () =>
      createEndpoint(t.db, { name: 'Matrix', type: 'external', url: 'https://example.com/' }),
    )
  const body = async (slug: string) => ({
    slug,
    names: { 'en-US': 'Matrix service' },
    endpoint_id: (await endpoint()).id,
  })
  const victim = async () =>
    createService(t.db, {
      slug: unique(),
      names: { 'en-US': 'Doomed' },
      endpoint: { type: 'external', url: 'https://example.com/' },
    })
  return {
    'GET /api/v1/services/': {
      call: (a) => a.get('/api/v1/services/?page_size=100'),
      expect: signedIn(200),
      check: (body, p) => {
        const slugs = slugsIn(body)
        expect(slugs.includes('esg-benchmark')).toBe(p !== 'otherUser')
        expect(slugs.includes('federal-statistics')).toBe(p !== 'companyAdmin')
      },
    },
    'GET /api/v1/services/:id/': {
      call: (a) => a.get(`/api/v1/services/${services['federal-statistics']!.id}/`),
      expect: analystsOrGlobex(200),
    },
    'POST /api/v1/services/': {
      call: async (a) => a.post('/api/v1/services/', await body(unique())),
      expect: staffOnly(201),
    },
    'PUT /api/v1/services/:id/': {
      call: async (a) => {
        const target = await fixture('service', victim)
        return a.request('PUT', `/api/v1/services/${target.id}/`, await body(target.slug))
      },
      expect: staffOnly(200),
    },
    'DELETE /api/v1/services/:id/': {
      call: async (a) => a.request('DELETE', `/api/v1/services/${(await victim()).id}/`),
      expect: staffOnly(204),
    },
    'PUT /api/v1/services/:id/favourite/': {
      call: (a) => a.request('PUT', `/api/v1/services/${services['federal-statistics']!.id}/favourite/`),
      expect: analystsOrGlobex(204),
    },
    'DELETE /api/v1/services/:id/favourite/': {
      call: (a) => a.request('DELETE', `/api/v1/services/${services['esg-benchmark']!.id}/favourite/`),
      // Hidden at Globex: its user cannot even name it.
      expect: (p) => (!isSignedIn(p) ? 401 : p === 'otherUser' ? 404 : 204),
    },
    'POST /api/v1/services/:id/open/': {
      call: (a) => a.post(`/api/v1/services/${services['esg-benchmark']!.id}/open/`),
      // Locked at ACME: what it is shows, it does not open; hidden at Globex.
      expect: (p) => (!isSignedIn(p) ? 401 : p === 'otherUser' ? 404 : 403),
    },
    'GET /api/v1/services/categories/': {
      call: (a) => a.get('/api/v1/services/categories/'),
      expect: signedIn(200),
    },
    'GET /api/v1/services/categories/:id/': {
      call: (a) => a.get(`/api/v1/services/categories/${t.world.catalogue.categories.research.id}/`),
      expect: signedIn(200),
    },
    'POST /api/v1/services/categories/': {
      call: (a) => a.post('/api/v1/services/categories/', { names: { 'en-US': 'Matrix' } }),
      expect: staffOnly(201),
    },
    'PUT /api/v1/services/categories/:id/': {
      call: async (a) => {
        const target = await fixture('category', () => createCategory(t.db, { names: { 'en-US': 'Matrix' } }))
        return a.request('PUT', `/api/v1/services/categories/${target.id}/`, {
          names: { 'en-US': 'Renamed' },
        })
      },
      expect: staffOnly(200),
    },
    'DELETE /api/v1/services/categories/:id/': {
      call: async (a) => {
        const target = await createCategory(t.db, { names: { 'en-US': 'Doomed' } })
        return a.request('DELETE', `/api/v1/services/categories/${target.id}/`)
      },
      expect: staffOnly(204),
    },
    'GET /api/v1/services/endpoints/': {
      call: (a) => a.get('/api/v1/services/endpoints/?page_size=100'),
      expect: signedIn(200),
      check: (body, p) => {
        const ids = (body as { results: { id: string }[] }).results.map((e) => e.id)
        // What a locked or hidden service opens is never disclosed to the company's people.
        expect(ids.includes(services['esg-benchmark']!.endpoint!.id)).toBe(isStaffPersona(p))
      },
    },
    'GET /api/v1/services/endpoints/:id/': {
      call: (a) => a.get(`/api/v1/services/endpoints/${services['federal-statistics']!.endpoint!.id}/`),
      expect: analystsOrGlobex(200),
    },
    'POST /api/v1/services/endpoints/': {
      call: (a) =>
        a.post('/api/v1/services/endpoints/', { name: 'Matrix', type: 'embed', url: 'https://example.org/' }),
      expect: staffOnly(201),
    },
    'PUT /api/v1/services/endpoints/:id/': {
      call: async (a) =>
        a.request('PUT', `/api/v1/services/endpoints/${(await endpoint()).id}/`, {
          name: 'Matrix',
          type: 'external',
          url: 'https://example.com/',
        }),
      expect: staffOnly(200),
    },
    'DELETE /api/v1/services/endpoints/:id/': {
      call: async (a) => {
        const target = await createEndpoint(t.db, { name: 'Doomed', type: 'internal', path: '/client' })
        return a.request('DELETE', `/api/v1/services/endpoints/${target.id}/`)
      },
      expect: staffOnly(204),
    },
    'GET /api/v1/public/icons/': { call: (a) => a.get('/api/v1/public/icons/'), expect: everyone },
  }
}
