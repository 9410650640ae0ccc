import { createHash, randomBytes } from 'node:crypto'
import { isLocale, localePath } from '@portal/contracts/locales'
import type { SsoError } from '@portal/contracts/sso'
import { and, eq, gt, lt } from 'drizzle-orm'
import * as oidc from 'openid-client'
import type { Database } from '../../core/db.ts'
import { AppError } from '../../core/errors.ts'
import type { OidcClients } from './oidc-client.ts'
import { ssoProviders, ssoTransactions } from './sso.tables.ts'
import { type ProviderRow, portalAddresses, providerForEmail } from './sso-providers.service.ts'

/** How long a started sign-in may take at the provider. */
const TRANSACTION_TTL_MS = 10 * 60_000

/** The browser-binding cookie of a sign-in under way. */
export const SSO_BROWSER_COOKIE = 'portal_sso'

export const hashBrowser = (value: string) => createHash('sha256').update(value).digest('base64url')

/** A failed sign-in: where the login page says why. */
export class SsoFailure extends Error {
  constructor(
    readonly reason: SsoError,
    readonly locale: string | null = null,
  ) {
    super(reason)
  }
}

/**
 * Begins a sign-in at the provider of the address's domain: PKCE (S256), state and nonce, kept for the
 * callback with a hash of a fresh browser cookie. Answers the provider's address and the cookie value.
 */
export async function startSignIn(
  db: Database,
  clients: OidcClients,
  publicUrl: string,
  input: { email: string; locale?: string | undefined },
) {
  const provider = await providerForEmail(db, input.email)
  if (!provider) throw new AppError(404, 'api.sso.no_provider')
  return beginAt(db, clients, publicUrl, provider, { loginHint: input.email, locale: input.locale })
}

/**
 * A sign-in the provider began (OpenID Connect third-party initiated login: it sends the browser to
 * `/callback?iss=…`): the company's provider with that issuer — when several companies share one (a
 * public provider), the login hint's domain decides — and then the same code flow as from the login page.
 */
export async function startFromProvider(
  db: Database,
  clients: OidcClients,
  publicUrl: string,
  input: { iss: string; loginHint?: string | undefined; locale: string | null },
) {
  const issuer = input.iss.replace(/\/$/, '')
  const candidates = await db
    .select()
    .from(ssoProviders)
    .where(and(eq(ssoProviders.issuer, issuer), eq(ssoProviders.isActive, true)))
  const byHint = input.loginHint ? await providerForEmail(db, input.loginHint) : null
  const provider = candidates.length === 1 ? candidates[0] : candidates.find((c) => c.id === byHint?.id)
  if (!provider) throw new SsoFailure('unknown_issuer', input.locale)
  try {
    return await beginAt(db, clients, publicUrl, provider, {
      loginHint: input.loginHint,
      locale: input.locale ?? undefined,
    })
  } catch (error) {
    if (error instanceof AppError) throw new SsoFailure('provider', input.locale)
    throw error
  }
}

async function beginAt(
  db: Database,
  clients: OidcClients,
  publicUrl: string,
  provider: ProviderRow,
  input: { loginHint?: string | undefined; locale?: string | undefined },
) {
  let config: oidc.Configuration
  try {
    config = await clients.configurationOf(provider)
  } catch {
    throw new AppError(502, 'api.sso.provider_unreachable')
  }
  const codeVerifier = oidc.randomPKCECodeVerifier()
  const state = oidc.randomState()
  const nonce = oidc.randomNonce()
  const browser = randomBytes(32).toString('base64url')
  const now = Date.now()
  await db.delete(ssoTransactions).where(lt(ssoTransactions.expiresAt, new Date(now)))
  await db.insert(ssoTransactions).values({
    state,
    companyId: provider.companyId,
    browser: hashBrowser(browser),
    codeVerifier,
    nonce,
    locale: input.locale && isLocale(input.locale) ? input.locale : null,
    expiresAt: new Date(now + TRANSACTION_TTL_MS),
  })
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: portalAddresses(publicUrl).redirectUri,
    scope: provider.scopes,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ...(input.loginHint && { login_hint: input.loginHint }),
  })
  return { redirectUrl: url.href, browser }
}

export interface CallbackQuery {
  code?: string | undefined
  state?: string | undefined
  iss?: string | undefined
  error?: string | undefined
}

/**
 * Checks the provider's answer: the state is taken (used once) from the transactions, must belong to
 * this browser, and the code is exchanged with its PKCE verifier; openid-client checks the ID token's
 * signature, issuer, audience, expiry and nonce. Answers the provider and the verified claims.
 */
export async function completeSignIn(
  db: Database,
  clients: OidcClients,
  publicUrl: string,
  query: CallbackQuery,
  browserCookie: string | undefined,
) {
  if (!query.state) throw new SsoFailure(query.error === 'access_denied' ? 'denied' : 'state')
  const [transaction] = await db
    .delete(ssoTransactions)
    .where(and(eq(ssoTransactions.state, query.state), gt(ssoTransactions.expiresAt, new Date())))
    .returning()
  if (!transaction) throw new SsoFailure(query.error === 'access_denied' ? 'denied' : 'state')
  const locale = transaction.locale
  if (!browserCookie || hashBrowser(browserCookie) !== transaction.browser)
    throw new SsoFailure('state', locale)
  if (query.error) throw new SsoFailure(query.error === 'access_denied' ? 'denied' : 'provider', locale)
  const [provider] = await db
    .select()
    .from(ssoProviders)
    .where(and(eq(ssoProviders.companyId, transaction.companyId), eq(ssoProviders.isActive, true)))
  if (!provider) throw new SsoFailure('unknown_issuer', locale)
  if (query.iss && query.iss.replace(/\/$/, '') !== provider.issuer)
    throw new SsoFailure('unknown_issuer', locale)
  let config: oidc.Configuration
  try {
    config = await clients.configurationOf(provider)
  } catch {
    throw new SsoFailure('provider', locale)
  }
  const current = new URL(portalAddresses(publicUrl).redirectUri)
  for (const [name, value] of Object.entries(query))
    if (value !== undefined) current.searchParams.set(name, value)
  try {
    const tokens = await oidc.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: transaction.codeVerifier,
      expectedState: transaction.state,
      expectedNonce: transaction.nonce,
      idTokenExpected: true,
    })
    const claims = tokens.claims()
    if (!claims || !tokens.id_token) throw new SsoFailure('provider', locale)
    return { provider, claims, idToken: tokens.id_token, locale }
  } catch (error) {
    if (error instanceof SsoFailure) throw error
    throw new SsoFailure(reasonOf(error), locale)
  }
}

/** An expired or replayed code is `invalid_grant`; a nonce or state that does not match, a forged answer. */
function reasonOf(error: unknown): SsoError {
  if (error instanceof oidc.ResponseBodyError && error.error === 'invalid_grant') return 'expired'
  const code = (error as { code?: string }).code
  if (code === 'OAUTH_JWT_CLAIM_COMPARISON_FAILED' || code === 'OAUTH_INVALID_RESPONSE') return 'state'
  return 'provider'
}

/** The page a finished or failed sign-in goes to, in the language it started in. */
export function landingPage(locale: string | null, failure?: SsoError) {
  const chosen = locale && isLocale(locale) ? locale : null
  if (failure) return `${chosen ? localePath(chosen, '/login') : '/login'}?sso_error=${failure}`
  return chosen ? localePath(chosen, '/') : '/'
}

export type { ProviderRow }
