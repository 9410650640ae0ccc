import type { FastifyInstance, preValidationHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from './errors.ts'
import { withRouteHook } from './route-hooks.ts'

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL. PostgreSQL cannot
 * store NUL in text at all (the statement fails), and the others are never typed by a person.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

/** No API body nests deeper; a deeper one is refused before anything walks it (or overflows the stack). */
export const MAX_DEPTH = 64

const tooDeep = () =>
  new AppError(400, 'api.errors.validation', {
    fields: { non_field_errors: [{ key: 'api.fields.json_too_deep', vars: { max: MAX_DEPTH } }] },
  })

/**
 * The dotted paths of every string in `value` that holds a control character. Runs on every API body,
 * so the path is one array pushed and popped as the walk goes, joined only for a finding.
 */
export function controlCharacterPaths(value: unknown, path: string[] = [], found: string[] = []) {
  if (path.length > MAX_DEPTH) throw tooDeep()
  if (typeof value === 'string') {
    if (CONTROL.test(value)) found.push(path.join('.') || 'non_field_errors')
  } else if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      path.push(String(index))
      controlCharacterPaths(value[index], path, found)
      path.pop()
    }
  } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      path.push(key)
      // A field's name is text too: a NUL in a key is refused like one in a value.
      if (CONTROL.test(key)) found.push(path.join('.'))
      else controlCharacterPaths(item, path, found)
      path.pop()
    }
  }
  return found
}

/**
 * Refuses a control character in any query parameter, path parameter or body field of an API route
 * with a 400 naming the field, before the route's schema or handler sees it: one check for every
 * route, so no handler can pass one to the database and answer 500.
 */
export const controlCharactersPlugin = fp(async (app: FastifyInstance) => {
  // On every API route, any query included (a query on a route that declares none must not pass either),
  // and only there: a synchronous hook, no promise per request (issue 18).
  app.addHook('onRoute', (route) => {
    if (route.url?.startsWith('/api/')) withRouteHook(route, 'preValidation', refuseInRequest)
  })
})

const refuseInRequest: preValidationHookHandler = (request, _reply, done) => {
  try {
    refuseControlCharacters(request.params, request.query, request.body)
  } catch (error) {
    return done(error as Error)
  }
  done()
}

/**
 * Throws the 400 for the first values holding a control character. For bodies read after this plugin's
 * hook has run (a route's own multipart reader), the reader calls it itself.
 */
export function refuseControlCharacters(...values: unknown[]) {
  const fields: string[] = []
  // Most requests carry no text at all (a GET without a query): nothing to walk, nothing allocated.
  for (const value of values) if (!isEmpty(value)) controlCharacterPaths(value, [], fields)
  if (fields.length === 0) return
  throw new AppError(400, 'api.errors.validation', {
    fields: Object.fromEntries(fields.map((field) => [field, [{ key: 'api.fields.control_character' }]])),
  })
}

function isEmpty(value: unknown) {
  if (value === undefined || value === null) return true
  if (typeof value !== 'object') return false
  for (const _ in value) return false
  return true
}
