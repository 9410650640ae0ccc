import type { HomepageEndpoint } from '@portal/contracts/accounts'
import type { Database } from '../../core/db.ts'
import { companies, companyMemberships } from './companies.tables.ts'

export interface CompanyFactoryInput {
  name: string
  homepage?: Partial<HomepageEndpoint>
}

export async function createCompany(db: Database, input: CompanyFactoryInput) {
  const [company] = await db
    .insert(companies)
    .values({
      name: input.name,
      homepageType: input.homepage?.type ?? null,
      homepageEndpoint: input.homepage?.endpoint ?? null,
      homepageServiceSlug: input.homepage?.service_slug ?? null,
    })
    .returning()
  return company!
}

export async function addMember(db: Database, companyId: string, userId: string, isCompanyAdmin = false) {
  await db.insert(companyMemberships).values({ companyId, userId, isCompanyAdmin })
}

/** The demo tenants: ACME starts on its dashboard, Globex has no start page configured. */
export async function seedCompanies(db: Database) {
  const acme = await createCompany(db, {
    name: 'ACME',
    homepage: { type: 'internal', endpoint: '/client/dashboard' },
  })
  const globex = await createCompany(db, { name: 'Globex' })
  return { acme, globex }
}
