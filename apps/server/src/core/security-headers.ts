import helmet, { type HelmetOptions } from 'helmet'

/**
 * Helmet's response headers, computed once: with the CSP left to the pages (ADR 8) they are the same
 * for every answer, so they are set from this table in one step instead of running helmet's middleware
 * (a dozen header calls through two hooks) per request (issue 18). Helmet removes `x-powered-by`,
 * which Fastify never sets.
 */
export function securityHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {}
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value)
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()]
    },
  }
  let done = false
  helmet(options)({} as never, response as never, () => {
    done = true
  })
  if (!done) throw new Error('helmet did not answer synchronously: its headers cannot be computed once')
  return Object.freeze(headers)
}

/**
 * What of helmet's set an API answer carries: the headers that protect a response however it is fetched
 * (HTTPS only, no MIME sniffing, no framing, no reading from another origin without CORS), as the OWASP
 * REST cheat sheet lists them. The rest govern documents (opener and agent cluster, DNS prefetch of links,
 * referrers of their links and subresources, IE's download and XSS filter, Flash policy files) and go
 * with pages only: each header is validated and written on every answer (issue 18, ADR 89).
 */
export const API_ANSWER_HEADERS = [
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'cross-origin-resource-policy',
] as const

export function apiAnswerHeaders(
  headers: Readonly<Record<string, string>>,
): Readonly<Record<string, string>> {
  const picked: Record<string, string> = {}
  for (const name of API_ANSWER_HEADERS) {
    const value = headers[name]
    if (value !== undefined) picked[name] = value
  }
  return Object.freeze(picked)
}
