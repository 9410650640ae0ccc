import { isManager, isSignedIn, type MatrixRows, type Persona } from '../../test/authorization.ts'
import { createGroup } from './groups.seed.ts'

/** Groups are administration: ACME's managers only; Globex's Pilot users group is the foreign one. */
export const groupsRows: MatrixRows = ({ t, ids }) => {
  const managers = (ok: number) => (p: Persona) => (!isSignedIn(p) ? 401 : isManager(p) ? ok : 403)
  const pilots = t.world.groups.pilots.id
  return {
    'GET /api/v1/accounts/groups/': { call: (a) => a.get('/api/v1/accounts/groups/'), expect: managers(200) },
    'GET /api/v1/accounts/groups/:id/': {
      call: (a) => a.get(`/api/v1/accounts/groups/${pilots}/`),
      expect: managers(404),
    },
    'POST /api/v1/accounts/groups/': {
      call: (a) => a.post('/api/v1/accounts/groups/', { name: `Matrix ${crypto.randomUUID()}` }),
      expect: managers(201),
    },
    'PUT /api/v1/accounts/groups/:id/': {
      call: (a) => a.request('PUT', `/api/v1/accounts/groups/${pilots}/`, { name: 'Hijacked' }),
      expect: managers(404),
    },
    'DELETE /api/v1/accounts/groups/:id/': {
      call: async (a) => {
        const victim = await createGroup(t.db, { companyId: ids.acme, name: `Matrix ${crypto.randomUUID()}` })
        return a.request('DELETE', `/api/v1/accounts/groups/${victim.id}/`)
      },
      expect: managers(204),
    },
    'POST /api/v1/accounts/assign-groups/': {
      call: (a) =>
        a.post('/api/v1/accounts/assign-groups/', { user_ids: [ids.globexUser], group_ids: [pilots] }),
      expect: managers(400),
    },
  }
}
