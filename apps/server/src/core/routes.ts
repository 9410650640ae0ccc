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
      ...(endpoint.hidden && { hide: true }),
      ...(endpoint.params && { params: endpoint.params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      ...(endpoint.consumes && { consumes: [...endpoint.consumes] }),
      // A file or stream answer is not serialised by a schema.
      ...(!endpoint.raw && { response: endpoint.answers }),
    },
    handler: handler as RouteHandlerMethod,
  })
}
