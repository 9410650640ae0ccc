import { idParams } from '@portal/contracts/companies'
import { problem } from '@portal/contracts/errors'
import { paginated } from '@portal/contracts/pagination'
import { team, teamInput, teamListQuery } from '@portal/contracts/teams'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Database } from '../../core/db.ts'
import { pageOf } from '../../core/pagination.ts'
import { principalOf } from '../../core/permissions.ts'
import { requestTenant, tenantById } from '../../core/tenancy.ts'
import { createTeam, deleteTeam, getTeam, listTeams, updateTeam } from './teams.service.ts'

const errors = { 400: problem, 401: problem, 403: problem, 404: problem, 409: problem }
const tags = ['teams']
const list = { 200: paginated(team), ...errors }

/** Teams of the active company (`/okr/teams/`, `/okr/active-teams/`) and of a named company. */
export const teamsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  // The generic list and SPEC §7's active-teams are the same list: the active company's teams.
  for (const url of ['/v1/okr/teams/', '/v1/okr/active-teams/']) {
    app.get(
      url,
      { config: { access: 'authenticated' }, schema: { tags, querystring: teamListQuery, response: list } },
      async (request) => {
        const { count, results } = await listTeams(db, requestTenant(request), request.query)
        return pageOf(request, request.query, count, results)
      },
    )
  }

  app.get(
    '/v1/okr/companies/:id/teams/',
    {
      config: { access: 'authenticated' },
      schema: { tags, params: idParams, querystring: teamListQuery, response: list },
    },
    async (request) => {
      const tenant = await tenantById(db, principalOf(request), request.params.id)
      const { count, results } = await listTeams(db, tenant, request.query)
      return pageOf(request, request.query, count, results)
    },
  )

  app.get(
    '/v1/okr/teams/:id/',
    {
      config: { access: 'authenticated' },
      schema: { tags, params: idParams, response: { 200: team, ...errors } },
    },
    async (request) => getTeam(db, requestTenant(request), request.params.id),
  )

  app.post(
    '/v1/okr/teams/',
    {
      config: { access: 'manager' },
      schema: { tags, body: teamInput, response: { 201: team, ...errors } },
    },
    async (request, reply) =>
      reply.code(201).send(await createTeam(db, requestTenant(request), request.body)),
  )

  app.put(
    '/v1/okr/teams/:id/',
    {
      config: { access: 'manager' },
      schema: { tags, params: idParams, body: teamInput, response: { 200: team, ...errors } },
    },
    async (request) => updateTeam(db, requestTenant(request), request.params.id, request.body),
  )

  app.delete(
    '/v1/okr/teams/:id/',
    {
      config: { access: 'manager' },
      schema: { tags, params: idParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deleteTeam(db, requestTenant(request), request.params.id)
      return reply.code(204).send(null)
    },
  )
}
