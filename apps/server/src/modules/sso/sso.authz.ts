import { isSignedIn, isStaffPersona, type MatrixRows } from '../../test/authorization.ts'

const provider = {
  name: 'Matrix ID',
  issuer: 'https://login.globex.example',
  client_id: 'matrix',
  client_secret: 'matrix-secret',
  scopes: 'openid email',
  email_domains: ['globex-matrix.example'],
  password_sign_in_allowed: true,
  groups_claim: '',
  is_active: true,
}

/** Staff configure a company's provider; the sign-in steps are open to anyone (they are the sign-in). */
export const ssoRows: MatrixRows = ({ ids }) => ({
  'GET /api/v1/okr/companies/:id/sso/': {
    call: (a) => a.get(`/api/v1/okr/companies/${ids.globex}/sso/`),
    expect: (p) => (!isSignedIn(p) ? 401 : isStaffPersona(p) ? 200 : 403),
  },
  'PUT /api/v1/okr/companies/:id/sso/': {
    call: (a) => a.request('PUT', `/api/v1/okr/companies/${ids.globex}/sso/`, provider),
    expect: (p) => (!isSignedIn(p) ? 401 : isStaffPersona(p) ? 200 : 403),
  },
  'DELETE /api/v1/okr/companies/:id/sso/': {
    call: (a) => a.request('DELETE', `/api/v1/okr/companies/${ids.globex}/sso/`),
    expect: (p) => (!isSignedIn(p) ? 401 : isStaffPersona(p) ? 204 : 403),
  },
  'POST /api/v1/accounts/sso/discover/': {
    call: (a) => a.post('/api/v1/accounts/sso/discover/', { email: 'user@acme.example' }),
    expect: () => 200,
  },
  'POST /api/v1/accounts/sso/start/': {
    // No provider routes this domain: the same answer for everyone.
    call: (a) => a.post('/api/v1/accounts/sso/start/', { email: 'user@acme.example' }),
    expect: () => 404,
  },
  'GET /api/v1/accounts/sso/initiate/': {
    // An issuer no company uses: back to the login page, whoever asks.
    call: (a) => a.get('/api/v1/accounts/sso/initiate/?iss=https%3A%2F%2Funknown.example'),
    expect: () => 303,
  },
  'GET /api/v1/accounts/sso/callback/': {
    // An answer with an unknown state goes back to the login page, whoever brings it.
    call: (a) => a.get('/api/v1/accounts/sso/callback/?state=unknown&code=x'),
    expect: () => 303,
  },
  'POST /api/v1/accounts/sso/backchannel-logout/:id/': {
    // A token nobody signed: refused for every caller, nothing ends.
    call: (a) => a.post(`/api/v1/accounts/sso/backchannel-logout/${ids.globex}/`, { logout_token: 'x.y.z' }),
    expect: () => 400,
  },
})
