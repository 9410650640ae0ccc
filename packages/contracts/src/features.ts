import { z } from 'zod'

export const FEATURE_VISIBILITIES = ['hidden', 'locked'] as const
export const featureVisibility = z.enum(FEATURE_VISIBILITIES)

/** Known flags and their defaults; `ai` is off unless configured (SPEC §3). */
export const FEATURE_DEFAULTS = { ai: false } as const
export type FeatureName = keyof typeof FEATURE_DEFAULTS

export const features = z.object({
  ai: z.boolean(),
  visibility: z.record(z.string(), featureVisibility),
})
export type Features = z.infer<typeof features>
