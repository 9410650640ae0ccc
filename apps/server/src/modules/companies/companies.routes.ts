import { activeCompanyApi, companiesApi } from '@portal/contracts/companies'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Database } from '../../core/db.ts'
import { pageOf } from '../../core/pagination.ts'
import { principalOf } from '../../core/permissions.ts'
import { type PrincipalLoader, toMe } from '../../core/principal.ts'
import { route } from '../../core/routes.ts'
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

export const companiesRoutes: FastifyPluginAsyncZod<{
  db: Database
  sessionCache: SessionCache
  secret: string
  principals: PrincipalLoader
}> = async (app, { db, sessionCache, secret, principals }) => {
  route(app, companiesApi.list, async (request) => {
    const { count, results } = await listCompanies(db, principalOf(request), request.query)
    return pageOf(request, request.query, count, results)
  })

  route(app, companiesApi.get, async (request) => getCompany(db, principalOf(request), request.params.id))

  route(app, companiesApi.create, async (request, reply) =>
    reply.code(201).send(await createCompany(db, request.body)),
  )

  route(app, companiesApi.update, async (request) => {
    const updated = await updateCompany(db, principalOf(request), request.params.id, request.body)
    // Members' start page may have changed: drop every cached caller.
    await sessionCache.forgetAll()
    return updated
  })

  route(app, companiesApi.remove, async (request, reply) => {
    await deleteCompany(db, request.params.id)
    await sessionCache.forgetAll()
    return reply.code(204).send(null)
  })

  route(app, activeCompanyApi.setActiveCompany, async (request) => {
    const principal = principalOf(request)
    await setActiveCompany(db, principal, request.body.id)
    await sessionCache.forgetUser(principal.userId)
    const token = sessionTokenFromCookie(request.cookies, secret)
    const updated = token ? await principals.load(token) : null
    return toMe(updated ?? principal)
  })
}
