import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { contentLocaleCheck } from '../../core/content-locales.ts'
import { users } from '../../core/identity.tables.ts'

/** A help article of the guide: global content staff write, one per module or more. */
export const guideArticles = pgTable(
  'guide_articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    module: text('module').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('guide_articles_slug_unique').on(t.slug),
    index('guide_articles_module_position_idx').on(t.module, t.position),
  ],
)

/** An article's title and markdown in one content language (every content language, all required). */
export const guideArticleTexts = pgTable(
  'guide_article_texts',
  {
    articleId: uuid('article_id')
      .notNull()
      .references(() => guideArticles.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.locale] }),
    check('guide_article_texts_locale_check', contentLocaleCheck(t.locale)),
  ],
)

/** What the guide remembers per user: whether the guided tour of the shell has been taken. */
export const guideUserSettings = pgTable('guide_user_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tourCompletedAt: timestamp('tour_completed_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
