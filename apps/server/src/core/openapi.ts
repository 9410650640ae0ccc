import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

/**
 * The OpenAPI document, generated from the same Zod contracts the routes validate with. Served with its
 * UI at /api/docs unless `API_DOCS=off`; who may read it is the permissions plugin's docs rule.
 */
export const openapiPlugin = fp(async (app: FastifyInstance, options: { serve: boolean }) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Portal API', version: '1' },
      components: {
        securitySchemes: {
          csrf: { type: 'apiKey', in: 'header', name: 'X-CSRFToken' },
          session: { type: 'apiKey', in: 'cookie', name: 'portal.session_token' },
        },
      },
    },
    transform: jsonSchemaTransform,
  })
  if (options.serve) await app.register(swaggerUi, { routePrefix: '/api/docs' })
})
