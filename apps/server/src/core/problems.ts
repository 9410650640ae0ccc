import { PROBLEM_CONTENT_TYPE, type Problem } from '@portal/contracts/errors'
import { fieldMessages } from '@portal/i18n/field-messages'
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

/** Turns schema validation issues into `{field: [message]}` in the user's language. */
function fieldErrors(request: FastifyRequest, issues: ValidationIssue[]) {
  const locale = requestLocale(request)
  // A Map, not an object: a field may be called "toString" or "__proto__".
  const errors = new Map<string, string[]>()
  for (const { keyword, instancePath, message, params } of issues) {
    // fastify-type-provider-zod hands Zod's issue over as keyword, path and parameters; put it back.
    const path = instancePath.split('/').filter(Boolean)
    for (const field of fieldMessages({ ...params, code: keyword, path, message })) {
      const text = translate(locale, `api.fields.${field.key}`, field.vars)
      errors.set(field.path, [...(errors.get(field.path) ?? []), text])
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
