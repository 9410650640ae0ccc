import { teamsApi } from '@portal/contracts/teams'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Database } from '../../core/db.ts'
import { pageOf } from '../../core/pagination.ts'
import { principalOf } from '../../core/permissions.ts'
import { type ReadCache, sendCached } from '../../core/read-cache.ts'
import { route } from '../../core/routes.ts'
import { requestTenant, tenantById } from '../../core/tenancy.ts'
import { createTeam, deleteTeam, getTeam, listTeams, updateTeam } from './teams.service.ts'

/** Teams of the active company (`/okr/teams/`, `/okr/active-teams/`) and of a named company. */
export const teamsRoutes: FastifyPluginAsyncZod<{ db: Database; readCache: ReadCache }> = async (
  app,
  { db, readCache },
) => {
  // The generic list and SPEC §7's active-teams are the same list: the active company's teams, read
  // through the cache of whole answers (ADR 48).
  for (const endpoint of [teamsApi.list, teamsApi.listActive]) {
    route(app, endpoint, async (request, reply) => {
      const tenant = requestTenant(request)
      return sendCached(readCache, request, reply, { topics: ['teams'], tenant }, async () => {
        const { count, results } = await listTeams(db, tenant, request.query)
        return pageOf(request, request.query, count, results)
      })
    })
  }

  route(app, teamsApi.listOfCompany, async (request) => {
    const tenant = await tenantById(db, principalOf(request), request.params.id)
    const { count, results } = await listTeams(db, tenant, request.query)
    return pageOf(request, request.query, count, results)
  })

  route(app, teamsApi.get, async (request) => getTeam(db, requestTenant(request), request.params.id))

  route(app, teamsApi.create, async (request, reply) =>
    reply.code(201).send(await createTeam(db, requestTenant(request), request.body)),
  )

  route(app, teamsApi.update, async (request) =>
    updateTeam(db, requestTenant(request), request.params.id, request.body),
  )

  route(app, teamsApi.remove, async (request, reply) => {
    await deleteTeam(db, requestTenant(request), request.params.id)
    return reply.code(204).send(null)
  })
}
