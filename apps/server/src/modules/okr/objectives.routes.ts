import { okrObjectivesApi } from '@portal/contracts/okr-objectives'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Database } from '../../core/db.ts'
import { pageOf } from '../../core/pagination.ts'
import { route } from '../../core/routes.ts'
import { requestTenant } from '../../core/tenancy.ts'
import { deleteObjective } from './delete-objective.ts'
import { createObjective, getObjective, listObjectives, updateObjective } from './objectives.service.ts'
import { findTeam } from './okr-checks.ts'

export const objectivesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  route(app, okrObjectivesApi.list, async (request) => {
    const { count, results } = await listObjectives(db, requestTenant(request), request.query)
    return pageOf(request, request.query, count, results)
  })

  // SPEC §7: the team comes in the body; pages in the query. Another company's team is not found.
  route(app, okrObjectivesApi.filterByTeam, async (request) => {
    const tenant = requestTenant(request)
    await findTeam(db, tenant, request.body.team_id)
    const query = { ...request.query, team: request.body.team_id }
    const { count, results } = await listObjectives(db, tenant, query)
    return pageOf(request, request.query, count, results)
  })

  route(app, okrObjectivesApi.get, async (request) =>
    getObjective(db, requestTenant(request), request.params.id),
  )

  route(app, okrObjectivesApi.create, async (request, reply) =>
    reply.code(201).send(await createObjective(db, requestTenant(request), request.body)),
  )

  route(app, okrObjectivesApi.update, async (request) =>
    updateObjective(db, requestTenant(request), request.params.id, request.body),
  )

  route(app, okrObjectivesApi.remove, async (request, reply) => {
    await deleteObjective(db, requestTenant(request), request.params.id, request.query)
    return reply.code(204).send(null)
  })
}
