import type {
  SavedView,
  SavedViewInput,
  SavedViewListQuery,
  SavedViewPatch,
  SavedViewType,
} from '@portal/contracts/okr-saved-views'
import type { TableGroupBy } from '@portal/contracts/okr-table'
import { asc, count, desc, eq, or, type SQL, sql } from 'drizzle-orm'
import { type Database, refuseDuplicate } from '../../core/db.ts'
import { notFound } from '../../core/errors.ts'
import { users } from '../../core/identity.tables.ts'
import { pageWindow } from '../../core/pagination.ts'
import { personColumns } from '../../core/people.ts'
import { scope, type Tenant } from '../../core/tenancy.ts'
import { assertMay } from './okr-access.ts'
import { okrSavedViews } from './saved-views.tables.ts'

type SavedViewRow = typeof okrSavedViews.$inferSelect

/** One's own views and the company's shared ones: nobody else's private view is ever visible. */
const visibleTo = (tenant: Tenant) =>
  or(eq(okrSavedViews.ownerId, tenant.principal.userId), eq(okrSavedViews.isShared, true))

/** The owner changes a view; company admins and staff may also tidy up shared ones. */
const canEdit = (tenant: Tenant, row: SavedViewRow) =>
  row.ownerId === tenant.principal.userId || (row.isShared && tenant.canManage)

export async function listSavedViews(db: Database, tenant: Tenant, query: SavedViewListQuery) {
  const where = scope(okrSavedViews, tenant).where(
    visibleTo(tenant),
    query.view_type ? eq(okrSavedViews.viewType, query.view_type) : undefined,
  )
  const [total] = await db.select({ n: count() }).from(okrSavedViews).where(where)
  const own = sql`${okrSavedViews.ownerId} = ${tenant.principal.userId}`
  const order = [desc(own), asc(sql`lower(${okrSavedViews.name})`), asc(okrSavedViews.id)]
  const results = await selectViews(db, tenant, where, order, pageWindow(query))
  return { count: total?.n ?? 0, results }
}

async function selectViews(
  db: Database,
  tenant: Tenant,
  where: SQL,
  orderBy: SQL[],
  window: { limit: number; offset: number },
): Promise<SavedView[]> {
  const rows = await db
    .select({ row: okrSavedViews, owner: personColumns })
    .from(okrSavedViews)
    .leftJoin(users, eq(users.id, okrSavedViews.ownerId))
    .where(where)
    .orderBy(...orderBy)
    .limit(window.limit)
    .offset(window.offset)
  return rows.map(({ row, owner }) => ({
    id: row.id,
    name: row.name,
    view_type: row.viewType as SavedViewType,
    filters: row.filters,
    columns: row.columns,
    sort: row.sort ?? null,
    group_by: row.groupBy as TableGroupBy,
    is_shared: row.isShared,
    owner,
    is_own: row.ownerId === tenant.principal.userId,
    can_edit: canEdit(tenant, row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }))
}

async function getSavedView(db: Database, tenant: Tenant, id: string) {
  const where = scope(okrSavedViews, tenant).where(visibleTo(tenant), eq(okrSavedViews.id, id))
  const [view] = await selectViews(db, tenant, where, [], { limit: 1, offset: 0 })
  if (!view) throw notFound()
  return view
}

/** A view the caller can see (else 404) and may change (else 403). */
async function editableView(db: Database, tenant: Tenant, id: string) {
  const [row] = await db
    .select()
    .from(okrSavedViews)
    .where(scope(okrSavedViews, tenant).where(visibleTo(tenant), eq(okrSavedViews.id, id)))
  if (!row) throw notFound()
  assertMay(canEdit(tenant, row))
  return row
}

export async function createSavedView(db: Database, tenant: Tenant, input: SavedViewInput) {
  const [row] = await refuseDuplicate('name', () =>
    db
      .insert(okrSavedViews)
      .values(
        scope(okrSavedViews, tenant).row({
          ownerId: tenant.principal.userId,
          name: input.name,
          viewType: input.view_type,
          filters: input.filters,
          columns: input.columns,
          sort: input.sort,
          groupBy: input.group_by,
          isShared: input.is_shared,
        }),
      )
      .returning({ id: okrSavedViews.id }),
  )
  return getSavedView(db, tenant, row!.id)
}

export async function updateSavedView(db: Database, tenant: Tenant, id: string, patch: SavedViewPatch) {
  await editableView(db, tenant, id)
  await refuseDuplicate('name', () =>
    db
      .update(okrSavedViews)
      .set({
        name: patch.name,
        viewType: patch.view_type,
        filters: patch.filters,
        columns: patch.columns,
        sort: patch.sort,
        groupBy: patch.group_by,
        isShared: patch.is_shared,
        updatedAt: new Date(),
      })
      .where(scope(okrSavedViews, tenant).byId(id)),
  )
  return getSavedView(db, tenant, id)
}

export async function deleteSavedView(db: Database, tenant: Tenant, id: string) {
  await editableView(db, tenant, id)
  await db.delete(okrSavedViews).where(scope(okrSavedViews, tenant).byId(id))
}
