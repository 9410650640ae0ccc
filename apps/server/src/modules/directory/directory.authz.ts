import {
  isManager,
  isSignedIn,
  isStaffPersona,
  type MatrixRows,
  type Persona,
} from '../../test/authorization.ts'

const connection = {
  url: 'ldap://127.0.0.1:1',
  start_tls: false,
  bind_dn: 'cn=admin,dc=globex,dc=test',
  bind_password: 'matrix',
  base_dn: 'dc=globex,dc=test',
  user_filter: '(objectClass=inetOrgPerson)',
  group_filter: '(objectClass=groupOfNames)',
  mapping: {
    external_id: 'entryUUID',
    email: 'mail',
    first_name: 'givenName',
    last_name: 'sn',
    group_member: 'member',
    group_name: 'cn',
  },
  sync_interval_hours: 0,
  is_active: true,
}

const staffOnly = (ok: number) => (p: Persona) => (!isSignedIn(p) ? 401 : isStaffPersona(p) ? ok : 403)
/** Managers of the active company; ACME has no directory, so those who may ask learn that (409). */
const managers = (p: Persona) => (!isSignedIn(p) ? 401 : isManager(p) ? 409 : 403)

export const directoryRows: MatrixRows = ({ ids }) => ({
  'GET /api/v1/okr/companies/:id/directory/': {
    call: (a) => a.get(`/api/v1/okr/companies/${ids.globex}/directory/`),
    expect: staffOnly(200),
  },
  'PUT /api/v1/okr/companies/:id/directory/': {
    call: (a) => a.request('PUT', `/api/v1/okr/companies/${ids.globex}/directory/`, connection),
    expect: staffOnly(200),
  },
  'DELETE /api/v1/okr/companies/:id/directory/': {
    call: (a) => a.request('DELETE', `/api/v1/okr/companies/${ids.globex}/directory/`),
    expect: staffOnly(204),
  },
  'POST /api/v1/okr/companies/:id/directory/test/': {
    // Nothing connected any more after the row above: a 409 for staff.
    call: (a) => a.post(`/api/v1/okr/companies/${ids.acme}/directory/test/`),
    expect: staffOnly(409),
  },
  'GET /api/v1/ad/users/': { call: (a) => a.get('/api/v1/ad/users/'), expect: managers },
  'POST /api/v1/ad/users/': {
    call: (a) => a.post('/api/v1/ad/users/', { external_ids: ['x'] }),
    expect: managers,
  },
  'POST /api/v1/ad/sync/': { call: (a) => a.post('/api/v1/ad/sync/'), expect: managers },
  'GET /api/v1/ad/sync/': {
    call: (a) => a.get('/api/v1/ad/sync/'),
    expect: (p) => (!isSignedIn(p) ? 401 : isManager(p) ? 200 : 403),
  },
})
