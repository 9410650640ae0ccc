import { idParams } from '@portal/contracts/companies'
import { problem } from '@portal/contracts/errors'
import { paginated } from '@portal/contracts/pagination'
import {
  batchUsersInput,
  batchUsersResult,
  resetPasswordResult,
  userCreateInput,
  userDetail,
  userExportQuery,
  userListQuery,
  userSummary,
  userUpdateInput,
} from '@portal/contracts/users'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requestLocale } from '../../core/locale.ts'
import { pageOf } from '../../core/pagination.ts'
import { principalOf } from '../../core/permissions.ts'
import { writeSheet } from '../../core/spreadsheet.ts'
import { batchCreateUsers } from './batch-users.ts'
import { usersSheet } from './export-users.ts'
import { removeUser, sendResetMail } from './remove-user.ts'
import { createUser, updateUser } from './save-user.ts'
import { userManagerOf } from './user-access.ts'
import type { UsersDeps } from './users.deps.ts'
import { getUser, listUsers } from './users.service.ts'

const errors = { 400: problem, 401: problem, 403: problem, 404: problem, 409: problem }
const tags = ['accounts']
// Administration of users: staff everywhere, a company admin in their active company (the service narrows).
const config = { access: 'manager' } as const

const CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
}

export const usersRoutes: FastifyPluginAsyncZod<UsersDeps> = async (app, deps) => {
  const { db } = deps
  const manager = (request: Parameters<typeof principalOf>[0]) => userManagerOf(principalOf(request))

  app.get(
    '/v1/accounts/users/',
    {
      config,
      schema: { tags, querystring: userListQuery, response: { 200: paginated(userSummary), ...errors } },
    },
    async (request) => {
      const { count, results } = await listUsers(db, manager(request), request.query)
      return pageOf(request, request.query, count, results)
    },
  )

  app.get(
    '/v1/accounts/users/export/',
    {
      config,
      schema: {
        tags,
        querystring: userExportQuery,
        response: { 200: z.unknown().describe('The users as an .xlsx or .csv file'), ...errors },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request)
      const { format } = request.query
      const sheet = usersSheet(db, manager(request), request.query, locale)
      const date = new Date().toISOString().slice(0, 10)
      return reply
        .type(CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="users-${date}.${format}"`)
        .header('cache-control', 'no-store')
        .send(writeSheet(sheet, format, locale))
    },
  )

  app.post(
    '/v1/accounts/users/batch/',
    { config, schema: { tags, body: batchUsersInput, response: { 201: batchUsersResult, ...errors } } },
    async (request, reply) =>
      reply.code(201).send(await batchCreateUsers(deps, manager(request), request.body)),
  )

  app.get(
    '/v1/accounts/users/:id/',
    { config, schema: { tags, params: idParams, response: { 200: userDetail, ...errors } } },
    async (request) => getUser(db, manager(request), request.params.id),
  )

  app.post(
    '/v1/accounts/users/',
    { config, schema: { tags, body: userCreateInput, response: { 201: userDetail, ...errors } } },
    async (request, reply) => reply.code(201).send(await createUser(deps, manager(request), request.body)),
  )

  app.put(
    '/v1/accounts/users/:id/',
    {
      config,
      schema: { tags, params: idParams, body: userUpdateInput, response: { 200: userDetail, ...errors } },
    },
    async (request) => updateUser(deps, manager(request), request.params.id, request.body),
  )

  app.delete(
    '/v1/accounts/users/:id/',
    { config, schema: { tags, params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await removeUser(deps, manager(request), request.params.id)
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/v1/accounts/users/:id/reset_password/',
    { config, schema: { tags, params: idParams, response: { 200: resetPasswordResult, ...errors } } },
    async (request) => sendResetMail(deps, manager(request), request.params.id),
  )
}
