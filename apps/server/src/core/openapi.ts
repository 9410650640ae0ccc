import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { ALL_ENDPOINTS } from '@portal/contracts/api-table'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { z } from 'zod'

type PathItem = Record<string, { parameters?: { in: string; name: string }[] } & Record<string, unknown>>
interface Document {
  paths?: Record<string, PathItem>
  [key: string]: unknown
}

/**
 * The OpenAPI document, generated from the same Zod contracts the routes validate with (ADR 16): each
 * operation's id, summary, tag, parameters and security come from its endpoint declaration
 * (core/routes.ts). Served with its UI at /api/docs unless `API_DOCS=off`; who may read it is the
 * permissions plugin's docs rule. Checked with Redocly's recommended rules (openapi.test.ts, ADR 29).
 */
export const openapiPlugin = fp(
  async (app: FastifyInstance, options: { serve: boolean; publicUrl: string }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Portal API',
          version: '1',
          description:
            'Call it with a browser session (cookie, plus the `X-CSRFToken` header echoing the `csrftoken` cookie on unsafe methods) or with an API token: `Authorization: Bearer ptl_…`, within the token’s scopes.',
          license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
        },
        servers: [{ url: new URL(options.publicUrl).origin }],
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: 'portal.session_token' },
            csrf: { type: 'apiKey', in: 'header', name: 'X-CSRFToken' },
            bearer: {
              type: 'http',
              scheme: 'bearer',
              description: 'A personal access token or a service account’s token (`ptl_…`).',
            },
          },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: (documents) =>
        'openapiObject' in documents
          ? completeRecords(
              addBodyExamples(describeRawAnswers(mergeIdenticalPaths(documents.openapiObject as Document))),
            )
          : documents.swaggerObject,
    })
    if (options.serve) await app.register(swaggerUi, { routePrefix: '/api/docs' })
  },
)

/**
 * Paths that differ only in their parameters' names (`/articles/{slug}/` read, `/articles/{id}/`
 * written: the router tells them apart by method) are one path in the document, whose parameter is
 * named after both (`{slug_or_id}`): OpenAPI allows only one template per path.
 */
export function mergeIdenticalPaths<D extends Document>(document: D): D {
  const paths = document.paths ?? {}
  const groups = new Map<string, string[]>()
  for (const path of Object.keys(paths)) {
    const shape = path.replace(/\{[^}]+\}/g, '{}')
    groups.set(shape, [...(groups.get(shape) ?? []), path])
  }
  const merged: Record<string, PathItem> = {}
  for (const [shape, group] of groups) {
    if (group.length === 1) {
      merged[group[0]!] = paths[group[0]!]!
      continue
    }
    const names = group.map((path) => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!))
    const joined = names[0]!.map((_, i) => [...new Set(names.map((list) => list[i]!))].join('_or_'))
    let index = 0
    const path = shape.replace(/\{\}/g, () => `{${joined[index++]}}`)
    const item: PathItem = {}
    group.forEach((original, g) => {
      for (const [method, operation] of Object.entries(paths[original]!)) {
        const parameters = operation.parameters?.map((p) => {
          const at = p.in === 'path' ? names[g]!.indexOf(p.name) : -1
          return at >= 0 ? { ...p, name: joined[at]! } : p
        })
        item[method] = { ...operation, ...(parameters && { parameters }) }
      }
    })
    merged[path] = item
  }
  return { ...document, paths: merged }
}

const byOperationId = new Map(ALL_ENDPOINTS.map((endpoint) => [endpoint.operationId, endpoint]))

/**
 * A file or stream answer has no schema (core/routes.ts leaves it unserialised): the document names its
 * success status all the same, with the declaration's description (`.describe()`).
 */
export function describeRawAnswers<D extends Document>(document: D): D {
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item)) {
      const endpoint = byOperationId.get(String(operation.operationId))
      if (!endpoint?.raw) continue
      const responses = (operation.responses ?? {}) as Record<string, unknown>
      for (const [status, schema] of Object.entries(endpoint.responses)) {
        responses[status] ??= { description: schema.description ?? 'A file or stream, not JSON' }
      }
      operation.responses = responses
    }
  }
  return document
}

/**
 * A record keyed by an enum (`z.record(z.enum([...]), …)`) becomes `propertyNames` plus `required`
 * without `properties`: the required keys are spelled out as properties of the value's schema.
 */
export function completeRecords<D extends Document>(document: D): D {
  const visit = (node: unknown) => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item)
      return
    }
    if (!node || typeof node !== 'object') return
    const schema = node as Record<string, unknown>
    if (Array.isArray(schema.required) && schema.propertyNames && !schema.properties) {
      const value = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : {}
      schema.properties = Object.fromEntries((schema.required as string[]).map((key) => [key, value]))
    }
    for (const child of Object.values(schema)) visit(child)
  }
  visit(document.paths)
  visit(document.components)
  return document
}

/**
 * The examples a body schema declares (`.meta({ examples })`) as the request body's examples: the Zod
 * conversion keeps metadata of nested schemas only, not of the body itself.
 */
export function addBodyExamples<D extends Document>(document: D): D {
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item)) {
      const endpoint = byOperationId.get(String(operation.operationId))
      const examples = endpoint?.body && z.globalRegistry.get(endpoint.body)?.examples
      const body = operation.requestBody as { content?: Record<string, { examples?: unknown }> } | undefined
      const json = body?.content?.['application/json']
      if (!Array.isArray(examples) || !json) continue
      json.examples = Object.fromEntries(examples.map((value, i) => [`example${i + 1}`, { value }]))
    }
  }
  return document
}
