import { isManager, isSignedIn, type MatrixRows, type Persona } from '../../test/authorization.ts'

/**
 * Callers act in ACME. Personal tokens are the caller's own (an impersonating admin may not create one);
 * service accounts are ACME's, managed by its company admin and staff.
 */
export const tokensRows: MatrixRows = ({ t, fixture }) => {
  const tokenBody = { name: `Matrix ${crypto.randomUUID()}`, scopes: ['okr:read'], expires_in_days: 30 }
  const lead = () => t.sessionAs('lead@acme.example')
  const serviceAccount = async () =>
    (await (await lead()).post('/api/v1/companies/service-accounts/', { name: 'Matrix robot' })).json() as {
      id: string
    }
  const shared = () => fixture('serviceAccount', serviceAccount)
  const serviceToken = () =>
    fixture('serviceToken', async () => {
      const account = await shared()
      const created = await (await lead()).post(
        `/api/v1/companies/service-accounts/${account.id}/tokens/`,
        tokenBody,
      )
      return { account: account.id, token: (created.json() as { id: string }).id }
    })
  const userToken = () =>
    fixture('userToken', async () => {
      const agent = await t.sessionAs('user@acme.example')
      return ((await agent.post('/api/v1/accounts/tokens/', tokenBody)).json() as { id: string }).id
    })
  const manager = (ok: number) => (p: Persona) => (!isSignedIn(p) ? 401 : isManager(p) ? ok : 403)
  return {
    'GET /api/v1/accounts/tokens/': {
      call: (a) => a.get('/api/v1/accounts/tokens/'),
      expect: (p) => (isSignedIn(p) ? 200 : 401),
    },
    'POST /api/v1/accounts/tokens/': {
      call: (a) => a.post('/api/v1/accounts/tokens/', tokenBody),
      expect: (p) => (!isSignedIn(p) ? 401 : p === 'impersonating' ? 403 : 201),
    },
    'DELETE /api/v1/accounts/tokens/:id/': {
      // ACME's user's token: only they (or an admin acting as them) find it.
      call: async (a) => a.request('DELETE', `/api/v1/accounts/tokens/${await userToken()}/`),
      expect: (p) => (!isSignedIn(p) ? 401 : p === 'user' || p === 'impersonating' ? 204 : 404),
    },
    'GET /api/v1/companies/service-accounts/': {
      call: (a) => a.get('/api/v1/companies/service-accounts/'),
      expect: manager(200),
    },
    'POST /api/v1/companies/service-accounts/': {
      call: (a) => a.post('/api/v1/companies/service-accounts/', { name: 'Matrix robot' }),
      expect: manager(201),
    },
    'DELETE /api/v1/companies/service-accounts/:id/': {
      call: async (a) =>
        a.request('DELETE', `/api/v1/companies/service-accounts/${(await serviceAccount()).id}/`),
      expect: manager(204),
    },
    'POST /api/v1/companies/service-accounts/:id/tokens/': {
      call: async (a) =>
        a.post(`/api/v1/companies/service-accounts/${(await shared()).id}/tokens/`, tokenBody),
      expect: manager(201),
    },
    'DELETE /api/v1/companies/service-accounts/:id/tokens/:token_id/': {
      call: async (a) => {
        const { account, token } = await serviceToken()
        return a.request('DELETE', `/api/v1/companies/service-accounts/${account}/tokens/${token}/`)
      },
      expect: manager(204),
    },
  }
}
