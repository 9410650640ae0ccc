import {
  type Scene,
  type SceneListQuery,
  type SceneSharing,
  WHITEBOARD_UNDO_DAYS,
} from '@portal/contracts/whiteboard'
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import { AppError, notFound } from '../../core/errors.ts'
import { users } from '../../core/identity.tables.ts'
import { pageWindow } from '../../core/pagination.ts'
import { personColumns } from '../../core/people.ts'
import { containsPattern } from '../../core/search.ts'
import { scope, type Tenant } from '../../core/tenancy.ts'
import {
  whiteboardCurrentScenes,
  whiteboardElements,
  whiteboardFiles,
  whiteboardScenes,
} from './whiteboard.tables.ts'

const DAY_MS = 86_400_000

/** What a caller may do with a scene they can open. */
export interface SceneAccess {
  row: typeof whiteboardScenes.$inferSelect
  canEdit: boolean
  isOwner: boolean
}

/** Scenes the tenant's caller may open: their own and those shared with the company. */
const visible = (tenant: Tenant): SQL =>
  or(eq(whiteboardScenes.ownerId, tenant.principal.userId), ne(whiteboardScenes.sharing, 'private')) as SQL

const sceneColumns = {
  id: whiteboardScenes.id,
  title: whiteboardScenes.title,
  sharing: whiteboardScenes.sharing,
  version: whiteboardScenes.version,
  elementCount: whiteboardScenes.elementCount,
  hasThumbnail: sql<boolean>`${whiteboardScenes.thumbnail} is not null`,
  ownerId: whiteboardScenes.ownerId,
  createdAt: whiteboardScenes.createdAt,
  updatedAt: whiteboardScenes.updatedAt,
  deletedAt: whiteboardScenes.deletedAt,
  owner: personColumns,
}
const canEditRow = (tenant: Tenant, row: { ownerId: string; sharing: SceneSharing }) =>
  row.ownerId === tenant.principal.userId || row.sharing === 'edit'

function toScene(tenant: Tenant, row: SceneRow): Scene {
  return {
    id: row.id,
    title: row.title,
    owner: row.owner,
    sharing: row.sharing,
    version: row.version,
    element_count: row.elementCount,
    // The version in the address lets the browser keep a picture until the scene changes.
    thumbnail_url: row.hasThumbnail
      ? `/api/v1/whiteboard/scenes/${row.id}/thumbnail/?v=${row.updatedAt.getTime()}`
      : null,
    can_edit: canEditRow(tenant, row),
    is_owner: row.ownerId === tenant.principal.userId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    deleted_at: row.deletedAt?.toISOString() ?? null,
  }
}

function selectScenes(db: Database) {
  return db
    .select(sceneColumns)
    .from(whiteboardScenes)
    .innerJoin(users, eq(users.id, whiteboardScenes.ownerId))
}
/** A scene as `selectScenes` reads it. */
type SceneRow = Awaited<ReturnType<ReturnType<typeof selectScenes>['execute']>>[number]

async function sceneById(db: Database, tenant: Tenant, id: string, deleted = false): Promise<Scene> {
  const [row] = await selectScenes(db).where(
    scope(whiteboardScenes, tenant).where(
      eq(whiteboardScenes.id, id),
      visible(tenant),
      deleted ? undefined : isNull(whiteboardScenes.deletedAt),
    ),
  )
  if (!row) throw notFound()
  return toScene(tenant, row)
}

/**
 * The scene if the caller may open it (else a 404, as for a scene that does not exist); with `edit`, a
 * scene they may only watch is a 403.
 */
