import type { ContentLocale } from '@portal/contracts/content'
import type { GuideModule } from '@portal/contracts/guide'
import type { Database } from '../../core/db.ts'
import { guideArticles, guideArticleTexts, guideUserSettings } from './guide.tables.ts'
import { articlesDe } from './guide-articles.de-DE.ts'
import { articlesEn } from './guide-articles.en-US.ts'
import { articlesEs } from './guide-articles.es-ES.ts'
import { articlesFr } from './guide-articles.fr-FR.ts'
import { articlesPt } from './guide-articles.pt-PT.ts'

export interface ArticleFactoryInput {
  slug: string
  module: GuideModule
  position?: number
  texts: Record<ContentLocale, { title: string; body: string }>
}

/** A help article with its text in every content language. */
export async function createArticle(db: Database, input: ArticleFactoryInput) {
  const [article] = await db
    .insert(guideArticles)
    .values({ slug: input.slug, module: input.module, position: input.position ?? 0 })
    .returning()
  await db
    .insert(guideArticleTexts)
    .values(
      Object.entries(input.texts).map(([locale, text]) => ({ articleId: article!.id, locale, ...text })),
    )
  return article!
}

/** Which demo article explains which module, in the navigation's order. */
const MODULE_OF: Record<keyof typeof articlesEn, GuideModule> = {
  'getting-started': 'getting_started',
  dashboard: 'dashboard',
  'goals-and-okr': 'okr',
  'programmes-and-projects': 'ppm',
  'trend-management': 'trends',
  'market-intelligence': 'market_intelligence',
  services: 'services',
  whiteboard: 'whiteboard',
  academy: 'academy',
  notifications: 'notifications',
  coaching: 'coaching',
  'using-the-guide': 'guide',
  support: 'support',
  users: 'users',
  teams: 'teams',
  'auto-assign-rules': 'auto_assign',
  companies: 'companies',
  'market-intelligence-admin': 'market_intelligence_admin',
}

/** Users who count as first-time visitors in the demo: they get the guided tour on their first page. */
const FIRST_TIME_USERS = ['new@acme.example']

/**
 * One article per module in every content language. The demo accounts have used the portal before and
 * took the tour, except the new user, who is asked for a profile and gets the tour.
 */
export async function seedGuide(db: Database, { users }: { users: Record<string, { id: string }> }) {
  const slugs = Object.keys(articlesEn) as (keyof typeof articlesEn)[]
  const articles = []
  for (const [index, slug] of slugs.entries()) {
    articles.push(
      await createArticle(db, {
        slug,
        module: MODULE_OF[slug],
        position: (index + 1) * 10,
        texts: {
          'en-US': articlesEn[slug],
          'de-DE': articlesDe[slug],
          'es-ES': articlesEs[slug],
          'fr-FR': articlesFr[slug],
          'pt-PT': articlesPt[slug],
        },
      }),
    )
  }
  const veterans = Object.entries(users).filter(([email]) => !FIRST_TIME_USERS.includes(email))
  await db
    .insert(guideUserSettings)
    .values(veterans.map(([, user]) => ({ userId: user.id, tourCompletedAt: new Date() })))
  return Object.fromEntries(articles.map((article) => [article.slug, article]))
}
