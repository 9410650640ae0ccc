import type { AccountSession } from '@portal/contracts/accounts'
import type { PageQuery } from '@portal/contracts/pagination'
import { and, count, desc, eq, gt, isNull, ne, not, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import { AppError, notFound } from '../../core/errors.ts'
import { sessions } from '../../core/identity.tables.ts'
import { pageWindow } from '../../core/pagination.ts'
import type { Principal } from '../../core/principal.ts'
import type { SessionLimits } from '../../core/session-lifetime.ts'

/**
 * The caller's own sign-ins. Note: sessions in which an admin acts as this user (impersonation) are not
 * the user's: they are neither listed nor ended here (the audit log records them, they end on stop or by
 * their limits). While impersonating, an admin may not see or end the user's sessions at all.
 */
function ownSessions(principal: Principal) {
  if (principal.isImpersonate) throw new AppError(403, 'api.errors.sessions_impersonating')
  return and(eq(sessions.userId, principal.userId), isNull(sessions.impersonatedBy))!
}

/** Still within the idle timeout and the absolute limit at `now` (as core/session-lifetime.ts decides). */
function live(limits: SessionLimits, now: Date): SQL {
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000)
  return and(
    gt(sessions.lastSeenAt, ago(limits.idleTimeoutSeconds)),
    gt(sessions.createdAt, ago(limits.maxAgeSeconds)),
    gt(sessions.expiresAt, now),
  )!
}

/** The caller's live sessions, the current one first, then the most recently used; past ones end here. */
export async function listOwnSessions(
  db: Database,
  principal: Principal,
  { limits, now }: { limits: SessionLimits; now: Date },
  query: PageQuery,
) {
  const own = ownSessions(principal)
  await db.delete(sessions).where(and(own, not(live(limits, now))))
  const where = and(own, live(limits, now))
  const [total] = await db.select({ value: count() }).from(sessions).where(where)
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(where)
    .orderBy(sql`${sessions.id} = ${principal.sessionId} desc`, desc(sessions.lastSeenAt), desc(sessions.id))
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset)
  const results: AccountSession[] = rows.map((row) => ({
    id: row.id,
    user_agent: row.userAgent,
    ip_address: row.ipAddress,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    current: row.id === principal.sessionId,
  }))
  return { count: total?.value ?? 0, results }
}

/**
 * Ends one of the caller's other sessions; answers its token (for the session cache). Another user's
 * session, or one that does not exist, is a 404 alike; the current one is ended by signing out.
 */
export async function endOwnSession(db: Database, principal: Principal, id: string) {
  const own = ownSessions(principal)
  if (id === principal.sessionId) throw new AppError(400, 'api.errors.current_session')
  const [ended] = await db
    .delete(sessions)
    .where(and(own, eq(sessions.id, id)))
    .returning({ token: sessions.token })
  if (!ended) throw notFound()
  return ended.token
}

/** "Sign out everywhere else": ends every session of the caller's but this one; answers their tokens. */
export async function endOtherSessions(db: Database, principal: Principal) {
  const ended = await db
    .delete(sessions)
    .where(and(ownSessions(principal), ne(sessions.id, principal.sessionId)))
    .returning({ token: sessions.token })
  return ended.map((row) => row.token)
}
