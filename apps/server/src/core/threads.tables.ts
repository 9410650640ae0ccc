import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { bytea } from './bytea.ts'
import { companies, users } from './identity.tables.ts'

// Threads: a request of a company's user that a staff team answers in messages (a support ticket, a
// coaching request). One piece for both (ADR 20); each module keeps what only its requests have in a
// table of its own whose id is the thread's.

/** The modules whose requests are threads. */
export const THREAD_KINDS = ['support', 'coaching'] as const
export type ThreadKind = (typeof THREAD_KINDS)[number]

/**
 * A request and its state: open (waits for the team), answered (waits for the requester), closed; a
 * coaching request may also be scheduled.
 */
export const threads = pgTable(
  'threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    check('threads_kind_check', sql`${t.kind} in ('support', 'coaching')`),
    check(
      'threads_status_check',
      sql`${t.status} in ('open', 'answered', 'closed') or (${t.kind} = 'coaching' and ${t.status} = 'scheduled')`,
    ),
    // The target of the composite keys of messages and of each module's request table.
    unique('threads_id_company_unique').on(t.id, t.companyId),
    index('threads_company_kind_idx').on(t.companyId, t.kind, t.lastMessageAt),
    index('threads_kind_last_message_idx').on(t.kind, t.lastMessageAt),
    index('threads_author_idx').on(t.authorId),
  ],
)

/** The thread itself: the request's message, then replies from both sides. */
export const threadMessages = pgTable(
  'thread_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id').notNull(),
    companyId: uuid('company_id').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Written by the answering team (support team, coaching team). */
    fromTeam: boolean('from_team').notNull().default(false),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A message stays in its thread's company, in the database itself.
    foreignKey({
      columns: [t.threadId, t.companyId],
      foreignColumns: [threads.id, threads.companyId],
    }).onDelete('cascade'),
    unique('thread_messages_id_company_unique').on(t.id, t.companyId),
    index('thread_messages_thread_idx').on(t.threadId, t.createdAt),
  ],
)

/**
 * Files attached to a message. Note: kept in the database so that every process behind a load balancer
 * serves them; size and type are checked before they get here.
 */
export const threadAttachments = pgTable(
  'thread_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id').notNull(),
    companyId: uuid('company_id').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** Upload order within the message. */
    position: integer('position').notNull().default(0),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      columns: [t.messageId, t.companyId],
      foreignColumns: [threadMessages.id, threadMessages.companyId],
    }).onDelete('cascade'),
    index('thread_attachments_message_idx').on(t.messageId),
  ],
)
