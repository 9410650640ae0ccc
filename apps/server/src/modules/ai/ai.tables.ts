import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { companies, users } from '../../core/identity.tables.ts'

/** A conversation of one user with the assistant, in one company. */
export const aiChatSessions = pgTable(
  'ai_chat_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ai_chat_sessions_user_idx').on(t.userId, t.companyId, t.updatedAt)],
)

/** A question or an answer; an answer stopped or failed mid-way keeps what was said. */
export const aiChatMessages = pgTable(
  'ai_chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => aiChatSessions.id, { onDelete: 'cascade' }),
    role: text('role').$type<'user' | 'assistant'>().notNull(),
    content: text('content').notNull(),
    status: text('status').$type<'complete' | 'stopped' | 'failed'>().notNull().default('complete'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ai_chat_messages_session_idx').on(t.sessionId, t.createdAt),
    check('ai_chat_messages_role_check', sql`${t.role} in ('user', 'assistant')`),
    check('ai_chat_messages_status_check', sql`${t.status} in ('complete', 'stopped', 'failed')`),
  ],
)

/**
 * The record of the assistant's work: one `chat` row per answer (its tokens count against the company's
 * month) and one `tool` row per tool call with the items it read. `user_id` is whose rights were used;
 * `actor_id` the admin who impersonated them, if one did. Records outlive a deleted session.
 */
export const aiRecords = pgTable(
  'ai_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    sessionId: uuid('session_id').references(() => aiChatSessions.id, { onDelete: 'set null' }),
    kind: text('kind').$type<'chat' | 'tool'>().notNull(),
    tool: text('tool'),
    /** A tool call that was not run: its module is off for the company (ADR 45), or no such tool. */
    refused: boolean('refused').notNull().default(false),
    /** The items a tool call read: `{type, id}` each. */
    items: jsonb('items').$type<{ type: string; id: string }[]>().notNull().default([]),
    tokens: integer('tokens').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ai_records_company_idx').on(t.companyId, t.createdAt),
    index('ai_records_user_idx').on(t.userId, t.createdAt),
    // The rate limit of an impersonating admin counts their questions as anyone (ADR 45).
    index('ai_records_actor_idx').on(t.actorId, t.createdAt),
    check('ai_records_kind_check', sql`${t.kind} in ('chat', 'tool')`),
  ],
)

/**
 * A module a company has switched off for the assistant (ADR 45): its tools are not offered to the
 * model, and a call for one is refused and recorded. No row: the assistant may read the module.
 */
export const aiModuleOptOuts = pgTable(
  'ai_module_opt_outs',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    module: text('module').notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.module] }),
    check(
      'ai_module_opt_outs_module_check',
      sql`${t.module} in ('okr', 'ppm', 'trends', 'services', 'notifications')`,
    ),
  ],
)
