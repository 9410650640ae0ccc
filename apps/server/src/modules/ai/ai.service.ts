import {
  AI_TOOL_MODULES,
  type AiSettings,
  type AiToolModule,
  type ChatExport,
  type ChatMessage,
  type ChatSession,
} from '@portal/contracts/ai'
import type { PageQuery } from '@portal/contracts/pagination'
import { and, asc, count, desc, eq, gte, inArray, isNull, notInArray, or, sql, sum } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Config } from '../../core/config.ts'
import type { Database } from '../../core/db.ts'
import { AppError, notFound } from '../../core/errors.ts'
import { companyMemberships } from '../../core/identity.tables.ts'
import { isStaff, type Principal } from '../../core/principal.ts'
import { assertCanManage, scope, type Tenant, tenantById, tenantOf } from '../../core/tenancy.ts'
import { featuresFor } from '../features/features.service.ts'
import { aiChatMessages, aiChatSessions, aiModuleOptOuts, aiRecords } from './ai.tables.ts'

/**
 * The caller's tenant when the assistant is on for their active company; else a 404, as if the
 * assistant did not exist (no provider configured, or the company has it off).
 */
export async function aiTenant(db: Database, config: Config, principal: Principal): Promise<Tenant> {
  if (!config.ai) throw notFound()
  const tenant = tenantOf(principal)
  const flags = await featuresFor(db, config, tenant.companyId)
  if (!flags.ai) throw notFound()
  return tenant
}

type SessionRow = typeof aiChatSessions.$inferSelect
type MessageRow = typeof aiChatMessages.$inferSelect

const toSession = (row: SessionRow): ChatSession => ({
  id: row.id,
  title: row.title,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
})
const toMessage = (row: MessageRow): ChatMessage => ({
  id: row.id,
  role: row.role,
  content: row.content,
  status: row.status,
  created_at: row.createdAt.toISOString(),
})

/** The caller's own sessions of the tenant: whose rights the principal carries (the impersonated user's). */
const own = (tenant: Tenant, ...more: Parameters<ReturnType<typeof scope>['where']>) =>
  scope(aiChatSessions, tenant).where(eq(aiChatSessions.userId, tenant.principal.userId), ...more)

export async function listSessions(db: Database, tenant: Tenant, query: PageQuery) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(aiChatSessions)
      .where(own(tenant))
      .orderBy(desc(aiChatSessions.updatedAt), asc(aiChatSessions.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ n: count() }).from(aiChatSessions).where(own(tenant)),
  ])
  return { count: total?.n ?? 0, results: rows.map(toSession) }
}

export async function sessionRow(db: Database, tenant: Tenant, id: string): Promise<SessionRow> {
  const [row] = await db
    .select()
    .from(aiChatSessions)
    .where(own(tenant, eq(aiChatSessions.id, id)))
  if (!row) throw notFound()
  return row
}

export const getSession = async (db: Database, tenant: Tenant, id: string) =>
  toSession(await sessionRow(db, tenant, id))

export async function createSession(db: Database, tenant: Tenant, title: string) {
  const [row] = await db
    .insert(aiChatSessions)
    .values(scope(aiChatSessions, tenant).row({ userId: tenant.principal.userId, title }))
    .returning()
  return row as SessionRow
}

export async function renameSession(db: Database, tenant: Tenant, id: string, title: string) {
  const [row] = await db
    .update(aiChatSessions)
    .set({ title, updatedAt: new Date() })
    .where(own(tenant, eq(aiChatSessions.id, id)))
    .returning()
  if (!row) throw notFound()
  return toSession(row)
}

export async function removeSession(db: Database, tenant: Tenant, id: string) {
  const removed = await db
    .delete(aiChatSessions)
    .where(own(tenant, eq(aiChatSessions.id, id)))
    .returning({ id: aiChatSessions.id })
  if (removed.length === 0) throw notFound()
}

