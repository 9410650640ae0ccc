import {
  adApi,
  type DirectoryConnection,
  type DirectoryRun,
  directoryConnectionApi,
} from '@portal/contracts/directory'
import type { TextKey } from '@portal/i18n/text-keys'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../../core/errors.ts'
import { requestTexts } from '../../core/locale.ts'
import { route } from '../../core/routes.ts'
import { assertCanManage, requestTenant } from '../../core/tenancy.ts'
import {
  connectionRow,
  lastRun,
  readConnection,
  removeConnection,
  saveConnection,
  settingsOf,
} from './directory-connections.service.ts'
import {
  type DirectoryRunner,
  failInterrupted,
  importDirectoryUsers,
  listDirectoryUsers,
} from './directory-sync.service.ts'
import { readDirectory } from './ldap-directory.ts'

type Dependencies = { runner: DirectoryRunner }

/** A run's failure and skip reasons are catalogue keys; the caller reads them in their language. */
function worded(request: FastifyRequest, run: DirectoryRun): DirectoryRun
function worded(request: FastifyRequest, run: DirectoryRun | null): DirectoryRun | null
function worded(request: FastifyRequest, run: DirectoryRun | null) {
  if (!run) return null
  const t = requestTexts(request)
  return {
    ...run,
    error: run.error ? t(run.error as TextKey) : null,
    skipped: run.skipped.map((s) => ({ ...s, reason: t(s.reason as TextKey) })),
  }
}

export const directoryRoutes: FastifyPluginAsyncZod<Dependencies> = async (app, { runner }) => {
  const { ctx } = runner
  const { db, box } = ctx

  const withWords = (request: FastifyRequest, answer: { connection: DirectoryConnection | null }) => ({
    connection: answer.connection && {
      ...answer.connection,
      last_run: worded(request, answer.connection.last_run),
    },
  })

  route(app, directoryConnectionApi.get, async (request) =>
    withWords(request, await readConnection(db, request.params.id)),
  )

  route(app, directoryConnectionApi.save, async (request) =>
    withWords(request, await saveConnection(db, box, request.params.id, request.body)),
  )

  route(app, directoryConnectionApi.remove, async (request, reply) => {
    await removeConnection(db, request.params.id)
    return reply.code(204).send(null)
  })

  // A failed test is an answer, not an error: the screen shows what went wrong.
  route(app, directoryConnectionApi.test, async (request) => {
    const { connection } = await readConnection(db, request.params.id)
    if (!connection) throw new AppError(409, 'api.directory.not_connected')
    try {
      const settings = settingsOf(box, await connectionRow(db, request.params.id))
      const found = await readDirectory(settings, { groups: true })
      return { ok: true, user_count: found.users.length, group_count: found.groups.length, message: null }
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      const t = requestTexts(request)
      return { ok: false, user_count: null, group_count: null, message: t(error.messageKey) }
    }
  })

  route(app, adApi.users, async (request) => {
    const tenant = requestTenant(request)
    assertCanManage(tenant)
    return listDirectoryUsers(ctx, tenant.companyId, request.query.search)
  })

  route(app, adApi.import, async (request) => {
    const tenant = requestTenant(request)
    assertCanManage(tenant)
    return worded(request, await importDirectoryUsers(ctx, tenant.companyId, request.body.external_ids))
  })

  // The sync runs in the background; the answer is the running run, whose progress GET shows.
  route(app, adApi.sync, async (request, reply) => {
    const tenant = requestTenant(request)
    assertCanManage(tenant)
    const { run } = await runner.start(tenant.companyId)
    return reply.code(202).send(worded(request, run))
  })

  route(app, adApi.lastRun, async (request) => {
    const tenant = requestTenant(request)
    assertCanManage(tenant)
    await failInterrupted(db, tenant.companyId)
    return { run: worded(request, await lastRun(db, tenant.companyId)) }
  })
}
