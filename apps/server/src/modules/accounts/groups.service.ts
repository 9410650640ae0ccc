import type { AssignGroupsInput, Group, GroupInput, GroupListQuery } from '@portal/contracts/groups'
import { and, asc, count, eq, ilike, inArray, sql } from 'drizzle-orm'
import { type Database, refuseDuplicate } from '../../core/db.ts'
import { AppError, notFound } from '../../core/errors.ts'
import { pageWindow } from '../../core/pagination.ts'
import { peopleOf } from '../../core/people.ts'
import { containsPattern } from '../../core/search.ts'
import { assertCanManage, assertMembers, scope, type Tenant } from '../../core/tenancy.ts'
import { groupMembers, groups } from './groups.tables.ts'

const MEMBERS = { table: groupMembers, ownerId: groupMembers.groupId, userId: groupMembers.userId }

export async function listGroups(db: Database, tenant: Tenant, query: GroupListQuery) {
  const where = scope(groups, tenant).where(
    query.search ? ilike(groups.name, containsPattern(query.search)) : undefined,
    query.member
      ? inArray(
          groups.id,
          sql`(select ${groupMembers.groupId} from ${groupMembers} where ${groupMembers.userId} = ${query.member})`,
        )
      : undefined,
  )
  const [total] = await db.select({ n: count() }).from(groups).where(where)
  const { limit, offset } = pageWindow(query)
  const rows = await db
    .select()
    .from(groups)
    .where(where)
    .orderBy(asc(groups.name), asc(groups.id))
    .limit(limit)
    .offset(offset)
  return { count: total?.n ?? 0, results: await toGroups(db, rows) }
}

export async function getGroup(db: Database, tenant: Tenant, id: string) {
  const [row] = await db.select().from(groups).where(scope(groups, tenant).byId(id))
  if (!row) throw notFound()
  const [group] = await toGroups(db, [row])
  return group!
}

export async function createGroup(db: Database, tenant: Tenant, input: GroupInput) {
  assertCanManage(tenant)
  await assertMembers(db, tenant, 'member_ids', input.member_ids)
  const id = await refuseDuplicate('name', () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(groups)
        .values(scope(groups, tenant).row({ name: input.name, description: input.description }))
        .returning({ id: groups.id })
      await setMembers(tx, tenant, row!.id, input.member_ids)
      return row!.id
    }),
  )
  return getGroup(db, tenant, id)
}

export async function updateGroup(db: Database, tenant: Tenant, id: string, input: GroupInput) {
  assertCanManage(tenant)
  await assertMembers(db, tenant, 'member_ids', input.member_ids)
  await refuseDuplicate('name', () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(groups)
        .set({ name: input.name, description: input.description, updatedAt: new Date() })
        .where(scope(groups, tenant).byId(id))
        .returning({ id: groups.id })
      if (!row) throw notFound()
      await setMembers(tx, tenant, id, input.member_ids)
    }),
  )
  return getGroup(db, tenant, id)
}

export async function deleteGroup(db: Database, tenant: Tenant, id: string) {
  assertCanManage(tenant)
  const [row] = await db.delete(groups).where(scope(groups, tenant).byId(id)).returning({ id: groups.id })
  if (!row) throw notFound()
}

/**
 * Adds every user to every group; memberships that exist stay. All ids must be the tenant's (else a
 * field error and nothing is written). Answers how many memberships are new.
 */
export async function assignGroups(db: Database, tenant: Tenant, input: AssignGroupsInput) {
  assertCanManage(tenant)
  const groupIds = [...new Set(input.group_ids)]
  const userIds = [...new Set(input.user_ids)]
  const found = await db.select({ id: groups.id }).from(groups).where(scope(groups, tenant).byIds(groupIds))
  if (found.length !== groupIds.length) {
    throw new AppError(400, 'api.errors.validation', {
      fields: { group_ids: [{ key: 'api.fields.invalid' }] },
    })
  }
  await assertMembers(db, tenant, 'user_ids', userIds)
  const rows = groupIds.flatMap((groupId) =>
    userIds.map((userId) => ({ groupId, userId, companyId: tenant.companyId })),
  )
  const inserted = await db
    .insert(groupMembers)
    .values(rows)
    .onConflictDoNothing()
    .returning({ groupId: groupMembers.groupId })
  return { assigned: inserted.length }
}

async function setMembers(tx: Database, tenant: Tenant, groupId: string, userIds: string[]) {
  await tx.delete(groupMembers).where(eq(groupMembers.groupId, groupId))
  const unique = [...new Set(userIds)]
  if (unique.length === 0) return
  await tx
    .insert(groupMembers)
    .values(unique.map((userId) => ({ groupId, userId, companyId: tenant.companyId })))
}

/** Ids of the groups a user belongs to in the tenant: what restricts services. */
export async function groupIdsOf(db: Database, tenant: Tenant, userId: string) {
  const rows = await db
    .select({ id: groupMembers.groupId })
    .from(groupMembers)
    .where(and(eq(groupMembers.companyId, tenant.companyId), eq(groupMembers.userId, userId)))
  return rows.map((r) => r.id)
}

async function toGroups(db: Database, rows: (typeof groups.$inferSelect)[]): Promise<Group[]> {
  const members = await peopleOf(
    db,
    MEMBERS,
    rows.map((r) => r.id),
  )
  return rows.map((row) => {
    const people = members.get(row.id) ?? []
    return {
      id: row.id,
      company: row.companyId,
      name: row.name,
      description: row.description,
      members: people,
      member_count: people.length,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    }
  })
}
