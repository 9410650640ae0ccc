import { scopeFor } from '@portal/contracts/api-tokens'
import type { Endpoint, EndpointDefinition } from '@portal/contracts/endpoint'
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'

/** The Fastify instance a module's routes plugin receives (Zod type provider). */
export type ApiApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>

type Field<E, K extends string> = E extends Record<K, infer S> ? S : undefined

/** The Fastify schema of an endpoint: what types the handler's request and checks its answer. */
export type SchemaOf<E extends EndpointDefinition> = {
  params: Field<E, 'params'>
  querystring: Field<E, 'query'>
  body: Field<E, 'body'>
  response: E['responses']
}

export type EndpointHandler<E extends EndpointDefinition> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E>,
  ZodTypeProvider,
  FastifyBaseLogger
>

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The declaration the route was registered from: its access rule, its place in the table. */
    endpoint?: Endpoint
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * How an endpoint is called, for the OpenAPI document: a browser session (with the CSRF header on unsafe
 * methods) or an API token with the scope it needs (ADR 29); public endpoints need neither.
 */
export function securityOf(endpoint: Endpoint): {
  security: Record<string, string[]>[]
  description: string
} {
  const scope = scopeFor(endpoint.tag, endpoint.method)
  if (endpoint.access === 'public' || endpoint.serverToServer) {
    return { security: [], description: scope ? `Token scope (optional): \`${scope}\`.` : '' }
  }
  const session: Record<string, string[]> = UNSAFE.has(endpoint.method)
    ? { session: [], csrf: [] }
    : { session: [] }
  return scope
    ? { security: [session, { bearer: [] }], description: `Token scope: \`${scope}\`.` }
    : { security: [session], description: 'Browser sessions only: API tokens cannot call this.' }
}

/**
 * Registers the route of a declared endpoint: path, access rule and schemas all come from the
 * declaration, the handler is the only thing a module writes. Routes registered any other way under
 * /api make the app refuse to start (core/permissions.ts).
 */
export function route<E extends Endpoint>(app: ApiApp, endpoint: E, handler: EndpointHandler<E>) {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { access: endpoint.access, endpoint },
    ...(endpoint.bodyLimit && { bodyLimit: endpoint.bodyLimit }),
    schema: {
      tags: [endpoint.tag],
      summary: endpoint.summary,
      operationId: endpoint.operationId,
      ...securityOf(endpoint),
      ...(endpoint.hidden && { hide: true }),
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      ...(endpoint.consumes && { consumes: [...endpoint.consumes] }),
      // A file or stream answer is not serialised by a schema; its errors are problem+json all the same.
      response: endpoint.raw ? errorAnswers(endpoint) : endpoint.answers,
    },
    handler: handler as RouteHandlerMethod,
  })
}

function errorAnswers(endpoint: Endpoint) {
  return Object.fromEntries(Object.entries(endpoint.answers).filter(([status]) => Number(status) >= 400))
}
