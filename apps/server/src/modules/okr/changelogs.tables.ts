import { sql } from 'drizzle-orm'
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { companies, users } from '../../core/identity.tables.ts'

/**
 * Every create, update and delete of an OKR item. No key to the item: the history outlives it.
 * The actor's e-mail is copied so the entry still says who after the account is gone.
 */
export const okrChangelogs = pgTable(
  'okr_changelogs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    itemType: text('item_type').notNull(),
    itemId: uuid('item_id').notNull(),
    action: text('action').notNull(),
    field: text('field'),
    before: jsonb('before'),
    after: jsonb('after'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    impersonatorId: uuid('impersonator_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('okr_changelogs_item_idx').on(t.companyId, t.itemType, t.itemId, t.at),
    check(
      'okr_changelogs_item_type_check',
      sql`${t.itemType} in ('objective', 'key_result', 'project', 'task')`,
    ),
    check('okr_changelogs_action_check', sql`${t.action} in ('create', 'update', 'delete')`),
  ],
)
