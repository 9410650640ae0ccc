import { expect } from 'vitest'
import { idsIn, isSignedIn, isStaffPersona, type MatrixRows } from '../../test/authorization.ts'
import { createCompany } from './companies.seed.ts'

const companyBody = (name: string) => ({
  name,
  homepage_endpoint: { type: null, endpoint: null, service_slug: null },
})

export const companiesRows: MatrixRows = ({ t, ids }) => ({
  'GET /api/v1/okr/companies/': {
    call: (a) => a.get('/api/v1/okr/companies/'),
    expect: (p) => (isSignedIn(p) ? 200 : 401),
    check: (body, p) => {
      if (isStaffPersona(p)) return
      expect(idsIn(body)).toEqual([p === 'otherUser' ? ids.globex : ids.acme])
    },
  },
  'GET /api/v1/okr/companies/:id/': {
    call: (a) => a.get(`/api/v1/okr/companies/${ids.globex}/`),
    expect: (p) => (!isSignedIn(p) ? 401 : isStaffPersona(p) || p === 'otherUser' ? 200 : 404),
  },
  'POST /api/v1/okr/companies/': {
    call: (a) => a.post('/api/v1/okr/companies/', companyBody('Matrix Co')),
    expect: (p) => (!isSignedIn(p) ? 401 : isStaffPersona(p) ? 201 : 403),
  },
  'PUT /api/v1/okr/companies/:id/': {
    call: (a) => a.request('PUT', `/api/v1/okr/companies/${ids.globex}/`, companyBody('Globex')),
    expect: (p) => (!isSignedIn(p) ? 401 : isStaffPersona(p) ? 200 : 403),
  },
  'DELETE /api/v1/okr/companies/:id/': {
    call: async (a) => {
      const victim = await createCompany(t.db, { name: 'Doomed' })
      return a.request('DELETE', `/api/v1/okr/companies/${victim.id}/`)
    },
    expect: (p) => (!isSignedIn(p) ? 401 : isStaffPersona(p) ? 204 : 403),
  },
  'POST /api/v1/accounts/active-company/': {
    call: (a) => a.post('/api/v1/accounts/active-company/', { id: ids.globex }),
    expect: (p) => (!isSignedIn(p) ? 401 : isStaffPersona(p) || p === 'otherUser' ? 200 : 400),
  },
})
