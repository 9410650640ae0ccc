import { normaliseEmail } from '@portal/contracts/auto-assign'
import type { DirectoryUser } from '@portal/contracts/directory'
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import { AppError } from '../../core/errors.ts'
import { companyMemberships, sessions, users } from '../../core/identity.tables.ts'
import { groupMembers, groups } from '../../core/member-sets.tables.ts'
import type { SecretBox } from '../../core/secret-box.ts'
import type { SessionCache } from '../../core/session-cache.ts'
import { applyAutoAssign } from '../accounts/apply-auto-assign.ts'
import { directoryAccounts, directoryConnections, directoryRuns } from './directory.tables.ts'
import { connectionRow, settingsOf, toRun } from './directory-connections.service.ts'
import { type DirectoryEntry, type DirectoryGroup, normaliseDn, readDirectory } from './ldap-directory.ts'

export interface SyncContext {
  db: Database
  box: SecretBox
  sessionCache: SessionCache
}

/** A run that started this long ago and never finished (a crashed process) no longer blocks new ones. */
const STALE_RUN_MS = 60 * 60_000

/** The directory's users, each with the portal user it is (by link, else by e-mail). */
export async function listDirectoryUsers(ctx: SyncContext, companyId: string, term?: string) {
  const settings = settingsOf(ctx.box, await connectionRow(ctx.db, companyId))
  const { users: entries, groups: found } = await readDirectory(settings, { term, groups: true })
  const links = await ctx.db
    .select({ externalId: directoryAccounts.externalId, userId: users.id, isActive: users.isActive })
    .from(directoryAccounts)
    .innerJoin(users, eq(users.id, directoryAccounts.userId))
    .where(eq(directoryAccounts.companyId, companyId))
  const byLink = new Map(links.map((l) => [l.externalId, l]))
  const emails = entries.map((e) => e.email).filter((e): e is string => e !== null)
  const byEmail = new Map(
    emails.length === 0
      ? []
      : (
          await ctx.db
            .select({
              email: sql<string>`lower(trim(${users.email}))`,
              userId: users.id,
              isActive: users.isActive,
            })
            .from(users)
            .where(inArray(sql`lower(trim(${users.email}))`, emails))
        ).map((u) => [u.email, u]),
  )
  const results: DirectoryUser[] = entries.map((entry) => {
    const portal = byLink.get(entry.externalId) ?? (entry.email ? byEmail.get(entry.email) : undefined)
    return {
      external_id: entry.externalId,
      dn: entry.dn,
      email: entry.email,
      first_name: entry.firstName,
      last_name: entry.lastName,
      groups: groupsOf(entry, found),
      user_id: portal?.userId ?? null,
      exists: portal !== undefined,
      is_active: portal?.isActive ?? null,
    }
  })
  return { count: results.length, results }
}

const groupsOf = (entry: DirectoryEntry, found: DirectoryGroup[]) =>
  found.filter((g) => g.members.has(normaliseDn(entry.dn))).map((g) => g.name)

/** A full sync: every entry created or updated, groups mapped, users gone from the directory deactivated. */
export function syncDirectory(ctx: SyncContext, companyId: string) {
  return run(ctx, companyId, 'sync', null)
}

/** Imports the chosen entries (created or linked, their groups added). */
export function importDirectoryUsers(ctx: SyncContext, companyId: string, externalIds: string[]) {
  return run(ctx, companyId, 'import', new Set(externalIds))
}

type Counts = {
  created: number
  updated: number
  deactivated: number
  unchanged: number
  groupChanges: number
}

