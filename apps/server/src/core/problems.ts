import { PROBLEM_CONTENT_TYPE, type Problem } from '@portal/contracts/errors'
import { translate } from '@portal/i18n/translate'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { AppError } from './errors.ts'
import { requestLocale } from './locale.ts'

type ValidationIssue = {
  keyword: string
  instancePath: string
  message?: string
  params: Record<string, unknown>
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
}

export function sendProblem(reply: FastifyReply, problem: Omit<Problem, 'type' | 'title'>) {
  return reply
    .code(problem.status)
    .type(PROBLEM_CONTENT_TYPE)
    .send({ type: 'about:blank', title: TITLES[problem.status] ?? 'Error', ...problem })
}

/**
 * A contract's own refinement names its message (`message: 'period_end'`): an `api.fields.*` key when
 * the catalogue has it, else the generic "not valid".
 */
function contractMessageKey(message: string | undefined): `api.fields.${string}` {
  const key = `api.fields.${message ?? ''}` as const
  return message && /^[a-z_]+$/.test(message) && translate('en-US', key) !== key ? key : 'api.fields.invalid'
}

/** Turns schema validation issues into `{field: [message]}` in the user's language. */
function fieldErrors(request: FastifyRequest, issues: ValidationIssue[]) {
  const locale = requestLocale(request)
  // A Map, not an object: a field may be called "toString" or "__proto__".
  const errors = new Map<string, string[]>()
  const add = (path: string, message: string) => {
    const field = path.split('/').filter(Boolean).join('.') || 'non_field_errors'
    errors.set(field, [...(errors.get(field) ?? []), message])
  }
  for (const issue of issues) {
    const p = issue.params
    switch (issue.keyword) {
      case 'unrecognized_keys':
        for (const key of (p.keys as string[] | undefined) ?? []) {
          add(`${issue.instancePath}/${key}`, translate(locale, 'api.fields.unknown_field'))
        }
        break
      case 'invalid_type':
        add(
          issue.instancePath,
          issue.message?.includes('received undefined')
            ? translate(locale, 'api.fields.required')
            : translate(locale, 'api.fields.invalid_type', { expected: String(p.expected ?? '') }),
        )
        break
      case 'too_small':
        add(
          issue.instancePath,
          p.origin === 'string' && p.minimum === 1
            ? translate(locale, 'api.fields.required')
            : translate(locale, 'api.fields.too_short', { minimum: String(p.minimum) }),
        )
        break
      case 'too_big':
        add(issue.instancePath, translate(locale, 'api.fields.too_long', { maximum: String(p.maximum) }))
        break
      case 'invalid_value':
        add(
          issue.instancePath,
          translate(locale, 'api.fields.invalid_value', {
            options: ((p.values as unknown[] | undefined) ?? []).join(', '),
          }),
        )
        break
      case 'custom':
        // A contract's own rule names its message by catalogue key, whole (`api.fields.url_private_host`)
        // or by its last part (`period_end`).
        add(
          issue.instancePath,
          issue.message?.startsWith('api.fields.')
            ? translate(locale, issue.message as `api.${string}`)
            : translate(locale, contractMessageKey(issue.message)),
        )
        break
      default:
        add(issue.instancePath, translate(locale, contractMessageKey(issue.message)))
    }
  }
  return Object.fromEntries(errors)
}

/** Every error leaves as application/problem+json (RFC 9457); nothing internal leaks out. */
export const problemsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = requestLocale(request)
    if (error instanceof AppError) {
      if (error.options.headers) reply.headers(error.options.headers)
      const fields = error.options.fields
      return sendProblem(reply, {
        status: error.status,
        detail: translate(locale, error.messageKey, error.options.vars),
        ...(fields && {
          errors: Object.fromEntries(
            Object.entries(fields).map(([field, list]) => [
              field,
              list.map(({ key, vars }) => translate(locale, key, vars)),
            ]),
          ),
        }),
      })
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendProblem(reply, {
        status: 400,
        detail: translate(locale, 'api.errors.validation'),
        errors: fieldErrors(request, error.validation as unknown as ValidationIssue[]),
      })
    }
    const status = error.statusCode ?? 500
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error')
      return sendProblem(reply, { status: 500, detail: translate(locale, 'api.errors.internal') })
    }
    // Fastify's parser refuses malformed JSON and, before validation, JSON with a `__proto__` or
    // `constructor.prototype` key (prototype poisoning); the answer says which body rule it broke.
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return sendProblem(reply, {
        status: 400,
        detail: translate(locale, 'api.errors.bad_request'),
        errors: { non_field_errors: [translate(locale, 'api.fields.json_body')] },
      })
    }
    // Fastify's own 4xx (wrong content type, body too large…): keep the status. Another body it could not
    // read is a 400 about the body as a whole.
    const detail = translate(locale, 'api.errors.bad_request')
    const unreadableBody = status === 400 && error.code?.startsWith('FST_ERR_CTP_')
    return sendProblem(reply, {
      status,
      detail,
      ...(unreadableBody && { errors: { non_field_errors: [detail] } }),
    })
  })

  app.setNotFoundHandler((request, reply) =>
    sendProblem(reply, { status: 404, detail: translate(requestLocale(request), 'api.errors.not_found') }),
  )
})
