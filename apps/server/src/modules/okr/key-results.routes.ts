import { idParams } from '@portal/contracts/companies'
import {
  checkIn,
  checkInInput,
  keyResult,
  keyResultInput,
  keyResultListQuery,
} from '@portal/contracts/okr-key-results'
import { pageQuery, paginated } from '@portal/contracts/pagination'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Database } from '../../core/db.ts'
import { pageOf } from '../../core/pagination.ts'
import { requestTenant } from '../../core/tenancy.ts'
import { createCheckIn, listCheckIns } from './check-ins.service.ts'
import { getKeyResult } from './key-result-rows.ts'
import { createKeyResult, deleteKeyResult, listKeyResults, updateKeyResult } from './key-results.service.ts'
import { errors, member, tags } from './okr-http.ts'

export const keyResultsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/v1/okr/key-results/',
    {
      config: member,
      schema: { tags, querystring: keyResultListQuery, response: { 200: paginated(keyResult), ...errors } },
    },
    async (request) => {
      const { count, results } = await listKeyResults(db, requestTenant(request), request.query)
      return pageOf(request, request.query, count, results)
    },
  )

  app.get(
    '/v1/okr/key-results/:id/',
    { config: member, schema: { tags, params: idParams, response: { 200: keyResult, ...errors } } },
    async (request) => getKeyResult(db, requestTenant(request), request.params.id),
  )

  app.post(
    '/v1/okr/key-results/',
    { config: member, schema: { tags, body: keyResultInput, response: { 201: keyResult, ...errors } } },
    async (request, reply) =>
      reply.code(201).send(await createKeyResult(db, requestTenant(request), request.body)),
  )

  app.put(
    '/v1/okr/key-results/:id/',
    {
      config: member,
      schema: { tags, params: idParams, body: keyResultInput, response: { 200: keyResult, ...errors } },
    },
    async (request) => updateKeyResult(db, requestTenant(request), request.params.id, request.body),
  )

  app.delete(
    '/v1/okr/key-results/:id/',
    { config: member, schema: { tags, params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deleteKeyResult(db, requestTenant(request), request.params.id)
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/v1/okr/key-results/:id/check-ins/',
    {
      config: member,
      schema: {
        tags,
        params: idParams,
        querystring: pageQuery,
        response: { 200: paginated(checkIn), ...errors },
      },
    },
    async (request) => {
      const tenant = requestTenant(request)
      const { count, results } = await listCheckIns(db, tenant, request.params.id, request.query)
      return pageOf(request, request.query, count, results)
    },
  )

  app.post(
    '/v1/okr/key-results/:id/check-ins/',
    {
      config: member,
      schema: { tags, params: idParams, body: checkInInput, response: { 201: checkIn, ...errors } },
    },
    async (request, reply) =>
      reply.code(201).send(await createCheckIn(db, requestTenant(request), request.params.id, request.body)),
  )
}
