import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type {} from '@fastify/cookie'
import { COOKIE_PATH, SESSION_COOKIE_PREFIX } from '@portal/contracts/constants'
import type { FastifyReply } from 'fastify'
import type { Config } from './config.ts'
import type { Database } from './db.ts'
import { sessions } from './identity.tables.ts'

const COOKIE = `${SESSION_COOKIE_PREFIX}.session_token`

const sign = (token: string, secret: string) => createHmac('sha256', secret).update(token).digest()

/**
 * better-auth's session cookie format: `token.base64(HMAC-SHA256(token, secret))`, URI-encoded,
 * `__Secure-` prefixed over https. Reading it here keeps every request to one query.
 */
export function sessionTokenFromCookie(cookies: Record<string, string | undefined>, secret: string) {
  const raw = cookies[COOKIE] ?? cookies[`__Secure-${COOKIE}`]
  if (!raw) return null
  const value = raw.includes('%') ? decodeURIComponent(raw) : raw
  const dot = value.lastIndexOf('.')
  if (dot < 1) return null
  const token = value.slice(0, dot)
  const signature = Buffer.from(value.slice(dot + 1), 'base64')
  const expected = sign(token, secret)
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null
}

interface NewSession {
  userId: string
  impersonatedBy: string | null
  ip: string
  userAgent: string | undefined
  /**
   * When the sign-in this session continues happened (impersonation start and stop): the absolute limit
   * counts from there, so switching identities never extends a sign-in. Default: now.
   */
  signedInAt?: Date
}

/** A session row as better-auth keeps them; answers its token. */
export async function insertSession(db: Database, config: Pick<Config, 'sessions'>, session: NewSession) {
  const token = randomBytes(24).toString('base64url')
  const now = new Date()
  const createdAt = session.signedInAt ?? now
  await db.insert(sessions).values({
    token,
    userId: session.userId,
    impersonatedBy: session.impersonatedBy,
    ipAddress: session.ip,
    userAgent: session.userAgent ?? null,
    createdAt,
    lastSeenAt: now,
    expiresAt: new Date(createdAt.getTime() + config.sessions.maxAgeSeconds * 1000),
  })
  return token
}

/** The session cookie's name and signed value for a token, in better-auth's format. */
export function sessionCookie(config: Config, token: string) {
  return {
    name: config.secureCookies ? `__Secure-${COOKIE}` : COOKIE,
    value: `${token}.${sign(token, config.sessionSecret).toString('base64')}`,
  }
}

/**
 * Opens a session outside a password sign-in (impersonation start and stop), in the same table and
 * cookie format better-auth uses, so every other path treats it alike.
 */
export async function openSession(db: Database, config: Config, reply: FastifyReply, session: NewSession) {
  const token = await insertSession(db, config, session)
  const cookie = sessionCookie(config, token)
  reply.setCookie(cookie.name, cookie.value, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    maxAge: config.sessions.maxAgeSeconds,
  })
  return token
}
