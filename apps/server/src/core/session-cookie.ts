import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type {} from '@fastify/cookie'
import { COOKIE_PATH, SESSION_COOKIE_PREFIX } from '@portal/contracts/constants'
import type { FastifyReply } from 'fastify'
import { sessions } from '../modules/accounts/accounts.tables.ts'
import type { Config } from './config.ts'
import type { Database } from './db.ts'

export const SESSION_MAX_AGE_SECONDS = 60 * 60 * 24 * 14
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
}

/** A session row as better-auth keeps them; answers its token. */
export async function insertSession(db: Database, session: NewSession) {
  const token = randomBytes(24).toString('base64url')
  await db.insert(sessions).values({
    token,
    userId: session.userId,
    impersonatedBy: session.impersonatedBy,
    ipAddress: session.ip,
    userAgent: session.userAgent ?? null,
    expiresAt: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000),
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
  const token = await insertSession(db, session)
  const cookie = sessionCookie(config, token)
  reply.setCookie(cookie.name, cookie.value, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    maxAge: SESSION_MAX_AGE_SECONDS,
  })
  return token
}
