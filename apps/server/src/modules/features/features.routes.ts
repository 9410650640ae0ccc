import { featuresApi } from '@portal/contracts/features'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Config } from '../../core/config.ts'
import type { Database } from '../../core/db.ts'
import { principalOf } from '../../core/permissions.ts'
import { isStaff } from '../../core/principal.ts'
import { route } from '../../core/routes.ts'
import { tenantById } from '../../core/tenancy.ts'
import { companyFeaturesOf, featuresFor, setCompanyFeatures } from './features.service.ts'

export const featuresRoutes: FastifyPluginAsyncZod<{ config: Config; db: Database }> = async (
  app,
  { config, db },
) => {
  // The caller's active company's flags; the configured defaults without a session or company.
  route(app, featuresApi.get, async (request) => {
    const caller = request.principal
    const inCompany = caller && (caller.isMember || isStaff(caller))
    return featuresFor(db, config, inCompany ? caller.activeCompanyId : null)
  })

  route(app, featuresApi.getOfCompany, async (request) => {
    const tenant = await tenantById(db, principalOf(request), request.params.id)
    return companyFeaturesOf(db, tenant.companyId)
  })

  route(app, featuresApi.updateOfCompany, async (request) => {
    const tenant = await tenantById(db, principalOf(request), request.params.id)
    return setCompanyFeatures(db, tenant, request.body)
  })
}
