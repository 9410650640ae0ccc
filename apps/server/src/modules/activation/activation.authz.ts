import {
  everyone,
  isSignedIn,
  isStaffPersona,
  type MatrixRows,
  type Persona,
} from '../../test/authorization.ts'
import { createActivationCode } from './activation.seed.ts'

/**
 * Codes are managed by staff (for ACME here). Activating is public: anyone with a code, signed in or not,
 * activates (a signed-in caller's session is replaced by the new account's).
 */
export const activationRows: MatrixRows = ({ t, ids, fixture }) => {
  const staffOnly = (ok: number) => (p: Persona) => (!isSignedIn(p) ? 401 : isStaffPersona(p) ? ok : 403)
  const codes = `/api/v1/okr/companies/${ids.acme}/activation-codes/`
  const freshCode = () => createActivationCode(t.db, { companyId: ids.acme })
  return {
    'GET /api/v1/okr/companies/:id/activation-codes/': { call: (a) => a.get(codes), expect: staffOnly(200) },
    'POST /api/v1/okr/companies/:id/activation-codes/': {
      call: (a) => a.post(codes, { valid_days: 3 }),
      expect: staffOnly(201),
    },
    'DELETE /api/v1/okr/companies/:id/activation-codes/:code_id/': {
      call: async (a) => a.request('DELETE', `${codes}${(await freshCode()).id}/`),
      expect: staffOnly(204),
    },
    'POST /api/v1/accounts/activate/check/': {
      call: async (a) =>
        a.post('/api/v1/accounts/activate/check/', { code: (await fixture('code', freshCode)).code }),
      expect: everyone,
    },
    'POST /api/v1/accounts/activate/': {
      call: async (a) =>
        a.post('/api/v1/accounts/activate/', {
          code: (await freshCode()).code,
          email: `matrix-${crypto.randomUUID()}@acme.example`,
          first_name: 'Matrix',
          last_name: 'Person',
          password: 'matrix-password-1',
        }),
      expect: everyone,
    },
  }
}
