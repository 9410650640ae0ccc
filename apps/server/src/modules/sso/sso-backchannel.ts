import { and, eq, inArray, or } from 'drizzle-orm'
import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose'
import type { Database } from '../../core/db.ts'
import { AppError } from '../../core/errors.ts'
import { sessions } from '../../core/identity.tables.ts'
import type { SessionCache } from '../../core/session-cache.ts'
import type { OidcClients } from './oidc-client.ts'
import { ssoProviders, ssoSessions } from './sso.tables.ts'

const LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout'
const jwksByUri = new Map<string, ReturnType<typeof createRemoteJWKSet>>()

/**
 * OpenID Connect Back-Channel Logout 1.0: the company's provider posts a logout token signed with its
 * keys, for us (audience), naming a provider session (sid) or a user (sub); the portal sessions that
 * sign-in opened end. Anything not exactly that is a 400 and ends nothing.
 */
export async function backchannelLogout(
  { db, clients, sessionCache }: { db: Database; clients: OidcClients; sessionCache: SessionCache },
  companyId: string,
  logoutToken: string,
) {
  const [provider] = await db
    .select()
    .from(ssoProviders)
    .where(and(eq(ssoProviders.companyId, companyId), eq(ssoProviders.isActive, true)))
  if (!provider) throw new AppError(400, 'api.errors.bad_request')
  let claims: JWTPayload
  try {
    const metadata = (await clients.configurationOf(provider)).serverMetadata()
    if (!metadata.jwks_uri) throw new Error('no jwks_uri')
    let keys = jwksByUri.get(metadata.jwks_uri)
    if (!keys) {
      keys = createRemoteJWKSet(new URL(metadata.jwks_uri))
      jwksByUri.set(metadata.jwks_uri, keys)
    }
    ;({ payload: claims } = await jwtVerify(logoutToken, keys, {
      issuer: metadata.issuer,
      audience: provider.clientId,
      requiredClaims: ['iat', 'jti', 'events'],
      maxTokenAge: '10m',
    }))
  } catch {
    throw new AppError(400, 'api.errors.bad_request')
  }
  const events = claims.events as Record<string, unknown> | undefined
  const sid = typeof claims.sid === 'string' ? claims.sid : null
  const sub = typeof claims.sub === 'string' ? claims.sub : null
  // A logout token must not carry a nonce (it would be an ID token passed off as one).
  if (!events || typeof events[LOGOUT_EVENT] !== 'object' || 'nonce' in claims || (!sid && !sub)) {
    throw new AppError(400, 'api.errors.bad_request')
  }
  const named = [
    ...(sid ? [eq(ssoSessions.providerSessionId, sid)] : []),
    ...(sub ? [eq(ssoSessions.subject, sub)] : []),
  ]
  const ended = await db
    .select({ sessionId: ssoSessions.sessionId, userId: sessions.userId })
    .from(ssoSessions)
    .innerJoin(sessions, eq(sessions.id, ssoSessions.sessionId))
    .where(and(eq(ssoSessions.companyId, companyId), sid && sub ? and(...named) : or(...named)))
  if (ended.length === 0) return
  await db.delete(sessions).where(
    inArray(
      sessions.id,
      ended.map((e) => e.sessionId),
    ),
  )
  for (const userId of new Set(ended.map((e) => e.userId))) await sessionCache.forgetUser(userId)
}
