import { expect } from 'vitest'
import { idsIn, isManager, isSignedIn, type MatrixRows, type Persona } from '../../test/authorization.ts'
import { createRule } from './auto-assign.seed.ts'

/** Rules are administration: ACME's managers only; Globex's globex.example rule is the foreign one. */
export const autoAssignRows: MatrixRows = ({ t, ids }) => {
  const managers = (ok: number) => (p: Persona) => (!isSignedIn(p) ? 401 : isManager(p) ? ok : 403)
  const url = '/api/v1/accounts/auto-assign-rules/'
  const foreign = `${url}${t.world.autoAssignRules.globex.id}/`
  const domain = () => `matrix-${crypto.randomUUID().slice(0, 8)}.example`
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
    'DELETE /api/v1/accounts/auto-assign-rules/:id/': {
      call: async (a) => {
        const victim = await createRule(t.db, { companyId: ids.acme, domain: domain() })
        return a.request('DELETE', `${url}${victim.id}/`)
      },
      expect: managers(204),
    },
  }
}
