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
  /** The page's CSP nonce (production): every inline script React Router writes carries it. */
  cspNonce?: string
  /** Lets this page frame the given https address: the CSP's frame-src gets its origin. */
  allowFrame?: (url: string) => void
}

/**
 * The page's fields in a loader's, action's or entry's `context`: React Router's context provider,
 * which the server hands over with these fields on it (apps/server core/web.ts, ADR 87).
 */
export function pageContext(context: unknown): PortalLoadContext {
  return context as PortalLoadContext
}
