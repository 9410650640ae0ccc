import { generateKeyPairSync } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider from 'oidc-provider'

/** A person at the test identity provider: the claims its ID tokens carry. */
export interface IdpAccount {
  sub: string
  email?: string
  email_verified?: boolean
  given_name?: string
  family_name?: string
  groups?: string[]
}

export const IDP_CLIENT = { id: 'portal-test', secret: 'portal-test-secret-0123456789abcdef' }

/**
 * A real OpenID provider (the certified `oidc-provider`) on a free loopback port, for tests. Its login
 * step signs in whoever `signIn(account)` named last (or refuses, after `deny()`), without a form;
 * everything else — code flow, PKCE, ID token signing, end-session — is the provider's own.
 */
export async function startTestIdp(
  portalUrl: string,
  options: {
    backchannelLogoutUri?: string
    port?: number
    loginForm?: boolean
    sessionCookies?: boolean
  } = {},
) {
  const accounts = new Map<string, IdpAccount>()
  let next: { account: IdpAccount } | { deny: true } | null = null
  const server: Server = createServer()
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const jwk = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' })
  const base = portalUrl.replace(/\/$/, '')
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: IDP_CLIENT.id,
        client_secret: IDP_CLIENT.secret,
        redirect_uris: [`${base}/callback/oidc`],
        post_logout_redirect_uris: [`${base}/login`],
        ...(options.backchannelLogoutUri && { backchannel_logout_uri: options.backchannelLogoutUri }),
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    jwks: { keys: [{ ...jwk, use: 'sig', kid: 'test-key' }] },
    cookies: { keys: ['test-idp-cookie-key'] },
    pkce: { required: () => true },
    ttl: {
      Interaction: 600,
      Grant: 3600,
      Session: 3600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: true },
      backchannelLogout: { enabled: true },
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
      groups: ['groups'],
    },
    // Note: the ID token carries the claims itself (what most business providers do), not only userinfo.
    conformIdTokenClaims: false,
    findAccount: async (_ctx, sub) => {
      const account = accounts.get(sub)
      if (!account) return undefined
      return { accountId: sub, claims: async () => ({ ...account }) }
    },
    // Consent is given: the test is about the portal, not the provider's consent screen.
    loadExistingGrant: async (ctx) => {
      const accountId = ctx.oidc.session?.accountId
      const clientId = ctx.oidc.client?.clientId
      if (!accountId || !clientId) return undefined
      const grant = new ctx.oidc.provider.Grant({ accountId, clientId })
      grant.addOIDCScope('openid email profile groups')
      await grant.save()
      return grant
    },
    // Note: the provider refuses to post to loopback addresses (SSRF protection); the test portal is one.
    fetch: (url, init) => globalThis.fetch(url, { ...init, dispatcher: undefined } as RequestInit),
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    renderError: async (ctx, out) => {
      ctx.type = 'json'
      ctx.body = out
    },
  })
  const handle = provider.callback()
  /** A login page for browser journeys: whoever types an address signs in as it (verified). */
  async function loginPage(req: IncomingMessage, res: ServerResponse) {
    if (req.method === 'GET') {
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.end(
        `<!doctype html><html lang="en"><title>Test IdP</title><h1>Test IdP sign-in</h1><form method="post" action="${req.url}"><label>E-mail <input name="email" type="email" required></label><button type="submit">Continue at the Test IdP</button></form></html>`,
      )
      return
    }
    let body = ''
    for await (const chunk of req) body += String(chunk)
    const email = new URLSearchParams(body).get('email') ?? ''
    const account = { sub: email, email, email_verified: true, given_name: 'Sso', family_name: 'Person' }
    accounts.set(account.sub, account)
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.sub } },
      { mergeWithLastSubmission: false },
    )
  }
  server.on('request', async (req, res) => {
    // Note: on a shifted clock (e2e's fixed today) the provider's cookie expiry lies in the browser's past;
    // as session cookies they live for the journey.
    if (options.sessionCookies) {
      const setHeader = res.setHeader.bind(res)
      res.setHeader = (name, value) =>
        setHeader(
          name,
          name.toLowerCase() === 'set-cookie' && Array.isArray(value)
            ? value.map((cookie) => cookie.replace(/;\s*(expires|max-age)=[^;]*/gi, ''))
            : value,
        )
    }
    if (req.url?.startsWith('/interaction/') && options.loginForm) {
      await loginPage(req, res)
      return
    }
    if (req.url?.startsWith('/interaction/')) {
      const choice = next
      if (!choice) {
        res.statusCode = 400
        res.end('nobody is signing in')
        return
      }
      const result =
        'deny' in choice
          ? { error: 'access_denied', error_description: 'The user cancelled.' }
          : { login: { accountId: choice.account.sub } }
      await provider.interactionFinished(req, res, result, { mergeWithLastSubmission: false })
      return
    }
    handle(req, res)
  })
  return {
    issuer,
    /** The next sign-in at the provider is this person. */
    signIn(account: IdpAccount) {
      accounts.set(account.sub, account)
      next = { account }
    },
    /** The next sign-in is cancelled by the user. */
    deny() {
      next = { deny: true }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * A browser at the provider, with its cookies: follows redirects until the answer leaves for the
 * portal (and answers that address), and confirms a logout on the provider's logout page.
 */
export function idpBrowser(portalUrl: string) {
  const jar = new Map<string, string>()
  const send = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string>),
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';')
      const eq = pair.indexOf('=')
      jar.set(pair.slice(0, eq), pair.slice(eq + 1))
    }
    return response
  }
  return {
    async follow(start: string) {
      let url = start
      for (let hop = 0; hop < 10; hop++) {
        if (url.startsWith(portalUrl)) return new URL(url)
        const response = await send(url)
        const location = response.headers.get('location')
        if (!location)
          throw new Error(`the provider stopped at ${url}: ${response.status} ${await response.text()}`)
        url = new URL(location, url).href
      }
      throw new Error('too many redirects at the provider')
    },
    /** Opens the provider's end-session address and presses "Yes, sign me out"; answers where it leads. */
    async logout(endSession: string) {
      const page = await send(endSession)
      const html = await page.text()
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]
      const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1]
      if (!action || !xsrf)
        throw new Error(`no logout form at the provider: ${page.status} ${html.slice(0, 200)}`)
      const confirmed = await send(new URL(action, endSession).href, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
      })
      return confirmed.headers.get('location')
    },
  }
}

/** A fresh browser at the provider following a sign-in to the portal's callback. */
export const followAtIdp = (start: string, portalUrl: string) => idpBrowser(portalUrl).follow(start)
