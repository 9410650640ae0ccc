import { okrTasksApi } from '@portal/contracts/okr-projects'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Database } from '../../core/db.ts'
import { pageOf } from '../../core/pagination.ts'
import { route } from '../../core/routes.ts'
import { requestTenant } from '../../core/tenancy.ts'
import { getTask } from './project-rows.ts'
import { createTask, deleteTask, listTasks, toggleTaskComplete, updateTask } from './tasks.service.ts'

export const tasksRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  route(app, okrTasksApi.list, async (request) => {
    const { count, results } = await listTasks(db, requestTenant(request), request.query)
    return pageOf(request, request.query, count, results)
  })

  route(app, okrTasksApi.get, async (request) => getTask(db, requestTenant(request), request.params.id))

  route(app, okrTasksApi.create, async (request, reply) =>
    reply.code(201).send(await createTask(db, requestTenant(request), request.body)),
  )

  route(app, okrTasksApi.update, async (request) =>
    updateTask(db, requestTenant(request), request.params.id, request.body),
  )

  // SPEC §4/§7: the one state change a task has its own call for.
  route(app, okrTasksApi.toggleComplete, async (request) =>
    toggleTaskComplete(db, requestTenant(request), request.params.id),
  )

  route(app, okrTasksApi.remove, async (request, reply) => {
    await deleteTask(db, requestTenant(request), request.params.id)
    return reply.code(204).send(null)
  })
}
