import { okrProjectsApi } from '@portal/contracts/okr-projects'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Database } from '../../core/db.ts'
import { pageOf } from '../../core/pagination.ts'
import { route } from '../../core/routes.ts'
import { requestTenant } from '../../core/tenancy.ts'
import { findTeam } from './okr-checks.ts'
import { getProject } from './project-rows.ts'
import {
  createProject,
  deleteProject,
  listProjectKeyResults,
  listProjects,
  patchProject,
  updateProject,
} from './projects.service.ts'

export const projectsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  route(app, okrProjectsApi.list, async (request) => {
    const { count, results } = await listProjects(db, requestTenant(request), request.query)
    return pageOf(request, request.query, count, results)
  })

  route(app, okrProjectsApi.filterByTeam, async (request) => {
    const tenant = requestTenant(request)
    await findTeam(db, tenant, request.body.team_id)
    const query = { ...request.query, team: request.body.team_id }
    const { count, results } = await listProjects(db, tenant, query)
    return pageOf(request, request.query, count, results)
  })

  route(app, okrProjectsApi.get, async (request) => getProject(db, requestTenant(request), request.params.id))

  route(app, okrProjectsApi.listKeyResults, async (request) => {
    const tenant = requestTenant(request)
    const { count, results } = await listProjectKeyResults(db, tenant, request.params.id, request.query)
    return pageOf(request, request.query, count, results)
  })

  route(app, okrProjectsApi.create, async (request, reply) =>
    reply.code(201).send(await createProject(db, requestTenant(request), request.body)),
  )

  route(app, okrProjectsApi.update, async (request) =>
    updateProject(db, requestTenant(request), request.params.id, request.body),
  )

  route(app, okrProjectsApi.patch, async (request) =>
    patchProject(db, requestTenant(request), request.params.id, request.body),
  )

  route(app, okrProjectsApi.remove, async (request, reply) => {
    await deleteProject(db, requestTenant(request), request.params.id, request.query)
    return reply.code(204).send(null)
  })
}
