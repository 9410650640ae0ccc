import { expect } from 'vitest'
import {
  idsIn,
  isManager,
  isSignedIn,
  isStaffPersona,
  type MatrixRows,
  type Persona,
} from '../../test/authorization.ts'
import { createRule } from './auto-assign.seed.ts'

/**
 * Rules are administration: ACME's managers only; Globex's globex.example rule is the foreign one.
 * Approving a domain claim, and the review list across companies, are staff's alone (ADR 14).
 */
export const autoAssignRows: MatrixRows = ({ t, ids }) => {
  const managers = (ok: number) => (p: Persona) => (!isSignedIn(p) ? 401 : isManager(p) ? ok : 403)
  const staff = (ok: number) => (p: Persona) => (!isSignedIn(p) ? 401 : isStaffPersona(p) ? ok : 403)
  const url = '/api/v1/accounts/auto-assign-rules/'
  const foreign = `${url}${t.world.autoAssignRules.globex.id}/`
  const domain = () => `matrix-${crypto.randomUUID().slice(0, 8)}.example`
  const request = () => createRule(t.db, { companyId: ids.acme, domain: domain(), status: 'pending' })
  return {
    'GET /api/v1/accounts/auto-assign-rules/': {
      call: (a) => a.get(url),
      expect: managers(200),
      check: (body) => expect(idsIn(body)).toContain(t.world.autoAssignRules.acme.id),
    },
    'GET /api/v1/accounts/auto-assign-rules/:id/': { call: (a) => a.get(foreign), expect: managers(404) },
    'POST /api/v1/accounts/auto-assign-rules/': {
      call: (a) => a.post(url, { domain: domain() }),
      expect: managers(201),
    },
    'PUT /api/v1/accounts/auto-assign-rules/:id/': {
      call: (a) => a.request('PUT', foreign, { domain: 'hijacked.example' }),
      expect: managers(404),
    },
    'GET /api/v1/accounts/auto-assign-requests/': {
      call: (a) => a.get('/api/v1/accounts/auto-assign-requests/'),
      expect: staff(200),
      check: (body) => expect(idsIn(body)).toContain(t.world.autoAssignRules.globexRequest.id),
    },
    'POST /api/v1/accounts/auto-assign-rules/:id/approve/': {
      call: async (a) => a.post(`${url}${(await request()).id}/approve/`),
      expect: staff(200),
      check: (body) => expect(body).toMatchObject({ status: 'approved' }),
    },
    'POST /api/v1/accounts/auto-assign-rules/:id/reject/': {
      call: async (a) => a.post(`${url}${(await request()).id}/reject/`),
      expect: staff(200),
      check: (body) => expect(body).toMatchObject({ status: 'rejected' }),
    },
    'DELETE /api/v1/accounts/auto-assign-rules/:id/': {
      call: async (a) => {
        const victim = await createRule(t.db, { companyId: ids.acme, domain: domain() })
        return a.request('DELETE', `${url}${victim.id}/`)
      },
      expect: managers(204),
    },
  }
}
