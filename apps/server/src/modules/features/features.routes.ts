import { features } from '@portal/contracts/features'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Config } from '../../core/config.ts'

export const featuresRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/v1/features/',
    { config: { access: 'public' }, schema: { tags: ['features'], response: { 200: features } } },
    // Per-company overrides and visibilities arrive with the companies admin; until then the defaults.
    async () => ({ ai: config.features.ai, visibility: {} }),
  )
}
