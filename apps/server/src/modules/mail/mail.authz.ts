import { isSignedIn, isStaffPersona, type MatrixRows } from '../../test/authorization.ts'

export const mailRows: MatrixRows = () => ({
  'GET /api/v1/mail/outbox/': {
    call: (a) => a.get('/api/v1/mail/outbox/'),
    expect: (p) => (!isSignedIn(p) ? 401 : isStaffPersona(p) ? 200 : 403),
  },
})
