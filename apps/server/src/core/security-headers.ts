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