async function run(ctx: SyncContext, companyId: string, kind: 'sync' | 'import', chosen: Set<string> | null) {
  const { db } = ctx
  const settings = settingsOf(ctx.box, await connectionRow(db, companyId))
  const [busy] = await db
    .select({ id: directoryRuns.id })
    .from(directoryRuns)
    .where(
      and(
        eq(directoryRuns.companyId, companyId),
        eq(directoryRuns.status, 'running'),
        gt(directoryRuns.startedAt, new Date(Date.now() - STALE_RUN_MS)),
      ),
    )
  if (busy) throw new AppError(409, 'api.directory.running')
  const [started] = await db.insert(directoryRuns).values({ companyId, kind }).returning()
  const runId = started!.id
  const counts: Counts = { created: 0, updated: 0, deactivated: 0, unchanged: 0, groupChanges: 0 }
  const skipped: { external_id: string; reason: string }[] = []
  const touched = new Set<string>()
  try {
    const directory = await readDirectory(settings, { groups: true })
    const entries = chosen ? directory.users.filter((e) => chosen.has(e.externalId)) : directory.users
    await db.update(directoryRuns).set({ total: entries.length }).where(eq(directoryRuns.id, runId))
    const linkedByDn = new Map<string, string>()
    for (const [index, entry] of entries.entries()) {
      const outcome = await upsertEntry(db, companyId, entry)
      if (outcome.kind === 'skipped') skipped.push({ external_id: entry.externalId, reason: outcome.reason })
      else {
        counts[outcome.kind] += 1
        linkedByDn.set(normaliseDn(entry.dn), outcome.userId)
        touched.add(outcome.userId)
      }
      // Progress the admin watches, written every 25 entries.
      if ((index + 1) % 25 === 0) {
        await db
          .update(directoryRuns)
          .set({ processed: index + 1 })
          .where(eq(directoryRuns.id, runId))
      }
    }
    counts.groupChanges = await mapGroups(db, companyId, directory.groups, linkedByDn, kind === 'sync')
    if (kind === 'sync') {
      // Note: an empty answer is far likelier a wrong filter than a company without people.
      if (directory.users.length === 0) throw new AppError(400, 'api.directory.search_failed')
      const present = new Set(directory.users.map((u) => u.externalId))
      const gone = await deactivateGone(db, companyId, present)
      counts.deactivated = gone.length
      for (const id of gone) touched.add(id)
    }
    await db
      .update(directoryRuns)
      .set({ ...counts, processed: entries.length, skipped, status: 'succeeded', finishedAt: new Date() })
      .where(eq(directoryRuns.id, runId))
  } catch (error) {
    const message = error instanceof AppError ? error.messageKey : 'api.errors.internal'
    await db
      .update(directoryRuns)
      .set({ ...counts, skipped, status: 'failed', error: message, finishedAt: new Date() })
      .where(eq(directoryRuns.id, runId))
    throw error
  } finally {
    for (const userId of touched) await ctx.sessionCache.forgetUser(userId)
  }
  const [finished] = await db.select().from(directoryRuns).where(eq(directoryRuns.id, runId))
  return toRun(finished!)
}

type Outcome =
  | { kind: 'created' | 'updated' | 'unchanged'; userId: string }
  | { kind: 'skipped'; reason: string }

/** One entry: its linked user updated (names, e-mail, back from a sync's deactivation), or linked, or made. */
async function upsertEntry(db: Database, companyId: string, entry: DirectoryEntry): Promise<Outcome> {
  const [link] = await db
    .select({ user: users, deactivatedAt: directoryAccounts.deactivatedAt, linkId: directoryAccounts.id })
    .from(directoryAccounts)
    .innerJoin(users, eq(users.id, directoryAccounts.userId))
    .where(
      and(eq(directoryAccounts.companyId, companyId), eq(directoryAccounts.externalId, entry.externalId)),
    )
  const email = entry.email ? normaliseEmail(entry.email) : null
  if (link) {
    const changes: Partial<typeof users.$inferInsert> = {}
    if (entry.firstName && entry.firstName !== link.user.firstName) changes.firstName = entry.firstName
    if (entry.lastName && entry.lastName !== link.user.lastName) changes.lastName = entry.lastName
    if (email && email !== link.user.email) {
      const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email))
      if (!taken) changes.email = email
    }
    const back = link.deactivatedAt !== null && !link.user.isActive
    if (back) changes.isActive = true
    await db
      .update(directoryAccounts)
      .set({ dn: entry.dn, deactivatedAt: null })
      .where(eq(directoryAccounts.id, link.linkId))
    await join(db, companyId, link.user.id, link.user.email)
    if (Object.keys(changes).length === 0) return { kind: 'unchanged', userId: link.user.id }
    const firstName = changes.firstName ?? link.user.firstName
    const lastName = changes.lastName ?? link.user.lastName
    await db
      .update(users)
      .set({ ...changes, name: `${firstName} ${lastName}`.trim(), updatedAt: new Date() })
      .where(eq(users.id, link.user.id))
    return { kind: 'updated', userId: link.user.id }
  }
  if (!email) return { kind: 'skipped', reason: 'api.directory.no_email' }
  const [existing] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sql`lower(trim(${users.email})) = ${email}`)
    .limit(1)
  if (existing) {
    const [other] = await db
      .select({ id: directoryAccounts.id, deactivatedAt: directoryAccounts.deactivatedAt })
      .from(directoryAccounts)
      .where(and(eq(directoryAccounts.companyId, companyId), eq(directoryAccounts.userId, existing.id)))
    if (other && other.deactivatedAt === null) return { kind: 'skipped', reason: 'api.directory.email_taken' }
    if (other) {
      // An entry made again (a new id, the same address) continues the account its old entry had.
      await db
        .update(directoryAccounts)
        .set({ externalId: entry.externalId })
        .where(eq(directoryAccounts.id, other.id))
      return upsertEntry(db, companyId, entry)
    }
  }
  const user =
    existing ??
    (
      await db
        .insert(users)
        .values({
          email,
          // The company's own directory vouches for the address (staff connected it).
          emailVerified: true,
          firstName: entry.firstName,
          lastName: entry.lastName,
          name: `${entry.firstName} ${entry.lastName}`.trim(),
        })
        .returning({ id: users.id, email: users.email })
    )[0]!
  await db
    .insert(directoryAccounts)
    .values({ companyId, userId: user.id, externalId: entry.externalId, dn: entry.dn })
  await join(db, companyId, user.id, user.email)
  return { kind: existing ? 'updated' : 'created', userId: user.id }
}

