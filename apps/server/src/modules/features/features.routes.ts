import { idParams } from '@portal/contracts/companies'
import { problem } from '@portal/contracts/errors'
import { companyFeatures, companyFeaturesInput, features } from '@portal/contracts/features'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Config } from '../../core/config.ts'
import type { Database } from '../../core/db.ts'
import { principalOf } from '../../core/permissions.ts'
import { isStaff } from '../../core/principal.ts'
import { tenantById } from '../../core/tenancy.ts'
import { companyFeaturesOf, featuresFor, setCompanyFeatures } from './features.service.ts'

const errors = { 400: problem, 401: problem, 403: problem, 404: problem }
const tags = ['features']

export const featuresRoutes: FastifyPluginAsyncZod<{ config: Config; db: Database }> = async (
  app,
  { config, db },
) => {
  app.get(
    '/v1/features/',
    { config: { access: 'public' }, schema: { tags, response: { 200: features } } },
    // The caller's active company's flags; the configured defaults without a session or company.
    async (request) => {
      const caller = request.principal
      const inCompany = caller && (caller.isMember || isStaff(caller))
      return featuresFor(db, config, inCompany ? caller.activeCompanyId : null)
    },
  )

  app.get(
    '/v1/okr/companies/:id/features/',
    {
      config: { access: 'authenticated' },
      schema: { tags, params: idParams, response: { 200: companyFeatures, ...errors } },
    },
    async (request) => {
      const tenant = await tenantById(db, principalOf(request), request.params.id)
      return companyFeaturesOf(db, tenant.companyId)
    },
  )

  app.put(
    '/v1/okr/companies/:id/features/',
    {
      config: { access: 'staff' },
      schema: {
        tags,
        params: idParams,
        body: companyFeaturesInput,
        response: { 200: companyFeatures, ...errors },
      },
    },
    async (request) => {
      const tenant = await tenantById(db, principalOf(request), request.params.id)
      return setCompanyFeatures(db, tenant, request.body)
    },
  )
}
