import type { AssignGroupsInput, Group, GroupInput, GroupListQuery } from '@portal/contracts/groups'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import { AppError } from '../../core/errors.ts'
import { groupMembers, groups } from '../../core/member-sets.tables.ts'
import {
  deleteSet,
  GROUPS,
  getSet,
  listSets,
  type MemberSetOf,
  memberSetFields,
  saveSet,
} from '../../core/member-sets.ts'
import { assertCanManage, assertMembers, scope, type Tenant } from '../../core/tenancy.ts'

const toGroup = (set: MemberSetOf<typeof groups.$inferSelect>): Group => memberSetFields(set)

export async function listGroups(db: Database, tenant: Tenant, query: GroupListQuery) {
  return listSets<Group>(db, GROUPS, tenant, { ...query, memberId: query.member })
}

export async function getGroup(db: Database, tenant: Tenant, id: string) {
  return toGroup(await getSet(db, GROUPS, tenant, id))
}

async function saveGroup(db: Database, tenant: Tenant, id: string | null, input: GroupInput) {
  const values = { name: input.name, description: input.description }
  return getGroup(db, tenant, await saveSet(db, GROUPS, tenant, id, values, input.member_ids))
}

export const createGroup = (db: Database, tenant: Tenant, input: GroupInput) =>
  saveGroup(db, tenant, null, input)

export const updateGroup = (db: Database, tenant: Tenant, id: string, input: GroupInput) =>
  saveGroup(db, tenant, id, input)

export const deleteGroup = (db: Database, tenant: Tenant, id: string) => deleteSet(db, GROUPS, tenant, id)

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
    userIds.map((userId) => ({ setId: groupId, userId, companyId: tenant.companyId })),
  )
  const inserted = await db
    .insert(groupMembers)
    .values(rows)
    .onConflictDoNothing()
    .returning({ userId: groupMembers.userId })
  return { assigned: inserted.length }
}

/** Ids of the groups a user belongs to in the tenant: what restricts services. */
export async function groupIdsOf(db: Database, tenant: Tenant, userId: string) {
  const rows = await db
    .select({ id: groupMembers.setId })
    .from(groupMembers)
    .where(and(eq(groupMembers.companyId, tenant.companyId), eq(groupMembers.userId, userId)))
  return rows.map((r) => r.id)
}