export async function messagesOf(db: Database, sessionId: string) {
  const rows = await db
    .select()
    .from(aiChatMessages)
    .where(eq(aiChatMessages.sessionId, sessionId))
    .orderBy(asc(aiChatMessages.createdAt), desc(aiChatMessages.role))
  return rows.map(toMessage)
}

export async function sessionMessages(db: Database, tenant: Tenant, id: string) {
  const session = await sessionRow(db, tenant, id)
  return { session: toSession(session), messages: await messagesOf(db, session.id) }
}

/** The first day of the month of `now`, UTC: the token budget counts from there. */
const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))

/**
 * Refuses a question over the limits (429 with a message in the user's language): the user's questions
 * in the last minute, and the company's tokens this month. Both are counted from the records, so every
 * process behind a load balancer applies the same limit.
 */
export async function assertWithinLimits(db: Database, config: Config, tenant: Tenant, now: Date) {
  const ai = config.ai
  if (!ai) throw notFound()
  // Note: the rate counts against whoever is at the keyboard (ADR 45). An impersonating admin's questions
  // count against the admin, as himself or as anyone, and never use up the user's own allowance.
  const acting = tenant.principal.impersonatorId ?? tenant.principal.userId
  const [recent] = await db
    .select({ n: count() })
    .from(aiRecords)
    .where(
      and(
        or(eq(aiRecords.actorId, acting), and(eq(aiRecords.userId, acting), isNull(aiRecords.actorId))),
        eq(aiRecords.kind, 'chat'),
        gte(aiRecords.createdAt, new Date(now.getTime() - 60_000)),
      ),
    )
  if ((recent?.n ?? 0) >= ai.ratePerMinute) {
    throw new AppError(429, 'api.ai.rate_limited', {
      vars: { limit: ai.ratePerMinute },
      headers: { 'retry-after': '60' },
    })
  }
  const [used] = await db
    .select({ tokens: sum(aiRecords.tokens) })
    .from(aiRecords)
    .where(and(eq(aiRecords.companyId, tenant.companyId), gte(aiRecords.createdAt, monthStart(now))))
  if (Number(used?.tokens ?? 0) >= ai.monthlyTokens) {
    throw new AppError(429, 'api.ai.budget_reached', {
      vars: { limit: ai.monthlyTokens.toLocaleString('en-US') },
    })
  }
}

/** Records who asked, as whom (the impersonating admin), in which session; the answer's tokens come later. */
export async function recordChat(db: Database, tenant: Tenant, sessionId: string, now: Date) {
  const [row] = await db
    .insert(aiRecords)
    .values({
      companyId: tenant.companyId,
      userId: tenant.principal.userId,
      actorId: tenant.principal.impersonatorId,
      sessionId,
      kind: 'chat',
      createdAt: now,
    })
    .returning({ id: aiRecords.id })
  return (row as { id: string }).id
}

export async function recordTokens(db: Database, recordId: string, tokens: number) {
  await db.update(aiRecords).set({ tokens }).where(eq(aiRecords.id, recordId))
}

export async function recordTool(
  db: Database,
  tenant: Tenant,
  sessionId: string,
  tool: string,
  items: { type: string; id: string }[],
  now: Date,
  refused = false,
) {
  await db.insert(aiRecords).values({
    companyId: tenant.companyId,
    userId: tenant.principal.userId,
    actorId: tenant.principal.impersonatorId,
    sessionId,
    kind: 'tool',
    // A name the model made up is kept short: it is the model's text, not ours.
    tool: tool.slice(0, 100),
    refused,
    items,
    createdAt: now,
  })
}

/** The modules a company has switched off for its assistant (ADR 45). */
export async function disabledModules(db: Database, companyId: string): Promise<AiToolModule[]> {
  const rows = await db
    .select({ module: aiModuleOptOuts.module })
    .from(aiModuleOptOuts)
    .where(eq(aiModuleOptOuts.companyId, companyId))
  const off = new Set(rows.map((row) => row.module))
  return AI_TOOL_MODULES.filter((module) => off.has(module))
}

/**
 * The company named by id, for its assistant settings: staff any, its company admin their own (another's
 * is a 404, a member who is not its admin a 403); a 404 when its assistant is off.
 */
