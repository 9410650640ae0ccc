import type { AccountEvent, AccountEventAction, AuditLogQuery } from '@portal/contracts/users'
import { and, count, desc, eq, gt, sql } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import { users } from '../../core/identity.tables.ts'
import { pageWindow } from '../../core/pagination.ts'
import type { Principal } from '../../core/principal.ts'
import { accountEvents } from './accounts.tables.ts'
import type { Attempt, Bucket, Caller } from './throttle.ts'

export interface AccountEventInput {
  action: AccountEventAction
  target: { id: string; email: string } | null
  details?: Record<string, unknown>
}

/**
 * Writes audit entries for what `actor` did. While impersonating, the admin behind the session is
 * recorded too: the action was taken with the user's rights, by the admin's hand.
 */
export async function recordAccountEvents(
  db: Database,
  actor: Pick<Principal, 'userId' | 'email' | 'impersonatorId'>,
  events: AccountEventInput[],
) {
  if (events.length === 0) return
  const [impersonator] = actor.impersonatorId
    ? await db.select({ email: users.email }).from(users).where(eq(users.id, actor.impersonatorId))
    : []
  await db.insert(accountEvents).values(
    events.map((event) => ({
      action: event.action,
      actorId: actor.userId,
      actorEmail: actor.email,
      impersonatorId: actor.impersonatorId,
      impersonatorEmail: impersonator?.email ?? null,
      targetId: event.target?.id ?? null,
      targetEmail: event.target?.email ?? '',
      details: event.details ?? {},
    })),
  )
}

/**
 * A failed sign-in stands: the throttle buckets it filled are locked from now on, which the audit log
 * records.
 */
export async function recordLockouts(db: Database, attempt: Attempt) {
  for (const bucket of attempt.fills) {
    await recordLockout(db, bucket, attempt.caller)
  }
}

/**
 * Records that a sign-in throttle bucket became locked. There is no actor (the caller is unknown); the
 * account, when one was named, is the target. Note: a bucket that locks again within its window is not
 * recorded again, so a steady stream of guesses cannot flood the log.
 */
async function recordLockout(db: Database, bucket: Bucket, caller: Caller) {
  const [recent] = await db
    .select({ id: accountEvents.id })
    .from(accountEvents)
    .where(
      and(
        eq(accountEvents.action, 'login_locked'),
        gt(accountEvents.createdAt, sql`now() - make_interval(secs => ${bucket.windowSeconds})`),
        sql`${accountEvents.details} @> ${JSON.stringify({ bucket: bucket.key })}::jsonb`,
      ),
    )
    .limit(1)
  if (recent) return
  const [account] =
    bucket.scope === 'ip'
      ? []
      : await db.select({ id: users.id }).from(users).where(eq(users.email, caller.email))
  await db.insert(accountEvents).values({
    action: 'login_locked',
    actorId: null,
    actorEmail: '',
    targetId: account?.id ?? null,
    targetEmail: bucket.scope === 'ip' ? '' : caller.email,
    details: {
      scope: bucket.scope,
      bucket: bucket.key,
      ip: caller.ip,
      failures: bucket.max,
      window_seconds: bucket.windowSeconds,
    },
  })
}

/** The audit log, newest first, optionally of one user or one kind of action. */
export async function listAccountEvents(db: Database, query: AuditLogQuery) {
  const where = and(
    query.target ? eq(accountEvents.targetId, query.target) : undefined,
    query.action ? eq(accountEvents.action, query.action) : undefined,
  )
  const [total] = await db.select({ n: count() }).from(accountEvents).where(where)
  const { limit, offset } = pageWindow(query)
  const rows = await db
    .select()
    .from(accountEvents)
    .where(where)
    .orderBy(desc(accountEvents.createdAt), desc(accountEvents.id))
    .limit(limit)
    .offset(offset)
  const results: AccountEvent[] = rows.map((row) => ({
    id: row.id,
    action: row.action as AccountEventAction,
    actor_email: row.actorEmail,
    impersonator_email: row.impersonatorEmail,
    target_id: row.targetId,
    target_email: row.targetEmail,
    details: row.details,
    created_at: row.createdAt.toISOString(),
  }))
  return { count: total?.n ?? 0, results }
}
