import { okrTasksApi, type Task } from '@portal/contracts/okr-projects'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { pageOf } from '../../core/pagination.ts'
import { sendCached } from '../../core/read-cache.ts'
import { route } from '../../core/routes.ts'
import { requestTenant } from '../../core/tenancy.ts'
import type { OkrDeps } from './okr.routes.ts'
import { notifyAssigned } from './okr-notifications.ts'
import { today } from './pace.ts'
import { getTask } from './project-rows.ts'
import { createTask, deleteTask, listTasks, toggleTaskComplete, updateTask } from './tasks.service.ts'

export const tasksRoutes: FastifyPluginAsyncZod<OkrDeps> = async (app, { db, notifier, readCache }) => {
  // Held whole (ADR 59; the dashboard's "my tasks" card reads it on every visit): tasks, their projects
  // and the projects' teams; "overdue" depends on the day.
  route(app, okrTasksApi.list, async (request, reply) => {
    const tenant = requestTenant(request)
    return sendCached(
      readCache,
      request,
      reply,
      { topics: ['okr', 'goals'], tenant, day: today() },
      async () => {
        const { count, results } = await listTasks(db, tenant, request.query)
        return pageOf(request, request.query, count, results)
      },
    )
  })

  route(app, okrTasksApi.get, async (request) => getTask(db, requestTenant(request), request.params.id))

  route(app, okrTasksApi.create, async (request, reply) => {
    const tenant = requestTenant(request)
    const created = await createTask(db, tenant, request.body)
    await notifyAssigned(notifier, tenant, assigned(created))
    return reply.code(201).send(created)
  })

  route(app, okrTasksApi.update, async (request) => {
    const tenant = requestTenant(request)
    const before = await getTask(db, tenant, request.params.id)
    const updated = await updateTask(db, tenant, request.params.id, request.body)
    await notifyAssigned(notifier, tenant, assigned(updated), assigned(before).people)
    return updated
  })

  // SPEC §4/§7: the one state change a task has its own call for.
  route(app, okrTasksApi.toggleComplete, async (request) =>
    toggleTaskComplete(db, requestTenant(request), request.params.id),
  )

  route(app, okrTasksApi.remove, async (request, reply) => {
    await deleteTask(db, requestTenant(request), request.params.id)
    return reply.code(204).send(null)
  })
}

const assigned = (task: Task) => ({
  type: 'task' as const,
  id: task.id,
  title: task.title,
  people: [task.assignee],
})
