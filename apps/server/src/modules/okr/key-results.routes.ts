import { okrKeyResultsApi } from '@portal/contracts/okr-key-results'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Database } from '../../core/db.ts'
import { pageOf } from '../../core/pagination.ts'
import { route } from '../../core/routes.ts'
import { requestTenant } from '../../core/tenancy.ts'
import { createCheckIn, listCheckIns } from './check-ins.service.ts'
import { getKeyResult } from './key-result-rows.ts'
import { createKeyResult, deleteKeyResult, listKeyResults, updateKeyResult } from './key-results.service.ts'

export const keyResultsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  route(app, okrKeyResultsApi.list, async (request) => {
    const { count, results } = await listKeyResults(db, requestTenant(request), request.query)
    return pageOf(request, request.query, count, results)
  })

  route(app, okrKeyResultsApi.get, async (request) =>
    getKeyResult(db, requestTenant(request), request.params.id),
  )

  route(app, okrKeyResultsApi.create, async (request, reply) =>
    reply.code(201).send(await createKeyResult(db, requestTenant(request), request.body)),
  )

  route(app, okrKeyResultsApi.update, async (request) =>
    updateKeyResult(db, requestTenant(request), request.params.id, request.body),
  )

  route(app, okrKeyResultsApi.remove, async (request, reply) => {
    await deleteKeyResult(db, requestTenant(request), request.params.id)
    return reply.code(204).send(null)
  })

  route(app, okrKeyResultsApi.listCheckIns, async (request) => {
    const tenant = requestTenant(request)
    const { count, results } = await listCheckIns(db, tenant, request.params.id, request.query)
    return pageOf(request, request.query, count, results)
  })

  route(app, okrKeyResultsApi.checkIn, async (request, reply) =>
    reply.code(201).send(await createCheckIn(db, requestTenant(request), request.params.id, request.body)),
  )
}
