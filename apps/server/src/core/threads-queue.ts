import { type QueueItem, REQUEST_ANSWER_HOURS } from '@portal/contracts/notifications'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Database } from './db.ts'
import { companies } from './identity.tables.ts'
import { isStaff, type Principal } from './principal.ts'
import type { QueueSource } from './queue.ts'
import { threads } from './threads.tables.ts'

/**
 * The requests of one kind waiting for the team's answer (open: new, or the requester wrote last), for
 * staff's home queue: the oldest first, overdue after REQUEST_ANSWER_HOURS. The module adds each one's
 * title and page (support tickets, coaching requests).
 */
async function waitingThreads(
  db: Database,
  principal: Principal,
  now: Date,
  kind: 'support' | 'coaching',
): Promise<(Omit<QueueItem, 'kind' | 'title' | 'link'> & { id: string })[]> {
  if (!isStaff(principal)) return []
  const rows = await db
    .select({ id: threads.id, company: companies.name, since: threads.lastMessageAt })
    .from(threads)
    .innerJoin(companies, eq(companies.id, threads.companyId))
    .where(and(eq(threads.kind, kind), eq(threads.status, 'open')))
    .orderBy(asc(threads.lastMessageAt))
    .limit(50)
  const overdueBefore = now.getTime() - REQUEST_ANSWER_HOURS * 3_600_000
  return rows.map((row) => ({
    id: row.id,
    context: row.company,
    urgency: row.since.getTime() < overdueBefore ? 'overdue' : 'due',
    since: row.since.toISOString().slice(0, 10),
  }))
}

/**
 * A module's home-queue source of its requests waiting for the team: the thread kind, the module's table
 * with each request's title, the queue item's kind and the request's page.
 */
export function waitingRequests(request: {
  kind: 'support' | 'coaching'
  item: QueueItem['kind']
  titles: { table: PgTable; id: PgColumn; title: PgColumn }
  link: (id: string) => string
}): QueueSource {
  return async (db, principal, now) => {
    const waiting = await waitingThreads(db, principal, now, request.kind)
    if (waiting.length === 0) return []
    const { table, id, title } = request.titles
    const rows = await db
      .select({ id, title })
      .from(table)
      .where(
        inArray(
          id,
          waiting.map((w) => w.id),
        ),
      )
    const titleOf = new Map(rows.map((row) => [String(row.id), String(row.title)]))
    return waiting.map((item) => ({
      ...item,
      kind: request.item,
      title: titleOf.get(item.id) ?? '',
      link: request.link(item.id),
    }))
  }
}
