import type { PpmLevel, Rag, StatusReport, StatusReportInput, StatusReportPatch } from '@portal/contracts/ppm'
import { desc, eq, isNull, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { AppError, notFound } from '../../core/errors.ts'
import { users } from '../../core/identity.tables.ts'
import { personJsonOf } from '../../core/people.ts'
import { scope } from '../../core/tenancy.ts'
import { recordActivity } from './activities.service.ts'
import { ppmNodes, ppmStatusReports } from './ppm.tables.ts'
import { nodeOf, type PpmContext } from './ppm-rows.ts'

const author = alias(users, 'ppm_author')
const reportColumns = {
  row: ppmStatusReports,
  author: personJsonOf(author),
}
type ReportRow = { row: typeof ppmStatusReports.$inferSelect; author: StatusReport['author'] }

const toReport = ({ row, author }: ReportRow): StatusReport => ({
  id: row.id,
  node_id: row.nodeId,
  period_end: row.periodEnd,
  overall: row.overall as Rag,
  schedule: row.schedule as Rag,
  budget: row.budget as Rag,
  scope: row.scope as Rag,
  summary: row.summary,
  risks: row.risks,
  next_steps: row.nextSteps,
  state: row.publishedAt ? 'published' : 'draft',
  author,
  published_at: row.publishedAt ? new Date(row.publishedAt).toISOString() : null,
  created_at: new Date(row.createdAt).toISOString(),
})

function selectReports(ctx: PpmContext) {
  return ctx.db
    .select(reportColumns)
    .from(ppmStatusReports)
    .leftJoin(author, eq(author.id, ppmStatusReports.authorId))
}

/** A level's status reports, newest period first. */
export async function listReports(ctx: PpmContext, id: string, level: PpmLevel) {
  await nodeOf(ctx, id, level)
  const rows = await selectReports(ctx)
    .where(scope(ppmStatusReports, ctx.tenant).where(eq(ppmStatusReports.nodeId, id)))
    .orderBy(desc(ppmStatusReports.periodEnd), desc(ppmStatusReports.createdAt))
  return rows.map(toReport)
}

async function reportOf(ctx: PpmContext, id: string) {
  const [row] = await selectReports(ctx).where(scope(ppmStatusReports, ctx.tenant).byId(id))
  if (!row) throw notFound()
  return row
}

/** A draft: it may change until it is published. */
export async function draftReport(ctx: PpmContext, id: string, level: PpmLevel, input: StatusReportInput) {
  await nodeOf(ctx, id, level)
  const [created] = await ctx.db
    .insert(ppmStatusReports)
    .values(
      scope(ppmStatusReports, ctx.tenant).row({
        nodeId: id,
        periodEnd: input.period_end,
        overall: input.overall,
        schedule: input.schedule,
        budget: input.budget,
        scope: input.scope,
        summary: input.summary,
        risks: input.risks,
        nextSteps: input.next_steps,
        authorId: ctx.tenant.principal.userId,
        createdAt: ctx.now,
      }),
    )
    .returning({ id: ppmStatusReports.id })
  return toReport(await reportOf(ctx, created!.id))
}

/** A published report never changes: a correction is a new report. */
async function draftOf(ctx: PpmContext, id: string) {
  const report = await reportOf(ctx, id)
  if (report.row.publishedAt) throw new AppError(409, 'api.errors.ppm_report_published')
  return report
}

export async function updateReport(ctx: PpmContext, id: string, patch: StatusReportPatch) {
  await draftOf(ctx, id)
  const values = {
    periodEnd: patch.period_end,
    overall: patch.overall,
    schedule: patch.schedule,
    budget: patch.budget,
    scope: patch.scope,
    summary: patch.summary,
    risks: patch.risks,
    nextSteps: patch.next_steps,
  }
  const set = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined))
  if (Object.keys(set).length) {
    await ctx.db.update(ppmStatusReports).set(set).where(scope(ppmStatusReports, ctx.tenant).byId(id))
  }
  return toReport(await reportOf(ctx, id))
}

export async function publishReport(ctx: PpmContext, id: string) {
  const { row } = await draftOf(ctx, id)
  await ctx.db.transaction(async (tx) => {
    // Only a draft is published (a second publish of the same report changes nothing), and its level's
    // last report moves on only when this period ends later: two publishes at once leave the later one.
    const published = await tx
      .update(ppmStatusReports)
      .set({ publishedAt: ctx.now })
      .where(
        scope(ppmStatusReports, ctx.tenant).where(
          eq(ppmStatusReports.id, id),
          isNull(ppmStatusReports.publishedAt),
        ),
      )
      .returning({ periodEnd: ppmStatusReports.periodEnd })
    if (published.length === 0) throw new AppError(409, 'api.errors.ppm_report_published')
    await tx
      .update(ppmNodes)
      .set({ lastReportEnd: sql`greatest(${ppmNodes.lastReportEnd}, ${published[0]!.periodEnd}::date)` })
      .where(scope(ppmNodes, ctx.tenant).byId(row.nodeId))
  })
  await recordActivity(ctx, row.nodeId, 'report_published', {
    changes: [{ field: 'overall', from: null, to: row.overall }],
    comment: row.summary,
  })
  return toReport(await reportOf(ctx, id))
}

export async function deleteReport(ctx: PpmContext, id: string) {
  await draftOf(ctx, id)
  await ctx.db.delete(ppmStatusReports).where(scope(ppmStatusReports, ctx.tenant).byId(id))
}
