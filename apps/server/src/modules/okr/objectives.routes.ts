import { type Objective, okrObjectivesApi } from '@portal/contracts/okr-objectives'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { pageOf } from '../../core/pagination.ts'
import { sendCached } from '../../core/read-cache.ts'
import { route } from '../../core/routes.ts'
import { requestTenant } from '../../core/tenancy.ts'
import { deleteObjective } from './delete-objective.ts'
import { createObjective, getObjective, listObjectives, updateObjective } from './objectives.service.ts'
import type { OkrDeps } from './okr.routes.ts'
import { findTeam } from './okr-checks.ts'
import { notifyAssigned } from './okr-notifications.ts'

export const objectivesRoutes: FastifyPluginAsyncZod<OkrDeps> = async (app, { db, notifier, readCache }) => {
  // Through the cache of whole answers (ADR 48): objectives with their team's name and people.
  route(app, okrObjectivesApi.list, async (request, reply) => {
    const tenant = requestTenant(request)
    return sendCached(readCache, request, reply, { topics: ['okr'], tenant }, async () => {
      const { count, results } = await listObjectives(db, tenant, request.query)
      return pageOf(request, request.query, count, results)
    })
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

  route(app, okrObjectivesApi.create, async (request, reply) => {
    const tenant = requestTenant(request)
    const created = await createObjective(db, tenant, request.body)
    await notifyAssigned(notifier, tenant, assigned(created))
    return reply.code(201).send(created)
  })

  route(app, okrObjectivesApi.update, async (request) => {
    const tenant = requestTenant(request)
    const before = await getObjective(db, tenant, request.params.id)
    const updated = await updateObjective(db, tenant, request.params.id, request.body)
    await notifyAssigned(notifier, tenant, assigned(updated), assigned(before).people)
    return updated
  })

  route(app, okrObjectivesApi.remove, async (request, reply) => {
    await deleteObjective(db, requestTenant(request), request.params.id, request.query)
    return reply.code(204).send(null)
  })
}

const assigned = (objective: Objective) => ({
  type: 'objective' as const,
  id: objective.id,
  title: objective.title,
  people: [objective.owner, ...objective.responsible],
})
