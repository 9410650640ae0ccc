import { type OkrItemType, okrChangelogApi } from '@portal/contracts/okr'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Database } from '../../core/db.ts'
import { pageOf } from '../../core/pagination.ts'
import { route } from '../../core/routes.ts'
import { requestTenant } from '../../core/tenancy.ts'
import { deleteChangelogEntry, listChangelog } from './changelog.ts'

const CHANGELOGS = [
  [okrChangelogApi.listOfObjective, 'objective'],
  [okrChangelogApi.listOfKeyResult, 'key_result'],
  [okrChangelogApi.listOfProject, 'project'],
  [okrChangelogApi.listOfTask, 'task'],
] as const satisfies readonly (readonly [unknown, OkrItemType])[]

/** Each item's history (`GET <items>/{id}/changelog/`) and removing an entry (admins). */
export const changelogRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  for (const [endpoint, type] of CHANGELOGS) {
    route(app, endpoint, async (request) => {
      const tenant = requestTenant(request)
      const { count, results } = await listChangelog(db, tenant, type, request.params.id, request.query)
      return pageOf(request, request.query, count, results)
    })
  }

  route(app, okrChangelogApi.remove, async (request, reply) => {
    await deleteChangelogEntry(db, requestTenant(request), request.params.id)
    return reply.code(204).send(null)
  })
}
