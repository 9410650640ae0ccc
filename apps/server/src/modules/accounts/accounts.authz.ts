import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { sessions } from '../../core/identity.tables.ts'
import { insertSession } from '../../core/session-cookie.ts'
import {
  everyone,
  isSignedIn,
  isStaffPersona,
  type MatrixRows,
  type Persona,
} from '../../test/authorization.ts'

/** One's own sessions: every signed-in user for their own; an impersonating admin is refused. */
const ownSessions = (p: Persona) => (!isSignedIn(p) ? 401 : p === 'impersonating' ? 403 : 200)

export const accountsRows: MatrixRows = ({ t, ids }) => {
  /** A fresh sign-in of ACME's user elsewhere: only that user may end it, anyone else finds nothing. */
  async function otherSessionOfAcmeUser() {
    const token = await insertSession(t.db, t.config, {
      userId: ids.acmeUser,
      impersonatedBy: null,
      ip: '198.51.100.7',
      userAgent: 'matrix',
    })
    const [row] = await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.token, token))
    return row!.id
  }

  return {
    'GET /api/v1/accounts/csrf/': { call: (a) => a.get('/api/v1/accounts/csrf/'), expect: everyone },
    'POST /api/v1/accounts/login/': {
      // A wrong password for everybody: the route is open, the answer generic.
      call: (a) =>
        a.post('/api/v1/accounts/login/', { email: 'user@acme.example', password: 'wrong-password' }),
      expect: () => 400,
    },
    'POST /api/v1/accounts/logout/': { call: (a) => a.post('/api/v1/accounts/logout/'), expect: everyone },
    'GET /api/v1/accounts/me/': {
      call: (a) => a.get('/api/v1/accounts/me/'),
      expect: (p) => (isSignedIn(p) ? 200 : 401),
      check: (body, p) =>
        expect((body as { is_impersonate: boolean }).is_impersonate).toBe(p === 'impersonating'),
    },
    'POST /api/v1/accounts/me/': {
      call: (a) => a.post('/api/v1/accounts/me/', { first_name: 'Matrix', last_name: 'Person' }),
      expect: (p) => (isSignedIn(p) ? 200 : 401),
    },
    'POST /api/v1/accounts/profile/locale/': {
      call: (a) => a.post('/api/v1/accounts/profile/locale/', { locale: 'en-US' }),
      expect: (p) => (isSignedIn(p) ? 200 : 401),
    },
    'POST /api/v1/accounts/password/': {
      // A wrong current password: refused as a field error, nothing changes.
      call: (a) =>
        a.post('/api/v1/accounts/password/', { current_password: 'not-it', new_password: 'Another!pass1' }),
      expect: (p) => (!isSignedIn(p) ? 401 : p === 'impersonating' ? 403 : 400),
    },
    'POST /api/v1/accounts/impersonate/:id/': {
      call: (a) => a.post(`/api/v1/accounts/impersonate/${ids.globexUser}/`),
      expect: (p) => (!isSignedIn(p) ? 401 : isStaffPersona(p) ? 200 : 403),
    },
    'POST /api/v1/accounts/impersonate/stop/': {
      call: (a) => a.post('/api/v1/accounts/impersonate/stop/'),
      expect: (p) => (!isSignedIn(p) ? 401 : p === 'impersonating' ? 200 : 400),
    },
    'GET /api/v1/accounts/impersonation-log/': {
      call: (a) => a.get('/api/v1/accounts/impersonation-log/'),
      expect: (p) => (!isSignedIn(p) ? 401 : isStaffPersona(p) ? 200 : 403),
    },
    'GET /api/v1/accounts/sessions/': {
      call: (a) => a.get('/api/v1/accounts/sessions/'),
      expect: ownSessions,
      check: (body) => {
        const { results } = body as { results: { current: boolean }[] }
        expect(results.filter((s) => s.current)).toHaveLength(1)
        expect(JSON.stringify(body)).not.toMatch(/token/i)
      },
    },
    'DELETE /api/v1/accounts/sessions/:id/': {
      call: async (a) => a.request('DELETE', `/api/v1/accounts/sessions/${await otherSessionOfAcmeUser()}/`),
      // The owner ends it; everybody else's session list has no such id.
      expect: (p) => (p === 'user' ? 204 : p === 'impersonating' ? 403 : isSignedIn(p) ? 404 : 401),
    },
    'POST /api/v1/accounts/sessions/revoke-others/': {
      call: (a) => a.post('/api/v1/accounts/sessions/revoke-others/', {}),
      expect: ownSessions,
    },
  }
}
