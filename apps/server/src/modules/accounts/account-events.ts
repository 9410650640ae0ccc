import type { AccountEvent, AccountEventAction, AuditLogQuery } from '@portal/contracts/users'
import { and, count, desc, eq } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import { pageWindow } from '../../core/pagination.ts'
import type { Principal } from '../../core/principal.ts'
import { accountEvents, users } from './accounts.tables.ts'

export interface AccountEventInput {
  action: AccountEventAction
  target: { id: string; email: string } | null
  details?: Record<string, unknown>
}

/**
 * Writes audit entries for what `actor` did. While impersonating, the admin behind the session is
 * recorded too: the action was taken with the user's rights, by the admin's hand.
 */
export async function recordAccountEvents(db: Database, actor: Principal, events: AccountEventInput[]) {
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
