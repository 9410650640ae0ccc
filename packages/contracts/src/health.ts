import { z } from 'zod'

export const health = z.object({ status: z.literal('ok') })
export const buildInfo = z.object({ id: z.string(), timestamp: z.string() })
export type BuildInfo = z.infer<typeof buildInfo>
