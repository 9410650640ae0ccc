import type { DirectoryMapping } from '@portal/contracts/directory'
import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { companies, users } from '../../core/identity.tables.ts'

/** A company's LDAP / Active Directory connection (one per company); the bind password is sealed. */
export const directoryConnections = pgTable('directory_connections', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id')
    .notNull()
    .unique()
    .references(() => companies.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  startTls: boolean('start_tls').notNull().default(false),
  /** A private CA's certificate (PEM) the server's TLS certificate is checked against; null: the system's. */
  caCertificate: text('ca_certificate'),
  bindDn: text('bind_dn').notNull(),
  bindPasswordSealed: text('bind_password_sealed'),
  baseDn: text('base_dn').notNull(),
  userFilter: text('user_filter').notNull(),
  groupFilter: text('group_filter').notNull(),
  mapping: jsonb('mapping').$type<DirectoryMapping>().notNull(),
  syncIntervalHours: integer('sync_interval_hours').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * A portal user that came from (or was linked to) a directory entry of a company, by the entry's
 * unchanging id. `deactivatedAt`: the sync deactivated the user because the entry was gone; an entry
 * that comes back reactivates only such a user, never one an administrator deactivated.
 */
export const directoryAccounts = pgTable(
  'directory_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    dn: text('dn').notNull(),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('directory_accounts_company_external_unique').on(t.companyId, t.externalId),
    index('directory_accounts_user_idx').on(t.userId),
  ],
)

/**
 * One sync or import: its progress while it runs and its report afterwards. A running run's process
 * touches `heartbeatAt` while it works; one whose heartbeat stopped (the process died) is marked failed
 * as interrupted. At most one running run per company (the partial unique index).
 */
export const directoryRuns = pgTable(
  'directory_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'sync' | 'import'>().notNull(),
    status: text('status').$type<'running' | 'succeeded' | 'failed'>().notNull().default('running'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    processed: integer('processed').notNull().default(0),
    total: integer('total').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    deactivated: integer('deactivated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    groupChanges: integer('group_changes').notNull().default(0),
    skipped: jsonb('skipped').$type<{ external_id: string; reason: string }[]>().notNull().default([]),
    error: text('error'),
  },
  (t) => [
    index('directory_runs_company_idx').on(t.companyId, t.startedAt),
    uniqueIndex('directory_runs_one_running').on(t.companyId).where(sql`status = 'running'`),
  ],
)
