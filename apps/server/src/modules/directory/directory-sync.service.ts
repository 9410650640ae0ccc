import { normaliseEmail } from '@portal/contracts/auto-assign'
import type { DirectoryUser } from '@portal/contracts/directory'
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm'
import { type Database, isUniqueViolation } from '../../core/db.ts'
import { AppError } from '../../core/errors.ts'
import { companyMemberships, sessions, users } from '../../core/identity.tables.ts'
import { groupMembers, groups } from '../../core/member-sets.tables.ts'
import type { SecretBox } from '../../core/secret-box.ts'
import type { SessionCache } from '../../core/session-cache.ts'
import { applyAutoAssign } from '../accounts/apply-auto-assign.ts'
import { directoryAccounts, directoryConnections, directoryRuns } from './directory.tables.ts'
import { connectionRow, settingsOf, toRun } from './directory-connections.service.ts'
import {
  type DirectoryEntry,
  type DirectoryGroup,
  type DirectorySettings,
  normaliseDn,
  readDirectory,
} from './ldap-directory.ts'

export interface SyncContext {
  db: Database
  box: SecretBox
  sessionCache: SessionCache
}

/** A running run's process touches its heartbeat this often; one silent for STALE_AFTER died. */
const HEARTBEAT_MS = 15_000
const STALE_AFTER = sql`interval '2 minutes'`

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

/** Imports the chosen entries (created or linked, their groups added), answering when done. */
export async function importDirectoryUsers(ctx: SyncContext, companyId: string, externalIds: string[]) {
  const claimed = await claim(ctx, companyId, 'import')
  return work(ctx, claimed, new Set(externalIds), new AbortController().signal)
}

/**
 * Runs that a process died in the middle of (no heartbeat for a while) are marked failed, so they
 * keep their report and no longer block a new run. Of one company, or of all.
 */
export async function failInterrupted(db: Database, companyId?: string) {
  await db
    .update(directoryRuns)
    .set({ status: 'failed', error: 'api.directory.interrupted', finishedAt: sql`now()` })
    .where(
      and(
        eq(directoryRuns.status, 'running'),
        lt(directoryRuns.heartbeatAt, sql`now() - ${STALE_AFTER}`),
        companyId ? eq(directoryRuns.companyId, companyId) : undefined,
      ),
    )
}

type Claimed = { runId: string; companyId: string; kind: 'sync' | 'import'; settings: DirectorySettings }

/** Writes the running run, the company's only one (a second is a 409), after the settings check out. */
async function claim(ctx: SyncContext, companyId: string, kind: 'sync' | 'import'): Promise<Claimed> {
  const settings = settingsOf(ctx.box, await connectionRow(ctx.db, companyId))
  await failInterrupted(ctx.db, companyId)
  try {
    const [started] = await ctx.db.insert(directoryRuns).values({ companyId, kind }).returning()
    return { runId: started!.id, companyId, kind, settings }
  } catch (error) {
    // The partial unique index allows one running run per company, across processes.
    if (isUniqueViolation(error)) throw new AppError(409, 'api.directory.running')
    throw error
  }
}

/**
 * Directory syncs run in the background of the process that starts them: `start` answers the running
 * run at once; `stop` (the app's preClose) interrupts the runs under way, which end as failed with
 * their report so far. A process that dies without stopping leaves runs whose heartbeat stops, which
 * `failInterrupted` marks failed.
 */
export class DirectoryRunner {
  private readonly underWay = new Set<Promise<unknown>>()
  private readonly stopping = new AbortController()

  constructor(readonly ctx: SyncContext) {}

  /** Starts a full sync; `done` settles with the finished run (failed runs too: it never rejects). */
  async start(companyId: string) {
    if (this.stopping.signal.aborted) throw new AppError(503, 'api.directory.interrupted')
    const claimed = await claim(this.ctx, companyId, 'sync')
    const [row] = await this.ctx.db.select().from(directoryRuns).where(eq(directoryRuns.id, claimed.runId))
    const done = work(this.ctx, claimed, null, this.stopping.signal)
      .catch(() => undefined)
      .then(() => readRun(this.ctx.db, claimed.runId))
    this.underWay.add(done)
    void done.finally(() => this.underWay.delete(done))
    return { run: toRun(row!), done }
  }

  async stop() {
    this.stopping.abort()
    await Promise.allSettled([...this.underWay])
  }
}

async function readRun(db: Database, runId: string) {
  const [row] = await db.select().from(directoryRuns).where(eq(directoryRuns.id, runId))
  return toRun(row!)
}

type Counts = {
  created: number
  updated: number
  deactivated: number
  unchanged: number
  groupChanges: number
}

