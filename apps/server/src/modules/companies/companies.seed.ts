import type { HomepageEndpoint } from '@portal/contracts/accounts'
import type { Database } from '../../core/db.ts'
import { companies, companyMemberships } from '../../core/identity.tables.ts'

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

/**
 * The demo tenants, one per branch of the start-page rule (SPEC §2): ACME starts on its dashboard
 * (internal), Globex has none (the whiteboard), Initech on the catalogue's Video meetings, a service
 * that opens in a new tab.
 */
export async function seedCompanies(db: Database) {
  const acme = await createCompany(db, {
    name: 'ACME',
    homepage: { type: 'internal', endpoint: '/client/dashboard' },
  })
  const globex = await createCompany(db, { name: 'Globex' })
  const initech = await createCompany(db, {
    name: 'Initech',
    homepage: { type: 'external_new_tab', service_slug: 'video-meetings' },
  })
  return { acme, globex, initech }
}
