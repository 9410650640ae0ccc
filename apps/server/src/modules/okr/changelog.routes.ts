import { idParams } from '@portal/contracts/companies'
import { changelogEntry, type OkrItemType } from '@portal/contracts/okr'
import { pageQuery, paginated } from '@portal/contracts/pagination'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Database } from '../../core/db.ts'
import { pageOf } from '../../core/pagination.ts'
import { requestTenant } from '../../core/tenancy.ts'
import { deleteChangelogEntry, listChangelog } from './changelog.ts'
import { errors, member, tags } from './okr-http.ts'

const ITEMS: Record<string, OkrItemType> = {
  objectives: 'objective',
  'key-results': 'key_result',
  projects: 'project',
  tasks: 'task',
}

/** Each item's history (`GET <items>/{id}/changelog/`) and removing an entry (admins). */
export const changelogRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  for (const [items, type] of Object.entries(ITEMS)) {
    app.get(
      `/v1/okr/${items}/:id/changelog/`,
      {
        config: member,
        schema: {
          tags,
          params: idParams,
          querystring: pageQuery,
          response: { 200: paginated(changelogEntry), ...errors },
        },
      },
      async (request) => {
        const tenant = requestTenant(request)
        const { count, results } = await listChangelog(db, tenant, type, request.params.id, request.query)
        return pageOf(request, request.query, count, results)
      },
    )
  }

  // Note: the audit trail is the operator's: only portal admins (staff) may remove an entry.
  app.delete(
    '/v1/okr/changelogs/:id/',
    {
      config: { access: 'staff' },
      schema: { tags, params: idParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deleteChangelogEntry(db, requestTenant(request), request.params.id)
      return reply.code(204).send(null)
    },
  )
}
