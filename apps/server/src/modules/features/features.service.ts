import {
  type CompanyFeatures,
  type CompanyFeaturesInput,
  FEATURE_MODULES,
  type FeatureModule,
  type Features,
  type FeatureVisibility,
} from '@portal/contracts/features'
import { eq } from 'drizzle-orm'
import type { Config } from '../../core/config.ts'
import type { Database } from '../../core/db.ts'
import type { Tenant } from '../../core/tenancy.ts'
import { companyFeatures } from './features.tables.ts'

const isModule = (name: string): name is FeatureModule =>
  (FEATURE_MODULES as readonly string[]).includes(name)

/** A company's own settings: the modules it has hidden or locked, and its `ai` choice (null: default). */
export async function companyFeaturesOf(db: Database, companyId: string): Promise<CompanyFeatures> {
  const rows = await db.select().from(companyFeatures).where(eq(companyFeatures.companyId, companyId))
  const visibility: CompanyFeatures['visibility'] = {}
  for (const row of rows) {
    if (isModule(row.feature) && row.visibility) visibility[row.feature] = row.visibility as FeatureVisibility
  }
  const ai = rows.find((row) => row.feature === 'ai')?.enabled ?? null
  return { ai, visibility }
}

/** The flags a caller gets: their active company's settings over the configured defaults. */
export async function featuresFor(db: Database, config: Config, companyId: string | null): Promise<Features> {
  // Note: without a configured provider the assistant is off everywhere, whatever a company chose.
  const aiDefault = config.ai !== null && config.features.ai
  if (!companyId) return { ai: aiDefault, visibility: {} }
  const own = await companyFeaturesOf(db, companyId)
  return { ai: config.ai !== null && (own.ai ?? aiDefault), visibility: own.visibility }
}

/** Replaces the company's settings (staff). */
export async function setCompanyFeatures(db: Database, tenant: Tenant, input: CompanyFeaturesInput) {
  const rows = [
    ...Object.entries(input.visibility).map(([feature, visibility]) => ({
      companyId: tenant.companyId,
      feature,
      visibility,
      enabled: null,
    })),
    ...(input.ai === null
      ? []
      : [{ companyId: tenant.companyId, feature: 'ai', visibility: null, enabled: input.ai }]),
  ]
  await db.transaction(async (tx) => {
    await tx.delete(companyFeatures).where(eq(companyFeatures.companyId, tenant.companyId))
    if (rows.length) await tx.insert(companyFeatures).values(rows)
  })
  return companyFeaturesOf(db, tenant.companyId)
}
