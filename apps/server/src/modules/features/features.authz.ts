import { isSignedIn, isStaffPersona, type MatrixRows } from '../../test/authorization.ts'

/** A company's feature settings: its members and staff read them, staff write them. */
export const featuresRows: MatrixRows = ({ ids }) => ({
  'GET /api/v1/okr/companies/:id/features/': {
    call: (a) => a.get(`/api/v1/okr/companies/${ids.globex}/features/`),
    expect: (p) => (!isSignedIn(p) ? 401 : isStaffPersona(p) || p === 'otherUser' ? 200 : 404),
  },
  'PUT /api/v1/okr/companies/:id/features/': {
    call: (a) => a.request('PUT', `/api/v1/okr/companies/${ids.globex}/features/`, { visibility: {} }),
    expect: (p) => (!isSignedIn(p) ? 401 : isStaffPersona(p) ? 200 : 403),
  },
})
