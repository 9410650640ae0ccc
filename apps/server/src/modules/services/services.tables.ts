import type { LocalizedTexts } from '@portal/contracts/services'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { companies, users } from '../../core/identity.tables.ts'
import { groups } from '../../core/member-sets.tables.ts'

const texts = (name: string) => jsonb(name).$type<LocalizedTexts>().notNull().default({})
const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updated = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
const VISIBILITY = sql.raw(`('visible', 'hidden', 'locked')`)

/** A heading of the catalogue (global: every company's catalogue has the same ones). */
export const serviceCategories = pgTable('service_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  names: texts('names'),
  descriptions: texts('descriptions'),
  icon: text('icon').notNull().default('apps'),
  order: integer('sort_order').notNull().default(0),
  createdAt: created(),
  updatedAt: updated(),
})

/** What a service opens: an https address (embed, external, new tab) or a portal path (internal). */
export const serviceEndpoints = pgTable(
  'service_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    url: text('url'),
    path: text('path'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    check(
      'service_endpoints_target_check',
      sql`(${t.type} = 'internal' and ${t.path} is not null and ${t.url} is null) or (${t.type} in ('embed', 'external', 'external_new_tab') and ${t.url} is not null and ${t.path} is null)`,
    ),
  ],
)

/** A catalogue entry. Built-in services (whiteboard, academy, project management) have no endpoint. */
export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    names: texts('names'),
    descriptions: texts('descriptions'),
    icon: text('icon').notNull().default('apps'),
    categoryId: uuid('category_id').references(() => serviceCategories.id, { onDelete: 'set null' }),
    endpointId: uuid('endpoint_id').references(() => serviceEndpoints.id, { onDelete: 'restrict' }),
    isBuiltin: boolean('is_builtin').notNull().default(false),
    defaultVisibility: text('default_visibility').notNull().default('visible'),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    check('services_endpoint_check', sql`${t.isBuiltin} or ${t.endpointId} is not null`),
    check('services_default_visibility_check', sql`${t.defaultVisibility} in ${VISIBILITY}`),
    index('services_endpoint_id_idx').on(t.endpointId),
  ],
)

/**
 * One company's view of a service (tenant-owned). `groupRestricted` stays true when its last group is
 * deleted: losing a group must never open a service to the whole company.
 */
export const serviceAccess = pgTable(
  'service_access',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    visibility: text('visibility').notNull(),
    groupRestricted: boolean('group_restricted').notNull().default(false),
    createdAt: created(),
  },
  (t) => [
    unique('service_access_service_company_unique').on(t.serviceId, t.companyId),
    unique('service_access_id_company_unique').on(t.id, t.companyId),
    check('service_access_visibility_check', sql`${t.visibility} in ${VISIBILITY}`),
    index('service_access_company_id_idx').on(t.companyId),
  ],
)

/** The groups of that company whose members may use the service; both keys carry the company. */
export const serviceAccessGroups = pgTable(
  'service_access_groups',
  {
    accessId: uuid('access_id').notNull(),
    companyId: uuid('company_id').notNull(),
    groupId: uuid('group_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accessId, t.groupId] }),
    foreignKey({
      columns: [t.accessId, t.companyId],
      foreignColumns: [serviceAccess.id, serviceAccess.companyId],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.groupId, t.companyId], foreignColumns: [groups.id, groups.companyId] }).onDelete(
      'cascade',
    ),
  ],
)

/** A user's favourite services, per company (tenant-owned). */
export const serviceFavourites = pgTable(
  'service_favourites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    createdAt: created(),
  },
  (t) => [unique('service_favourites_unique').on(t.companyId, t.userId, t.serviceId)],
)

/** When a user last opened a service, per company (tenant-owned): the "recently used" row. */
export const serviceUses = pgTable(
  'service_uses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('service_uses_unique').on(t.companyId, t.userId, t.serviceId)],
)
