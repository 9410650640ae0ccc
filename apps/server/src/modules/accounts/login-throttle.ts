import { LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES } from '@portal/contracts/constants'
import { and, eq, gt, lt, min, or, sql } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import { AppError } from '../../core/errors.ts'
import { loginFailures } from './accounts.tables.ts'

/**
 * More than LOGIN_MAX_FAILURES failed sign-ins within the window, for one account or one IP, locks
 * further attempts until the oldest counted failure leaves the window.
 */
export async function assertLoginAllowed(db: Database, email: string, ip: string, now = new Date()) {
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS)
  const [counts] = await db
    .select({
      byEmail: sql<number>`count(*) filter (where ${loginFailures.email} = ${email})`.mapWith(Number),
      byIp: sql<number>`count(*) filter (where ${loginFailures.ip} = ${ip})`.mapWith(Number),
      oldest: min(loginFailures.createdAt),
    })
    .from(loginFailures)
    .where(
      and(gt(loginFailures.createdAt, since), or(eq(loginFailures.email, email), eq(loginFailures.ip, ip))),
    )
  if (!counts || (counts.byEmail < LOGIN_MAX_FAILURES && counts.byIp < LOGIN_MAX_FAILURES)) return
  const oldest = counts.oldest ? new Date(counts.oldest).getTime() : now.getTime()
  const seconds = Math.max(1, Math.ceil((oldest + LOGIN_FAILURE_WINDOW_MS - now.getTime()) / 1000))
  throw new AppError(429, 'api.errors.too_many_attempts', {
    vars: { seconds },
    headers: { 'retry-after': String(seconds) },
  })
}

export async function recordLoginFailure(db: Database, email: string, ip: string) {
  await db.insert(loginFailures).values({ email, ip })
  // Keep the table small: anything older than the window no longer counts.
  await db
    .delete(loginFailures)
    .where(lt(loginFailures.createdAt, new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS)))
}

export async function clearLoginFailures(db: Database, email: string) {
  await db.delete(loginFailures).where(eq(loginFailures.email, email))
}
