import { idParams } from '@portal/contracts/companies'
import { deleteItemQuery, filterByTeamInput } from '@portal/contracts/okr'
import { objective, objectiveInput, objectiveListQuery } from '@portal/contracts/okr-objectives'
import { pageQuery, paginated } from '@portal/contracts/pagination'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Database } from '../../core/db.ts'
import { pageOf } from '../../core/pagination.ts'
import { requestTenant } from '../../core/tenancy.ts'
import { deleteObjective } from './delete-objective.ts'
import { createObjective, getObjective, listObjectives, updateObjective } from './objectives.service.ts'
import { findTeam } from './okr-checks.ts'
import { errors, member, tags } from './okr-http.ts'

const list = { 200: paginated(objective), ...errors }

export const objectivesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/v1/okr/objectives/',
    { config: member, schema: { tags, querystring: objectiveListQuery, response: list } },
    async (request) => {
      const { count, results } = await listObjectives(db, requestTenant(request), request.query)
      return pageOf(request, request.query, count, results)
    },
  )

  // SPEC §7: the team comes in the body; pages in the query. Another company's team is not found.
  app.post(
    '/v1/okr/objectives/filter_by_team/',
    { config: member, schema: { tags, body: filterByTeamInput, querystring: pageQuery, response: list } },
    async (request) => {
      const tenant = requestTenant(request)
      await findTeam(db, tenant, request.body.team_id)
      const query = { ...request.query, team: request.body.team_id }
      const { count, results } = await listObjectives(db, tenant, query)
      return pageOf(request, request.query, count, results)
    },
  )

  app.get(
    '/v1/okr/objectives/:id/',
    { config: member, schema: { tags, params: idParams, response: { 200: objective, ...errors } } },
    async (request) => getObjective(db, requestTenant(request), request.params.id),
  )

  app.post(
    '/v1/okr/objectives/',
    { config: member, schema: { tags, body: objectiveInput, response: { 201: objective, ...errors } } },
    async (request, reply) =>
      reply.code(201).send(await createObjective(db, requestTenant(request), request.body)),
  )

  app.put(
    '/v1/okr/objectives/:id/',
    {
      config: member,
      schema: { tags, params: idParams, body: objectiveInput, response: { 200: objective, ...errors } },
    },
    async (request) => updateObjective(db, requestTenant(request), request.params.id, request.body),
  )

  app.delete(
    '/v1/okr/objectives/:id/',
    {
      config: member,
      schema: {
        tags,
        params: idParams,
        querystring: deleteItemQuery,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteObjective(db, requestTenant(request), request.params.id, request.query)
      return reply.code(204).send(null)
    },
  )
}
