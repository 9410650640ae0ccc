import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { CookieSerializeOptions } from '@fastify/cookie'
import { SESSION_COOKIE_PREFIX } from '@portal/contracts/constants'

/**
 * OWASP's device cookie (ADR 13): after a successful sign-in the browser gets a signed cookie naming the
 * account and a random device id. A sign-in that shows it for that account is counted per (account,
 * device), so strangers who lock the account with wrong passwords do not lock its owner out.
 */
export const DEVICE_COOKIE = `${SESSION_COOKIE_PREFIX}.device`
const VERSION = 'v1'
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60
// Sent only to the sign-in endpoint, the one place that reads it.
const PATH = '/api/v1/accounts/login/'

const signature = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`device-cookie:${payload}`).digest('base64url')

/** The device id of a valid, unexpired cookie for this account; null for anything else. */
export function trustedDevice(
  value: string | undefined,
  { secret, userId, now = new Date() }: { secret: string; userId: string | null; now?: Date },
): string | null {
  if (!value || !userId) return null
  const parts = value.split('.')
  if (parts.length !== 5) return null
  const [version, account, device, issued, mac] = parts as [string, string, string, string, string]
  const expected = Buffer.from(signature(secret, parts.slice(0, 4).join('.')))
  const given = Buffer.from(mac)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  const age = now.getTime() / 1000 - Number(issued)
  if (version !== VERSION || account !== userId || !(age >= 0 && age < MAX_AGE_SECONDS)) return null
  return device
}

/** A fresh cookie for the account; the device keeps its id when it already had one for it. */
export function deviceCookie(
  { secret, secure }: { secret: string; secure: boolean },
  userId: string,
  device: string | null,
  now = new Date(),
): { name: string; value: string; options: CookieSerializeOptions } {
  const payload = [
    VERSION,
    userId,
    device ?? randomBytes(16).toString('base64url'),
    String(Math.floor(now.getTime() / 1000)),
  ].join('.')
  return {
    name: DEVICE_COOKIE,
    value: `${payload}.${signature(secret, payload)}`,
    options: { httpOnly: true, secure, sameSite: 'strict', path: PATH, maxAge: MAX_AGE_SECONDS },
  }
}
