import { expect } from 'vitest'
import { everyone, isSignedIn, isStaffPersona, type MatrixRows } from '../../test/authorization.ts'

export const accountsRows: MatrixRows = ({ ids }) => ({
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
})
