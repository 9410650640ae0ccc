import { CHECK_IN_DUE_DAYS, CHECK_IN_OVERDUE_DAYS, type QueueItem } from '@portal/contracts/notifications'
import { and, asc, eq, isNotNull, lt, lte, not, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import type { Notifier } from '../../core/notifier.ts'
import type { QueueSource } from '../../core/queue.ts'
import { okrKeyResults } from './key-results.tables.ts'
import { okrObjectives } from './objectives.tables.ts'
import { okrItemLink } from './okr-notifications.ts'
import { okrProjects, okrTasks } from './projects.tables.ts'

/** The day a key result's check-in falls due: a week after its last one, or after it was created. */
const dueOn = sql<string>`(coalesce(${okrKeyResults.lastCheckInAt}, ${okrKeyResults.createdAt}) at time zone 'UTC')::date + ${CHECK_IN_DUE_DAYS}::int`
const overdueOn = sql<string>`(coalesce(${okrKeyResults.lastCheckInAt}, ${okrKeyResults.createdAt}) at time zone 'UTC')::date + ${CHECK_IN_OVERDUE_DAYS}::int`

/** Key results that need a check-in on `day`: someone is responsible, the period runs, it is not done. */
async function checkInsDue(db: Database, day: string, where?: SQL) {
  return db
    .select({
      id: okrKeyResults.id,
      title: okrKeyResults.title,
      companyId: okrKeyResults.companyId,
      responsibleId: okrKeyResults.responsibleId,
      objective: okrObjectives.title,
      dueOn: sql<string>`(${dueOn})::text`,
      overdueOn: sql<string>`(${overdueOn})::text`,
    })
    .from(okrKeyResults)
    .innerJoin(okrObjectives, eq(okrObjectives.id, okrKeyResults.objectiveId))
    .where(
      and(
        isNotNull(okrKeyResults.responsibleId),
        lte(okrObjectives.periodStart, day),
        sql`${okrObjectives.periodEnd} >= ${day}`,
        lt(okrKeyResults.progress, 1),
        sql`${dueOn} <= ${day}::date`,
        where,
      ),
    )
    .orderBy(asc(dueOn), asc(okrKeyResults.title))
}

/**
 * Reminds the responsible person of each key result whose check-in is due, and again when it is
 * overdue: once per due date (the notification's dedupe key), however often this runs and in however
 * many processes.
 */
export async function remindCheckIns(db: Database, notifier: Notifier, day: string) {
  const due = await checkInsDue(db, day)
  for (const keyResult of due) {
    const overdue = keyResult.overdueOn <= day
    const kind = overdue ? 'check_in_overdue' : 'check_in_due'
    await notifier.publish({
      kind,
      recipients: [keyResult.responsibleId!],
      actorId: null,
      companyId: keyResult.companyId,
      params: { title: keyResult.title, objective: keyResult.objective, date: keyResult.dueOn },
      link: okrItemLink('key_result', keyResult.id),
      dedupeKey: `${kind}:${keyResult.id}:${overdue ? keyResult.overdueOn : keyResult.dueOn}`,
    })
  }
  return due.length
}

/** The home queue's OKR part: the caller's check-ins due and their tasks due today or before. */
export const okrQueue: QueueSource = async (db, principal, now) => {
  const day = now.toISOString().slice(0, 10)
  const companyId = principal.activeCompanyId
  if (!companyId || !principal.isMember) return []
  const checkIns = await checkInsDue(
    db,
    day,
    and(eq(okrKeyResults.companyId, companyId), eq(okrKeyResults.responsibleId, principal.userId)),
  )
  const tasks = await db
    .select({
      id: okrTasks.id,
      title: okrTasks.title,
      dueDate: okrTasks.dueDate,
      project: okrProjects.title,
    })
    .from(okrTasks)
    .innerJoin(okrProjects, eq(okrProjects.id, okrTasks.projectId))
    .where(
      and(
        eq(okrTasks.companyId, companyId),
        eq(okrTasks.assigneeId, principal.userId),
        not(okrTasks.isComplete),
        isNotNull(okrTasks.dueDate),
        lte(okrTasks.dueDate, day),
      ),
    )
    .orderBy(asc(okrTasks.dueDate), asc(okrTasks.title))
    .limit(50)
  return [
    ...checkIns.slice(0, 50).map(
      (kr): QueueItem => ({
        kind: 'check_in',
        id: kr.id,
        title: kr.title,
        context: kr.objective,
        urgency: kr.overdueOn <= day ? 'overdue' : 'due',
        since: kr.dueOn,
        link: okrItemLink('key_result', kr.id),
      }),
    ),
    ...tasks.map(
      (task): QueueItem => ({
        kind: 'task',
        id: task.id,
        title: task.title,
        context: task.project,
        urgency: task.dueDate! < day ? 'overdue' : 'due',
        since: task.dueDate!,
        link: okrItemLink('task', task.id),
      }),
    ),
  ]
}
