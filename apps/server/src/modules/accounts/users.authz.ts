import { expect } from 'vitest'
import {
  idsIn,
  isManager,
  isSignedIn,
  isStaffPersona,
  type MatrixRows,
  type Persona,
} from '../../test/authorization.ts'
import { createUser } from './accounts.seed.ts'

const USERS = '/api/v1/accounts/users/'
const fresh = () => `matrix-${crypto.randomUUID()}@acme.example`

/**
 * The users administration: staff anywhere, ACME's company admin within ACME (so Globex's user is a 404
 * to them), users and the impersonating admin (acting as ACME's user) never.
 */
export const usersRows: MatrixRows = ({ t, ids }) => {
  const managers =
    (ok: number, forCompanyAdmin = ok) =>
    (p: Persona) =>
      !isSignedIn(p) ? 401 : isStaffPersona(p) ? ok : p === 'companyAdmin' ? forCompanyAdmin : 403
  const staff = (ok: number) => (p: Persona) => (!isSignedIn(p) ? 401 : isStaffPersona(p) ? ok : 403)
  const gina = `${USERS}${ids.globexUser}/`
  return {
    'GET /api/v1/accounts/users/': {
      call: (a) => a.get(`${USERS}?page_size=200`),
      expect: managers(200),
      check: (body, p) => {
        if (p === 'companyAdmin') expect(idsIn(body)).not.toContain(ids.globexUser)
        else expect(idsIn(body)).toContain(ids.globexUser)
      },
    },
    'GET /api/v1/accounts/users/export/': {
      call: (a) => a.get(`${USERS}export/?format=csv`),
      expect: managers(200),
    },
    'POST /api/v1/accounts/users/batch/': {
      call: (a) => a.post(`${USERS}batch/`, { rows: [{ email: fresh() }], invite: false }),
      expect: managers(201),
    },
    'GET /api/v1/accounts/users/:id/': { call: (a) => a.get(gina), expect: managers(200, 404) },
    'POST /api/v1/accounts/users/': {
      call: (a) => a.post(USERS, { email: fresh(), invite: false }),
      expect: managers(201),
    },
    'PUT /api/v1/accounts/users/:id/': {
      // Gina as she is: staff may save her, ACME's admin does not see her.
      call: (a) =>
        a.request('PUT', gina, {
          email: 'user@globex.example',
          first_name: 'Gina',
          last_name: 'Globex',
          locale: 'en-US',
        }),
      expect: managers(200, 404),
    },
    'DELETE /api/v1/accounts/users/:id/': {
      call: async (a) => {
        const victim = await createUser(t.db, { email: fresh(), company: { id: ids.acme } })
        return a.request('DELETE', `${USERS}${victim.id}/`)
      },
      expect: (p) => (!isSignedIn(p) ? 401 : isManager(p) ? 204 : 403),
    },
    'POST /api/v1/accounts/users/:id/reset_password/': {
      call: (a) => a.post(`${gina}reset_password/`),
      expect: managers(200, 404),
    },
    'POST /api/v1/accounts/remove-duplicates/': {
      call: (a) => a.post('/api/v1/accounts/remove-duplicates/', { dry_run: true }),
      expect: staff(200),
    },
    'GET /api/v1/accounts/audit-log/': {
      call: (a) => a.get('/api/v1/accounts/audit-log/'),
      expect: staff(200),
    },
  }
}
