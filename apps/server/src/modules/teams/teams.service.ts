import type { Team, TeamInput, TeamListQuery } from '@portal/contracts/teams'
import { asc, count, eq, ilike, inArray, sql } from 'drizzle-orm'
import { type Database, refuseDuplicate } from '../../core/db.ts'
import { notFound } from '../../core/errors.ts'
import { pageWindow } from '../../core/pagination.ts'
import { peopleOf } from '../../core/people.ts'
import { containsPattern } from '../../core/search.ts'
import { assertCanManage, assertMembers, scope, type Tenant } from '../../core/tenancy.ts'
import { teamMembers, teams } from './teams.tables.ts'

const MEMBERS = { table: teamMembers, ownerId: teamMembers.teamId, userId: teamMembers.userId }

export async function listTeams(db: Database, tenant: Tenant, query: TeamListQuery) {
  const where = scope(teams, tenant).where(
    query.search ? ilike(teams.name, containsPattern(query.search)) : undefined,
    query.member
      ? inArray(
          teams.id,
          sql`(select ${teamMembers.teamId} from ${teamMembers} where ${teamMembers.userId} = ${query.member === 'me' ? tenant.principal.userId : query.member})`,
        )
      : undefined,
  )
  const [total] = await db.select({ n: count() }).from(teams).where(where)
  const { limit, offset } = pageWindow(query)
  const rows = await db
    .select()
    .from(teams)
    .where(where)
    .orderBy(asc(teams.name), asc(teams.id))
    .limit(limit)
    .offset(offset)
  return { count: total?.n ?? 0, results: await toTeams(db, rows) }
}

export async function getTeam(db: Database, tenant: Tenant, id: string) {
  const [row] = await db.select().from(teams).where(scope(teams, tenant).byId(id))
  if (!row) throw notFound()
  const [team] = await toTeams(db, [row])
  return team!
}

export async function createTeam(db: Database, tenant: Tenant, input: TeamInput) {
  assertCanManage(tenant)
  const members = memberIds(input)
  await assertMembers(db, tenant, 'member_ids', members)
  const id = await refuseDuplicate('name', () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(teams)
        .values(
          scope(teams, tenant).row({
            name: input.name,
            description: input.description,
            leadId: input.lead_id,
          }),
        )
        .returning({ id: teams.id })
      await setMembers(tx, tenant, row!.id, members)
      return row!.id
    }),
  )
  return getTeam(db, tenant, id)
}

export async function updateTeam(db: Database, tenant: Tenant, id: string, input: TeamInput) {
  assertCanManage(tenant)
  const members = memberIds(input)
  await assertMembers(db, tenant, 'member_ids', members)
  await refuseDuplicate('name', () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(teams)
        .set({
          name: input.name,
          description: input.description,
          leadId: input.lead_id,
          updatedAt: new Date(),
        })
        .where(scope(teams, tenant).byId(id))
        .returning({ id: teams.id })
      if (!row) throw notFound()
      await setMembers(tx, tenant, id, members)
    }),
  )
  return getTeam(db, tenant, id)
}

export async function deleteTeam(db: Database, tenant: Tenant, id: string) {
  assertCanManage(tenant)
  const [row] = await db.delete(teams).where(scope(teams, tenant).byId(id)).returning({ id: teams.id })
  if (!row) throw notFound()
}

/** The lead is always a member. */
const memberIds = (input: TeamInput) => [
  ...new Set([...input.member_ids, ...(input.lead_id ? [input.lead_id] : [])]),
]

async function setMembers(tx: Database, tenant: Tenant, teamId: string, userIds: string[]) {
  await tx.delete(teamMembers).where(eq(teamMembers.teamId, teamId))
  if (userIds.length === 0) return
  await tx
    .insert(teamMembers)
    .values(userIds.map((userId) => ({ teamId, userId, companyId: tenant.companyId })))
}

async function toTeams(db: Database, rows: (typeof teams.$inferSelect)[]): Promise<Team[]> {
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
      lead: people.find((p) => p.id === row.leadId) ?? null,
      members: people,
      member_count: people.length,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    }
  })
}
