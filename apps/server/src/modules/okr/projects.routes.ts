import { idParams } from '@portal/contracts/companies'
import { deleteItemQuery, filterByTeamInput } from '@portal/contracts/okr'
import { keyResult } from '@portal/contracts/okr-key-results'
import { project, projectInput, projectListQuery, projectPatch } from '@portal/contracts/okr-projects'
import { pageQuery, paginated } from '@portal/contracts/pagination'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Database } from '../../core/db.ts'
import { pageOf } from '../../core/pagination.ts'
import { requestTenant } from '../../core/tenancy.ts'
import { findTeam } from './okr-checks.ts'
import { errors, member, tags } from './okr-http.ts'
import { getProject } from './project-rows.ts'
import {
  createProject,
  deleteProject,
  listProjectKeyResults,
  listProjects,
  patchProject,
  updateProject,
} from './projects.service.ts'

const list = { 200: paginated(project), ...errors }
const one = { 200: project, ...errors }

export const projectsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/v1/okr/projects/',
    { config: member, schema: { tags, querystring: projectListQuery, response: list } },
    async (request) => {
      const { count, results } = await listProjects(db, requestTenant(request), request.query)
      return pageOf(request, request.query, count, results)
    },
  )

  app.post(
    '/v1/okr/projects/filter_by_team/',
    { config: member, schema: { tags, body: filterByTeamInput, querystring: pageQuery, response: list } },
    async (request) => {
      const tenant = requestTenant(request)
      await findTeam(db, tenant, request.body.team_id)
      const query = { ...request.query, team: request.body.team_id }
      const { count, results } = await listProjects(db, tenant, query)
      return pageOf(request, request.query, count, results)
    },
  )

  app.get(
    '/v1/okr/projects/:id/',
    { config: member, schema: { tags, params: idParams, response: one } },
    async (request) => getProject(db, requestTenant(request), request.params.id),
  )

  app.get(
    '/v1/okr/projects/:id/key_results/',
    {
      config: member,
      schema: {
        tags,
        params: idParams,
        querystring: pageQuery,
        response: { 200: paginated(keyResult), ...errors },
      },
    },
    async (request) => {
      const tenant = requestTenant(request)
      const { count, results } = await listProjectKeyResults(db, tenant, request.params.id, request.query)
      return pageOf(request, request.query, count, results)
    },
  )

  app.post(
    '/v1/okr/projects/',
    { config: member, schema: { tags, body: projectInput, response: { 201: project, ...errors } } },
    async (request, reply) =>
      reply.code(201).send(await createProject(db, requestTenant(request), request.body)),
  )

  app.put(
    '/v1/okr/projects/:id/',
    { config: member, schema: { tags, params: idParams, body: projectInput, response: one } },
    async (request) => updateProject(db, requestTenant(request), request.params.id, request.body),
  )

  app.patch(
    '/v1/okr/projects/:id/',
    { config: member, schema: { tags, params: idParams, body: projectPatch, response: one } },
    async (request) => patchProject(db, requestTenant(request), request.params.id, request.body),
  )

  app.delete(
    '/v1/okr/projects/:id/',
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
      await deleteProject(db, requestTenant(request), request.params.id, request.query)
      return reply.code(204).send(null)
    },
  )
}
