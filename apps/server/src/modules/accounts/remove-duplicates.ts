import type { DuplicatesPlan } from '@portal/contracts/users'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import { companyMemberships, sessions, users } from '../../core/identity.tables.ts'
import { groupMembers, teamMembers, teams } from '../../core/member-sets.tables.ts'
import { recordAccountEvents } from './account-events.ts'
import { membershipsOf, normalizedEmailColumn, rankOf, type UserManager } from './user-access.ts'
import type { UsersDeps } from './users.deps.ts'

type Account = typeof users.$inferSelect

/**
 * Active accounts whose e-mails are equal ignoring case and surrounding spaces (left by legacy imports).
 * The oldest of each set is kept and takes the others' company, team and group memberships (a company
 * admin flag wins); it gets the clean e-mail, and the others are deactivated. Sets that include an admin
 * or superuser need a superuser. Without `apply` this only answers the plan.
 */
export async function removeDuplicates(
  deps: UsersDeps,
  manager: UserManager,
  apply: boolean,
): Promise<DuplicatesPlan> {
  const { db } = deps
  const sets = await duplicateSets(db, manager)
  const companies = await membershipsOf(
    db,
    sets.flatMap((set) => set.map((a) => a.id)),
  )
  const describe = (account: Account) => ({
    id: account.id,
    email: account.email,
    first_name: account.firstName,
    last_name: account.lastName,
    created_at: account.createdAt.toISOString(),
    companies: (companies.get(account.id) ?? []).map((m) => m.companyName),
  })
  const groups = sets.map(([keep, ...merge]) => ({
    email: keep!.email.trim().toLowerCase(),
    keep: describe(keep!),
    merge: merge.map(describe),
  }))
  if (!apply || sets.length === 0) return { applied: false, groups }

  await db.transaction(async (tx) => {
    for (const [keep, ...merge] of sets) await mergeInto(tx, keep!, merge)
  })
  for (const account of sets.flat()) await deps.sessionCache.forgetUser(account.id)
  await recordAccountEvents(
    db,
    manager.principal,
    groups.map((group) => ({
      action: 'duplicates_merged',
      target: { id: group.keep.id, email: group.email },
      details: {
        kept: group.keep.email,
        merged: group.merge.map((m) => ({ id: m.id, email: m.email })),
      },
    })),
  )
  return { applied: true, groups }
}

/** Sets of two or more active accounts with the same e-mail, each oldest first. */
async function duplicateSets(db: Database, manager: UserManager) {
  const repeated = db
    .select({ email: normalizedEmailColumn })
    .from(users)
    .where(eq(users.isActive, true))
    .groupBy(normalizedEmailColumn)
    .having(sql`count(*) > 1`)
  const accounts = await db
    .select()
    .from(users)
    .where(and(eq(users.isActive, true), inArray(normalizedEmailColumn, repeated)))
    .orderBy(asc(users.createdAt), asc(users.id))
  const byEmail = new Map<string, Account[]>()
  for (const account of accounts) {
    const key = account.email.trim().toLowerCase()
    byEmail.set(key, [...(byEmail.get(key) ?? []), account])
  }
  // Note: an admin never changes a superuser or another admin; such sets wait for a superuser.
  return [...byEmail.values()].filter(
    (set) => manager.principal.isSuperuser || set.every((account) => rankOf(account) === 0),
  )
}

async function mergeInto(tx: Database, keep: Account, merge: Account[]) {
  const email = keep.email.trim().toLowerCase()
  for (const duplicate of merge) {
    const memberships = await tx
      .select()
      .from(companyMemberships)
      .where(eq(companyMemberships.userId, duplicate.id))
    if (memberships.length) {
      await tx
        .insert(companyMemberships)
        .values(memberships.map((m) => ({ ...m, userId: keep.id })))
        .onConflictDoUpdate({
          target: [companyMemberships.companyId, companyMemberships.userId],
          set: { isCompanyAdmin: sql`${companyMemberships.isCompanyAdmin} or excluded.is_company_admin` },
        })
    }
    const inGroups = await tx.select().from(groupMembers).where(eq(groupMembers.userId, duplicate.id))
    if (inGroups.length) {
      await tx
        .insert(groupMembers)
        .values(inGroups.map((g) => ({ ...g, userId: keep.id })))
        .onConflictDoNothing()
    }
    const inTeams = await tx.select().from(teamMembers).where(eq(teamMembers.userId, duplicate.id))
    if (inTeams.length) {
      await tx
        .insert(teamMembers)
        .values(inTeams.map((m) => ({ ...m, userId: keep.id })))
        .onConflictDoNothing()
    }
    await tx.update(teams).set({ leadId: keep.id }).where(eq(teams.leadId, duplicate.id))
    // The clean e-mail goes to the kept account; a duplicate holding it gives it up.
    const freed = duplicate.email === email ? `${email}.merged-${duplicate.id.slice(0, 8)}` : duplicate.email
    await tx
      .update(users)
      .set({ isActive: false, email: freed, updatedAt: new Date() })
      .where(eq(users.id, duplicate.id))
    await tx.delete(sessions).where(eq(sessions.userId, duplicate.id))
  }
  await tx
    .update(users)
    .set({
      email,
      activeCompanyId:
        keep.activeCompanyId ??
        sql`(select ${companyMemberships.companyId} from ${companyMemberships} where ${companyMemberships.userId} = ${keep.id} order by ${companyMemberships.createdAt} limit 1)`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, keep.id))
}
