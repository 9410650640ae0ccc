import { type ContentLocale, contentLocaleOf, perContentLocale } from '@portal/contracts/content'
import type {
  GuideArticle,
  GuideArticleInput,
  GuideArticleListQuery,
  GuideArticleSummary,
} from '@portal/contracts/guide'
import type { Locale } from '@portal/contracts/locales'
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import { SEARCH_CONFIG } from '../../core/content-locales.ts'
import { type Database, refuseDuplicate } from '../../core/db.ts'
import { notFound } from '../../core/errors.ts'
import { pageWindow } from '../../core/pagination.ts'
import { containsPattern } from '../../core/search.ts'
import { plainExcerpt } from './excerpt.ts'
import { guideArticles, guideArticleTexts } from './guide.tables.ts'

/**
 * The guide's articles in the reader's language. A search matches whole words by their stem (full-text
 * search in that language) or any part of a word in title or text, best matches first.
 */
export async function listArticles(db: Database, locale: Locale, query: GuideArticleListQuery) {
  const lang = contentLocaleOf(locale)
  const search = query.search || undefined
  const pattern = search ? containsPattern(search) : ''
  const words = sql`websearch_to_tsquery(${SEARCH_CONFIG[lang]}::regconfig, ${search ?? ''})`
  const document = sql`to_tsvector(${SEARCH_CONFIG[lang]}::regconfig, ${guideArticleTexts.title} || ' ' || ${guideArticleTexts.body})`
  const where = and(
    eq(guideArticleTexts.locale, lang),
    query.module ? eq(guideArticles.module, query.module) : undefined,
    search
      ? or(
          sql`${document} @@ ${words}`,
          ilike(guideArticleTexts.title, pattern),
          ilike(guideArticleTexts.body, pattern),
        )
      : undefined,
  )
  const order: SQL[] = search
    ? [desc(sql`${guideArticleTexts.title} ilike ${pattern}`), desc(sql`ts_rank(${document}, ${words})`)]
    : []
  const [total] = await db
    .select({ n: count() })
    .from(guideArticles)
    .innerJoin(guideArticleTexts, eq(guideArticleTexts.articleId, guideArticles.id))
    .where(where)
  const { limit, offset } = pageWindow(query)
  const rows = await db
    .select({ article: guideArticles, title: guideArticleTexts.title, body: guideArticleTexts.body })
    .from(guideArticles)
    .innerJoin(guideArticleTexts, eq(guideArticleTexts.articleId, guideArticles.id))
    .where(where)
    .orderBy(...order, asc(guideArticles.position), asc(guideArticleTexts.title), asc(guideArticles.id))
    .limit(limit)
    .offset(offset)
  const results: GuideArticleSummary[] = rows.map(({ article, title, body }) => ({
    id: article.id,
    slug: article.slug,
    module: article.module as GuideArticleSummary['module'],
    position: article.position,
    locale: lang,
    title,
    excerpt: plainExcerpt(body),
    updated_at: article.updatedAt.toISOString(),
  }))
  return { count: total?.n ?? 0, results }
}

/** One article by its address, in the reader's language, with every language's text for editors. */
export async function getArticle(db: Database, locale: Locale, where: { slug: string } | { id: string }) {
  const [article] = await db
    .select()
    .from(guideArticles)
    .where('slug' in where ? eq(guideArticles.slug, where.slug) : eq(guideArticles.id, where.id))
  if (!article) throw notFound()
  const texts = await db.select().from(guideArticleTexts).where(eq(guideArticleTexts.articleId, article.id))
  const text = (lang: ContentLocale) => {
    const found = texts.find((row) => row.locale === lang)
    return { title: found?.title ?? '', body: found?.body ?? '' }
  }
  const lang = contentLocaleOf(locale)
  return {
    id: article.id,
    slug: article.slug,
    module: article.module as GuideArticle['module'],
    position: article.position,
    locale: lang,
    ...text(lang),
    translations: perContentLocale(text),
    created_at: article.createdAt.toISOString(),
    updated_at: article.updatedAt.toISOString(),
  } satisfies GuideArticle
}

export async function createArticle(db: Database, locale: Locale, input: GuideArticleInput) {
  const id = await refuseDuplicate('slug', () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(guideArticles)
        .values({ slug: input.slug, module: input.module, position: input.position })
        .returning({ id: guideArticles.id })
      await writeTexts(tx, row!.id, input)
      return row!.id
    }),
  )
  return getArticle(db, locale, { id })
}

export async function updateArticle(db: Database, locale: Locale, id: string, input: GuideArticleInput) {
  await refuseDuplicate('slug', () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(guideArticles)
        .set({ slug: input.slug, module: input.module, position: input.position, updatedAt: new Date() })
        .where(eq(guideArticles.id, id))
        .returning({ id: guideArticles.id })
      if (!row) throw notFound()
      await writeTexts(tx, id, input)
    }),
  )
  return getArticle(db, locale, { id })
}

export async function deleteArticle(db: Database, id: string) {
  const [row] = await db
    .delete(guideArticles)
    .where(eq(guideArticles.id, id))
    .returning({ id: guideArticles.id })
  if (!row) throw notFound()
}

async function writeTexts(tx: Database, articleId: string, input: GuideArticleInput) {
  await tx.delete(guideArticleTexts).where(eq(guideArticleTexts.articleId, articleId))
  await tx.insert(guideArticleTexts).values(
    Object.entries(input.translations).map(([locale, text]) => ({
      articleId,
      locale,
      title: text.title,
      body: text.body,
    })),
  )
}
