import { z } from 'zod'
import { contentLocale, markdown, perLocale, readerLocale, slug } from './content.ts'
import { endpoints } from './endpoint.ts'
import { pageQuery, paginated } from './pagination.ts'

/**
 * What a help article is about: one key per module of the navigation (the web shows `nav.<key>`), and
 * the shell itself.
 */
export const GUIDE_MODULES = [
  'getting_started',
  'dashboard',
  'okr',
  'ppm',
  'trends',
  'market_intelligence',
  'services',
  'whiteboard',
  'academy',
  'notifications',
  'coaching',
  'guide',
  'support',
  'users',
  'teams',
  'auto_assign',
  'companies',
  'market_intelligence_admin',
] as const
export const guideModule = z.enum(GUIDE_MODULES)
export type GuideModule = z.infer<typeof guideModule>

const articleText = z.strictObject({ title: z.string().trim().min(1).max(200), body: markdown })

/** Create or replace a help article: every content language at once. */
export const guideArticleInput = z.strictObject({
  slug,
  module: guideModule,
  position: z.number().int().min(0).max(10_000).default(0),
  translations: perLocale(articleText),
})
export type GuideArticleInput = z.infer<typeof guideArticleInput>

/** An article in the list: its text in the reader's language, the body shortened to plain text. */
export const guideArticleSummary = z.object({
  id: z.uuid(),
  slug: z.string(),
  module: guideModule,
  position: z.number().int(),
  /** The language of title and excerpt. */
  locale: contentLocale,
  title: z.string(),
  excerpt: z.string(),
  updated_at: z.string(),
})
export type GuideArticleSummary = z.infer<typeof guideArticleSummary>

const text = z.object({ title: z.string(), body: z.string() })

/** One article: the reader's text, and every language's for the editor. */
export const guideArticle = guideArticleSummary.omit({ excerpt: true }).extend({
  body: z.string(),
  translations: perLocale(text),
  created_at: z.string(),
})
export type GuideArticle = z.infer<typeof guideArticle>

export const guideArticleListQuery = pageQuery.extend({
  /** Words of the title or text, in the reader's language. */
  search: z.string().trim().max(200).optional(),
  module: guideModule.optional(),
  locale: readerLocale,
})
export type GuideArticleListQuery = z.infer<typeof guideArticleListQuery>

export const guideArticleQuery = z.object({ locale: readerLocale })
export const slugParams = z.object({ slug })

/** The guided tour of the shell: shown until the user finishes or closes it once. */
export const tourState = z.object({ completed_at: z.string().nullable() })
export type TourState = z.infer<typeof tourState>
export const tourInput = z.strictObject({ completed: z.boolean() })

const idParams = z.object({ id: z.uuid() })
const GLOBAL_TEXT =
  'global content (no company); text in `?locale=` (else the caller’s language), es/fr/pt read English, zh-CHS/de-AT German'
const ONESELF = 'only oneself; the shell does not start the tour while impersonating'

/** Help articles (everyone signed in reads, staff write) and each user's guided-tour state. */
export const guideApi = endpoints('guide', {
  listArticles: {
    method: 'GET',
    path: '/v1/guide/articles/',
    access: 'authenticated',
    summary: 'List or search the help articles',
    narrowing: GLOBAL_TEXT,
    query: guideArticleListQuery,
    responses: { 200: paginated(guideArticleSummary) },
  },
  getArticle: {
    method: 'GET',
    path: '/v1/guide/articles/:slug/',
    access: 'authenticated',
    summary: 'Read a help article by its slug',
    narrowing: GLOBAL_TEXT,
    params: slugParams,
    query: guideArticleQuery,
    responses: { 200: guideArticle },
  },
  createArticle: {
    method: 'POST',
    path: '/v1/guide/articles/',
    access: 'staff',
    summary: 'Create a help article',
    narrowing: 'every content language required; slug unique',
    query: guideArticleQuery,
    body: guideArticleInput,
    responses: { 201: guideArticle },
  },
  updateArticle: {
    method: 'PUT',
    path: '/v1/guide/articles/:id/',
    access: 'staff',
    summary: 'Replace a help article',
    narrowing: 'every content language required; slug unique',
    params: idParams,
    query: guideArticleQuery,
    body: guideArticleInput,
    responses: { 200: guideArticle },
  },
  removeArticle: {
    method: 'DELETE',
    path: '/v1/guide/articles/:id/',
    access: 'staff',
    summary: 'Delete a help article',
    params: idParams,
    responses: { 204: z.null() },
  },
  getTour: {
    method: 'GET',
    path: '/v1/guide/tour/',
    access: 'authenticated',
    summary: 'Read whether the caller finished the guided tour',
    narrowing: ONESELF,
    responses: { 200: tourState },
  },
  setTour: {
    method: 'PUT',
    path: '/v1/guide/tour/',
    access: 'authenticated',
    summary: 'Mark the guided tour finished, or start it again',
    narrowing: ONESELF,
    body: tourInput,
    responses: { 200: tourState },
  },
})
