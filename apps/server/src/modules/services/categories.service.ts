import type { Locale } from '@portal/contracts/locales'
import type { Category, CategoryInput, CategoryListQuery } from '@portal/contracts/services'
import { pickText } from '@portal/i18n/localized-text'
import { asc, count, eq, or, sql } from 'drizzle-orm'
import type { Database } from '../../core/db.ts'
import { notFound } from '../../core/errors.ts'
import { pageWindow } from '../../core/pagination.ts'
import { containsPattern } from '../../core/search.ts'
import { withoutBlanks } from './services.service.ts'
import { serviceCategories } from './services.tables.ts'
import { localizedColumn } from './services.viewer.ts'

/** Categories are the catalogue's headings, the same for every company: anyone signed in reads them. */
export async function listCategories(db: Database, locale: Locale, query: CategoryListQuery) {
  const pattern = query.search ? containsPattern(query.search) : null
  const where = pattern
    ? or(
        sql`exists (select 1 from jsonb_each_text(${serviceCategories.names}) t where t.value ilike ${pattern})`,
        sql`exists (select 1 from jsonb_each_text(${serviceCategories.descriptions}) t where t.value ilike ${pattern})`,
      )
    : undefined
  const [total] = await db.select({ n: count() }).from(serviceCategories).where(where)
  const { limit, offset } = pageWindow(query)
  const rows = await db
    .select()
    .from(serviceCategories)
    .where(where)
    .orderBy(
      asc(serviceCategories.order),
      asc(localizedColumn(serviceCategories.names, locale)),
      asc(serviceCategories.id),
    )
    .limit(limit)
    .offset(offset)
  return { count: total?.n ?? 0, results: rows.map((row) => toCategory(row, locale)) }
}

export async function getCategory(db: Database, locale: Locale, id: string) {
  const [row] = await db.select().from(serviceCategories).where(eq(serviceCategories.id, id))
  if (!row) throw notFound()
  return toCategory(row, locale)
}

const columns = (input: CategoryInput) => ({
  names: withoutBlanks(input.names),
  descriptions: withoutBlanks(input.descriptions),
  icon: input.icon,
  order: input.order,
})

export async function createCategory(db: Database, locale: Locale, input: CategoryInput) {
  const [row] = await db.insert(serviceCategories).values(columns(input)).returning()
  return toCategory(row!, locale)
}

export async function updateCategory(db: Database, locale: Locale, id: string, input: CategoryInput) {
  const [row] = await db
    .update(serviceCategories)
    .set({ ...columns(input), updatedAt: new Date() })
    .where(eq(serviceCategories.id, id))
    .returning()
  if (!row) throw notFound()
  return toCategory(row, locale)
}

/** Its services stay in the catalogue, without a category. */
export async function deleteCategory(db: Database, id: string) {
  const [row] = await db
    .delete(serviceCategories)
    .where(eq(serviceCategories.id, id))
    .returning({ id: serviceCategories.id })
  if (!row) throw notFound()
}

function toCategory(row: typeof serviceCategories.$inferSelect, locale: Locale): Category {
  return {
    id: row.id,
    name: pickText(row.names, locale),
    description: pickText(row.descriptions, locale),
    names: row.names,
    descriptions: row.descriptions,
    icon: row.icon,
    order: row.order,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}