async function work(ctx: SyncContext, claimed: Claimed, chosen: Set<string> | null, signal: AbortSignal) {
  const { db } = ctx
  const { runId, companyId, kind, settings } = claimed
  const counts: Counts = { created: 0, updated: 0, deactivated: 0, unchanged: 0, groupChanges: 0 }
  const skipped: { external_id: string; reason: string }[] = []
  const touched = new Set<string>()
  const heartbeat = setInterval(() => {
    db.update(directoryRuns)
      .set({ heartbeatAt: sql`now()` })
      .where(eq(directoryRuns.id, runId))
      .catch(() => undefined)
  }, HEARTBEAT_MS)
  heartbeat.unref()
  const interrupted = () => {
    if (signal.aborted) throw new AppError(503, 'api.directory.interrupted')
  }
  try {
    const directory = await readDirectory(settings, { groups: true })
    interrupted()
    const entries = chosen ? directory.users.filter((e) => chosen.has(e.externalId)) : directory.users
    // Note: an empty answer is far likelier a wrong filter than a company without people.
    if (kind === 'sync' && directory.users.length === 0)
      throw new AppError(400, 'api.directory.search_failed')
    await db
      .update(directoryRuns)
      .set({ total: entries.length, heartbeatAt: sql`now()` })
      .where(eq(directoryRuns.id, runId))
    const linkedByDn = new Map<string, string>()
    for (const [index, entry] of entries.entries()) {
      interrupted()
      const outcome = await upsertEntry(db, companyId, entry)
      if (outcome.kind === 'skipped') skipped.push({ external_id: entry.externalId, reason: outcome.reason })
      else {
        counts[outcome.kind] += 1
        linkedByDn.set(normaliseDn(entry.dn), outcome.userId)
        touched.add(outcome.userId)
      }
      // Progress the admin watches, written every 10 entries.
      if ((index + 1) % 10 === 0) {
        await db
          .update(directoryRuns)
          .set({ ...counts, processed: index + 1, heartbeatAt: sql`now()` })
          .where(eq(directoryRuns.id, runId))
      }
    }
    interrupted()
    counts.groupChanges = await mapGroups(db, companyId, directory.groups, linkedByDn, kind === 'sync')
    if (kind === 'sync') {
      const present = new Set(directory.users.map((u) => u.externalId))
      const gone = await removeGone(db, companyId, present)
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
    clearInterval(heartbeat)
    for (const userId of touched) await ctx.sessionCache.forgetUser(userId)
  }
  return readRun(db, runId)
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

/**
 * People whose entry is gone from this company's directory leave this company: its membership and its
 * groups. Only those who then belong to no company are deactivated (never deleted) and signed out; the
 * others keep their account for their other companies (the one they work in moves to one of those).
 * Staff accounts are never deactivated by a client's directory. Answers the users who left.
 */
async function removeGone(db: Database, companyId: string, present: Set<string>) {
  const links = await db
    .select({ id: directoryAccounts.id, externalId: directoryAccounts.externalId, userId: users.id })
    .from(directoryAccounts)
    .innerJoin(users, eq(users.id, directoryAccounts.userId))
    .where(and(eq(directoryAccounts.companyId, companyId), isNull(directoryAccounts.deactivatedAt)))
  const gone = links.filter((l) => !present.has(l.externalId))
  if (gone.length === 0) return []
  const ids = gone.map((l) => l.userId)
  await db
    .delete(companyMemberships)
    .where(and(eq(companyMemberships.companyId, companyId), inArray(companyMemberships.userId, ids)))
  await db
    .delete(groupMembers)
    .where(and(eq(groupMembers.companyId, companyId), inArray(groupMembers.userId, ids)))
  await db
    .update(directoryAccounts)
    .set({ deactivatedAt: new Date() })
    .where(
      inArray(
        directoryAccounts.id,
        gone.map((l) => l.id),
      ),
    )
  const elsewhere = await db
    .select({
      userId: companyMemberships.userId,
      companyId: sql<string>`min(${companyMemberships.companyId}::text)`,
    })
    .from(companyMemberships)
    .where(inArray(companyMemberships.userId, ids))
    .groupBy(companyMemberships.userId)
  const otherCompany = new Map(elsewhere.map((r) => [r.userId, r.companyId]))
  for (const [userId, other] of otherCompany) {
    await db
      .update(users)
      .set({ activeCompanyId: other, updatedAt: new Date() })
      .where(and(eq(users.id, userId), eq(users.activeCompanyId, companyId)))
  }
  const alone = ids.filter((id) => !otherCompany.has(id))
  if (alone.length > 0) {
    const deactivated = await db
      .update(users)
      .set({ isActive: false, activeCompanyId: null, updatedAt: new Date() })
      .where(and(inArray(users.id, alone), eq(users.role, 0), eq(users.isSuperuser, false)))
      .returning({ id: users.id })
    if (deactivated.length > 0)
      await db.delete(sessions).where(
        inArray(
          sessions.userId,
          deactivated.map((u) => u.id),
        ),
      )
  }
  return ids
}

/** The scheduled syncs: each active connection whose interval has passed since its last run. */
export async function runScheduledSyncs(runner: DirectoryRunner, now: Date) {
  const { ctx } = runner
  await failInterrupted(ctx.db)
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
    if (dueAt > now.getTime()) continue
    // The same path as the button: a run row, in the background; the job waits for it to end.
    const started = await runner.start(connection.companyId).catch(() => null)
    await started?.done
  }
}
