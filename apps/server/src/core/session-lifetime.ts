import { and, eq, lt } from 'drizzle-orm'
import type { Config } from './config.ts'
import type { Database } from './db.ts'
import { sessions } from './identity.tables.ts'

export type SessionLimits = Config['sessions']

/** When a session began (its sign-in), was last used, and the expiry better-auth stored with it. */
export interface SessionTimes {
  createdAt: Date
  lastSeenAt: Date
  expiresAt: Date
}

/**
 * "Last seen" is written at most this often per session, not on every request; so the idle timeout may
 * end a session up to this much early, never late.
 */
export const LAST_SEEN_INTERVAL_MS = 60_000

/** The moment a session ends: idle too long, too long since sign-in, or past its stored expiry. */
export function sessionEndsAt(times: SessionTimes, limits: SessionLimits) {
  return Math.min(
    times.lastSeenAt.getTime() + limits.idleTimeoutSeconds * 1000,
    times.createdAt.getTime() + limits.maxAgeSeconds * 1000,
    times.expiresAt.getTime(),
  )
}

export const isLive = (times: SessionTimes, limits: SessionLimits, now: Date) =>
  now.getTime() < sessionEndsAt(times, limits)

export const needsLastSeen = (times: SessionTimes, now: Date) =>
  now.getTime() - times.lastSeenAt.getTime() >= LAST_SEEN_INTERVAL_MS

/**
 * Records a request on the session. Note: only when the stored time is a minute old, so processes
 * sharing one database write once a minute per session between them, not once per request each.
 */
export async function recordLastSeen(db: Database, sessionId: string, now: Date) {
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(sessions.id, sessionId),
        lt(sessions.lastSeenAt, new Date(now.getTime() - LAST_SEEN_INTERVAL_MS)),
      ),
    )
}

/** Ends a session that outlived its limits: its row goes, so no process can serve it any more. */
export async function endSession(db: Database, token: string) {
  await db.delete(sessions).where(eq(sessions.token, token))
}
