import type { Team, TeamInput, TeamListQuery } from '@portal/contracts/teams'
import type { Database } from '../../core/db.ts'
import type { teams } from '../../core/member-sets.tables.ts'
import {
  deleteSet,
  getSet,
  listSets,
  type MemberSetOf,
  memberSetFields,
  saveSet,
  TEAMS,
} from '../../core/member-sets.ts'
import type { Tenant } from '../../core/tenancy.ts'

/** A team is a member set with a lead, who is one of its members. */
const toTeam = (set: MemberSetOf<typeof teams.$inferSelect>): Team => ({
  ...memberSetFields(set),
  lead: set.members.find((p) => p.id === set.row.leadId) ?? null,
})

export async function listTeams(db: Database, tenant: Tenant, query: TeamListQuery) {
  const memberId = query.member === 'me' ? tenant.principal.userId : query.member
  return listSets<Team>(db, TEAMS, tenant, { ...query, memberId })
}

export async function getTeam(db: Database, tenant: Tenant, id: string) {
  return toTeam(await getSet(db, TEAMS, tenant, id))
}

/** Creates (`id` null) or replaces a team; the lead is always a member. */
async function saveTeam(db: Database, tenant: Tenant, id: string | null, input: TeamInput) {
  const members = [...input.member_ids, ...(input.lead_id ? [input.lead_id] : [])]
  const values = { name: input.name, description: input.description, leadId: input.lead_id }
  return getTeam(db, tenant, await saveSet(db, TEAMS, tenant, id, values, members))
}

export const createTeam = (db: Database, tenant: Tenant, input: TeamInput) =>
  saveTeam(db, tenant, null, input)

export const updateTeam = (db: Database, tenant: Tenant, id: string, input: TeamInput) =>
  saveTeam(db, tenant, id, input)

export const deleteTeam = (db: Database, tenant: Tenant, id: string) => deleteSet(db, TEAMS, tenant, id)
