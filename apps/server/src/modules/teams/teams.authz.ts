import { expect } from 'vitest'
import {
  idsIn,
  isManager,
  isSignedIn,
  isStaffPersona,
  type MatrixRows,
  type Persona,
} from '../../test/authorization.ts'
import { createTeam } from './teams.seed.ts'

/** Callers act in ACME; the foreign team is Globex's Engineering. */
export const teamsRows: MatrixRows = ({ t, ids }) => {
  const own = (p: Persona) => (isSignedIn(p) ? 200 : 401)
  const victim = () => createTeam(t.db, { companyId: ids.acme, name: `Matrix ${crypto.randomUUID()}` })
  return {
    'GET /api/v1/okr/teams/': {
      call: (a) => a.get('/api/v1/okr/teams/'),
      expect: own,
      check: (body, p) => {
        if (p !== 'otherUser') expect(idsIn(body)).toContain(t.world.teams.product.id)
      },
    },
    'GET /api/v1/okr/active-teams/': { call: (a) => a.get('/api/v1/okr/active-teams/'), expect: own },
    'GET /api/v1/okr/companies/:id/teams/': {
      call: (a) => a.get(`/api/v1/okr/companies/${ids.globex}/teams/`),
      expect: (p) => (!isSignedIn(p) ? 401 : isStaffPersona(p) || p === 'otherUser' ? 200 : 404),
    },
    'GET /api/v1/okr/teams/:id/': {
      call: (a) => a.get(`/api/v1/okr/teams/${t.world.teams.engineering.id}/`),
      expect: (p) => (!isSignedIn(p) ? 401 : p === 'otherUser' ? 200 : 404),
    },
    'POST /api/v1/okr/teams/': {
      call: (a) => a.post('/api/v1/okr/teams/', { name: `Matrix ${crypto.randomUUID()}` }),
      expect: (p) => (!isSignedIn(p) ? 401 : isManager(p) ? 201 : 403),
    },
    'PUT /api/v1/okr/teams/:id/': {
      call: (a) =>
        a.request('PUT', `/api/v1/okr/teams/${t.world.teams.engineering.id}/`, { name: 'Hijacked' }),
      expect: (p) => (!isSignedIn(p) ? 401 : isManager(p) ? 404 : 403),
    },
    'DELETE /api/v1/okr/teams/:id/': {
      // An ACME team: managers of ACME may delete it; Globex's user is refused before the lookup.
      call: async (a) => a.request('DELETE', `/api/v1/okr/teams/${(await victim()).id}/`),
      expect: (p) => (!isSignedIn(p) ? 401 : isManager(p) ? 204 : 403),
    },
  }
}
