import {
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_MAX_FAILURES,
  SELF_SERVICE_MAX_PER_EMAIL,
  SELF_SERVICE_MAX_PER_IP,
  SELF_SERVICE_WINDOW_MS,
} from '@portal/contracts/constants'
import { and, eq, gt, lt, min, or, sql } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import { AppError } from '../../core/errors.ts'
import { throttleEvents } from './accounts.tables.ts'

interface Limit {
  maxPerEmail: number
  maxPerIp: number
  windowMs: number
  message: 'api.errors.too_many_attempts' | 'api.errors.too_many_requests'
}

/**
 * What is counted, and how many within the window lock further calls: failed sign-ins (SPEC: more than
 * 10 in 3 minutes), and every registration or reset request, since each may send a mail.
 */
const LIMITS = {
  login_failure: {
    maxPerEmail: LOGIN_MAX_FAILURES,
    maxPerIp: LOGIN_MAX_FAILURES,
    windowMs: LOGIN_FAILURE_WINDOW_MS,
    message: 'api.errors.too_many_attempts',
  },
  register: {
    maxPerEmail: SELF_SERVICE_MAX_PER_EMAIL,
    maxPerIp: SELF_SERVICE_MAX_PER_IP,
    windowMs: SELF_SERVICE_WINDOW_MS,
    message: 'api.errors.too_many_requests',
  },
  password_reset: {
    maxPerEmail: SELF_SERVICE_MAX_PER_EMAIL,
    maxPerIp: SELF_SERVICE_MAX_PER_IP,
    windowMs: SELF_SERVICE_WINDOW_MS,
    message: 'api.errors.too_many_requests',
  },
  // Wrong activation codes, counted per IP like failed sign-ins.
  activation_code: {
    maxPerEmail: LOGIN_MAX_FAILURES,
    maxPerIp: LOGIN_MAX_FAILURES,
    windowMs: LOGIN_FAILURE_WINDOW_MS,
    message: 'api.errors.too_many_attempts',
  },
} as const satisfies Record<string, Limit>

export type ThrottledAction = keyof typeof LIMITS

interface Caller {
  email: string
  ip: string
}

/**
 * 429 with Retry-After when the e-mail or the IP has reached its limit for the action; the lock lifts
 * when the oldest counted event leaves the window.
 */
export async function assertAllowed(
  db: Database,
  action: ThrottledAction,
  { email, ip }: Caller,
  now = new Date(),
) {
  const limit: Limit = LIMITS[action]
  const [counts] = await db
    .select({
      byEmail: sql<number>`count(*) filter (where ${throttleEvents.email} = ${email})`.mapWith(Number),
      byIp: sql<number>`count(*) filter (where ${throttleEvents.ip} = ${ip})`.mapWith(Number),
      oldest: min(throttleEvents.createdAt),
    })
    .from(throttleEvents)
    .where(
      and(
        eq(throttleEvents.action, action),
        gt(throttleEvents.createdAt, new Date(now.getTime() - limit.windowMs)),
        or(eq(throttleEvents.email, email), eq(throttleEvents.ip, ip)),
      ),
    )
  if (!counts || (counts.byEmail < limit.maxPerEmail && counts.byIp < limit.maxPerIp)) return
  const oldest = counts.oldest ? new Date(counts.oldest).getTime() : now.getTime()
  const seconds = Math.max(1, Math.ceil((oldest + limit.windowMs - now.getTime()) / 1000))
  throw new AppError(429, limit.message, {
    vars: { seconds },
    headers: { 'retry-after': String(seconds) },
  })
}

/** Counts one event of the action for the e-mail and the IP. */
export async function record(db: Database, action: ThrottledAction, { email, ip }: Caller) {
  await db.insert(throttleEvents).values({ action, email, ip })
  // Keep the table small: anything older than the window no longer counts.
  await db
    .delete(throttleEvents)
    .where(
      and(
        eq(throttleEvents.action, action),
        lt(throttleEvents.createdAt, new Date(Date.now() - LIMITS[action].windowMs)),
      ),
    )
}

/** Forgets the e-mail's events of the action (a successful sign-in clears its failures). */
export async function clear(db: Database, action: ThrottledAction, email: string) {
  await db
    .delete(throttleEvents)
    .where(and(eq(throttleEvents.action, action), eq(throttleEvents.email, email)))
}

/** Checks the limit, then counts this call: for actions where every request counts. */
export async function countRequest(db: Database, action: ThrottledAction, caller: Caller) {
  await assertAllowed(db, action, caller)
  await record(db, action, caller)
}