export async function sceneAccess(
  db: Database,
  tenant: Tenant,
  id: string,
  need: 'view' | 'edit' | 'own' = 'view',
): Promise<SceneAccess> {
  const [row] = await db
    .select()
    .from(whiteboardScenes)
    .where(
      scope(whiteboardScenes, tenant).where(
        eq(whiteboardScenes.id, id),
        visible(tenant),
        isNull(whiteboardScenes.deletedAt),
      ),
    )
  if (!row) throw notFound()
  const access = { row, canEdit: canEditRow(tenant, row), isOwner: row.ownerId === tenant.principal.userId }
  if (need === 'edit' && !access.canEdit) throw new AppError(403, 'api.whiteboard.view_only')
  if (need === 'own' && !access.isOwner) throw new AppError(403, 'api.whiteboard.owner_only')
  return access
}

export async function listScenes(db: Database, tenant: Tenant, query: SceneListQuery) {
  const me = tenant.principal.userId
  const where = scope(whiteboardScenes, tenant).where(
    visible(tenant),
    isNull(whiteboardScenes.deletedAt),
    query.filter === 'mine' ? eq(whiteboardScenes.ownerId, me) : undefined,
    query.filter === 'shared' ? ne(whiteboardScenes.ownerId, me) : undefined,
    query.search ? ilike(whiteboardScenes.title, containsPattern(query.search)) : undefined,
  )
  const { limit, offset } = pageWindow(query)
  const [rows, [total]] = await Promise.all([
    selectScenes(db)
      .where(where)
      .orderBy(desc(whiteboardScenes.updatedAt), asc(whiteboardScenes.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(whiteboardScenes).where(where),
  ])
  return { count: total?.n ?? 0, results: rows.map((row) => toScene(tenant, row)) }
}

export const getScene = (db: Database, tenant: Tenant, id: string) => sceneById(db, tenant, id)

export async function createScene(
  db: Database,
  tenant: Tenant,
  input: { title: string; sharing: SceneSharing },
): Promise<Scene> {
  const [row] = await db
    .insert(whiteboardScenes)
    .values(scope(whiteboardScenes, tenant).row({ ownerId: tenant.principal.userId, ...input }))
    .returning({ id: whiteboardScenes.id })
  return sceneById(db, tenant, row!.id)
}

export async function updateScene(
  db: Database,
  tenant: Tenant,
  id: string,
  input: { title?: string | undefined; sharing?: SceneSharing | undefined },
): Promise<Scene> {
  await sceneAccess(db, tenant, id, 'own')
  await db
    .update(whiteboardScenes)
    .set({
      ...(input.title !== undefined && { title: input.title }),
      ...(input.sharing !== undefined && { sharing: input.sharing }),
    })
    .where(scope(whiteboardScenes, tenant).byId(id))
  return sceneById(db, tenant, id)
}

/** Deletes a scene so that it can be restored for WHITEBOARD_UNDO_DAYS; answers the scene as it was. */
export async function deleteScene(db: Database, tenant: Tenant, id: string, now: Date) {
  const { row } = await sceneAccess(db, tenant, id, 'own')
  await db.update(whiteboardScenes).set({ deletedAt: now }).where(scope(whiteboardScenes, tenant).byId(id))
  return row
}

export async function restoreScene(db: Database, tenant: Tenant, id: string, now: Date): Promise<Scene> {
  const since = new Date(now.getTime() - WHITEBOARD_UNDO_DAYS * DAY_MS)
  const restored = await db
    .update(whiteboardScenes)
    .set({ deletedAt: null })
    .where(
      scope(whiteboardScenes, tenant).where(
        eq(whiteboardScenes.id, id),
        eq(whiteboardScenes.ownerId, tenant.principal.userId),
        isNotNull(whiteboardScenes.deletedAt),
        sql`${whiteboardScenes.deletedAt} >= ${since.toISOString()}`,
      ),
    )
    .returning({ id: whiteboardScenes.id })
  if (restored.length === 0) throw notFound()
  return sceneById(db, tenant, id)
}

/** Removes scenes deleted longer ago than the undo time (a scheduled job). */
export async function purgeDeletedScenes(db: Database, now: Date) {
  const cutoff = new Date(now.getTime() - WHITEBOARD_UNDO_DAYS * DAY_MS)
  const removed = await db
    .delete(whiteboardScenes)
    .where(sql`${whiteboardScenes.deletedAt} < ${cutoff.toISOString()}`)
    .returning({ id: whiteboardScenes.id })
  return removed.length
}

/** A private copy of a scene for the caller: its elements, app state and images. */
export async function duplicateScene(
  db: Database,
  tenant: Tenant,
  id: string,
  copyTitle: (title: string) => string,
): Promise<Scene> {
  const { row } = await sceneAccess(db, tenant, id)
  const copyId = await db.transaction(async (tx) => {
    const [copy] = await tx
      .insert(whiteboardScenes)
      .values(
        scope(whiteboardScenes, tenant).row({
          ownerId: tenant.principal.userId,
          title: copyTitle(row.title).slice(0, 200),
          sharing: 'private' as const,
          version: 1,
          appState: row.appState,
          elementCount: row.elementCount,
          thumbnail: row.thumbnail,
        }),
      )
      .returning({ id: whiteboardScenes.id })
    const to = copy!.id
    // Deleted elements stay behind: the copy starts from what is drawn.
    await tx.execute(sql`
      insert into ${whiteboardElements} (scene_id, element_id, version, version_nonce, is_deleted, sort_index, data, changed_in)
      select ${to}, element_id, version, version_nonce, is_deleted, sort_index, data, 1
      from ${whiteboardElements} where scene_id = ${id} and not is_deleted`)
    await tx.execute(sql`
      insert into ${whiteboardFiles} (scene_id, file_id, mime_type, size, data, created_by)
      select ${to}, file_id, mime_type, size, data, ${tenant.principal.userId}
      from ${whiteboardFiles} where scene_id = ${id}`)
    return to
  })
  return sceneById(db, tenant, copyId)
}

/**
 * The caller's current scene in their active company: the one they last opened while they may still
 * open it, else their most recently changed own scene, else a new personal one.
 */
export async function currentScene(db: Database, tenant: Tenant, untitled: string): Promise<Scene> {
  const me = tenant.principal.userId
  const [last] = await db
    .select({ id: whiteboardScenes.id })
    .from(whiteboardCurrentScenes)
    .innerJoin(whiteboardScenes, eq(whiteboardScenes.id, whiteboardCurrentScenes.sceneId))
    .where(
      and(
        eq(whiteboardCurrentScenes.userId, me),
        eq(whiteboardCurrentScenes.companyId, tenant.companyId),
        scope(whiteboardScenes, tenant).where(visible(tenant), isNull(whiteboardScenes.deletedAt)),
      ),
    )
  if (last) return sceneById(db, tenant, last.id)
  const [own] = await db
    .select({ id: whiteboardScenes.id })
    .from(whiteboardScenes)
    .where(
      scope(whiteboardScenes, tenant).where(
        eq(whiteboardScenes.ownerId, me),
        isNull(whiteboardScenes.deletedAt),
      ),
    )
    .orderBy(desc(whiteboardScenes.updatedAt))
    .limit(1)
  const scene = own
    ? await sceneById(db, tenant, own.id)
    : await createScene(db, tenant, { title: untitled, sharing: 'private' })
  await rememberCurrent(db, tenant, scene.id)
  return scene
}

/** Makes a scene the caller's current one. */
export async function openScene(db: Database, tenant: Tenant, id: string): Promise<Scene> {
  const scene = await sceneById(db, tenant, id)
  await rememberCurrent(db, tenant, id)
  return scene
}

async function rememberCurrent(db: Database, tenant: Tenant, sceneId: string) {
  await db
    .insert(whiteboardCurrentScenes)
    .values({ userId: tenant.principal.userId, companyId: tenant.companyId, sceneId })
    .onConflictDoUpdate({
      target: [whiteboardCurrentScenes.userId, whiteboardCurrentScenes.companyId],
      set: { sceneId, openedAt: sql`now()` },
    })
}
