import { isManager, isSignedIn, type MatrixRows, type Persona, type Row } from '../../test/authorization.ts'
import { createKeyResult, createObjective } from '../okr/okr.seed.ts'
import { currentPeriod } from '../okr/okr-fixtures.ts'
import { createDraftReport, createPpmTree } from './ppm.seed.ts'

const API = '/api/v1/ppm'
/** Everyone signed in works in their own company's PPM. */
const own = (ok: number) => (p: Persona) => (isSignedIn(p) ? ok : 401)
/** ACME's levels: its members reach them, Globex's user finds nothing (404, or 400 for a named parent). */
const acmeOnly =
  (ok: number, foreign = 404) =>
  (p: Persona) =>
    !isSignedIn(p) ? 401 : p === 'otherUser' ? foreign : ok
/** Deleting a level owned by nobody: company admins and staff; users are refused. */
/** A key result owned by ACME's company admin: managers change its value source, users may not. */
const keyResultEditors = (p: Persona) =>
  !isSignedIn(p) ? 401 : p === 'otherUser' ? 404 : isManager(p) ? 200 : 403
const deleteRule = (p: Persona) => (!isSignedIn(p) ? 401 : p === 'otherUser' ? 404 : isManager(p) ? 204 : 403)

const SEGMENTS = [
  ['programs', 'programId'],
  ['projects', 'projectId'],
  ['measure-packages', 'packageId'],
  ['measures', 'measureId'],
] as const

