/**
 * What the server hands React Router loaders during SSR: a fetch to the API that runs in-process
 * (Fastify's inject, no network hop) and already carries the page request's cookies and language.
 */
export type InProcessFetch = (
  path: string,
  init?: { method?: string; body?: string; headers?: Record<string, string> },
) => Promise<Response>

export interface PortalLoadContext {
  [key: string]: unknown
  apiFetch: InProcessFetch
}