async function settingsTenant(db: Database, config: Config, principal: Principal, companyId: string) {
  if (!config.ai) throw notFound()
  const tenant = await tenantById(db, principal, companyId)
  assertCanManage(tenant)
  if (!(await featuresFor(db, config, companyId)).ai) throw notFound()
  return tenant
}

export async function aiSettingsOf(
  db: Database,
  config: Config,
  principal: Principal,
  companyId: string,
): Promise<AiSettings> {
  const tenant = await settingsTenant(db, config, principal, companyId)
  return { disabled_modules: await disabledModules(db, tenant.companyId) }
}

/** Replaces the modules switched off; a module kept off keeps who switched it off and when. */
export async function setAiSettings(
  db: Database,
  config: Config,
  principal: Principal,
  companyId: string,
  disabled: readonly AiToolModule[],
  now: Date,
): Promise<AiSettings> {
  const tenant = await settingsTenant(db, config, principal, companyId)
  const wanted = [...new Set(disabled)]
  await db.transaction(async (tx) => {
    const keep = wanted.length ? notInArray(aiModuleOptOuts.module, wanted) : undefined
    await tx.delete(aiModuleOptOuts).where(and(eq(aiModuleOptOuts.companyId, tenant.companyId), keep))
    if (wanted.length) {
      await tx
        .insert(aiModuleOptOuts)
        .values(
          wanted.map((module) => ({
            companyId: tenant.companyId,
            module,
            changedBy: principal.impersonatorId ?? principal.userId,
            changedAt: now,
          })),
        )
        .onConflictDoNothing()
    }
  })
  return { disabled_modules: await disabledModules(db, tenant.companyId) }
}

/**
 * A user's chats and the record of what the assistant read for them: staff for anyone, a company admin
 * for members of their active company (only that company's chats). Anyone else: 404.
 */
export async function exportUserChats(
  db: Database,
  principal: Principal,
  userId: string,
): Promise<ChatExport> {
  let companyId: string | null = null
  if (!isStaff(principal)) {
    const tenant = tenantOf(principal)
    const [member] = await db
      .select({ userId: companyMemberships.userId })
      .from(companyMemberships)
      .where(and(eq(companyMemberships.companyId, tenant.companyId), eq(companyMemberships.userId, userId)))
    if (!member || !principal.isCompanyAdmin) throw notFound()
    companyId = tenant.companyId
  }
  const inCompany = (column: PgColumn) => (companyId ? eq(column, companyId) : undefined)
  const sessions = await db
    .select()
    .from(aiChatSessions)
    .where(and(eq(aiChatSessions.userId, userId), inCompany(aiChatSessions.companyId)))
    .orderBy(asc(aiChatSessions.createdAt))
  const messages = sessions.length
    ? await db
        .select()
        .from(aiChatMessages)
        .where(
          inArray(
            aiChatMessages.sessionId,
            sessions.map((s) => s.id),
          ),
        )
        .orderBy(asc(aiChatMessages.createdAt), desc(aiChatMessages.role))
    : []
  const records = await db
    .select()
    .from(aiRecords)
    .where(and(eq(aiRecords.userId, userId), inCompany(aiRecords.companyId)))
    .orderBy(asc(aiRecords.createdAt))
  return {
    user_id: userId,
    sessions: sessions.map((session) => ({
      ...toSession(session),
      messages: messages.filter((m) => m.sessionId === session.id).map(toMessage),
    })),
    records: records.map((r) => ({
      kind: r.kind,
      actor_id: r.actorId,
      session_id: r.sessionId,
      tool: r.tool,
      refused: r.refused,
      items: r.items,
      tokens: r.tokens,
      created_at: r.createdAt.toISOString(),
    })),
  }
}

/** Keeps the session's order in the list current after a question. */
export async function touchSession(db: Database, sessionId: string) {
  await db.update(aiChatSessions).set({ updatedAt: sql`now()` }).where(eq(aiChatSessions.id, sessionId))
}
