import type { KeyBetween } from '@portal/i18n/text-keys'
import { sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '../../core/db.ts'
import { AppError, notFound } from '../../core/errors.ts'
import { teams } from '../../core/member-sets.tables.ts'
import { scope, type Tenant } from '../../core/tenancy.ts'
import { okrObjectiveAlignments } from './objectives.tables.ts'
import { inIds, rowsOf } from './sql-rows.ts'

/** A 400 with one field message (`api.fields.<key>`), as the web shows it next to the field. */
export const fieldError = (field: string, key: KeyBetween<'api.fields.'>) =>
  new AppError(400, 'api.errors.validation', { fields: { [field]: [{ key: `api.fields.${key}` }] } })

/** The team must be one of the tenant's. */
export async function assertTeam(db: Database, tenant: Tenant, teamId: string | null, field = 'team_id') {
  if (!teamId) return
  const [row] = await db.select({ id: teams.id }).from(teams).where(scope(teams, tenant).byId(teamId))
  if (!row) throw fieldError(field, 'not_in_company')
}

type TenantTable = PgTable & { id: PgColumn; companyId: PgColumn }

/** Every id must name a row of the tenant's in `table` (objectives, key results, projects). */
export async function assertFound(
  db: Database,
  tenant: Tenant,
  table: TenantTable,
  ids: string[],
  field: string,
) {
  const wanted = [...new Set(ids)]
  if (wanted.length === 0) return
  const found = await db.select({ id: table.id }).from(table).where(scope(table, tenant).byIds(wanted))
  if (found.length !== wanted.length) throw fieldError(field, 'not_in_company')
}

/** The objective and every objective aligned below it, directly or not. */
export async function selfAndDescendants(db: Database, objectiveId: string): Promise<Set<string>> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`with recursive down(id) as (
      select ${objectiveId}::uuid
      union
      select ${okrObjectiveAlignments.childId} from ${okrObjectiveAlignments}
      join down on ${okrObjectiveAlignments.parentId} = down.id
    ) select id::text as id from down`,
  )
  return new Set(rows.map((row) => row.id))
}

/** Aligning `objectiveId` to `parentIds` must not close a loop. */
export async function assertNoCycle(
  db: Database,
  objectiveId: string,
  parentIds: string[],
  field = 'parent_ids',
) {
  if (parentIds.length === 0) return
  const below = await selfAndDescendants(db, objectiveId)
  if (parentIds.some((id) => below.has(id))) throw fieldError(field, 'okr_cycle')
}

/** The parents of objectives, as a map child → parent ids. */
export async function parentIdsOf(db: Database, objectiveIds: string[]) {
  const byChild = new Map<string, string[]>(objectiveIds.map((id) => [id, []]))
  if (objectiveIds.length === 0) return byChild
  const rows = await db
    .select({ childId: okrObjectiveAlignments.childId, parentId: okrObjectiveAlignments.parentId })
    .from(okrObjectiveAlignments)
    .where(inIds(okrObjectiveAlignments.childId, objectiveIds))
  for (const row of rows) byChild.get(row.childId)?.push(row.parentId)
  return byChild
}

/** Ids in a stable order without repeats: how snapshots keep lists, so only real changes are logged. */
export const sorted = (ids: string[]) => [...new Set(ids)].sort()

/** A team named in a path or filter body: another company's is not found. */
export async function findTeam(db: Database, tenant: Tenant, teamId: string) {
  const [row] = await db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(scope(teams, tenant).byId(teamId))
  if (!row) throw notFound()
  return row
}
