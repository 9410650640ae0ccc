import { z } from 'zod'
import { endpoints } from './endpoint.ts'

export const FEATURE_VISIBILITIES = ['hidden', 'locked'] as const
export const featureVisibility = z.enum(FEATURE_VISIBILITIES)
export type FeatureVisibility = z.infer<typeof featureVisibility>

/** Known flags and their defaults; `ai` is off unless configured (SPEC §3). */
export const FEATURE_DEFAULTS = { ai: false } as const
export type FeatureName = keyof typeof FEATURE_DEFAULTS

/** The modules of the navigation, each of which a company can have hidden or locked. */
export const FEATURE_MODULES = [
  'dashboard',
  'okr',
  'ppm',
  'trends',
  'market_intelligence',
  'services',
  'whiteboard',
  'academy',
  'notifications',
  'coaching',
  'guide',
  'support',
] as const
export const featureModule = z.enum(FEATURE_MODULES)
export type FeatureModule = z.infer<typeof featureModule>

/** GET /api/v1/features/: the flags of the caller's active company (the defaults without one). */
export const features = z.object({
  ai: z.boolean(),
  visibility: z.record(z.string(), featureVisibility),
})
export type Features = z.infer<typeof features>

const moduleVisibility = z.partialRecord(featureModule, featureVisibility)

/** A company's own settings: `ai` null follows the default; a module missing is visible. */
export const companyFeatures = z.object({ ai: z.boolean().nullable(), visibility: moduleVisibility })
export type CompanyFeatures = z.infer<typeof companyFeatures>

export const companyFeaturesInput = z.strictObject({
  ai: z.boolean().nullable().default(null),
  visibility: moduleVisibility.default({}),
})
export type CompanyFeaturesInput = z.infer<typeof companyFeaturesInput>

const idParams = z.object({ id: z.uuid() })

/** The flags a page follows, and a company's own settings of them (staff write). */
export const featuresApi = endpoints('features', {
  get: {
    method: 'GET',
    path: '/v1/features/',
    access: 'public',
    summary: 'Read the flags of the caller’s active company',
    narrowing: 'the active company’s flags; defaults without a session or company',
    responses: { 200: features },
  },
  getOfCompany: {
    method: 'GET',
    path: '/v1/okr/companies/:id/features/',
    access: 'authenticated',
    summary: 'Read a company’s own feature settings',
    narrowing: 'staff: any company; members: their own (others’ → 404)',
    params: idParams,
    responses: { 200: companyFeatures },
  },
  updateOfCompany: {
    method: 'PUT',
    path: '/v1/okr/companies/:id/features/',
    access: 'staff',
    summary: 'Replace a company’s own feature settings',
    params: idParams,
    body: companyFeaturesInput,
    responses: { 200: companyFeatures },
  },
})
