import type { PageQuery } from '@portal/contracts/pagination'
import { count as countRows, desc, eq } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from '../../core/config.ts'
import type { Database } from '../../core/db.ts'
import { AppError, forbidden, notFound } from '../../core/errors.ts'
import { sessions, users } from '../../core/identity.tables.ts'
import { pageWindow } from '../../core/pagination.ts'
import type { Principal } from '../../core/principal.ts'
import { openSession } from '../../core/session-cookie.ts'
import { impersonationEvents } from './accounts.tables.ts'

interface Context {
  db: Database
  config: Config
  request: FastifyRequest
  reply: FastifyReply
}

/**
 * An admin starts acting as a user: the admin's session ends and a new one for the user begins,
 * marked with the admin as impersonator (a new session id, SPEC/issue: rotated at start and stop).
 * Admins may act as anyone but themselves and superusers; superusers as anyone but themselves.
 */
export async function startImpersonation(
  { db, config, request, reply }: Context,
  actor: Principal,
  targetId: string,
) {
  if (actor.isImpersonate) throw new AppError(400, 'api.errors.already_impersonating')
  if (targetId === actor.userId) throw new AppError(400, 'api.errors.impersonate_self')
  const [target] = await db.select().from(users).where(eq(users.id, targetId))
  if (!target?.isActive) throw notFound()
  if (target.isSuperuser && !actor.isSuperuser) throw forbidden()
  const signedInAt = await endSessionOf(db, actor)
  const token = await openSession(db, config, reply, {
    userId: target.id,
    impersonatedBy: actor.userId,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    signedInAt,
  })
  await record(db, request, 'start', { id: actor.userId, email: actor.email }, target)
  return token
}

/** Back to the admin: the acting session ends, a new one of the admin's begins. */
export async function stopImpersonation({ db, config, request, reply }: Context, acting: Principal) {
  if (!acting.impersonatorId) throw new AppError(400, 'api.errors.not_impersonating')
  const [admin] = await db.select().from(users).where(eq(users.id, acting.impersonatorId))
  const signedInAt = await endSessionOf(db, acting)
  if (!admin?.isActive) throw new AppError(401, 'api.errors.unauthenticated')
  const token = await openSession(db, config, reply, {
    userId: admin.id,
    impersonatedBy: null,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    signedInAt,
  })
  await record(db, request, 'stop', admin, { id: acting.userId, email: acting.email })
  return token
}

/**
 * Ends the caller's session and answers when its sign-in was: the next session continues that sign-in,
 * so starting or stopping an impersonation never extends the absolute session limit.
 */
async function endSessionOf(db: Database, caller: Principal) {
  const [ended] = await db
    .delete(sessions)
    .where(eq(sessions.id, caller.sessionId))
    .returning({ createdAt: sessions.createdAt })
  return ended?.createdAt
}

async function record(
  db: Database,
  request: FastifyRequest,
  action: 'start' | 'stop',
  actor: { id: string; email: string },
  target: { id: string; email: string },
) {
  await db.insert(impersonationEvents).values({
    action,
    actorId: actor.id,
    actorEmail: actor.email,
    targetId: target.id,
    targetEmail: target.email,
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
  })
}

/** The audit log, newest first. */
export async function listImpersonationEvents(db: Database, query: PageQuery) {
  const [total] = await db.select({ n: countRows() }).from(impersonationEvents)
  const rows = await db
    .select()
    .from(impersonationEvents)
    .orderBy(desc(impersonationEvents.createdAt), desc(impersonationEvents.id))
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset)
  return {
    count: total?.n ?? 0,
    results: rows.map((row) => ({
      id: row.id,
      action: row.action as 'start' | 'stop',
      actor_email: row.actorEmail,
      target_email: row.targetEmail,
      ip: row.ip,
      user_agent: row.userAgent,
      created_at: row.createdAt.toISOString(),
    })),
  }
}
