import { me } from '@portal/contracts/accounts'
import {
  activeCompanyInput,
  company,
  companyInput,
  companyListQuery,
  idParams,
} from '@portal/contracts/companies'
import { problem } from '@portal/contracts/errors'
import { paginated } from '@portal/contracts/pagination'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Database } from '../../core/db.ts'
import { pageOf } from '../../core/pagination.ts'
import { principalOf } from '../../core/permissions.ts'
import { loadPrincipal, toMe } from '../../core/principal.ts'
import type { SessionCache } from '../../core/session-cache.ts'
import { sessionTokenFromCookie } from '../../core/session-cookie.ts'
import {
  createCompany,
  deleteCompany,
  getCompany,
  listCompanies,
  setActiveCompany,
  updateCompany,
} from './companies.service.ts'

const errors = { 400: problem, 401: problem, 403: problem, 404: problem }
const tags = ['companies']

export const companiesRoutes: FastifyPluginAsyncZod<{
  db: Database
  sessionCache: SessionCache
  secret: string
}> = async (app, { db, sessionCache, secret }) => {
  app.get(
    '/v1/okr/companies/',
    {
      config: { access: 'authenticated' },
      schema: { tags, querystring: companyListQuery, response: { 200: paginated(company), ...errors } },
    },
    async (request) => {
      const { count, results } = await listCompanies(db, principalOf(request), request.query)
      return pageOf(request, request.query, count, results)
    },
  )

  app.get(
    '/v1/okr/companies/:id/',
    {
      config: { access: 'authenticated' },
      schema: { tags, params: idParams, response: { 200: company, ...errors } },
    },
    async (request) => getCompany(db, principalOf(request), request.params.id),
  )

  app.post(
    '/v1/okr/companies/',
    {
      config: { access: 'staff' },
      schema: { tags, body: companyInput, response: { 201: company, ...errors } },
    },
    async (request, reply) => reply.code(201).send(await createCompany(db, request.body)),
  )

  app.put(
    '/v1/okr/companies/:id/',
    {
      config: { access: 'staff' },
      schema: { tags, params: idParams, body: companyInput, response: { 200: company, ...errors } },
    },
    async (request) => {
      const updated = await updateCompany(db, principalOf(request), request.params.id, request.body)
      // Members' start page may have changed: drop every cached caller.
      await sessionCache.forgetAll()
      return updated
    },
  )

  app.delete(
    '/v1/okr/companies/:id/',
    {
      config: { access: 'staff' },
      schema: { tags, params: idParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await deleteCompany(db, request.params.id)
      await sessionCache.forgetAll()
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/v1/accounts/active-company/',
    {
      config: { access: 'authenticated' },
      schema: { tags: ['accounts'], body: activeCompanyInput, response: { 200: me, ...errors } },
    },
    async (request) => {
      const principal = principalOf(request)
      await setActiveCompany(db, principal, request.body.id)
      await sessionCache.forgetUser(principal.userId)
      const token = sessionTokenFromCookie(request.cookies, secret)
      const updated = token ? await loadPrincipal(db, token) : null
      return toMe(updated ?? principal)
    },
  )
}
