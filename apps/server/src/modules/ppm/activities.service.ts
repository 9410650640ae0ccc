import type { PageQuery } from '@portal/contracts/pagination'
import type { ActivityKind, FieldChange, PpmActivity, PpmLevel } from '@portal/contracts/ppm'
import { count, desc, eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { users } from '../../core/identity.tables.ts'
import { pageWindow } from '../../core/pagination.ts'
import { personJsonOf } from '../../core/people.ts'
import { scope } from '../../core/tenancy.ts'
import { ppmActivities } from './ppm.tables.ts'
import { nodeOf, type PpmContext } from './ppm-rows.ts'

const actor = alias(users, 'ppm_actor')

/** Adds a line to a level's trail, by the caller, now. */
export async function recordActivity(
  ctx: PpmContext,
  nodeId: string,
  kind: ActivityKind,
  { changes = [], comment = '' }: { changes?: FieldChange[]; comment?: string } = {},
) {
  const [row] = await ctx.db
    .insert(ppmActivities)
    .values(
      scope(ppmActivities, ctx.tenant).row({
        nodeId,
        kind,
        actorId: ctx.tenant.principal.userId,
        changes,
        comment,
        createdAt: ctx.now,
      }),
    )
    .returning({ id: ppmActivities.id })
  return row!.id
}

const activityColumns = {
  id: ppmActivities.id,
  kind: ppmActivities.kind,
  actor: personJsonOf(actor),
  at: ppmActivities.createdAt,
  changes: ppmActivities.changes,
  comment: ppmActivities.comment,
}
type ActivityRow = {
  id: string
  kind: string
  actor: PpmActivity['actor']
  at: Date
  changes: FieldChange[]
  comment: string
}
const toActivity = (row: ActivityRow): PpmActivity => ({
  ...row,
  kind: row.kind as ActivityKind,
  at: new Date(row.at).toISOString(),
})

/** A level's trail, newest first. */
export async function listActivities(ctx: PpmContext, id: string, level: PpmLevel, query: PageQuery) {
  await nodeOf(ctx, id, level)
  const where = scope(ppmActivities, ctx.tenant).where(eq(ppmActivities.nodeId, id))
  const { limit, offset } = pageWindow(query)
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(activityColumns)
      .from(ppmActivities)
      .leftJoin(actor, eq(actor.id, ppmActivities.actorId))
      .where(where)
      .orderBy(desc(ppmActivities.createdAt), desc(ppmActivities.id))
      .limit(limit)
      .offset(offset),
    ctx.db.select({ n: count() }).from(ppmActivities).where(where),
  ])
  return { count: total?.n ?? 0, results: rows.map(toActivity) }
}

/** A comment on a level, as a line of its trail. */
export async function addComment(ctx: PpmContext, id: string, level: PpmLevel, comment: string) {
  await nodeOf(ctx, id, level)
  const activityId = await recordActivity(ctx, id, 'comment', { comment })
  const [row] = await ctx.db
    .select(activityColumns)
    .from(ppmActivities)
    .leftJoin(actor, eq(actor.id, ppmActivities.actorId))
    .where(scope(ppmActivities, ctx.tenant).byId(activityId))
  return toActivity(row!)
}
