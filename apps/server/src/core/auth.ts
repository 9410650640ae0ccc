import { hash, verify } from '@node-rs/argon2'
import { SESSION_COOKIE_PREFIX } from '@portal/contracts/constants'
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import type { Config } from './config.ts'
import type { Database } from './db.ts'
import { authAccounts, sessions, users, verifications } from './identity.tables.ts'
import { CLIENT_IP_HEADER } from './principal.ts'

// OWASP's argon2id recommendation (m=19 MiB, t=2, p=1); algorithm 2 = argon2id.
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export const hashPassword = (password: string) => hash(password, ARGON2)
export const verifyPassword = ({ hash: digest, password }: { hash: string; password: string }) =>
  verify(digest, password).catch(() => false)

/**
 * better-auth owns credentials and database sessions; the portal's own endpoints call it server-side
 * (its HTTP handler is not mounted, so its routes are not public).
 */
export function createAuth(db: Database, config: Config) {
  return betterAuth({
    appName: 'Portal',
    baseURL: config.publicUrl,
    secret: config.sessionSecret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: authAccounts, verification: verifications },
      // Note: PGlite has one connection; the adapter's own transactions would wait on it forever.
      transaction: false,
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      // A registered account signs in only after its e-mail link has been followed (issue 3).
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 256,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    // Note: no sliding expiry; the absolute limit counts from the sign-in, the idle timeout is ours
    // (core/session-lifetime.ts), checked on every request.
    session: { expiresIn: config.sessions.maxAgeSeconds, disableSessionRefresh: true },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: config.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: 'uuid' },
    },
  })
}

export type Auth = ReturnType<typeof createAuth>
