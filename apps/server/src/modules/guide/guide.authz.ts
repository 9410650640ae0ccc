import { perContentLocale } from '@portal/contracts/content'
import { expect } from 'vitest'
import { idsIn, isSignedIn, isStaffPersona, type MatrixRows, type Persona } from '../../test/authorization.ts'
import { createArticle } from './guide.seed.ts'

const texts = perContentLocale(() => ({ title: 'Matrix', body: 'Text.' }))
const input = (slug: string) => ({ slug, module: 'support', position: 1, translations: texts })
const victim = (t: Parameters<MatrixRows>[0]['t']) =>
  createArticle(t.db, { slug: `matrix-${crypto.randomUUID()}`, module: 'support', texts })

/** The guide is global: every signed-in caller reads it and has a tour of their own; staff write. */
export const guideRows: MatrixRows = ({ t, fixture }) => {
  const reader = (p: Persona) => (isSignedIn(p) ? 200 : 401)
  const writer = (ok: number) => (p: Persona) => (!isSignedIn(p) ? 401 : isStaffPersona(p) ? ok : 403)
  const edited = () => fixture('guide-article', () => victim(t))
  return {
    'GET /api/v1/guide/articles/': {
      call: (a) => a.get('/api/v1/guide/articles/?page_size=50'),
      expect: reader,
      check: (body) => expect(idsIn(body)).toContain(t.world.guide.teams!.id),
    },
    'GET /api/v1/guide/articles/:slug/': {
      call: (a) => a.get('/api/v1/guide/articles/teams/'),
      expect: reader,
      check: (body) => expect(body).toMatchObject({ slug: 'teams' }),
    },
    'POST /api/v1/guide/articles/': {
      call: (a) => a.post('/api/v1/guide/articles/', input(`matrix-${crypto.randomUUID()}`)),
      expect: writer(201),
    },
    'PUT /api/v1/guide/articles/:id/': {
      call: async (a) => {
        const article = await edited()
        return a.request('PUT', `/api/v1/guide/articles/${article.id}/`, input(article.slug))
      },
      expect: writer(200),
    },
    'DELETE /api/v1/guide/articles/:id/': {
      call: async (a) => a.request('DELETE', `/api/v1/guide/articles/${(await victim(t)).id}/`),
      expect: writer(204),
    },
    'GET /api/v1/guide/tour/': { call: (a) => a.get('/api/v1/guide/tour/'), expect: reader },
    'PUT /api/v1/guide/tour/': {
      call: (a) => a.request('PUT', '/api/v1/guide/tour/', { completed: true }),
      expect: reader,
      check: (body) => expect((body as { completed_at: string | null }).completed_at).not.toBeNull(),
    },
  }
}
