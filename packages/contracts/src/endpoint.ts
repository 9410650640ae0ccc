import type { z } from 'zod'
import { endpointRoutes } from './endpoint-path.ts'
import { problem } from './errors.ts'

export { endpointHref, endpointPath, queryString } from './endpoint-path.ts'

/**
 * One declaration per API endpoint (ADR 13): method, path, inputs, answers and who may call it. The
 * server registers its routes from these (core/routes.ts), the OpenAPI document and docs/permissions.md
 * come from them, and the web calls them through the typed client (lib/api-client.ts): no path string or
 * asserted answer type anywhere else.
 */

/** Who may call an endpoint; the server's `ACCESS` table says what each rule checks. */
export type Access = 'public' | 'authenticated' | 'manager' | 'staff'
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface EndpointDefinition {
  method: HttpMethod
  /** Below `/api`, with the spec's trailing slash; `:name` for a path parameter. */
  path: `/v1/${string}` | `/${'health' | 'ready'}`
  access: Access
  /** One line for the OpenAPI document and the permission table. */
  summary: string
  /** How the service narrows what a caller who passes the rule sees or may change (docs/permissions.md). */
  narrowing?: string
  params?: z.ZodType
  query?: z.ZodType
  body?: z.ZodType
  /** The largest body the route reads, in bytes, when not the server's default (1 MiB). */
  bodyLimit?: number
  /** Content types of the body when not only JSON (multipart uploads). */
  consumes?: readonly string[]
  /** The success answer(s) by status; problem+json error answers are added by `endpoints()`. */
  responses: Partial<Record<200 | 201 | 202 | 204, z.ZodType>>
  /** The answer is a file or stream, not JSON (exports, downloads). */
  raw?: boolean
  /** Hidden from the OpenAPI document (the catch-all). */
  hidden?: boolean
  /**
   * Called by another server, not a browser (an identity provider's back-channel logout): no cookies,
   * so no CSRF token; the body authenticates itself (a signed token).
   */
  serverToServer?: true
}

/** A declared endpoint: its definition plus the group's tag and a stable operation id. */
export type Endpoint<D extends EndpointDefinition = EndpointDefinition> = D & {
  operationId: string
  tag: string
  /** Every answer by status, the errors included. */
  answers: Record<number, z.ZodType>
}

const ERRORS = [400, 401, 403, 404, 409, 413, 415, 429] as const

/**
 * A module's endpoints, keyed by a short name: the tag groups them in the OpenAPI document and the
 * operation id is `<tag>_<name>`, stable for generated clients.
 */
export function endpoints<const T extends Record<string, EndpointDefinition>>(
  tag: string,
  table: T,
): { [K in keyof T]: Endpoint<T[K]> } {
  const errors = Object.fromEntries(ERRORS.map((status) => [status, problem]))
  return Object.fromEntries(
    Object.entries(endpointRoutes(tag, table)).map(([name, route]) => {
      const definition = route as typeof route & EndpointDefinition
      const declared: Endpoint = {
        ...definition,
        answers: { ...errors, ...definition.responses } as Record<number, z.ZodType>,
      }
      return [name, declared]
    }),
  ) as { [K in keyof T]: Endpoint<T[K]> }
}

type Schema<E, K extends 'params' | 'query' | 'body'> =
  E extends Record<K, infer S extends z.ZodType> ? S : undefined

/** What a caller passes: the path parameters, query and body the endpoint declares, typed by its schemas. */
export type EndpointInput<E extends EndpointDefinition> = (Schema<E, 'params'> extends z.ZodType
  ? { params: z.input<Schema<E, 'params'>> }
  : { params?: undefined }) &
  (Schema<E, 'query'> extends z.ZodType ? { query?: z.input<Schema<E, 'query'>> } : { query?: undefined }) &
  (Schema<E, 'body'> extends z.ZodType
    ? { body: z.input<Schema<E, 'body'>> | FormData }
    : // A file upload read by the handler itself (no body schema) takes the form as it is.
      E extends { consumes: readonly string[] }
      ? { body: FormData }
      : { body?: undefined })

type SuccessSchema<E extends EndpointDefinition> =
  E['responses'] extends Record<200, infer S extends z.ZodType>
    ? S
    : E['responses'] extends Record<201, infer S extends z.ZodType>
      ? S
      : E['responses'] extends Record<202, infer S extends z.ZodType>
        ? S
        : undefined

/** What a successful call answers (nothing for a 204). */
export type EndpointResult<E extends EndpointDefinition> =
  SuccessSchema<E> extends z.ZodType ? z.output<SuccessSchema<E>> : undefined
