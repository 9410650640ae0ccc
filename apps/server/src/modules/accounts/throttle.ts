import { createHash } from 'node:crypto'
import {
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_MAX_FAILURES,
  SELF_SERVICE_MAX_PER_EMAIL,
  SELF_SERVICE_MAX_PER_IP,
  SELF_SERVICE_WINDOW_MS,
} from '@portal/contracts/constants'
import { and, count, eq, isNull, lt, type SQL, sql } from 'drizzle-orm'
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

export interface Caller {
  email: string
  ip: string
  /**
   * A trusted device of the account (its valid device cookie, ADR 13): its attempts count only in the
   * bucket of (account, device), so strangers locking the account do not lock its owner out.
   */
  device?: string | null
}

/** Where attempts are counted: per account and per IP for strangers, per (account, device) for a known device. */
export type BucketScope = 'account' | 'ip' | 'device'

export interface Bucket {
  scope: BucketScope
  /** Names the bucket (for its lock and the audit log); a device appears only as a short hash. */
  key: string
  /** How many attempts within the window fill it. */
  max: number
  windowSeconds: number
}

/** One counted attempt, reserved before the work it guards (a password check, a mail). */
export interface Attempt {
  id: string
  action: ThrottledAction
  caller: Caller
  /** The buckets this attempt filled: if it stands (a failure), they are locked from now on. */
  fills: Bucket[]
}

const shortHash = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 16)

function bucketsOf(action: ThrottledAction, { email, ip, device }: Caller) {
  const limit: Limit = LIMITS[action]
  const ofAction = eq(throttleEvents.action, action)
  if (device) {
    return [
      {
        scope: 'device' as const,
        key: `${action}:device:${email}:${shortHash(device)}`,
        max: limit.maxPerEmail,
        where: and(ofAction, eq(throttleEvents.email, email), eq(throttleEvents.device, device)) as SQL,
      },
    ]
  }
  return [
    {
      scope: 'account' as const,
      key: `${action}:account:${email}`,
      max: limit.maxPerEmail,
      where: and(ofAction, eq(throttleEvents.email, email), isNull(throttleEvents.device)) as SQL,
    },
    {
      scope: 'ip' as const,
      key: `${action}:ip:${ip}`,
      max: limit.maxPerIp,
      where: and(ofAction, eq(throttleEvents.ip, ip), isNull(throttleEvents.device)) as SQL,
    },
  ]
}

/** A 64-bit advisory lock key per bucket (as text, read as bigint by PostgreSQL). */
const lockKey = (key: string) => createHash('sha256').update(key).digest().readBigInt64BE(0)

/**
 * Counts one attempt of the action, or refuses it with 429 and Retry-After when one of its buckets is
 * full. Note: check and insert run under one advisory lock per bucket in one transaction, so concurrent
 * requests — in this process or any other on the same database — can never reserve more than the limit.
 * The slot is taken before the guarded work; `release` gives it back when the attempt must not count.
 */
export async function reserve(db: Database, action: ThrottledAction, caller: Caller): Promise<Attempt> {
  const buckets = bucketsOf(action, caller)
  const window = sql`make_interval(secs => ${LIMITS[action].windowMs / 1000})`
  type Outcome = { refused: true; retryAfter: number } | { refused: false; id: string; fills: Bucket[] }
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    // A fixed order of locks: two requests sharing two buckets cannot wait on each other.
    const keys = [...new Set(buckets.map((b) => lockKey(b.key)))].sort((a, b) => (a < b ? -1 : 1))
    for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(${String(key)}::bigint)`)
    let retryAfter = 0
    const fills: Bucket[] = []
    for (const bucket of buckets) {
      // The max-th newest event: once it leaves the window, the bucket has room again.
      const [usage] = await tx
        .select({
          n: count(),
          seconds: sql<number>`ceil(extract(epoch from
              (array_agg(${throttleEvents.createdAt} order by ${throttleEvents.createdAt} desc))[${sql.raw(String(bucket.max))}]
              + ${window} - now()))`.mapWith(Number),
        })
        .from(throttleEvents)
        .where(and(bucket.where, sql`${throttleEvents.createdAt} > now() - ${window}`))
      const n = usage?.n ?? 0
      if (n >= bucket.max) retryAfter = Math.max(retryAfter, usage?.seconds || 1, 1)
      else if (n + 1 === bucket.max) {
        const { scope, key, max } = bucket
        fills.push({ scope, key, max, windowSeconds: LIMITS[action].windowMs / 1000 })
      }
    }
    if (retryAfter > 0) return { refused: true, retryAfter }
    const [row] = await tx
      .insert(throttleEvents)
      .values({ action, email: caller.email, ip: caller.ip, device: caller.device ?? null })
      .returning({ id: throttleEvents.id })
    return { refused: false, id: row!.id, fills }
  })
  if (outcome.refused) {
    const seconds = outcome.retryAfter
    throw new AppError(429, LIMITS[action].message, {
      vars: { count: seconds },
      headers: { 'retry-after': String(seconds) },
    })
  }
  // Keep the table small: anything older than the window no longer counts.
  await db
    .delete(throttleEvents)
    .where(and(eq(throttleEvents.action, action), lt(throttleEvents.createdAt, sql`now() - ${window}`)))
  return { id: outcome.id, action, caller, fills: outcome.fills }
}

/** Gives a reserved slot back: the attempt turned out not to count (the right password, a valid code). */
export async function release(db: Database, attempt: Attempt) {
  await db.delete(throttleEvents).where(eq(throttleEvents.id, attempt.id))
}

/**
 * A successful sign-in: its slot is given back and the failures of its own bucket are forgotten — the
 * account's (from strangers) or the device's. Never the IP's: signing in to one's own account must not
 * reset the guesses one made at others.
 */
export async function forgetFailures(db: Database, attempt: Attempt) {
  const { email, device } = attempt.caller
  await db
    .delete(throttleEvents)
    .where(
      and(
        eq(throttleEvents.action, attempt.action),
        eq(throttleEvents.email, email),
        device ? eq(throttleEvents.device, device) : isNull(throttleEvents.device),
      ),
    )
  await release(db, attempt)
}

/** Counts a request where every request counts (a registration, a reset mail). */
export async function countRequest(db: Database, action: ThrottledAction, caller: Caller) {
  await reserve(db, action, caller)
}
