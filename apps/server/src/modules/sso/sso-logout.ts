import { and, eq } from 'drizzle-orm'
import * as oidc from 'openid-client'
import type { Database } from '../../core/db.ts'
import type { OidcClients } from './oidc-client.ts'
import { ssoProviders, ssoSessions } from './sso.tables.ts'
import { portalAddresses, providerForEmail } from './sso-providers.service.ts'

/**
 * Where a signing-out session goes next: for a session opened by single sign-on, the provider's
 * end-session address with the ID token as hint and the login page as the way back (SPEC §4); null
 * otherwise, or when the provider has no end-session endpoint or cannot be reached. Read before the
 * session ends (its row goes with it).
 */
export async function ssoLogoutAddress(
  db: Database,
  clients: OidcClients,
  publicUrl: string,
  sessionId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ idToken: ssoSessions.idToken, provider: ssoProviders })
    .from(ssoSessions)
    .innerJoin(ssoProviders, and(eq(ssoProviders.companyId, ssoSessions.companyId)))
    .where(eq(ssoSessions.sessionId, sessionId))
  if (!row) return null
  try {
    const config = await clients.configurationOf(row.provider)
    if (!config.serverMetadata().end_session_endpoint) return null
    return oidc.buildEndSessionUrl(config, {
      id_token_hint: row.idToken,
      post_logout_redirect_uri: portalAddresses(publicUrl).postLogoutRedirectUri,
    }).href
  } catch {
    return null
  }
}

/** What accounts' sign-in and sign-out ask of single sign-on (handed to accounts by app.ts). */
export function ssoSignInPolicy(db: Database, clients: OidcClients, publicUrl: string) {
  return {
    passwordAllowed: async (email: string) =>
      (await providerForEmail(db, email))?.passwordSignInAllowed ?? true,
    logoutAddress: (sessionId: string) => ssoLogoutAddress(db, clients, publicUrl, sessionId),
  }
}
