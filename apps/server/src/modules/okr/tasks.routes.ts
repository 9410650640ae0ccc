import { idParams } from '@portal/contracts/companies'
import { task, taskInput, taskListQuery } from '@portal/contracts/okr-projects'
import { paginated } from '@portal/contracts/pagination'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Database } from '../../core/db.ts'
import { pageOf } from '../../core/pagination.ts'
import { requestTenant } from '../../core/tenancy.ts'
import { errors, member, tags } from './okr-http.ts'
import { getTask } from './project-rows.ts'
import { createTask, deleteTask, listTasks, toggleTaskComplete, updateTask } from './tasks.service.ts'

const one = { 200: task, ...errors }

export const tasksRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/v1/okr/tasks/',
    {
      config: member,
      schema: { tags, querystring: taskListQuery, response: { 200: paginated(task), ...errors } },
    },
    async (request) => {
      const { count, results } = await listTasks(db, requestTenant(request), request.query)
      return pageOf(request, request.query, count, results)
    },
  )

  app.get(
    '/v1/okr/tasks/:id/',
    { config: member, schema: { tags, params: idParams, response: one } },
    async (request) => getTask(db, requestTenant(request), request.params.id),
  )

  app.post(
    '/v1/okr/tasks/',
    { config: member, schema: { tags, body: taskInput, response: { 201: task, ...errors } } },
    async (request, reply) =>
      reply.code(201).send(await createTask(db, requestTenant(request), request.body)),
  )

  app.put(
    '/v1/okr/tasks/:id/',
    { config: member, schema: { tags, params: idParams, body: taskInput, response: one } },
    async (request) => updateTask(db, requestTenant(request), request.params.id, request.body),
  )

  // SPEC §4/§7: the one state change a task has its own call for.
  app.post(
    '/v1/okr/tasks/:id/toggle_complete/',
    { config: member, schema: { tags, params: idParams, response: one } },
    async (request) => toggleTaskComplete(db, requestTenant(request), request.params.id),
  )

  app.delete(
    '/v1/okr/tasks/:id/',
    { config: member, schema: { tags, params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deleteTask(db, requestTenant(request), request.params.id)
      return reply.code(204).send(null)
    },
  )
}