/** Callers act in ACME; the levels are ACME fixtures owned by nobody. */
export const ppmRows: MatrixRows = ({ t, ids, fixture }) => {
  const tree = () => fixture('ppm-tree', () => createPpmTree(t.db, ids.acme, 'Matrix'))
  const fresh = () => createPpmTree(t.db, ids.acme, `Matrix ${crypto.randomUUID().slice(0, 6)}`)
  const keyResult = () =>
    fixture('ppm-key-result', async () => {
      const lena = t.world.users['lead@acme.example']!.id
      const period = currentPeriod().key
      const objective = await createObjective(t.db, {
        companyId: ids.acme,
        title: 'PPM matrix',
        ownerId: lena,
        period,
      })
      return createKeyResult(t.db, {
        companyId: ids.acme,
        objectiveId: objective.id,
        title: 'PPM matrix KR',
        metric: 'number',
      })
    })
  const rows: Record<string, Row> = {
    'GET /api/v1/ppm/measures/:id/key-results/': {
      call: async (a) => a.get(`${API}/measures/${(await tree()).measureId}/key-results/`),
      expect: acmeOnly(200),
    },
    'PUT /api/v1/ppm/measures/:id/key-results/': {
      call: async (a) =>
        a.request('PUT', `${API}/measures/${(await tree()).measureId}/key-results/`, {
          key_result_ids: [(await keyResult()).id],
        }),
      expect: acmeOnly(200),
    },
    'GET /api/v1/ppm/key-results/': { call: (a) => a.get(`${API}/key-results/`), expect: own(200) },
    'GET /api/v1/ppm/key-results/:id/measures/': {
      call: async (a) => a.get(`${API}/key-results/${(await keyResult()).id}/measures/`),
      expect: acmeOnly(200),
    },
    'PUT /api/v1/ppm/key-results/:id/value-source/': {
      call: async (a) =>
        a.request('PUT', `${API}/key-results/${(await keyResult()).id}/value-source/`, {
          from_measures: true,
        }),
      expect: keyResultEditors,
    },
    'GET /api/v1/ppm/': { call: (a) => a.get(`${API}/`), expect: own(200) },
    'PUT /api/v1/ppm/settings/': {
      call: (a) => a.request('PUT', `${API}/settings/`, { currency: 'EUR' }),
      expect: (p) => (!isSignedIn(p) ? 401 : isManager(p) ? 200 : 403),
    },
    'GET /api/v1/ppm/users/': { call: (a) => a.get(`${API}/users/`), expect: own(200) },
    'GET /api/v1/ppm/portfolio/': { call: (a) => a.get(`${API}/portfolio/`), expect: own(200) },
    'GET /api/v1/ppm/portfolio/effects-by-gate/': {
      call: (a) => a.get(`${API}/portfolio/effects-by-gate/`),
      expect: own(200),
    },
    'GET /api/v1/ppm/portfolio/export/': { call: (a) => a.get(`${API}/portfolio/export/`), expect: own(200) },
    'GET /api/v1/ppm/programs/': { call: (a) => a.get(`${API}/programs/`), expect: own(200) },
    'GET /api/v1/ppm/projects/': { call: (a) => a.get(`${API}/projects/`), expect: own(200) },
    'GET /api/v1/ppm/measures/': { call: (a) => a.get(`${API}/measures/`), expect: own(200) },
    'POST /api/v1/ppm/programs/': {
      call: (a) => a.post(`${API}/programs/`, { title: 'Matrix' }),
      expect: own(201),
    },
    'POST /api/v1/ppm/projects/': {
      call: async (a) =>
        a.post(`${API}/projects/`, { program_id: (await tree()).programId, title: 'Matrix' }),
      expect: acmeOnly(201, 400),
    },
    'POST /api/v1/ppm/measure-packages/': {
      call: async (a) =>
        a.post(`${API}/measure-packages/`, { project_id: (await tree()).projectId, title: 'Matrix' }),
      expect: acmeOnly(201, 400),
    },
    'POST /api/v1/ppm/measures/': {
      call: async (a) =>
        a.post(`${API}/measures/`, { package_id: (await tree()).packageId, title: 'Matrix' }),
      expect: acmeOnly(201, 400),
    },
    'GET /api/v1/ppm/measures/:id/phases/': {
      call: async (a) => a.get(`${API}/measures/${(await tree()).measureId}/phases/`),
      expect: acmeOnly(200),
    },
    'POST /api/v1/ppm/measures/:id/phases/': {
      call: async (a) =>
        a.post(`${API}/measures/${(await fresh()).measureId}/phases/`, { action: 'request' }),
      expect: acmeOnly(200),
    },
    'PUT /api/v1/ppm/measures/:id/effects/': {
      call: async (a) =>
        a.request('PUT', `${API}/measures/${(await tree()).measureId}/effects/`, {
          cells: [{ month: '2027-01', effect_type: 'cost_reduction', planned_cents: 100 }],
        }),
      expect: acmeOnly(200),
    },
    'POST /api/v1/ppm/measures/:id/move/': {
      call: async (a) => {
        const [from, to] = [await fresh(), await tree()]
        return a.post(`${API}/measures/${from.measureId}/move/`, { package_id: to.packageId })
      },
      expect: acmeOnly(200),
    },
    'POST /api/v1/ppm/measure-packages/:id/move/': {
      call: async (a) => {
        const [from, to] = [await fresh(), await tree()]
        return a.post(`${API}/measure-packages/${from.packageId}/move/`, { project_id: to.projectId })
      },
      expect: acmeOnly(200),
    },
    'POST /api/v1/ppm/projects/:id/move/': {
      call: async (a) => {
        const [from, to] = [await fresh(), await tree()]
        return a.post(`${API}/projects/${from.projectId}/move/`, { program_id: to.programId })
      },
      expect: acmeOnly(200),
    },
    'PATCH /api/v1/ppm/statuses/:id/': {
      call: async (a) =>
        a.request(
          'PATCH',
          `${API}/statuses/${await createDraftReport(t.db, ids.acme, (await tree()).projectId)}/`,
          {
            summary: 'Matrix',
          },
        ),
      expect: acmeOnly(200),
    },
    'POST /api/v1/ppm/statuses/:id/publish/': {
      call: async (a) =>
        a.post(
          `${API}/statuses/${await createDraftReport(t.db, ids.acme, (await tree()).projectId)}/publish/`,
        ),
      expect: acmeOnly(200),
    },
    'DELETE /api/v1/ppm/statuses/:id/': {
      call: async (a) =>
        a.request(
          'DELETE',
          `${API}/statuses/${await createDraftReport(t.db, ids.acme, (await tree()).projectId)}/`,
        ),
      expect: acmeOnly(204),
    },
  }
  const report = {
    period_end: '2026-10-31',
    overall: 'green',
    schedule: 'green',
    budget: 'green',
    scope: 'green',
  }
  for (const [segment, key] of SEGMENTS) {
    const at = async (tail = '') => `${API}/${segment}/${(await tree())[key]}/${tail}`
    const path = `/api/v1/ppm/${segment}/:id/`
    rows[`GET ${path}`] = { call: async (a) => a.get(await at()), expect: acmeOnly(200) }
    for (const tail of ['details/', 'activities/', 'statuses/', 'effects/']) {
      rows[`GET ${path}${tail}`] = { call: async (a) => a.get(await at(tail)), expect: acmeOnly(200) }
    }
    if (segment !== 'measures') {
      rows[`GET ${path}measures/`] = {
        call: async (a) => a.get(await at('measures/')),
        expect: acmeOnly(200),
      }
    }
    rows[`POST ${path}activities/`] = {
      call: async (a) => a.post(await at('activities/'), { comment: 'Matrix' }),
      expect: acmeOnly(201),
    }
    rows[`POST ${path}statuses/`] = {
      call: async (a) => a.post(await at('statuses/'), report),
      expect: acmeOnly(201),
    }
    rows[`PATCH ${path}`] = {
      call: async (a) => a.request('PATCH', await at(), { description: `Matrix ${crypto.randomUUID()}` }),
      expect: acmeOnly(200),
    }
    rows[`DELETE ${path}`] = {
      call: async (a) => a.request('DELETE', `${API}/${segment}/${(await fresh())[key]}/`),
      expect: deleteRule,
    }
  }
  return rows
}
