import { okrProjectsApi, type Project } from '@portal/contracts/okr-projects'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { pageOf } from '../../core/pagination.ts'
import { route } from '../../core/routes.ts'
import { requestTenant } from '../../core/tenancy.ts'
import type { OkrDeps } from './okr.routes.ts'
import { findTeam } from './okr-checks.ts'
import { notifyAssigned } from './okr-notifications.ts'
import { getProject } from './project-rows.ts'
import {
  createProject,
  deleteProject,
  listProjectKeyResults,
  listProjects,
  patchProject,
  updateProject,
} from './projects.service.ts'

export const projectsRoutes: FastifyPluginAsyncZod<OkrDeps> = async (app, { db, notifier }) => {
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

  route(app, okrProjectsApi.create, async (request, reply) => {
    const tenant = requestTenant(request)
    const created = await createProject(db, tenant, request.body)
    await notifyAssigned(notifier, tenant, assigned(created))
    return reply.code(201).send(created)
  })

  route(app, okrProjectsApi.update, async (request) => {
    const tenant = requestTenant(request)
    const before = await getProject(db, tenant, request.params.id)
    const updated = await updateProject(db, tenant, request.params.id, request.body)
    await notifyAssigned(notifier, tenant, assigned(updated), assigned(before).people)
    return updated
  })

  route(app, okrProjectsApi.patch, async (request) => {
    const tenant = requestTenant(request)
    const before = await getProject(db, tenant, request.params.id)
    const updated = await patchProject(db, tenant, request.params.id, request.body)
    await notifyAssigned(notifier, tenant, assigned(updated), assigned(before).people)
    return updated
  })

  route(app, okrProjectsApi.remove, async (request, reply) => {
    await deleteProject(db, requestTenant(request), request.params.id, request.query)
    return reply.code(204).send(null)
  })
}

const assigned = (project: Project) => ({
  type: 'project' as const,
  id: project.id,
  title: project.title,
  people: [project.owner],
})
