import { usersApi } from '@portal/contracts/users'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requestLocale } from '../../core/locale.ts'
import { pageOf } from '../../core/pagination.ts'
import { principalOf } from '../../core/permissions.ts'
import { route } from '../../core/routes.ts'
import { writeSheet } from '../../core/spreadsheet.ts'
import { batchCreateUsers } from './batch-users.ts'
import { usersSheet } from './export-users.ts'
import { removeUser, sendResetMail } from './remove-user.ts'
import { createUser, updateUser } from './save-user.ts'
import { userManagerOf } from './user-access.ts'
import type { UsersDeps } from './users.deps.ts'
import { getUser, listUsers } from './users.service.ts'

const CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
}

/** Administration of users: staff everywhere, a company admin in their active company (the use cases narrow). */
export const usersRoutes: FastifyPluginAsyncZod<UsersDeps> = async (app, deps) => {
  const { db } = deps
  const manager = (request: Parameters<typeof principalOf>[0]) => userManagerOf(principalOf(request))

  route(app, usersApi.list, async (request) => {
    const { count, results } = await listUsers(db, manager(request), request.query)
    return pageOf(request, request.query, count, results)
  })

  route(app, usersApi.export, async (request, reply) => {
    const locale = requestLocale(request)
    const { format } = request.query
    const sheet = usersSheet(db, manager(request), request.query, locale)
    const date = new Date().toISOString().slice(0, 10)
    return reply
      .type(CONTENT_TYPES[format])
      .header('content-disposition', `attachment; filename="users-${date}.${format}"`)
      .header('cache-control', 'no-store')
      .send(writeSheet(sheet, format, locale))
  })

  route(app, usersApi.batch, async (request, reply) =>
    reply.code(201).send(await batchCreateUsers(deps, manager(request), request.body)),
  )

  route(app, usersApi.get, async (request) => getUser(db, manager(request), request.params.id))

  route(app, usersApi.create, async (request, reply) =>
    reply.code(201).send(await createUser(deps, manager(request), request.body)),
  )

  route(app, usersApi.update, async (request) =>
    updateUser(deps, manager(request), request.params.id, request.body),
  )

  route(app, usersApi.remove, async (request, reply) => {
    await removeUser(deps, manager(request), request.params.id)
    return reply.code(204).send(null)
  })

  route(app, usersApi.resetPassword, async (request) =>
    sendResetMail(deps, manager(request), request.params.id),
  )
}
