import { everyone, type MatrixRows } from '../../test/authorization.ts'

/**
 * Open to everybody, signed in or not. Fresh addresses each call: the per-address throttle would lock
 * a repeated one. A made-up token is refused alike for everybody.
 */
export const selfServiceRows: MatrixRows = () => {
  const address = (domain: string) => `matrix-${crypto.randomUUID().slice(0, 8)}@${domain}`
  const token = 'not-a-real-token-but-long-enough-to-look-like-one'
  return {
    'POST /api/v1/accounts/register/': {
      call: (a) =>
        a.post('/api/v1/accounts/register/', {
          email: address('acme.example'),
          first_name: 'Matrix',
          last_name: 'Person',
          password: 'Harbour!lantern-42',
        }),
      expect: everyone,
    },
    'POST /api/v1/accounts/verify-email/': {
      call: (a) => a.post('/api/v1/accounts/verify-email/', { token }),
      expect: () => 400,
    },
    'POST /api/v1/accounts/password-reset/': {
      call: (a) => a.post('/api/v1/accounts/password-reset/', { email: address('acme.example') }),
      expect: everyone,
    },
    'POST /api/v1/accounts/password-reset/confirm/': {
      call: (a) =>
        a.post('/api/v1/accounts/password-reset/confirm/', { token, new_password: 'Matrix!pass12' }),
      expect: () => 400,
    },
  }
}
