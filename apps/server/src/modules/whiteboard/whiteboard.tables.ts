import type {
  SceneAppState,
  SceneElement,
  SceneSharing,
  WhiteboardImageType,
} from '@portal/contracts/whiteboard'
import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { bytea } from '../../core/bytea.ts'
import { companies, users } from '../../core/identity.tables.ts'

/**
 * A whiteboard scene of a company: its owner, who else may see it, and the version every save raises.
 * The drawing itself is one row per element (`whiteboard_elements`), so two saves merge element by
 * element and a collaborator reads only what changed.
 */
export const whiteboardScenes = pgTable(
  'whiteboard_scenes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    sharing: text('sharing').$type<SceneSharing>().notNull().default('private'),
    version: integer('version').notNull().default(0),
    appState: jsonb('app_state').$type<SceneAppState>().notNull().default({}),
    /** Elements not deleted, for the list. */
    elementCount: integer('element_count').notNull().default(0),
    thumbnail: bytea('thumbnail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Deleted scenes stay restorable for WHITEBOARD_UNDO_DAYS, then a job removes them. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('whiteboard_scenes_company_idx').on(t.companyId, t.updatedAt),
    index('whiteboard_scenes_owner_idx').on(t.ownerId),
  ],
)

/**
 * One element of a scene, as Excalidraw last saved it. Of two versions of an element the higher
 * `version` wins, and of two equal versions the lower `version_nonce` (Excalidraw's own rule), so every
 * order of saves ends in the same scene. `changed_in` is the scene version that last changed it.
 */
export const whiteboardElements = pgTable(
  'whiteboard_elements',
  {
    sceneId: uuid('scene_id')
      .notNull()
      .references(() => whiteboardScenes.id, { onDelete: 'cascade' }),
    elementId: text('element_id').notNull(),
    version: integer('version').notNull(),
    versionNonce: integer('version_nonce').notNull(),
    isDeleted: boolean('is_deleted').notNull(),
    /** The fractional index (stacking order); compared byte by byte (`collate "C"`). */
    sortIndex: text('sort_index'),
    data: jsonb('data').$type<SceneElement>().notNull(),
    changedIn: integer('changed_in').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sceneId, t.elementId] }),
    index('whiteboard_elements_changes_idx').on(t.sceneId, t.changedIn),
    // The prune job's deleted elements.
    index('whiteboard_elements_deleted_idx').on(t.updatedAt).where(sql`${t.isDeleted}`),
  ],
)

/** An image placed on a scene, stored once per scene under Excalidraw's file id. */
export const whiteboardFiles = pgTable(
  'whiteboard_files',
  {
    sceneId: uuid('scene_id')
      .notNull()
      .references(() => whiteboardScenes.id, { onDelete: 'cascade' }),
    fileId: text('file_id').notNull(),
    mimeType: text('mime_type').$type<WhiteboardImageType>().notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sceneId, t.fileId] })],
)

/** The scene a user last opened in a company: `GET /api/v1/whiteboard/scene/`. */
export const whiteboardCurrentScenes = pgTable(
  'whiteboard_current_scenes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    sceneId: uuid('scene_id')
      .notNull()
      .references(() => whiteboardScenes.id, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] })],
)

/** Elements per insert statement: 8 parameters each stays far below PostgreSQL's 65,535. */
export const ELEMENTS_PER_INSERT = 1_000

/** The row of an element of a scene, last changed in scene version `changedIn`. */
export const elementRow = (sceneId: string, element: SceneElement, changedIn: number) => ({
  sceneId,
  elementId: element.id,
  version: element.version,
  versionNonce: element.versionNonce,
  isDeleted: element.isDeleted,
  sortIndex: element.index ?? null,
  data: element,
  changedIn,
})
