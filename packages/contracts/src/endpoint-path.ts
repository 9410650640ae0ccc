// An endpoint's address from its table entry, without zod: the browser's API client imports only this,
// so a page's first load carries no schema code it does not use (issue 18).

/** What a call needs of an endpoint at run time: its address, method and the names it is known by. */
export interface EndpointRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  raw?: boolean
}

/**
 * A module's endpoints named as `endpoints()` names them: the tag and the operation id `<tag>_<name>`.
 * The browser's build gets the contracts' endpoint tables through this alone, their schemas left out
 * (apps/web/contract-routes.ts, ADR 63).
 */
export function endpointRoutes<const T extends Record<string, EndpointRoute>>(tag: string, table: T) {
  return Object.fromEntries(
    Object.entries(table).map(([name, route]) => [
      name,
      { ...route, operationId: `${tag.replaceAll('-', '_')}_${name}`, tag },
    ]),
  ) as { [K in keyof T]: T[K] & { operationId: string; tag: string } }
}

/** The request path of an endpoint with its parameters filled in (each encoded as a path segment). */
export function endpointPath(endpoint: { path: string }, params?: Record<string, unknown>): string {
  return endpoint.path.replace(/:([a-z_]+)/g, (_, name: string) => {
    const value = params?.[name]
    if (value === undefined || value === null) throw new Error(`${endpoint.path}: missing parameter ${name}`)
    return encodeURIComponent(String(value))
  })
}

/** A query object as a search string: undefined left out, lists repeated, in the object's order. */
export function queryString(query?: Record<string, unknown>): string {
  if (!query) return ''
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}

/**
 * The address of a GET endpoint for the browser to open itself (a download, an export, an image):
 * `/api` plus the path and query, for an `href` or `src`.
 */
export function endpointHref(
  endpoint: { path: string; method: 'GET' },
  input: { params?: Record<string, unknown>; query?: Record<string, unknown> } = {},
): string {
  return `/api${endpointPath(endpoint, input.params)}${queryString(input.query)}`
}