/** The user is a member of the company (with it active if they had none) and the auto-assign rules apply. */
async function join(db: Database, companyId: string, userId: string, email: string) {
  await db.insert(companyMemberships).values({ companyId, userId }).onConflictDoNothing()
  await db
    .update(users)
    .set({ activeCompanyId: companyId })
    .where(and(eq(users.id, userId), isNull(users.activeCompanyId)))
  await applyAutoAssign(db, { id: userId, email })
}

/**
 * Directory groups map to the company's groups of the same name (case-insensitive). A sync makes the
 * directory users' membership match (adds and removes; members not from the directory are left alone);
 * an import only adds. Answers the number of changes.
 */
async function mapGroups(
  db: Database,
  companyId: string,
  found: DirectoryGroup[],
  linkedByDn: Map<string, string>,
  removeOthers: boolean,
) {
  if (found.length === 0) return 0
  const portalGroups = await db
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(
      and(
        eq(groups.companyId, companyId),
        inArray(
          sql`lower(${groups.name})`,
          found.map((g) => g.name.toLowerCase()),
        ),
      ),
    )
  const directoryUserIds = (
    await db
      .select({ userId: directoryAccounts.userId })
      .from(directoryAccounts)
      .where(eq(directoryAccounts.companyId, companyId))
  ).map((r) => r.userId)
  let changes = 0
  for (const portal of portalGroups) {
    const source = found.find((g) => g.name.toLowerCase() === portal.name.toLowerCase())
    if (!source) continue
    const wanted = new Set(
      [...source.members].map((dn) => linkedByDn.get(dn)).filter((id): id is string => !!id),
    )
    const current = new Set(
      (
        await db
          .select({ userId: groupMembers.userId })
          .from(groupMembers)
          .where(eq(groupMembers.setId, portal.id))
      ).map((r) => r.userId),
    )
    const add = [...wanted].filter((id) => !current.has(id))
    if (add.length > 0) {
      await db
        .insert(groupMembers)
        .values(add.map((userId) => ({ setId: portal.id, userId, companyId })))
        .onConflictDoNothing()
      changes += add.length
    }
    if (removeOthers) {
      const remove = directoryUserIds.filter((id) => current.has(id) && !wanted.has(id))
      if (remove.length > 0) {
        await db
          .delete(groupMembers)
          .where(and(eq(groupMembers.setId, portal.id), inArray(groupMembers.userId, remove)))
        changes += remove.length
      }
    }
  }
  return changes
}

/** Users linked to entries the directory no longer has: deactivated (never deleted), signed out. */
async function deactivateGone(db: Database, companyId: string, present: Set<string>) {
  const links = await db
    .select({ id: directoryAccounts.id, externalId: directoryAccounts.externalId, userId: users.id })
    .from(directoryAccounts)
    .innerJoin(users, eq(users.id, directoryAccounts.userId))
    .where(and(eq(directoryAccounts.companyId, companyId), eq(users.isActive, true)))
  const gone = links.filter((l) => !present.has(l.externalId))
  if (gone.length === 0) return []
  const ids = gone.map((l) => l.userId)
  await db.update(users).set({ isActive: false, updatedAt: new Date() }).where(inArray(users.id, ids))
  await db
    .update(directoryAccounts)
    .set({ deactivatedAt: new Date() })
    .where(
      inArray(
        directoryAccounts.id,
        gone.map((l) => l.id),
      ),
    )
  await db.delete(sessions).where(inArray(sessions.userId, ids))
  return ids
}

/** The scheduled syncs: each active connection whose interval has passed since its last run. */
export async function runScheduledSyncs(ctx: SyncContext, now: Date) {
  const connections = await ctx.db
    .select({ companyId: directoryConnections.companyId, hours: directoryConnections.syncIntervalHours })
    .from(directoryConnections)
    .where(and(eq(directoryConnections.isActive, true), gt(directoryConnections.syncIntervalHours, 0)))
  for (const connection of connections) {
    const [last] = await ctx.db
      .select({ at: sql<Date>`max(${directoryRuns.startedAt})`.mapWith(directoryRuns.startedAt) })
      .from(directoryRuns)
      .where(eq(directoryRuns.companyId, connection.companyId))
    const dueAt = (last?.at?.getTime() ?? 0) + connection.hours * 3_600_000
    if (dueAt <= now.getTime()) await syncDirectory(ctx, connection.companyId).catch(() => undefined)
  }
}
